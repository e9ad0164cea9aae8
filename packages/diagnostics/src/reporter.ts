import pc from 'picocolors';
import { CATALOG } from './catalog.js';
import type { Diagnostic, DiagnosticPlace } from './diagnostic.js';

type Colors = ReturnType<typeof pc.createColors>;

export interface ReporterOptions {
  color: boolean;
  /** Also emit GitHub Actions annotations (`::error file=…`). */
  githubAnnotations?: boolean;
  /** List every diagnostic (`--verbose`); otherwise `LIST_LIMIT` of each name (see `pickShown`), and a count of the rest. */
  verbose?: boolean;
}

/** How many diagnostics of one name a report lists before it counts the rest (`--verbose` lists all). */
export const LIST_LIMIT = 20;
/** How many places of a fault reported once a report lists before it counts the rest (`--verbose` lists all). */
export const PLACES_LIMIT = 3;

/**
 * One reporter for the terminal and CI: the same lines, coloured only on a TTY.
 *
 *   error BrokenLink docs/intro.md:12:5
 *     Link "/docs/api/order" does not resolve to any page.
 *     why: no route, file or redirect has this path in locale fr
 *     fix: did you mean "/docs/api/orders/overview"?
 */
export function formatDiagnostic(d: Diagnostic, options: ReporterOptions): string {
  const c = options.color ? pc : pc.createColors(false);
  const sev = d.severity === 'error' ? c.red(c.bold('error')) : c.yellow(c.bold('warning'));
  const place = d.file ? placeText(d) : (d.where ?? '');
  const lines = [`${sev} ${c.bold(d.name)}${place ? ` ${c.cyan(place)}` : ''}`, `  ${d.message}`];
  if (d.file && d.where) lines.push(`  ${c.dim('where:')} ${d.where}`);
  if (d.places && d.places.length > 0) lines.push(...placeLines(d.places, c, options.verbose === true));
  // A diagnostic without its own why or fix gets the catalogue's: every report says both.
  const entry = CATALOG[d.name];
  const why = d.why ?? entry?.why;
  const fix = d.fix ?? entry?.fix;
  // Several whys or fixes (one finding reached several ways) are a line each, under the first.
  if (why) lines.push(`  ${c.dim('why:')} ${why.replace(/\n/g, '\n       ')}`);
  if (fix) lines.push(`  ${c.dim('fix:')} ${fix.replace(/\n/g, '\n       ')}`);
  if (options.githubAnnotations) {
    const props = [
      d.file && `file=${d.file}`,
      d.line && `line=${d.line}`,
      d.column && `col=${d.column}`,
      `title=${d.name}`,
    ]
      .filter(Boolean)
      .join(',');
    lines.push(`::${d.severity === 'error' ? 'error' : 'warning'} ${props}::${escapeAnnotation(d.message)}`);
  }
  return lines.join('\n');
}

export function formatDiagnostics(list: readonly Diagnostic[], options: ReporterOptions): string {
  if (list.length === 0) return '';
  const errors = list.filter((d) => d.severity === 'error').length;
  const warnings = list.length - errors;
  const c = options.color ? pc : pc.createColors(false);
  const tally = [
    errors && c.red(`${errors} error${errors === 1 ? '' : 's'}`),
    warnings && c.yellow(`${warnings} warning${warnings === 1 ? '' : 's'}`),
  ]
    .filter(Boolean)
    .join(', ');
  // Every problem is counted; past the limit a name's are summed up, not dropped unsaid.
  const shownSet = options.verbose ? new Set(list) : pickShown(list);
  const seen = new Map<string, number>();
  for (const d of list) seen.set(d.name, (seen.get(d.name) ?? 0) + 1);
  const shown = list.filter((d) => shownSet.has(d));
  const more = [...seen]
    .filter(([, n]) => !options.verbose && n > LIST_LIMIT)
    .map(([name, n]) => `… and ${n - LIST_LIMIT} more ${name} (run with --verbose to list all)`);
  const body = shown.map((d) => formatDiagnostic(d, options)).join('\n\n');
  return `${body}\n\n${more.length > 0 ? `${more.join('\n')}\n` : ''}${tally}\n`;
}

/**
 * The `LIST_LIMIT` diagnostics of each name a short report lists: the first of each kind of
 * message, then the next ones in order, so that a kind found late is not hidden behind many of one.
 */
export function pickShown(list: readonly Diagnostic[]): Set<Diagnostic> {
  const byName = new Map<string, Diagnostic[]>();
  for (const d of list) {
    const same = byName.get(d.name);
    if (same) same.push(d);
    else byName.set(d.name, [d]);
  }
  const shown = new Set<Diagnostic>();
  for (const same of byName.values()) {
    if (same.length <= LIST_LIMIT) {
      for (const d of same) shown.add(d);
      continue;
    }
    const kinds = new Set<string>();
    const firsts = same.filter((d) => {
      const kind = messageKind(d.message);
      if (kinds.has(kind)) return false;
      kinds.add(kind);
      return true;
    });
    const picked = new Set(firsts.slice(0, LIST_LIMIT));
    for (const d of same) {
      if (picked.size >= LIST_LIMIT) break;
      picked.add(d);
    }
    for (const d of picked) shown.add(d);
  }
  return shown;
}

/** A message's kind: its plain lower-case words, without the names, values and paths it cites. */
export function messageKind(message: string): string {
  return message
    .replace(/"[^"]*"|`[^`]*`/g, ' ')
    .split(/[\s,:;.()]+/)
    .filter((word) => /^[a-z-]+$/.test(word))
    .join(' ');
}

/** A place as reports write it: `file:line:column`, as far as it is known. */
export function placeText(p: { file?: string; line?: number; column?: number }): string {
  return `${p.file ?? ''}${p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}`;
}

/** The places of a fault reported once, under its message: the first few, or all with `--verbose`. */
function placeLines(places: readonly DiagnosticPlace[], c: Colors, verbose: boolean): string[] {
  const shown = verbose ? places : places.slice(0, PLACES_LIMIT);
  const lines = shown.map(
    (p, i) => `  ${i === 0 ? c.dim('at:') : '   '} ${c.cyan(placeText(p))}${p.what ? `  ${p.what}` : ''}`,
  );
  if (shown.length < places.length)
    lines.push(`      … and ${places.length - shown.length} more (run with --verbose to list all)`);
  return lines;
}

function escapeAnnotation(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
