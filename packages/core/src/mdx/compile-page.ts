import path from 'node:path';
import { compileMdx, type MarkdownFileContext } from '@docgen/markdown';
import type { Diagnostic } from '@docgen/diagnostics';
import { withPageExports } from './page-exports.js';
import { relPosix } from '../util/paths.js';
import { browserUseOf } from './interactive.js';
import { cycle, notBundled, pageCodeNeedsBrowser, partialFailed, patternOfUse, placeIn } from './page-diagnostics.js';
import { atMadeOrigin, browserOnlyComponent, pageComponentModule } from './browser-only.js';
import { liveCodeImport, liveCodeModule } from './live-code-block.js';
import { mapTakes, siteMdxComponents, throughSiteMap } from './component-map.js';
import { type AssetMedia, SVG_FILE, urlAssetModule } from './assets.js';
import { isUrlAsset } from './url-imports.js';
import { keepForBrowser, linkMdxModule, type MarkdownImports } from './markdown-imports.js';
import {
  compileComponent,
  diagnosticsOf,
  importedUrl,
  adoptComponent,
  siteComponent,
  writeModule,
  cssModuleEntry,
} from './modules.js';
import { packageIsland } from './package-islands.js';
import { packageSyntaxFault } from './package-styles.js';
import { resolveSpecifier } from './resolve.js';
import { importedFileModule } from './inline-loaders.js';
import { missingExportOfTheme } from './unprovided.js';
import { readImportedMarkdown } from './imported-format.js';
import type { CompiledMdxPage, MdxPage } from './page-types.js';
import { siteRoot } from './site-root.js';
import { pageRootMarkdown } from './locale-markdown.js';

