import type { SiteContext, SourceFile } from '@docgen/config';
import { type Diagnostic, didYouMean } from '@docgen/diagnostics';

/**
 * Translations that translate nothing: a file of a locale's folder whose doc or page the default
 * locale does not have (a misspelt name, a file the docs renamed since). A locale's pages are the
 * default locale's, each replaced by its translation when there is one, as in Docusaurus, so such a
 * file is never built: it is said, not dropped without a word.
 */
export function strayTranslations(ctx: SiteContext, sources: readonly SourceFile[]): Diagnostic[] {
  const defaultLocale = ctx.defaultLocale.code;
  const group = (s: SourceFile) => `${s.kind}\0${s.version}`;
  const ids = new Set<string>();
  const paths = new Map<string, string[]>();
  for (const s of sources) {
    if (s.locale !== defaultLocale) continue;
    ids.add(`${group(s)}\0${s.id}`);
    paths.set(group(s), [...(paths.get(group(s)) ?? []), s.relPath]);
  }
  const out: Diagnostic[] = [];
  for (const s of sources) {
    if (s.locale === defaultLocale || s.generated || s.kind === 'componentPage') continue;
    if (ids.has(`${group(s)}\0${s.id}`)) continue;
    const what = s.kind === 'doc' ? 'doc' : 'page';
    out.push({
      name: 'StrayTranslation',
      severity: 'warning',
      message: `${s.relFile} translates no ${what} of the default locale (${defaultLocale}): no ${what} "${s.id}" there, so it is not built.`,
      file: s.relFile,
      why: `The ${s.locale} pages are the default locale's, each replaced by the file of the same path in the locale's folder (as Docusaurus builds them): a file no default-locale ${what} has the path of is never shown.`,
      fix:
        didYouMean(s.relPath, paths.get(group(s)) ?? []) ??
        'rename it to the path of the file it translates, or remove it.',
    });
  }
  return out;
}
