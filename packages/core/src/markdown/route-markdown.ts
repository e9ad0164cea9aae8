import {
  filesReadInfimaVariables,
  infimaClassesStylesheet,
  infimaVariablesStylesheet,
  usesInfima,
} from '../docusaurus/infima.js';
import fs from 'node:fs';
import path from 'node:path';
import { isExternalHref, normalizePath, splitHref } from '@docgen/shared';
import { addBase, stripBase } from '@docgen/shared/base-url';
import { authoredHref, siteBase, siteHref } from '../routes/base-url.js';
import type { Diagnostic } from '@docgen/diagnostics';
import type { RenderedMarkdown, RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import { localePrefix, publicPath } from '../routes/manifest.js';
import { caseFoldedRoute } from '../routes/link-case.js';
import { localizedHref } from '../routes/localize-href.js';
import { resolveFileLink } from './resolve-link.js';
import { cardsHtml } from '../routes/generated-pages.js';
import { servedAsFolder } from '../discover/folder-urls.js';
import { shortHash } from '../util/hash.js';
import { realFile, relPosix, urlFragmentOf, urlPathOf } from '../util/paths.js';
import type { MarkdownFileContext } from '@docgen/markdown';
import { canonicalSourcePath } from '../discover/source-paths.js';
import { type Lookup, newTracker, trackedManifest, trackedSources } from '../routes/tracked-manifest.js';
import { type AssetFiles, type MadeFrom, type MarkdownStageInput, ownBody, type PluginRead } from './body.js';
import type { DocsRead } from '../docusaurus/docs-reads.js';
import { sharedBody } from './shared-body.js';
import { fileHash } from './signature.js';
import { intrinsicSize } from '../util/image-size.js';
import { staticCandidates, staticFile, staticOutPath } from '../util/static-dirs.js';
import { nearImage } from './near-image.js';

export type { AssetFiles, MadeFrom, MarkdownStageInput } from './body.js';

/**
 * The URL relative links of a page resolve from, as Docusaurus serves it: once `trailingSlash` is
 * set, the page's URL in that form (`/c/` when true; `/c` for an index doc when false, written
 * `c.html`); unset, the folder URL of a page served as a folder (see `servedAsFolder`).
 */
export function linkBaseUrl(ctx: SiteContext, source: SourceFile, pageUrl: string): string {
  if (ctx.config.trailingSlash !== undefined) return publicPath(ctx, pageUrl);
  return servedAsFolder(source) && pageUrl !== '/' ? `${pageUrl}/` : pageUrl;
}

/** Renders the markdown of one route (links are rewritten for the route's locale). */
export async function renderRouteMarkdown(
  input: MarkdownStageInput,
  route: RouteRecord,
  sourcesByPath: Map<string, SourceFile>,
  diagnostics: Diagnostic[],
  made: MadeFrom = {},
): Promise<RenderedMarkdown> {
  const { ctx, manifest } = input;
  const source = route.source!;
  const fm = source.frontMatter;
  const prefix = localePrefix(ctx, route.locale);
  const pageSourceDir = path.posix.dirname(canonicalSourcePath(ctx, source.relFile));
  // A translation is served at the route of the default locale's file (whose slug holds for every
  // locale): its links resolve from that URL, whatever slug the translation writes or leaves out.
  const routeSource = sourcesByPath.get(canonicalSourcePath(ctx, source.relFile)) ?? source;
  const folderUrl = linkBaseUrl(ctx, routeSource, route.canonicalPath ?? route.path);
  /**
   * How a file of this page resolves its links and images: the page's source, or an MDX file it
   * imports, from that file's folder (Docusaurus compiles an imported file on its own).
   */
  // The file behind each image URL the page resolved, for its size.
  const imageFiles = new Map<string, string>();
  const resolversFor = (
    file: string,
  ): Pick<MarkdownFileContext, 'resolveLink' | 'resolveImage' | 'pageImage' | 'nearImage'> => {
    const sourceDir =
      file === source.file ? pageSourceDir : path.posix.dirname(canonicalSourcePath(ctx, relPosix(ctx.siteDir, file)));
    return {
      resolveLink(href) {
        const { path: hrefPath, hash } = splitHref(href);
        const suffix = hash ? `#${hash}` : '';
        if (hrefPath === '') return { href };
        // A file link keeps its query and hash as written (`x.md?v=2#a`), as Docusaurus does.
        const resolved = resolveFileLink(
          {
            ctx,
            manifest,
            route,
            source,
            file,
            sourceDir,
            sourcesByPath,
            assets: input.assets,
            // A linked file added or changed later makes the page again (its href has the file's hash).
            depends: (linked) => fileCtx.files?.push(linked),
          },
          hrefPath,
          href.slice(hrefPath.length),
        );
        if (resolved) return resolved;
        if (isRelativeUrl(hrefPath)) {
          // From the page's URL, the base in front, as a browser resolves it: `../../docs/x` on a
          // site served below /docs/ climbs into the base and back (a path of the site, not /docs/docs/x).
          const url = resolveRelative(href.slice(0, href.length - suffix.length), siteHref(ctx, folderUrl));
          const [urlPath = '', query = ''] = url.split(/(?=\?)/);
          const inSite = stripBase(urlPath, siteBase(ctx));
          // A page's path in another letter case (`../V2/intro` for /docs/v2/intro), which Docusaurus'
          // router and checker match, as an absolute link's is.
          const folded = inSite !== undefined && !query ? caseFoldedRoute(ctx, manifest, inSite, '', href) : undefined;
          if (folded) return { href: siteHref(ctx, `${folded.path}${suffix}`), warning: folded.warning };
          return { href: inSite === undefined ? `${url}${suffix}` : siteHref(ctx, `${inSite}${query}${suffix}`) };
        }
        if (hrefPath.startsWith('/') && prefix && !hrefPath.startsWith(`${prefix}/`) && hrefPath !== prefix) {
          // Absolute site paths written once for every locale follow the page's locale when that
          // route exists, with their query, hash and trailing slash as written.
          if (manifest.byPath.has(normalizePath(`${prefix}${hrefPath}`)))
            return { href: localizedHref(ctx, manifest, href, route.locale) };
        }
        const folded = hrefPath.startsWith('/') ? caseFoldedRoute(ctx, manifest, hrefPath, prefix) : undefined;
        if (folded) return { href: siteHref(ctx, `${folded.path}${suffix}`), warning: folded.warning };
        return { href: authoredHref(ctx, href, (p) => manifest.byPath.has(p)) };
      },
      resolveImage(src) {
        // A static image may be written with the site's base in front (Docusaurus lets it stand).
        const srcPath = urlPathOf(src);
        const written = srcPath.startsWith('/') ? (stripBase(srcPath, siteBase(ctx)) ?? srcPath) : undefined;
        // Docusaurus copies static/ into each locale's build: `/fr/img/x.png` on a page of `fr` is
        // static/img/x.png, which docgen serves once, at its root URL.
        const unprefixed = prefix && written?.startsWith(`${prefix}/`) ? written.slice(prefix.length) : undefined;
        const staticPath =
          unprefixed !== undefined &&
          staticFile(ctx, written!) === undefined &&
          staticFile(ctx, unprefixed) !== undefined
            ? unprefixed
            : written;
        // `@site/…` is Docusaurus' alias of the site folder, in image paths as in imports.
        const found =
          staticPath !== undefined
            ? (staticFile(ctx, staticPath) ?? staticFile(ctx, decodedPath(staticPath)) ?? '')
            : srcPath.startsWith('@site/')
              ? path.join(ctx.siteDir, decodeURI(srcPath.slice('@site/'.length)))
              : path.resolve(path.dirname(file), decodeURI(srcPath));
        if (!found || !fs.existsSync(found) || !fs.statSync(found).isFile()) return undefined;
        const url = `${siteHref(ctx, staticPath ?? placeMedia(input.assets, found))}${urlFragmentOf(src)}`;
        imageFiles.set(url, found);
        return url;
      },
      nearImage: (src) => nearImage(ctx, file, src),
      pageImage(src) {
        const url = resolveRelative(src, siteHref(ctx, folderUrl));
        const inSite = stripBase(urlPathOf(url), siteBase(ctx));
        return { url, exists: inSite !== undefined && staticFile(ctx, decodeURI(inSite)) !== undefined };
      },
    };
  };
  const fileCtx: MarkdownFileContext = {
    locale: route.locale,
    relFile: source.relFile,
    siteDir: ctx.siteDir,
    lineOffset: source.bodyLineOffset,
    frontMatter: fm,
    strings: input.stringsFor(route.locale),
    ...(fm.hide_title ? { keepTitleHeading: true } : {}),
    ...(source.blog?.type === 'post' && source.blog.truncateLine !== undefined
      ? { truncateLine: source.blog.truncateLine }
      : {}),
    tocMin: fm.toc_min_heading_level ?? ctx.config.toc.minHeadingLevel,
    tocMax: fm.toc_max_heading_level ?? ctx.config.toc.maxHeadingLevel,
    externalLinks: ctx.config.externalLinks,
    diagnostics,
    toc: [],
    ids: [],
    links: [],
    reads: [],
    // A doc that links to a file of the site resolves its links and images from that file's folder.
    ...resolversFor(linkedFile(ctx.siteDir, source.file)),
    resolversFor,
    imageSize(url) {
      const file = imageFiles.get(url);
      const size = file === undefined ? undefined : intrinsicSize(file);
      return size && file !== undefined ? { ...size, file } : undefined;
    },
    files: [],
    sitePath: (p) => addBase(p, siteBase(ctx)),
  };
  const body =
    (input.shared && (await sharedBody(input, route, fileCtx, made))) || (await ownBody(input, route, fileCtx, made));
  if (fileCtx.files?.length) made.dependencies = [...new Set([...(made.dependencies ?? []), ...fileCtx.files])];
  if (fileCtx.reads?.length) made.reads = fileCtx.reads.map((r): [string, string, string] => [r.plugin, r.part, r.key]);
  const rendered = body.html;
  const html = source.generated === 'category-index' ? cardsHtml(rendered) : rendered;
  // A page written with Infima's classes (Docusaurus' grid, cards, buttons) gets their rules first.
  const infima = usesInfima(html)
    ? infimaClassesStylesheet(ctx)
    : readsInfima(input.assets, body.stylesheets)
      ? infimaVariablesStylesheet(ctx)
      : undefined;
  if (infima) input.assets.set(infima.out, infima.file);
  const stylesheets = infima ? [infima.url, ...(body.stylesheets ?? [])] : body.stylesheets;
  // A doc without a title nor an h1 is named by its id's last part, as written (Docusaurus' `baseID`),
  // the name its sidebar link already shows.
  const fallback = source.kind === 'doc' ? (source.id.split('/').pop() ?? source.id) : humanize(source.id);
  const title = fm.title ?? fileCtx.firstHeading?.text ?? source.contentTitle ?? fallback;
  const heading = fileCtx.leadingHeading;
  const image = source.generated ? undefined : frontMatterImage(ctx, source, input.assets, diagnostics);
  return {
    html,
    title,
    ...(heading !== undefined && heading !== title ? { heading } : {}),
    ...(fileCtx.titleInBody && source.kind === 'doc' ? { titleInBody: true as const } : {}),
    toc: fileCtx.toc,
    ids: fileCtx.ids,
    links: fileCtx.links,
    ...(stylesheets ? { stylesheets } : {}),
    ...(image ? { image } : {}),
    ...(fileCtx.head?.length ? { head: fileCtx.head } : {}),
  };
}

/**
 * Whether a stylesheet of the page's components (its islands', a CSS module's, the site Root's)
 * reads Infima's variables: then the page gets them (`infimaVariablesStylesheet`).
 */
function readsInfima(assets: AssetFiles, stylesheets: readonly string[] | undefined): boolean {
  if (!stylesheets?.length) return false;
  const files: string[] = [];
  for (const [out, file] of assets)
    if (out.endsWith('.css') && stylesheets.some((url) => url.endsWith(`/${out}`))) files.push(file);
  return filesReadInfimaVariables(files);
}

/** Copies a file of the site to `assets/media/` (named by its content); returns its URL. */
function placeMedia(assets: AssetFiles, file: string): string {
  const bytes = fs.readFileSync(file);
  const ext = path.extname(file);
  const out = `assets/media/${path.basename(file, ext)}-${shortHash(bytes, 8)}${ext}`;
  assets.set(out, file);
  return `/${out}`;
}

/**
 * The front matter's `image` as the output serves it: a URL as it is; `/img/x.png` from the
 * static folder; `./x.png` (and `x.png` when that file exists) beside the page, `@site/…` from the
 * site folder, copied to `assets/media/`. A missing file is a BrokenImage at the key's line.
 */
function frontMatterImage(
  ctx: SiteContext,
  source: SourceFile,
  assets: AssetFiles,
  diagnostics: Diagnostic[],
): string | undefined {
  const image = source.frontMatter.image;
  if (!image) return undefined;
  if (isExternalHref(image)) return image;
  const inStatic = () =>
    staticFile(ctx, image) ?? staticCandidates(ctx, image)[0] ?? path.join(ctx.siteDir, 'static', image);
  const beside = path.resolve(path.dirname(source.file), image);
  const file = image.startsWith('@site/')
    ? path.join(ctx.siteDir, image.slice('@site/'.length))
    : image.startsWith('/')
      ? inStatic()
      : /^\.\.?\//.test(image) || fs.existsSync(beside)
        ? beside
        : inStatic();
  const inside = (dir: string) => file.startsWith(dir + path.sep);
  const published = staticOutPath(ctx, file);
  if (inside(ctx.siteDir) && fs.existsSync(file) && fs.statSync(file).isFile())
    return published !== undefined ? `/${published}` : placeMedia(assets, file);
  const text = fs.existsSync(source.file) ? fs.readFileSync(source.file, 'utf8') : '';
  const line = text.split('\n').findIndex((l) => /^image\s*:/.test(l));
  // Docusaurus' MDX loader bundles `./x.png` alone (a missing one fails its build: mdx-loader's
  // createAssetsExportCode) and writes any other path, `../x.png` and `@site/…` too, into the head
  // as a URL: a missing one is a broken preview, not a broken page, and the site builds there.
  const bundled = image.startsWith('./') && inside(ctx.siteDir);
  diagnostics.push({
    name: 'BrokenImage',
    severity: bundled ? 'error' : 'warning',
    message: `The front matter image "${image}" ${inside(ctx.siteDir) ? 'does not exist' : 'is outside the site folder'}${bundled ? '' : ': the page has no link-preview image'}.`,
    file: source.relFile,
    ...(line >= 0 ? { line: line + 1, column: 1 } : {}),
    why: 'The link-preview image is a URL, a path in the static folder (/img/x.png), a file beside the page (./x.png) or @site/….',
    fix: 'fix the path, or add the file.',
  });
  return undefined;
}

/** A URL path relative to the page (`nfo`, `./nfo/`, `../guides`), not a site path, a query or a fragment. */
function isRelativeUrl(hrefPath: string): boolean {
  return hrefPath !== '' && !hrefPath.startsWith('/') && !hrefPath.startsWith('@site/');
}

/**
 * A relative URL link made absolute, as a browser on the page's Docusaurus URL would resolve it:
 * the same target from the page, its aliases (a version's root showing its home doc) and its
 * chunk, whatever the page's own URL looks like.
 */
function resolveRelative(href: string, from: string): string {
  const url = new URL(href, `http://docgen.invalid${from}`);
  return `${url.pathname}${url.search}`;
}

function humanize(id: string): string {
  const last = id.split('/').pop() ?? id;
  const text = last.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One route's markdown as a thread hands it back: the result, its diagnostics, images, and what its links looked up. */
export interface MarkdownOutcome {
  result: RenderedMarkdown;
  diagnostics: Diagnostic[];
  media: [out: string, file: string][];
  lookups: Lookup[];
  untracked: boolean;
  /** Depends on something that cannot be checked (an import that failed): never reused. */
  volatile?: boolean;
  /** Files it is made of besides its source (an MDX page's imports), with their content hashes. */
  dependencies?: [file: string, hash: string][];
  /** The sidebar category it read (`<DocCardList>`), as JSON: reused while it reads the same. */
  category?: string;
  /** What it read of plugins whose key reaches only such pages (see `DocgenPlugin.pageReads`). */
  reads?: PluginRead[];
  /** The parts of the docs data it read (`useDocsData`…), with their digests: reused while they hold. */
  docsReads?: DocsRead[];
}

/** Renders a route's markdown, recording what it looked up (see `Lookup`). */
export async function renderTracked(
  input: Omit<MarkdownStageInput, 'assets'>,
  route: RouteRecord,
  sourcesByPath: Map<string, SourceFile>,
): Promise<MarkdownOutcome> {
  const tracker = newTracker();
  const diagnostics: Diagnostic[] = [];
  const media: AssetFiles = new Map();
  const made: MadeFrom = {};
  const result = await renderRouteMarkdown(
    { ...input, manifest: trackedManifest(input.manifest, tracker), assets: media },
    route,
    trackedSources(sourcesByPath, tracker),
    diagnostics,
    made,
  );
  return {
    result,
    diagnostics,
    media: [...media],
    lookups: tracker.lookups,
    untracked: tracker.untracked,
    ...(made.volatile ? { volatile: true } : {}),
    ...(made.dependencies?.length ? { dependencies: made.dependencies.map((f) => [f, fileHash(f)]) } : {}),
    ...(made.category !== undefined ? { category: made.category } : {}),
    ...(made.reads?.length ? { reads: made.reads } : {}),
    ...(made.docsReads?.length ? { docsReads: made.docsReads } : {}),
  };
}

/** The file of the site a content file is a symbolic link to, or the file itself (`realFile`). */
function linkedFile(siteDir: string, file: string): string {
  const real = realFile(file, siteDir);
  return real.startsWith(`${siteDir}${path.sep}`) ? real : file;
}

/**
 * A static image's path as its file is named: Markdown writes `![](/img/β.png)` and
 * `![](</img/a b.png>)` percent-encoded in the page (`/img/%CE%B2.png`); the path as written
 * when it is not valid percent-encoding.
 */
function decodedPath(urlPath: string): string {
  try {
    return decodeURI(urlPath);
  } catch {
    return urlPath;
  }
}