/** An MDX page compiled: its imports resolved and compiled, its links published through `fileCtx`. */
export async function compileMdxPage(
  page: Omit<MdxPage, 'category'>,
  fileCtx: MarkdownFileContext,
): Promise<CompiledMdxPage> {
  const { ctx, theme, source } = page;
  const modules = theme.docusaurusModules ?? {};
  const compiled: CompiledMdxPage = {
    code: undefined,
    volatile: false,
    dependencies: new Set(),
    stylesheets: [],
    media: new Map(),
    resolvedFiles: new Map(),
    partials: [],
    componentMarkdown: false,
  };
  const { dependencies, stylesheets, media, resolvedFiles } = compiled;
  // The site's Root wraps the page (its files, its styles; its components' shared modules are read from it).
  const { root, links } = await siteRoot(ctx, modules, pageRootMarkdown(page, fileCtx));
  if (root) adoptComponent(compiled, root);
  // The page's own map may take its fences (and its partials'): known before they compile.
  let options = page.options;
  // Whether live fences are theme-live-codeblock's (not the site map's): set with the map, before any compile.
  let liveToTheme = false;
  // The first fault of each imported MDX file that does not compile, told again at its import.
  const partialFaults = new Map<string, Diagnostic>();
  const markdownKey = `${page.route.locale}\0${page.route.path}`;
  const importsOf = (from: string, seen: ReadonlySet<string>, target: MarkdownFileContext) => async (asked: string) => {
    // theme-live-codeblock's components run code in the browser: a page's import gets one that hydrates.
    const specifier = liveCodeImport(ctx, asked) ?? asked;
    const resolved = resolveSpecifier(ctx, modules, specifier, from);
    if (resolved.kind === 'error') {
      compiled.volatile = true;
      return { error: resolved.error };
    }
    if (resolved.kind === 'url') {
      const unparsed = resolved.sitePackage && (await packageSyntaxFault(ctx.siteDir, specifier, from));
      if (unparsed) return { error: unparsed };
      const island = resolved.sitePackage ? await packageIsland(ctx, modules, specifier) : undefined;
      if (island && from === source.file) resolvedFiles.set(asked, island.file);
      return { url: island ? adoptComponent(compiled, island) : importedUrl(ctx, specifier, resolved) };
    }
    if (resolved.kind === 'raw' || resolved.kind === 'loaded') {
      dependencies.add(resolved.file);
      return await importedFileModule(ctx, specifier, resolved);
    }
    if (resolved.kind === 'module' && isUrlAsset(ctx, specifier, resolved.file)) {
      dependencies.add(resolved.file);
      const assets: AssetMedia = new Map();
      const url = writeModule(ctx, resolved.file, urlAssetModule(ctx, resolved.file, assets));
      for (const [out, file] of assets) media.set(out, file);
      return { url };
    }
    if (resolved.kind === 'module') {
      if (from === source.file) resolvedFiles.set(asked, resolved.file);
      try {
        // An SVG file is a component of its own: nothing in it needs the browser.
        // Markdown files the component imports compile as this page's partials (its links, its locale).
        const markdown: MarkdownImports = {
          key: markdownKey,
          compile: async (file) => {
            compiled.componentMarkdown = true;
            dependencies.add(file);
            if (seen.has(file)) return { error: cycle(ctx, file) };
            const url = await compilePartial(file, new Set([...seen, file]), target);
            return url ? { url } : { error: partialFailed(ctx, file, partialFaults.get(file)) };
          },
        };
        const component = SVG_FILE.test(resolved.file)
          ? await compileComponent(ctx, modules, resolved.file)
          : await siteComponent(ctx, modules, cssModuleEntry(ctx, resolved.file), markdown);
        adoptComponent(compiled, component);
        target.diagnostics.push(...component.warnings.map((d) => atMadeOrigin(ctx, d)));
        if (
          'browserError' in component &&
          component.browserError &&
          !missingExportOfTheme(component.browserError.error, modules)
        )
          target.diagnostics.push(notBundled(ctx, resolved.file, component.browserError));
        return { url: component.url, ...(specifier.startsWith('@theme/') ? { siteTheme: true } : {}) };
      } catch (error) {
        compiled.volatile = true;
        const found = diagnosticsOf(error).map((d) => atMadeOrigin(ctx, d));
        target.diagnostics.push(...found.slice(1));
        // A fault of an SVG file is told at the import of it (its place is in the message);
        // a component's own fault (a package it imports) at the component's line.
        const { file, line, column, ...first } = found[0]!;
        return { error: file && line !== undefined && !SVG_FILE.test(file) ? found[0]! : first };
      }
    }
    dependencies.add(resolved.file);
    if (seen.has(resolved.file)) return { error: cycle(ctx, resolved.file) };
    const url = await compilePartial(resolved.file, new Set([...seen, resolved.file]), target);
    return url ? { url } : { error: partialFailed(ctx, resolved.file, partialFaults.get(resolved.file)) };
  };
  const compilePartial = async (file: string, seen: ReadonlySet<string>, parent: MarkdownFileContext) => {
    const relFile = relPosix(ctx.siteDir, file);
    const { body, lineOffset, syntax } = readImportedMarkdown(ctx, file, relFile);
    // Relative images and Markdown links of a partial are its own (Docusaurus resolves them from
    // the file that has them): the page's resolvers for that file, when it has them.
    const resolvers = parent.resolversFor?.(file);
    // The parent's properties as they are (a getter stays one), with the file's own place and TOC.
    const partialCtx = Object.defineProperties({}, Object.getOwnPropertyDescriptors(parent)) as MarkdownFileContext;
    Object.assign(partialCtx, {
      ...resolvers,
      relFile,
      lineOffset,
      toc: [],
      links: [],
      firstHeading: undefined,
    });
    partialCtx.resolveImport = importsOf(file, seen, partialCtx);
    if (!resolvers) {
      // Else written again from the page's folder, which the page resolves from.
      const fromPage = (href: string) =>
        relPosix(path.dirname(source.file), path.resolve(path.dirname(file), decodeURI(href)))
          .split('/')
          .map(encodeURI)
          .join('/');
      const ownRelative = (href: string) => /^\.{0,2}\/?[^/:#?]/.test(href) && !href.startsWith('/');
      partialCtx.resolveImage = (src) => parent.resolveImage(ownRelative(src) ? fromPage(src) : src);
      partialCtx.nearImage = (src) => parent.nearImage?.(ownRelative(src) ? fromPage(src) : src);
      partialCtx.resolveLink = (href) => {
        const [hrefPath = '', rest = ''] = /^([^#?]*)(.*)$/.exec(href)?.slice(1) ?? [];
        return parent.resolveLink(
          ownRelative(hrefPath) && /\.mdx?$/.test(hrefPath) ? `${fromPage(hrefPath)}${rest}` : href,
        );
      };
    }
    partialCtx.browserOnly = (found) => browserOnlyComponent(ctx, file, found);
    partialCtx.pageComponent = (found) => pageComponentModule(ctx, file, found);
    if (liveToTheme) partialCtx.liveCodeBlock = () => liveCodeModule(ctx, 'LiveCodeBlock');
    const before = partialCtx.diagnostics.length;
    if (compiled.componentMarkdown) keepForBrowser(markdownKey, file, options, body, partialCtx, syntax);
    const code = await compileMdx(options, body, partialCtx, 'program', syntax);
    // The page's links, each at its line in the partial: a broken one is reported there.
    for (const link of partialCtx.links) parent.links.push(link.file ? link : { ...link, file: relFile });
    if (code === undefined) {
      const fault = partialCtx.diagnostics.slice(before).find((d) => d.severity === 'error');
      if (fault) partialFaults.set(file, fault);
      return undefined;
    }
    const program = linkMdxModule(code);
    const url = writeModule(ctx, file, program);
    compiled.partials.push({ file, code: program, url });
    return url;
  };
  fileCtx.resolveImport = importsOf(source.file, new Set([source.file]), fileCtx);
  fileCtx.browserOnly = (found) => browserOnlyComponent(ctx, source.file, found);
  const movedOut: [number, number][] = [];
  fileCtx.pageComponent = (found) => pageComponentModule(ctx, source.file, found, movedOut);
  const mapped = await siteMdxComponents(ctx, modules, fileCtx, pageRootMarkdown(page, fileCtx));
  const { map, failed } = mapped;
  const takes = map && !failed ? await mapTakes(map.url) : undefined;
  if (takes) options = throughSiteMap(page.options, takes);
  if (takes?.fences) compiled.fencesToMap = true;
  // A map that draws fences itself (a swizzled CodeBlock) gets the live ones too, with their `live`
  // prop, as in Docusaurus: zedux's CodeBlock runs them in its own sandbox.
  liveToTheme = ctx.config.markdown.liveCodeBlocks && !takes?.fences;
  if (liveToTheme) fileCtx.liveCodeBlock = () => liveCodeModule(ctx, 'LiveCodeBlock');
  const text = page.syntax === 'md' ? source.body : withPageExports(source);
  compiled.code = await compileMdx(options, text, fileCtx, undefined, page.syntax);
  // Links of the Markdown the Root and the map's components import, after the page's own (a link
  // of both is told at the page's line).
  fileCtx.links.push(...links.map((l) => ({ ...l })), ...(mapped.links ?? []));
  if (compiled.code !== undefined) {
    if (failed) Object.assign(compiled, { code: undefined, volatile: true });
    if (map) {
      compiled.components = map.url;
      if (map.chunk) compiled.componentsChunk = map.chunk;
      if (map.own) compiled.componentsOwn = map.own;
      for (const f of map.inputs) dependencies.add(f);
      for (const c of map.components) {
        for (const [out, file] of c.media) media.set(out, file);
        if (c.stylesheet && !media.has(c.stylesheet.out)) {
          media.set(c.stylesheet.out, c.stylesheet.file);
          stylesheets.push(c.stylesheet.url);
        }
      }
    }
  }
  const own = compiled.code !== undefined && (await browserUseOf(compiled.code));
  if (own)
    fileCtx.diagnostics.push(
      pageCodeNeedsBrowser(source, own.use, placeIn(source, fileCtx, movedOut)(patternOfUse(own.use))),
    );
  return compiled;
}
