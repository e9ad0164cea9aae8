import fs from 'node:fs';
import path from 'node:path';
import { closest, type Diagnostic } from '@docgen/diagnostics';
import { localeDir, type RouteRecord, type SiteContext, type SourceFile } from '@docgen/config';
import type { RouteManifest } from '../routes/manifest.js';
import { sectionDocsPath } from '../discover/instances.js';
import { blogById } from '../discover/blog.js';
import { docsFolderOf } from '../routes/imported-markdown-links.js';
import { siteHref } from '../routes/base-url.js';
import { shortHash } from '../util/hash.js';
import { toPosix } from '../util/paths.js';
import { canonicalSourcePath } from '../discover/source-paths.js';
import { staticOutPath } from '../util/static-dirs.js';
import { GENERATED_API_PAGE, generatedApiPageRoute } from './generated-api-link.js';
import {
  describeOrder,
  findMarkdownSource,
  markdownFileLink,
  MARKDOWN_FILE,
  markdownLinkCandidates,
  routeOfSource,
  SITE_ALIAS,
} from '../routes/markdown-link-target.js';

export interface FileLinkContext {
  ctx: SiteContext;
  manifest: RouteManifest;
  route: RouteRecord;
  source: SourceFile;
  /**
   * The file the link is written in: the source, or an MDX file it imports (Docusaurus compiles
   * that on its own, so its links resolve from its folder). Absolute.
   */
  file: string;
  /** Folder of that file in the default locale's tree, relative to the site folder (POSIX). */
  sourceDir: string;
  sourcesByPath: Map<string, SourceFile>;
  /** Output path → file: a linked file (not a page) is copied into the output like an image. */
  assets: Map<string, string>;
  /** Hears the file a link names (there or not): the page is made again when it appears or changes. */
  depends?: (file: string) => void;
}

export type FileLinkResult = { href: string } | { error: Omit<Diagnostic, 'file' | 'line' | 'column'> } | undefined;

/**
 * Resolves a link to a file: a markdown file (`.md` or `.mdx`) by Docusaurus' rule
 * (markdown-link-target.ts), to the page of its source in the route's locale; a link to another
 * existing file of the site is copied into the output. `suffix` is the query and hash as
 * written, kept on the resolved link. Undefined: not a file link (a URL path, left as written).
 */
export function resolveFileLink(link: FileLinkContext, hrefPath: string, suffix: string): FileLinkResult {
  const { ctx } = link;
  const markdown = markdownFileLink(hrefPath);
  if (markdown) {
    const docsRoot = docsRootOf(ctx, link);
    const own = `${localeDir(ctx.config, link.route.locale)}/`;
    // A path into the page's own locale folder (`/i18n/zh/docusaurus-plugin-content-docs/current/x.md`)
    // is that translation's doc, as in Docusaurus' build of the locale, whose sources they are.
    const candidates = markdownLinkCandidates(markdown, {
      fileDir: link.sourceDir,
      contentDir: docsRoot,
      relativeFromContent: ctx.config.markdown.relativeLinksFromDocsRoot,
    }).map((c) => (c.startsWith(own) ? canonicalSourcePath(ctx, c) : c));
    const target = findMarkdownSource(candidates, (c) => link.sourcesByPath.get(c));
    const targetRoute = target && routeOfSource(link.manifest, target, link.route.locale);
    if (targetRoute) return { href: siteHref(ctx, `${targetRoute.path}${suffix}`) };
    const { written } = markdown;
    const generated = GENERATED_API_PAGE.test(written);
    const apiPage =
      generated &&
      generatedApiPageRoute(ctx, link.manifest, link.source, link.route.locale, docsRoot, candidates, link.depends);
    if (apiPage) return { href: siteHref(ctx, `${apiPage}${suffix}`) };
    if (ctx.config.onBrokenLinks === 'ignore') return { href: hrefPath + suffix };
    const fileName = toPosix(path.relative(ctx.siteDir, link.file));
    return {
      error: {
        name: 'BrokenLink',
        severity: ctx.config.onBrokenLinks === 'throw' || ctx.strict ? 'error' : 'warning',
        message: generated
          ? `Link "${hrefPath}${suffix}" points to a page docusaurus-plugin-openapi-docs generates (\`docusaurus gen-api-docs\`), which does not exist.`
          : `Link "${hrefPath}${suffix}" points to a markdown file that does not exist.`,
        why: generated
          ? "The .api.mdx, .info.mdx, .tag.mdx and .schema.mdx files are written by docusaurus-plugin-openapi-docs' gen-api-docs command from an OpenAPI document; docgen does not run it: it makes a site's API pages from the document itself (@docgen/plugin-openapi), at routes of its own."
          : `${capitalize(describeOrder(markdown, fileName, docsRoot !== undefined, ctx.config.markdown.relativeLinksFromDocsRoot, link.source.blog?.type === 'post' ? `the blog folder (${docsRoot})` : 'the docs folder'))} (Docusaurus' rules); no doc or page has that path.`,
        fix: generated
          ? "give the document to openapi({ spec, reference }) in docgen.config.ts (docgen migrate docusaurus writes it from the plugin's config, with redirects from the plugin's routes): a link to a generated file then leads to the page at its Docusaurus route; or run `docusaurus gen-api-docs` before building to keep the generated files."
          : suggestFile(
              written,
              link.sourceDir,
              link.sourcesByPath,
              nearNames(written, candidates, link.sourcesByPath),
            ),
      },
    };
  }
  const aliased = hrefPath.startsWith(SITE_ALIAS);
  if (!aliased && (hrefPath.startsWith('/') || hrefPath === '')) return undefined;
  const written = safeDecode(aliased ? hrefPath.slice(SITE_ALIAS.length) : hrefPath);
  const file = aliased ? path.join(ctx.siteDir, written) : path.resolve(path.dirname(link.file), written);
  link.depends?.(file);
  if (!isFileInside(ctx.siteDir, file)) {
    if (!aliased) return undefined;
    return {
      error: {
        name: 'BrokenLink',
        severity: ctx.config.onBrokenLinks === 'warn' && !ctx.strict ? 'warning' : 'error',
        message: `Link "${hrefPath}" names no file of the site.`,
        why: '`@site/` paths are resolved from the site folder.',
      },
    };
  }
  const staticRel = staticOutPath(ctx, file);
  if (staticRel !== undefined) return { href: siteHref(ctx, `/${staticRel}${suffix}`) };
  const bytes = fs.readFileSync(file);
  const ext = path.extname(file);
  const out = `assets/files/${path.basename(file, ext)}-${shortHash(bytes, 8)}${ext}`;
  link.assets.set(out, file);
  return { href: siteHref(ctx, `/${out}${suffix}`) };
}

