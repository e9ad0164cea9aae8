import type { SiteContext, SourceFile } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { STRAY_FILE } from '../discover/blog.js';
import { frontMatterKeyPosition } from '../discover/front-matter.js';
import { likelyOriginals } from '../discover/stray-default-translations.js';

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
    const what = s.blog ? 'post' : s.kind === 'doc' ? 'doc' : 'page';
    // The page of its id (a post at its route) is another file (`x.mdx` for `x.md`): paired by path.
    const ownId = s.id.split(STRAY_FILE)[0]!;
    const otherFile = s.id.includes(STRAY_FILE) && ids.has(`${group(s)}\0${ownId}`);
    const named = otherFile
      ? `${what} of the path ${s.relPath} (the ${what} ${s.blog ? `at ${s.blog.path}` : `"${ownId}"`} is another file, and a translation replaces the file of its own path, extension included)`
      : s.blog
        ? `${what} at ${s.blog.path}`
        : `${what} "${s.id}"`;
    const like = likelyOriginals(s.relPath, paths.get(group(s)) ?? []);
    out.push({
      name: 'StrayTranslation',
      severity: 'warning',
      message: `${s.relFile} translates no ${what} of the default locale (${defaultLocale}): there is no ${named}, so it is not built.`,
      file: s.relFile,
      why: `The ${s.locale} pages are the default locale's, each replaced by the file of the same path in the locale's folder (as Docusaurus builds them): a file no default-locale ${what} has the path of is never shown.`,
      fix:
        like.length > 0
          ? `did you mean ${like.map((p) => `"${p}"`).join(', ')}? Rename it to the path of the file it translates.`
          : 'rename it to the path of the file it translates, or remove it.',
    });
  }
  return out;
}

/**
 * A translation that sets a front matter `slug` other than the default locale's: every locale serves a doc
 * at the default locale's URL (so the language switcher and hreflang links find it; Docusaurus,
 * which would serve the translated slug, lists translated URLs among its i18n non-goals), so the
 * translated slug is not used. Said, at its line, rather than dropped without a word.
 */
export function translatedSlug(translation: SourceFile, original: SourceFile, served: string): Diagnostic {
  const own = translation.frontMatter.slug;
  return {
    name: 'TranslatedSlug',
    severity: 'warning',
    message: `${translation.relFile} gives the slug "${own}" where ${original.relFile} gives ${original.frontMatter.slug === undefined ? 'none' : `"${original.frontMatter.slug}"`}: the page is served at ${served}, its default-locale URL.`,
    file: translation.relFile,
    ...frontMatterKeyPosition(translation.file, 'slug'),
    why: "Every locale serves a doc at the default locale's URL with its prefix, so the language switcher and hreflang links find it.",
    fix: `remove slug from the translation; to move the page in every locale, change the slug in ${original.relFile}.`,
  };
}
