import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { splitHref } from '@docgen/shared';
import { docKey, pageKey, type RouteManifest } from '../routes/manifest.js';
import { sectionDocsPath } from '../discover/instances.js';
import { siteHref } from '../routes/base-url.js';
import { otherMarkdownFile, relPosix } from '../util/paths.js';

const MARKDOWN_FILE = /\.mdx?$/i;

/** A resolved href, a broken Markdown link, or undefined: not a Markdown file link resolved here. */
export type ImportedMarkdownLink =
  | { href: string }
  | { error: Omit<Diagnostic, 'file' | 'line' | 'column'> }
  | undefined;

/**
 * A `.md` link in Markdown a component imports (a partial of the site's MDX map, or the Root's),
 * as Docusaurus resolves it: a file in a docs folder is compiled by that docs plugin's MDX loader,
 * which resolves it from the file (`./x.md`, `../x.md`: from the file's folder alone; `x.md`: from
 * the version's docs folder, the site folder, then the file's folder; `/x.md`: from the docs
 * folder, then the site folder) to the page of that source, in the locale built. A file in no
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
  const { path: hrefPath, hash } = splitHref(href);
  if (!MARKDOWN_FILE.test(hrefPath) || /^[a-z][a-z0-9+.-]*:/i.test(hrefPath) || hrefPath.startsWith('//'))
    return undefined;
  const docsDir = docsFolderOf(ctx, manifest, file);
  if (docsDir === undefined) return undefined;
  let written: string;
  try {
    written = decodeURIComponent(hrefPath);
  } catch {
    written = hrefPath;
  }
  const dirs: string[] = [];
  if (!written.startsWith('./') && !written.startsWith('../')) dirs.push(path.join(ctx.siteDir, docsDir), ctx.siteDir);
  if (!written.startsWith('/')) dirs.push(path.dirname(file));
  for (const dir of dirs) {
    const records = recordsAt(manifest, path.join(dir, written));
    const any = records?.find((r) => r.source);
    if (!any?.source) continue;
    const s = any.source;
    const target =
      s.kind === 'doc'
        ? manifest.docRoutes.get(docKey(locale, s.version, s.id))
        : manifest.pageRoutes.get(pageKey(locale, s.kind === 'markdownPage' ? 'markdownPage' : 'componentPage', s.id));
    if (target) return { href: siteHref(ctx, `${target.path}${hash ? `#${hash}` : ''}`) };
  }
  return {
    error: {
      name: 'BrokenLink',
      severity: ctx.config.onBrokenLinks === 'throw' || ctx.strict ? 'error' : 'warning',
      message: `Link "${href}" points to a markdown file that does not exist.`,
      why: `${relPosix(ctx.siteDir, file)} is in the docs folder ${docsDir}, whose Markdown Docusaurus compiles with the docs plugin's loader, imported or not: it resolves "${hrefPath}" ${written.startsWith('.') ? "from the file's folder" : written.startsWith('/') ? 'from the docs folder, then the site folder' : "from the docs folder, the site folder, then the file's folder"}; no doc or page has that path.`,
      fix: "correct the path (relative to the file that has the link), or link to the page's URL.",
    },
  };
}

/** The docs folder (site-relative) of any docs version that holds `file`; undefined when none does. */
function docsFolderOf(ctx: SiteContext, manifest: RouteManifest, file: string): string | undefined {
  for (const v of [...manifest.versions, ...manifest.instanceVersions]) {
    const dir = sectionDocsPath(ctx, v.name);
    const rel = path.relative(path.join(ctx.siteDir, dir), file);
    if (rel && !rel.startsWith('..') && !path.isAbsolute(rel)) return dir;
  }
  return undefined;
}

/** The routes made from the source at `file`, written with either Markdown extension. */
function recordsAt(manifest: RouteManifest, file: string) {
  for (const f of [file, otherMarkdownFile(file)]) {
    const found = manifest.bySourceFile.get(f) ?? manifest.bySourceFile.get(realPath(f));
    if (found) return found;
  }
  return undefined;
}

function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}
