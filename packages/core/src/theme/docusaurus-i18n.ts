import fs from 'node:fs';
import path from 'node:path';
import { localeDir, type SiteContext } from '@docgen/config';
import { type Diagnostic, DocgenError, escapeRegExp, jsonErrorPosition, offsetToPosition } from '@docgen/diagnostics';
import type { ThemeModule } from '@docgen/shared';
import { relPosix } from '../util/paths.js';

/**
 * Docusaurus' translations of its theme, read as `docusaurus write-translations` writes them:
 *
 *   i18n/<locale>/code.json                                 UI strings by Docusaurus id
 *   i18n/<locale>/docusaurus-theme-classic/navbar.json      `title`, `logo.alt`, `item.label.<label>`
 *   i18n/<locale>/docusaurus-theme-classic/footer.json      `link.title.<title>`, `link.item.label.<label>`,
 *                                                           `copyright`, `logo.alt`
 *
 * each entry `{ "message": "…", "description": "…" }`.
 */
export interface DocusaurusTranslations {
  /** Theme strings from code.json (the theme's keys, placeholders renamed). */
  strings: Record<string, string>;
  /**
   * Every message of code.json by its Docusaurus id, as written: what `<Translate id>` and
   * `translate({ id, message })` of the site's pages and components show (an id-less message is
   * its own id, as Docusaurus writes it).
   */
  ids: Record<string, string>;
  /** navbar.json and footer.json: `navbar.item.label.Docs`, `footer.link.title.Community` → text. */
  messages: Map<string, string>;
  files: string[];
  warnings: Diagnostic[];
}

export function readDocusaurusTranslations(
  ctx: SiteContext,
  theme: ThemeModule,
  locale: string,
  usedBySite: (id: string) => boolean,
): DocusaurusTranslations {
  const out: DocusaurusTranslations = { strings: {}, ids: {}, messages: new Map(), files: [], warnings: [] };
  const folder = localeDir(ctx.config, locale);
  const code = readTranslationFile(ctx, `${folder}/code.json`, out);
  if (code) {
    const map = theme.docusaurusStrings;
    const messages = new Map(code);
    const unknown: string[] = [];
    for (const [id, message] of code) {
      out.ids[id] = message;
      const target = map?.ids[id];
      if (target === null || (target === undefined && map?.ignoredPrefixes.some((p) => id.startsWith(p)))) continue;
      if (target === undefined) {
        if (!usedBySite(id)) unknown.push(id);
        continue;
      }
      const key = typeof target === 'string' ? target : target.key;
      let text = message.replace(/\{siteTitle\}/g, ctx.config.title);
      if (typeof target !== 'string') {
        for (const [from, to] of Object.entries(target.rename)) text = text.replaceAll(`{${from}}`, `{${to}}`);
        for (const [name, { id: other, text: fallback, forms }] of Object.entries(target.fill ?? {})) {
          const filler = messages.get(other) ?? fallback;
          // A plural message fills each of its forms into a copy of the text: `One post tagged…|{count} posts tagged…`.
          text = forms
            ? filler
                .split('|')
                .map((form) => text.replaceAll(`{${name}}`, form))
                .join('|')
            : text.replaceAll(`{${name}}`, filler);
        }
      }
      // Docusaurus shows admonition labels in capitals (CSS): its translations are often lower case.
      if (key.startsWith('admonition.')) text = text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
      out.strings[key] = text;
      if (typeof target !== 'string') for (const more of target.also ?? []) out.strings[more] = text;
    }
    if (unknown.length > 0) {
      const rel = `${folder}/code.json`;
      out.warnings.push({
        name: 'UnknownTranslationId',
        severity: 'warning',
        message: `${rel} has ${unknown.length} id${unknown.length === 1 ? '' : 's'} nothing uses: ${unknown
          .slice(0, 5)
          .map((i) => `"${i}"`)
          .join(', ')}${unknown.length > 5 ? ', …' : ''}.`,
        file: rel,
        ...lineOf(path.join(ctx.siteDir, rel), unknown[0]!),
        why: "They are not texts of docgen's theme, and no file of the site's code (src/, the docs) writes them: <Translate id> and translate({ id }) read code.json, so these are left over or misspelt.",
        fix: 'remove them from code.json, or write the same id in the <Translate> or translate() call that should show it.',
      });
    }
  }
  for (const [file, prefix] of [
    ['navbar.json', 'navbar'],
    ['footer.json', 'footer'],
  ] as const) {
    const entries = readTranslationFile(ctx, `${folder}/docusaurus-theme-classic/${file}`, out);
    for (const [key, message] of entries ?? []) out.messages.set(`${prefix}.${key}`, message);
  }
  return out;
}

/** The entries of a translation file, or undefined when it does not exist. Invalid JSON or entries are errors at their line. */
function readTranslationFile(
  ctx: SiteContext,
  rel: string,
  out: DocusaurusTranslations,
): [string, string][] | undefined {
  const file = path.join(ctx.siteDir, rel);
  if (!fs.existsSync(file)) return undefined;
  out.files.push(file);
  const text = fs.readFileSync(file, 'utf8');
  const fail = (message: string, at: { line: number; column: number } | undefined): never => {
    throw new DocgenError([
      {
        name: 'InvalidTranslationFile',
        severity: 'error',
        message,
        file: relPosix(ctx.siteDir, file),
        ...(at ?? {}),
        why: 'docgen reads the theme translations of a Docusaurus site as `docusaurus write-translations` writes them.',
        fix: 'write an object of { "message": "…" } entries by id (fix the JSON at the line shown).',
      },
    ]);
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = (error as Error).message;
    return fail(
      `${rel} is not valid JSON: ${reason.replace(/ in JSON at position \d+.*$/, '').replace(/\s+/g, ' ')}.`,
      jsonErrorPosition(text, error),
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return fail(`${rel} is not an object of translations.`, { line: 1, column: 1 });
  const entries: [string, string][] = [];
  for (const [id, value] of Object.entries(data as Record<string, unknown>)) {
    const message = typeof value === 'string' ? value : (value as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') fail(`${rel}: the entry "${id}" has no "message" text.`, lineOf(file, id, text));
    entries.push([id, message as string]);
  }
  return entries;
}

/** The line of a key of a JSON file. */
function lineOf(
  file: string,
  key: string,
  text = fs.readFileSync(file, 'utf8'),
): { line: number; column: number } | undefined {
  const at = text.search(new RegExp(`"${escapeRegExp(key)}"\\s*:`));
  return at < 0 ? undefined : offsetToPosition(text, at);
}
