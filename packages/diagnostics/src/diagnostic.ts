import { CATALOG, type DiagnosticName } from './catalog.js';
import { exitCodeFor } from './exit-codes.js';
import { groupRepeats } from './repeats.js';

export type Severity = 'error' | 'warning';

/**
 * One finding about the user's input, modelled on unified's vfile messages: where it is,
 * what is wrong, why, and how to fix it.
 */
export interface Diagnostic {
  name: DiagnosticName;
  severity: Severity;
  /** What is wrong, one sentence. */
  message: string;
  /** File path (relative to the site folder when inside it). */
  file?: string;
  line?: number;
  column?: number;
  /** Why it matters / what docgen expected. */
  why?: string;
  /** How to fix it, e.g. "did you mean …?". */
  fix?: string;
  /** Where it was found when no file position exists (page and element). */
  where?: string;
  /**
   * Every place of a fault found many times and reported once (a generator's repeated mistake),
   * this diagnostic's own first: the report lists the first few, and all with `--verbose`.
   */
  places?: readonly DiagnosticPlace[];
  /**
   * A fault that may recur over a whole site (one unknown code language in each of its blocks):
   * the findings of one name and key are reported once, at the first place, the others in
   * `places`, and the message says the count in `unit`s (plural: "blocks").
   */
  repeats?: { key: string; unit: string; message?: string };
}

/** One place of a fault reported once for many places. */
export interface DiagnosticPlace {
  file: string;
  line?: number;
  column?: number;
  /** What is at fault there, a few words (`Example "x" of operation getOrder`). */
  what?: string;
}

/** Thrown by a stage to stop the build with diagnostics (never a bare stack trace). */
export class DocgenError extends Error {
  readonly diagnostics: Diagnostic[];
  /** `cause`: the error of someone else's code this reports (its stack is printed with DEBUG set). */
  constructor(diagnostics: Diagnostic[], options?: { cause?: unknown }) {
    super(diagnostics.map((d) => `${d.name}: ${d.message}`).join('\n'), options);
    this.name = 'DocgenError';
    this.diagnostics = diagnostics;
  }
  get exitCode(): number {
    return exitCodeFor(this.diagnostics.filter((d) => d.severity === 'error').map((d) => d.name));
  }
}

export function isDocgenError(value: unknown): value is DocgenError {
  return value instanceof DocgenError;
}

/** Collects diagnostics during a stage; `throwIfErrors` stops the build at the stage's end. */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];
  constructor(private readonly strict = false) {}

  add(d: Diagnostic): void {
    this.items.push(this.strict && d.severity === 'warning' ? { ...d, severity: 'error' } : d);
  }
  error(d: Omit<Diagnostic, 'severity'>): void {
    this.add({ ...d, severity: 'error' });
  }
  warn(d: Omit<Diagnostic, 'severity'>): void {
    this.add({ ...d, severity: 'warning' });
  }
  /** Adds per the user's policy for this kind of problem (`throw` | `warn` | `ignore`). */
  report(policy: 'throw' | 'warn' | 'ignore', d: Omit<Diagnostic, 'severity'>): void {
    if (policy === 'throw') this.error(d);
    else if (policy === 'warn') this.warn(d);
  }
  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }
  throwIfErrors(): void {
    if (this.errors.length > 0) throw new DocgenError(sortDiagnostics(this.errors));
  }
}

/**
 * Stable order (file, line, column, name) so the report reads the same on every run; the same
 * finding reported twice (a default-locale page rendered for several locales) is kept once.
 * Its reports may say different whys or fixes (a component's fault reached from an MDX page and
 * from a React page): the one kept says each of them, a line each, in a stable order.
 */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const byKey = new Map<string, Diagnostic>();
  for (const d of list) {
    const key = [d.severity, d.name, d.file, d.line, d.column, d.where, d.message].join('\0');
    const kept = byKey.get(key);
    byKey.set(key, kept ? merged(kept, d) : d);
  }
  return sortedByPlace(groupRepeats([...byKey.values()]));
}

function sortedByPlace(list: Diagnostic[]): Diagnostic[] {
  return list.sort(
    (a, b) =>
      compareCodeUnits(a.file ?? '', b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      compareCodeUnits(a.name, b.name) ||
      compareCodeUnits(a.message, b.message),
  );
}

/** By UTF-16 code units: `localeCompare` would follow the machine's locale (LANG, LC_ALL). */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A finding said again: the one kept, with the other's why and fix when they add a line it lacks. */
function merged(kept: Diagnostic, again: Diagnostic): Diagnostic {
  const join = (a: string | undefined, b: string | undefined) => {
    if (a === undefined || b === undefined) return a ?? b;
    // Sorted: which report came first depends on the threads, and the report must not.
    return [...new Set([...a.split('\n'), b])].sort().join('\n');
  };
  const why = join(kept.why, again.why);
  const fix = join(kept.fix, again.fix);
  if (why === kept.why && fix === kept.fix) return kept;
  return { ...kept, ...(why !== undefined ? { why } : {}), ...(fix !== undefined ? { fix } : {}) };
}

export function catalogSummary(name: DiagnosticName): string {
  return CATALOG[name].summary;
}
