import type { Diagnostic } from '@docgen/diagnostics';
import type { RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import { DocgenError } from '@docgen/diagnostics';
import { exceededLimit, type MarkdownFileContext, type MarkdownProcessor, processMarkdown } from '@docgen/markdown';
import type { ThemeModule } from '@docgen/shared';
import type { RouteManifest } from '../routes/manifest.js';
import type { Sidebars } from '../sidebars/resolve.js';
import { currentCategory, currentSidebar } from '../render/docusaurus-category.js';
import { docusaurusDocsData } from '../docusaurus/docusaurus-data.js';
import type { DocsRead } from '../docusaurus/docs-reads.js';
import { manifestBehind } from '../routes/tracked-manifest.js';
import type { CompiledMdxPage } from '../mdx/render.js';
import { localizedHref } from '../routes/localize-href.js';
import { Parser } from '../vendor/parsers.js';
import { stackFiles, thrownByDocgen, thrownInSite } from '../util/module-error.js';
import { spawnFailure } from '../util/spawn-error.js';
import { explainPromotion, liveFenceInMarkdown, mdxInMarkdown, type SourceFormat, sourceFormat } from './format.js';
import { mdxOptionsOf } from './build-processor.js';
import type { SharedBodies } from './shared-bodies.js';
import { importedMarkdownLink } from '../routes/imported-markdown-links.js';
import { PageStalled } from './stalled-page.js';
import { siteMapFile } from '../docusaurus/swizzled-map.js';

/**
 * The MDX compiler and runtime (`mdx/`, with acorn, esbuild's plugins, React's islands), loaded
 * by the first page compiled as MDX: a build of Markdown pages alone never imports them.
 */
const mdxPages = () => import('../mdx/render.js');

/** Files referenced from markdown that the output needs (images), by output path. */
export type AssetFiles = Map<string, string>;

export interface MarkdownStageInput {
  ctx: SiteContext;
  manifest: RouteManifest;
  processor: MarkdownProcessor;
  stringsFor(locale: string): Record<string, string>;
  assets: AssetFiles;
  /** What MDX pages render with: the theme (its Docusaurus modules) and the sidebars (`<DocCardList>`). */
  mdx?: { theme: ThemeModule; sidebars: Sidebars };
  /** This thread's compiled sources, shared by the locales that show the same file (see `SharedBodies`). */
  shared?: SharedBodies;
  /** Rejects with `PageStalled` once the stage gives up waiting for this page's compile (`page-turns.ts`). */
  stalled?: Promise<never>;
}

/** A route's body: its HTML and the stylesheets of the components it imports. */
export interface RouteBody {
  html: string;
  stylesheets?: string[] | undefined;
}

/** A compiled body, before what differs per route: markdown's HTML, or an MDX page's code to run. */
export type CompiledBody = { html: string } | { mdx: CompiledMdxPage };

/**
 * Compiles a route's source with `fileCtx` (which publishes its links and gives its UI strings):
 * within the size and nesting limits, as MDX or markdown by its format.
 */
export async function compileBody(
  input: Omit<MarkdownStageInput, 'assets'>,
  route: RouteRecord,
  fileCtx: MarkdownFileContext,
): Promise<CompiledBody> {
  const { ctx } = input;
  const source = route.source!;
  const { diagnostics } = fileCtx;
  const format = sourceFormat(ctx, source);
  const before = diagnostics.length;
  if (!withinLimits(ctx, source, diagnostics)) return { html: '' };
  // The site's remark and rehype plugins run in both compiles: their failures are told alike.
  const failed = (error: unknown) => {
    // A nesting the line scan did not see (inline markup) can still overflow the stack; a
    // plugin's own RangeError (an overflow in its code, a bad array length) is the plugin's fault.
    const overflow =
      error instanceof RangeError && /call stack/i.test(error.message) && !thrownInSite(error, ctx.siteDir);
    if (overflow) diagnostics.push(tooDeep(ctx, source.relFile, undefined));
    else if (error instanceof PageStalled) diagnostics.push(error.diagnostic);
    else diagnostics.push(sitePluginFailure(ctx, source.relFile, error));
    return { html: '' };
  };
  // Docusaurus compiles a file read as Markdown with MDX too (its `md` format), under the site's
  // MDX component map: the map's tags (`a`, `code`, `h2`…) replace its elements as an MDX page's.
  const mapped = input.mdx !== undefined && format.format === 'md' && siteMapFile(ctx) !== undefined;
  if (input.mdx && (format.format === 'mdx' || mapped)) {
    const page = {
      ...(mapped ? { syntax: 'md' as const } : {}),
      ctx,
      theme: input.mdx.theme,
      options: mdxOptionsOf(input.processor),
      route,
      source,
      markdownLink: (file: string, href: string) => importedMarkdownLink(ctx, input.manifest, file, href, route.locale),
    };
    let mdx: CompiledMdxPage;
    try {
      const { compileMdxPage, loadingSite } = await mdxPages();
      // What code run as the page's modules load reads of Docusaurus' generated modules.
      loadingSite(ctx, route.locale, fileCtx.strings, () =>
        docusaurusDocsData(ctx, input.manifest, input.mdx!.sidebars, route.locale),
      );
      mdx = await unlessStalled(input, compileMdxPage(page, fileCtx));
    } catch (error) {
      return failed(error);
    }
    // A live fence the site's map draws (its swizzled CodeBlock gets `live`) is honoured, as in Docusaurus' `md` format.
    if (mapped)
      diagnostics.push(
        ...markdownWarnings(ctx, source, format).filter(
          (d) => !(mdx.fencesToMap && d.name === 'LiveCodeBlockInMarkdown'),
        ),
      );
    else explainPromotion(source, format, diagnostics, before);
    return { mdx };
  }
  diagnostics.push(...markdownWarnings(ctx, source, format));
  return unlessStalled(input, processMarkdown(input.processor, source.body, fileCtx)).then(
    (html) => ({ html }),
    failed,
  );
}

/** What a page read as Markdown holds that only MDX reads: MDX itself, live fences. */
function markdownWarnings(ctx: SiteContext, source: SourceFile, format: SourceFormat): Diagnostic[] {
  return [mdxInMarkdown(source, format), liveFenceInMarkdown(ctx, source, format)].filter(
    (d): d is Diagnostic => d !== undefined,
  );
}

/** `compile`, or the page's stall once the stage gives up on it (the compile is left to itself). */
function unlessStalled<T>(input: Pick<MarkdownStageInput, 'stalled'>, compile: Promise<T>): Promise<T> {
  if (!input.stalled) return compile;
  // What the abandoned compile throws later (a plugin's own timeout) is not the build's to report.
  compile.catch(() => {});
  return Promise.race([compile, input.stalled]);
}

/** A compiled body made the route's: an MDX page run for its locale and sidebar category. */
export async function finishBody(
  input: MarkdownStageInput,
  route: RouteRecord,
  compiled: CompiledBody,
  fileCtx: MarkdownFileContext,
  made: MadeFrom,
): Promise<RouteBody> {
  if ('html' in compiled || !input.mdx) return { html: 'html' in compiled ? compiled.html : '' };
  const { ctx, manifest } = input;
  const { loadingSite, runMdxPage } = await mdxPages();
  loadingSite(ctx, route.locale, fileCtx.strings, () =>
    docusaurusDocsData(ctx, manifest, input.mdx!.sidebars, route.locale),
  );
  const page = await runMdxPage(
    {
      ctx,
      theme: input.mdx.theme,
      options: mdxOptionsOf(input.processor),
      route,
      source: route.source!,
      // Made when a component reads it, from the whole manifest: the page then depends on the
      // category's JSON (`MadeFrom.category`), not on the routes it was made from.
      category: once(() => currentCategory(ctx, manifestBehind(manifest), input.mdx!.sidebars, route)),
      sidebar: () => currentSidebar(ctx, manifest, input.mdx!.sidebars, route),
      // Made when a component reads it: a page that does not is not made from every route.
      docs: () => docusaurusDocsData(ctx, manifest, input.mdx!.sidebars, route.locale),
      localizeHref: (href) => localizedHref(ctx, manifest, href, route.locale),
      markdownLink: (file, href) => importedMarkdownLink(ctx, manifest, file, href, route.locale),
    },
    compiled.mdx,
    fileCtx,
  );
  const html = page.html ? keepRenderedHeadings(fileCtx, page.html) : page.html;
  made.volatile = page.volatile;
  made.dependencies = page.dependencies;
  if (page.docsReads) made.docsReads = page.docsReads;
  if (page.category !== undefined) made.category = page.category;
  for (const [out, file] of page.media) input.assets.set(out, file);
  return { html, ...(page.stylesheets.length > 0 ? { stylesheets: page.stylesheets } : {}) };
}

/**
 * The TOC keeps the headings the page rendered: one in a branch the server does not render
 * (`{cond && …}`, a component that renders nothing) is in the compiled tree but not in the
 * HTML, and its entry would be a broken anchor. Docusaurus lists it (facebook/docusaurus#10840).
 * A heading's own `#` link goes with its heading: a component that shows a heading's children
 * elsewhere (a `<Steps>` or `<Accordion>` making each `## Title` a step's label) shows no link in
 * Docusaurus, whose heading component draws it, where docgen's is in the children; left there, it
 * would lead to an id the page does not have.
 */
function keepRenderedHeadings(fileCtx: MarkdownFileContext, html: string): string {
  const ids = new Set<string>();
  const anchors: { id: string; start: number; end: number }[] = [];
  let open: { id: string; start: number } | undefined;
  // An island renders again in the browser from its props, the link included: taken out of its
  // HTML only, it would not match (a hydration error), so it stays.
  let islands = 0;
  const parser = new Parser({
    onattribute: (name, value) => name === 'id' && ids.add(value),
    onopentag: (name, attribs) => {
      if (name === 'docgen-island') islands++;
      else if (name === 'a' && islands === 0 && attribs.class === 'dg-anchor' && attribs.href?.startsWith('#'))
        open = { id: attribs.href.slice(1), start: parser.startIndex };
    },
    onclosetag: (name) => {
      if (name === 'docgen-island') islands--;
      if (name !== 'a' || !open) return;
      anchors.push({ ...open, end: parser.endIndex + 1 });
      open = undefined;
    },
  });
  parser.end(html);
  const kept = fileCtx.toc.filter((entry) => ids.has(entry.id));
  if (kept.length < fileCtx.toc.length) fileCtx.toc.splice(0, fileCtx.toc.length, ...kept);
  const stray = anchors.filter((a) => !ids.has(a.id));
  if (stray.length === 0) return html;
  let out = '';
  let at = 0;
  for (const a of stray) {
    out += html.slice(at, a.start);
    at = a.end;
  }
  return out + html.slice(at);
}

export async function ownBody(
  input: MarkdownStageInput,
  route: RouteRecord,
  fileCtx: MarkdownFileContext,
  made: MadeFrom,
): Promise<RouteBody> {
  return finishBody(input, route, await compileBody(input, route, fileCtx), fileCtx, made);
}

/** What a result was made from besides its source and the routes it looked up (MDX pages). */
export interface MadeFrom {
  volatile?: boolean;
  /** Files it imports (and theirs). */
  dependencies?: string[];
  /** The sidebar category it read, as JSON. */
  category?: string;
  /** What it read of plugins whose key reaches only such pages. */
  reads?: PluginRead[];
  /** The parts of the docs data it read, with their digests (`docs-reads.ts`). */
  docsReads?: DocsRead[];
}

/** A part of a plugin a page read, with the part's key then (`DocgenPlugin.pageReads`). */
export type PluginRead = [plugin: string, part: string, key: string];

/**
 * A remark or rehype plugin of the site's plugins that threw on a page, at its line; docgen's own
 * failures are bugs. An error whose stack has neither docgen's code nor the site's came from a
 * package a plugin called, after its call returned (a request that fails once the plugin awaits it).
 */
function sitePluginFailure(ctx: SiteContext, file: string, error: unknown): Diagnostic {
  if (error instanceof DocgenError) throw error;
  const place = thrownInSite(error, ctx.siteDir);
  if (!place) {
    if (thrownByDocgen(error)) throw error;
    const from = stackFiles(error)[0];
    const spawned = spawnFailure(error);
    if (spawned)
      return {
        name: 'PluginError',
        severity: 'error',
        message: `A markdown plugin of the site could not start a program on ${file}: ${(error as Error).message} (\`${spawned.command}\`).`,
        file,
        why: `${spawned.reason}.`,
        fix: spawned.fix,
      };
    return {
      name: 'PluginError',
      severity: 'error',
      message: `A markdown plugin of the site failed on ${file}: ${(error as Error)?.message ?? String(error)}`,
      file,
      why: `the error was raised outside docgen and outside the site's files (${from ? `first in ${from}` : 'its stack names no file'}): by a package one of the remark or rehype plugins of config.plugins uses.`,
      fix: 'run the build with DEBUG=docgen to see the whole stack, then fix the plugin that calls that package (or what it needs: a network, a file), or remove it from config.plugins.',
    };
  }
  return {
    name: 'PluginError',
    severity: 'error',
    message: `A markdown plugin of the site failed on ${file}: ${(error as Error).message}`,
    ...place,
    where: file,
    why: 'the remark and rehype plugins of config.plugins run on every page in the "markdown" stage.',
    fix: `fix the code at ${place.file}:${place.line}, or remove the plugin from config.plugins.`,
  };
}

/** Whether the file may be parsed: within markdown.maxFileSize and markdown.maxNesting. */
function withinLimits(ctx: SiteContext, source: SourceFile, diagnostics: Diagnostic[]): boolean {
  const { maxNesting, maxFileSize } = ctx.config.markdown;
  const over = exceededLimit(source.body, { maxNesting, maxFileSize });
  if (!over) return true;
  if (over.kind === 'size')
    diagnostics.push({
      name: 'MarkdownTooLarge',
      severity: 'error',
      message: `${source.relFile} is ${(over.bytes / 1048576).toFixed(1)} MB, over markdown.maxFileSize (${(maxFileSize / 1048576).toFixed(1)} MB).`,
      file: source.relFile,
    });
  else diagnostics.push(tooDeep(ctx, source.relFile, { depth: over.depth, line: over.line + source.bodyLineOffset }));
  return false;
}

function tooDeep(ctx: SiteContext, file: string, at: { depth: number; line: number } | undefined): Diagnostic {
  const max = ctx.config.markdown.maxNesting;
  return {
    name: 'MarkdownTooDeep',
    severity: 'error',
    message: at
      ? `Quotes or lists nest ${at.depth} levels deep here, over markdown.maxNesting (${max}).`
      : `The markup of ${file} nests too deep to be parsed.`,
    file,
    ...(at ? { line: at.line, column: 1 } : {}),
  };
}

/** `make`'s value, made on the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
