import type { SiteContext, SourceFile } from '@docgen/config';
import { STRAY_FILE } from './blog.js';

/**
 * Two files of a locale's docs translating one doc (`intro.md` and a stale `intro.mdx` beside it):
 * Docusaurus reads the translation of the doc's own path, extension included, and never the other.
 * The other gets an id of its own, so it is not built and is told as a StrayTranslation
 * (routes/stray-translations.ts) naming the doc's file; before, the one that sorted last was shown.
 */
export function markShadowedTranslations(ctx: SiteContext, sources: SourceFile[]): void {
  const key = (s: SourceFile) => `${s.version}\0${s.id}`;
  const defaults = new Map<string, string>();
  for (const s of sources) if (s.kind === 'doc' && s.locale === ctx.defaultLocale.code) defaults.set(key(s), s.relPath);
  const groups = new Map<string, SourceFile[]>();
  for (const s of sources) {
    if (s.kind !== 'doc' || s.locale === ctx.defaultLocale.code) continue;
    const k = `${s.locale}\0${key(s)}`;
    groups.set(k, [...(groups.get(k) ?? []), s]);
  }
  for (const group of groups.values()) {
    const own = group.length > 1 ? defaults.get(key(group[0]!)) : undefined;
    if (own === undefined || !group.some((s) => s.relPath === own)) continue;
    for (const s of group) if (s.relPath !== own) s.id = `${s.id}${STRAY_FILE}${s.relPath}`;
  }
}
