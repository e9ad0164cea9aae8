import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext, SourceFile } from '@docgen/config';
import { toPosix } from '../util/paths.js';

/** Site-relative source path (default-locale tree) → the source it is. */
export function indexSourcesByPath(ctx: SiteContext, sources: SourceFile[]): Map<string, SourceFile> {
  const map = new Map<string, SourceFile>();
  for (const s of sources) if (s.locale === ctx.defaultLocale.code) map.set(canonicalSourcePath(ctx, s.relFile), s);
  return map;
}

const docusaurusPages = new Map<string, boolean>();
/** Whether the site has Docusaurus' `src/pages/` (its pages' translations mirror it). */
function hasDocusaurusPages(siteDir: string): boolean {
  let known = docusaurusPages.get(siteDir);
  if (known === undefined) docusaurusPages.set(siteDir, (known = fs.existsSync(path.join(siteDir, 'src', 'pages'))));
  return known;
}

/**
 * Maps a translated file path (`i18n/en/docs/x.md`) to the default tree (`docs/x.md`); a
 * version's translation (`i18n/en/docs-versions/version-1.0/x.md`) to the version's docs
 * (`versioned_docs/version-1.0/x.md`), so relative links stay within the version. Docusaurus'
 * folders (`i18n/en/docusaurus-plugin-content-docs/current/x.md`) map the same way, and those of a
 * further docs section (`…/docusaurus-plugin-content-docs-<id>/current/x.md`) to its folder (a
 * version's, `…-<id>/version-1.0/x.md`, to `<id>_versioned_docs/version-1.0/x.md`).
 */
export function canonicalSourcePath(ctx: SiteContext, relFile: string): string {
  const versioned = /^i18n\/[^/]+\/(?:docs-versions|docusaurus-plugin-content-docs)\/(version-[^/]+)\/(.*)$/.exec(
    relFile,
  );
  if (versioned) return `versioned_docs/${versioned[1]}/${versioned[2]}`;
  const instanceVersioned = /^i18n\/[^/]+\/docusaurus-plugin-content-docs-([^/]+)\/(version-[^/]+)\/(.*)$/.exec(
    relFile,
  );
  if (instanceVersioned)
    return `${instanceVersioned[1]}_versioned_docs/${instanceVersioned[2]}/${instanceVersioned[3]}`;
  const instance = /^i18n\/[^/]+\/docusaurus-plugin-content-docs-([^/]+)\/current\/(.*)$/.exec(relFile);
  const instancePath = !instance
    ? undefined
    : instance[1] === ctx.config.docs.id
      ? ctx.config.docs.path
      : ctx.config.docsInstances.find((i) => i.id === instance[1])?.path;
  if (instance && instancePath !== undefined) {
    const root = toPosix(path.normalize(instancePath));
    return root === '.' ? (instance[2] ?? '') : `${root}/${instance[2] ?? ''}`;
  }
  const m =
    /^i18n\/[^/]+\/(docs|pages|docusaurus-plugin-content-docs\/current|docusaurus-plugin-content-pages)\/(.*)$/.exec(
      relFile,
    );
  if (!m) return relFile;
  const root = m[1]!.includes('docs')
    ? toPosix(path.normalize(ctx.config.docs.path))
    : m[1] === 'docusaurus-plugin-content-pages' && hasDocusaurusPages(ctx.siteDir)
      ? 'src/pages'
      : 'pages';
  return root === '.' ? (m[2] ?? '') : `${root}/${m[2] ?? ''}`;
}
