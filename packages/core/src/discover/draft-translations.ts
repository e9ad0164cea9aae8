import type { SiteContext, SourceFile } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { frontMatterKeyPosition } from './front-matter.js';

/**
 * Translations of a default-locale draft. A locale's pages are the default locale's, each replaced
 * by its translation, so the translation of a draft has no page to replace and is not built.
 * Docusaurus reads `draft` from each locale's own file and would publish it in that locale alone:
 * it is said, at the original's `draft` line, never left for StrayTranslation to call a file
 * whose original does not exist.
 */
export function draftTranslations(
  ctx: SiteContext,
  sources: readonly SourceFile[],
): { dropped: Set<SourceFile>; diagnostics: Diagnostic[] } {
  const defaultLocale = ctx.defaultLocale.code;
  const key = (s: SourceFile) => `${s.kind}\0${s.version}\0${s.id}`;
  const drafts = new Map<string, SourceFile>();
  for (const s of sources) if (s.locale === defaultLocale && s.frontMatter.draft) drafts.set(key(s), s);
  const dropped = new Set<SourceFile>();
  const diagnostics: Diagnostic[] = [];
  if (drafts.size === 0) return { dropped, diagnostics };
  for (const s of sources) {
    if (s.locale === defaultLocale || s.generated) continue;
    const original = drafts.get(key(s));
    if (!original) continue;
    // A draft translation of a draft: neither is published, in docgen as in Docusaurus.
    if (s.frontMatter.draft) continue;
    dropped.add(s);
    diagnostics.push({
      name: 'DraftTranslation',
      severity: 'warning',
      message: `${s.relFile} translates ${original.relFile}, a draft (\`draft: true\`): the ${s.locale} page is not built either.`,
      file: original.relFile,
      ...frontMatterKeyPosition(original.file, 'draft'),
      why: `A locale's pages are the default locale's, each replaced by its translation: a draft has no page in any locale. Docusaurus reads \`draft\` from each locale's own file, so it would publish this translation in ${s.locale} alone.`,
      fix: `remove \`draft: true\` from ${original.relFile} to publish the page in every locale, or add it to ${s.relFile} too.`,
    });
  }
  return { dropped, diagnostics };
}
