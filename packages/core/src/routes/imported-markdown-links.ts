import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext, SourceFile } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { splitHref } from '@docgen/shared';
import type { RouteManifest } from './manifest.js';
import { sectionDocsPath } from '../discover/instances.js';
import { siteHref } from './base-url.js';
import { relPosix } from '../util/paths.js';
import { canonicalSourcePath } from '../discover/source-paths.js';
import {
  describeOrder,
  findMarkdownSource,
  markdownFileLink,
  markdownLinkCandidates,
  routeOfSource,
} from './markdown-link-target.js';

/** A resolved href, a broken Markdown link, or undefined: not a Markdown file link resolved here. */
export type ImportedMarkdownLink =
  | { href: string }
  | { error: Omit<Diagnostic, 'file' | 'line' | 'column'> }
  | undefined;

/**
 * A `.md` link in Markdown a component imports (a partial of the site's MDX map, or the Root's).
 * A file in a docs folder (a translation's too) is compiled by that docs plugin's MDX loader,
 * imported or not, which resolves its links from the file by Docusaurus' rule, the same as a
 * page's (markdown-link-target.ts), to the page of that source in the locale built. A file in no
 * docs folder is compiled by Docusaurus' fallback loader, which leaves its links as written:
 * undefined, as for any link that is not to a Markdown file (the browser resolves it from the
 * page's URL, and the link check tells it if it leads nowhere).
 */
export function importedMarkdownLink(
  ctx: SiteContext,
  manifest: RouteManifest,
  file: string,
  href: string,
  locale: string,
): ImportedMarkdownLink {
  const { path: hrefPath } = splitHref(href);
  const markdown = markdownFileLink(hrefPath);
  if (!markdown) return undefined;
  // A translation resolves from the default locale's folder it mirrors, as a translated page does.
  const relFile = canonicalSourcePath(ctx, relPosix(ctx.siteDir, file));
  const docsDir = docsFolderOf(ctx, manifest, relFile);
  if (docsDir === undefined) return undefined;
  const candidates = markdownLinkCandidates(markdown, {
    fileDir: path.posix.dirname(relFile),
    contentDir: docsDir,
    relativeFromContent: ctx.config.markdown.relativeLinksFromDocsRoot,
  });
  const target = findMarkdownSource(candidates, (rel) => sourceAt(manifest, path.join(ctx.siteDir, rel)));
  const route = target && routeOfSource(manifest, target, locale);
  // The query and hash as written follow the page's path, as Docusaurus' serializeURLPath keeps them.
  if (route) return { href: siteHref(ctx, `${route.path}${href.slice(hrefPath.length)}`) };
  const fileName = relPosix(ctx.siteDir, file);
  return {
    error: {
      name: 'BrokenLink',
      severity: ctx.config.onBrokenLinks === 'throw' || ctx.strict ? 'error' : 'warning',
      message: `Link "${href}" points to a markdown file that does not exist.`,
      why: `${fileName} is in the docs folder ${docsDir}, whose Markdown Docusaurus compiles with the docs plugin's loader, imported or not: ${describeOrder(markdown, fileName, true)}; no doc or page has that path.`,
      fix: "correct the path (relative to the file that has the link), or link to the page's URL.",
    },
  };
}

/** The docs folder (site-relative) of any docs version that holds `relFile`; undefined when none does. */
export function docsFolderOf(ctx: SiteContext, manifest: RouteManifest, relFile: string): string | undefined {
  for (const v of [...manifest.versions, ...manifest.instanceVersions]) {
    const dir = sectionDocsPath(ctx, v.name);
    const rel = path.posix.relative(dir, relFile);
    if (rel && !rel.startsWith('..') && !path.posix.isAbsolute(rel)) return dir;
  }
  return undefined;
}

/** The source at `file`, its own path or the real path a symbolic link leads to. */
function sourceAt(manifest: RouteManifest, file: string): SourceFile | undefined {
  const found = manifest.bySourceFile.get(file) ?? manifest.bySourceFile.get(realPath(file));
  return found?.find((r) => r.source)?.source;
}

function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}