/**
 * The docs root the link's file resolves from, relative to the site folder: an MDX file the page
 * imports that lies in a docs folder (another version's or section's: a community section's page
 * importing `/docs/_partial.mdx`) is compiled by that folder's docs plugin, so its own; else the
 * page's version's, a blog post's blog folder, or the docs folder for a page.
 */
function docsRootOf(ctx: SiteContext, link: FileLinkContext): string | undefined {
  const { source } = link;
  if (link.file !== source.file) {
    const own = docsFolderOf(
      ctx,
      link.manifest,
      canonicalSourcePath(ctx, toPosix(path.relative(ctx.siteDir, link.file))),
    );
    if (own !== undefined) return own;
  }
  // A post's from its blog's folder: Docusaurus' blog plugin resolves its links from its content path.
  const blog = source.blog?.type === 'post' ? blogById(ctx, source.blog.blogId) : undefined;
  if (blog) return toPosix(path.normalize(blog.path));
  if (source.kind !== 'doc') return toPosix(path.normalize(ctx.config.docs.path));
  return sectionDocsPath(ctx, source.version);
}

function isFileInside(siteDir: string, file: string): boolean {
  const rel = path.relative(siteDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return false;
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    // A path through a file (`openapi.json/paths/…`, ENOTDIR): no file there.
    return false;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * The link with its file name corrected, where a folder it was looked for in holds a Markdown file
 * named nearly so (`switching_languages.mdx` for `switching_language.mdx`), written as the link
 * writes it: the fix is one word.
 */
function nearNames(written: string, tried: readonly string[], sourcesByPath: Map<string, SourceFile>): string[] {
  const slash = written.lastIndexOf('/');
  const name = safeDecode(written.slice(slash + 1));
  if (!MARKDOWN_FILE.test(name)) return [];
  for (const candidate of tried) {
    const dir = path.posix.dirname(candidate);
    const names = [...sourcesByPath.keys()]
      .filter((p) => path.posix.dirname(p) === dir)
      .map((p) => path.posix.basename(p));
    // Names of one folder are near one another: only a slip (a letter or two of a long name) counts.
    const near = closest(name, names, 3, Math.floor(name.replace(MARKDOWN_FILE, '').length / 6)).filter((n) =>
      MARKDOWN_FILE.test(n),
    );
    if (near.length > 0) return near.map((n) => `${written.slice(0, slash + 1)}${n}`);
  }
  return [];
}

function suggestFile(
  written: string,
  sourceDir: string,
  sourcesByPath: Map<string, SourceFile>,
  /** Near names in the folders the link was looked for in, first. */
  nearFirst: readonly string[] = [],
): string | undefined {
  // A path written with Windows' separator (`docs\guide\x.md`) is one file name to a URL.
  const decoded = safeDecode(written);
  const backslashes = decoded.includes('\\');
  const wanted = (decoded.split(/[\\/]/).pop() ?? '').replace(MARKDOWN_FILE, '');
  // The files nearest the page first (the same version's copy before the others').
  const shared = (p: string) => {
    const a = p.split('/');
    const b = sourceDir.split('/');
    let n = 0;
    while (n < a.length && a[n] === b[n]) n++;
    return n;
  };
  const candidates = [...sourcesByPath.keys()]
    .filter((p) => path.posix.basename(p).replace(MARKDOWN_FILE, '') === wanted)
    .sort((x, y) => shared(y) - shared(x));
  const named = [...nearFirst, ...candidates.map((c) => toRelative(sourceDir, c))];
  const near =
    named.length === 0
      ? undefined
      : `did you mean ${named
          .slice(0, 3)
          .map((c) => `"${c}"`)
          .join(', ')}?`;
  if (!backslashes) return near;
  return `write the path with "/", a URL's separator ("\\" is a Windows path's)${near ? `: ${near}` : '.'}`;
}

function toRelative(fromDir: string, to: string): string {
  const rel = path.posix.relative(fromDir, to);
  return rel.startsWith('.') ? rel : `./${rel}`;
}
