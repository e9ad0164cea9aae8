import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { MarkdownFileContext, MdxOptions } from '@docgen/markdown';
import { MDX_ORIGINAL } from '@docgen/shared';
import { shareDocgenReact } from '../util/share-react.js';
import { relPosix } from '../util/paths.js';
import { siteHref } from '../routes/base-url.js';
import { bundleForBrowser } from './browser.js';
import { compileComponent, diagnosticsOf, interopDefault, type SiteComponent, siteComponent } from './modules.js';
import { notBundled } from './page-diagnostics.js';
import { requiredModule } from './required-module.js';
import { findFile, siteThemeFile } from './resolve.js';
import { missingExportOfTheme } from './unprovided.js';
import { type MapOwn, mapOwnComponents } from './map-islands.js';
import { resolveSpecifier } from './resolve.js';
import type { RootMarkdown } from './site-root.js';
import { siteMapFile, swizzledMapFile } from '../docusaurus/swizzled-map.js';

/**
 * The MDX component map of a site (`src/theme/MDXComponents`, swizzled: `...MDXComponents` of
 * `@theme-original` and its own names). Docusaurus gives it to every MDX page through its
 * MDXProvider: its names are in scope without an import, its tags (`a`, `code`, `table`…)
 * replace the elements Markdown makes. docgen compiles it as a page's import (its components
 * islands when they need the browser) and the page's state carries it to MDX's provider
 * (`useMDXComponents` of `@docgen/shared/docusaurus-client`), the files a page imports included.
 */

/** The site's own map compiled: its module, and what its components bring to a page that renders it. */
export interface SiteComponentMap {
  url: string;
  /** Files it is made of (its components' too). */
  inputs: string[];
  /** Its components' media and stylesheets (as a page's own imports of them). */
  components: SiteComponent[];
  /** Its browser chunk (undefined when it cannot be bundled for the browser). */
  chunk?: MapChunk;
  /** The components it defines itself, when its own code needs the browser (`map-islands.ts`). */
  own?: MapOwn;
}

/**
 * The map bundled for the browser, its functions' names kept: an element of the map inside an
 * island's props (a `## Step` heading given to a `<Steps>` that splits its children by type) is
 * `default.h2` of this chunk, the same type in the browser as on the server.
 */
export interface MapChunk {
  url: string;
  out: string;
  file: string;
  /** Files its code names (images its components import): output path → file. */
  media: [string, string][];
}

/** Each map's components as they were compiled last (a map kept by `compileComponent` runs no plugin). */
const members = new Map<string, Map<string, SiteComponent>>();

const SCRIPT = /\.[cm]?[jt]sx?$/;
/** Links of the Markdown files the map's components import, per map and locale. */
const markdownLinks = new Map<string, MarkdownFileContext['links']>();

/**
 * Compiles the site's map for a page: the map module for the server, each site component it
 * imports as a page's own import (its chunk, its CSS, an island when it needs the browser), so
 * that a component of the map hydrates alone, never the map's others. A fault of it is the page's
 * error (it cannot render as meant), at the map's or the component's own line. Undefined when the
 * site has no map.
 */
export async function siteMdxComponents(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  fileCtx: MarkdownFileContext,
  /** How Markdown files the map's components import compile (as the Root's, in the page's locale). */
  markdown?: RootMarkdown,
): Promise<{ map?: SiteComponentMap; failed?: true; links?: MarkdownFileContext['links'] }> {
  const file = siteMapFile(ctx);
  if (!file) return {};
  // Compiled once per locale: their faults are told by the page that compiles them, their links
  // (at their own lines) are kept for every page of the locale, which renders them.
  const linksKey = `${file}\0${markdown?.locale ?? ''}`;
  const links: MarkdownFileContext['links'] = [];
  let compiledNow = false;
  const localeImports = markdown?.imports(fileCtx.diagnostics, links);
  const markdownImports = localeImports && {
    key: localeImports.key,
    compile: (f: string) => {
      compiledNow = true;
      return localeImports.compile(f);
    },
  };
  let own = members.get(file);
  if (!own) members.set(file, (own = new Map()));
  const found = own;
  const faults: Diagnostic[] = [];
  // A site component the map imports (`./X`, `@site/…`, a swizzled `@theme/…`).
  const targetOf = (specifier: string): string | undefined => {
    if (!/^(\.{1,2}\/|@site\/|@theme\/)/.test(specifier)) return undefined;
    const target = specifier.startsWith('@theme/')
      ? siteThemeFile(ctx, specifier.slice('@theme/'.length))
      : findFile(
          specifier.startsWith('@site/')
            ? path.join(ctx.siteDir, specifier.slice(6))
            : path.resolve(path.dirname(file), specifier),
        );
    return target && SCRIPT.test(target) ? target : undefined;
  };
  const plugin: Plugin = {
    name: 'docgen-mdx-components',
    setup(build) {
      // The map is compiled again: what it imported before may be gone (an edit in the dev server).
      found.clear();
      build.onResolve({ filter: /^(\.{1,2}\/|@site\/|@theme\/)/ }, async (args) => {
        if (args.importer !== file) return undefined;
        const target = targetOf(args.path);
        if (!target) return undefined;
        try {
          const component = await siteComponent(ctx, modules, target, markdownImports);
          found.set(target, component);
          // A CommonJS map's `require('./X')`: Node's require takes no file URL.
          return args.kind === 'require-call' ? requiredModule(component.url) : { path: component.url, external: true };
        } catch (error) {
          const [first, ...rest] = diagnosticsOf(error);
          faults.push(first!, ...rest);
          return { errors: [{ text: first!.message }] };
        }
      });
    },
  };
  try {
    // A partial the map imports itself (`import Note from '@site/docs/_note.mdx'`, registered for
    // every page) compiles as one its components import: as the Root's, in the page's locale.
    const compiled = await compileComponent(ctx, modules, file, markdownImports, {
      plugin,
      inputs: () => [...found.values()].flatMap((c) => c.inputs),
    });
    if (compiledNow) markdownLinks.set(linksKey, links);
    fileCtx.diagnostics.push(...compiled.warnings);

    for (const [target, c] of found)
      if (c.browserError && !missingExportOfTheme(c.browserError.error, modules))
        fileCtx.diagnostics.push(notBundled(ctx, target, c.browserError));
    // Its components' own faults are told above: a map that cannot reach the browser passes its elements as HTML.
    // Its site components come from their own chunks, which the page's islands load too.
    const external = (importer: string, specifier: string) => {
      const target = importer === file ? targetOf(specifier) : undefined;
      return target ? found.get(target)?.chunk?.url : undefined;
    };
    const imports = [...found.values()].flatMap((c): [string, string][] =>
      c.chunk ? [[c.chunk.out, c.chunk.file]] : [],
    );
    const key = imports.map(([out]) => out).join(',');
    // Components it defines itself hydrate from its chunk, inside the site's Root when it has one.
    shareDocgenReact();
    // docgen's own map is what the map's own entries are told from, its swizzled fence components included.
    const original = resolveSpecifier(ctx, modules, '@theme-original/MDXComponents', file);
    const own = await mapOwnComponents(
      compiled.url,
      original.kind === 'url'
        ? original.url
        : original.kind === 'module' && original.file !== swizzledMapFile(ctx)
          ? pathToFileURL(original.file).href
          : modules['@theme/MDXComponents'],
    );
    const browser = await bundleForBrowser(ctx, modules, file, own ? ['default'] : undefined, { external, key });
    const chunk =
      'error' in browser
        ? undefined
        : {
            url: siteHref(ctx, `/${browser.js.out}`),
            out: browser.js.out,
            file: browser.js.file,
            media: [...browser.media, ...imports],
          };
    const inputs = 'error' in browser ? compiled.inputs : [...new Set([...compiled.inputs, ...browser.inputs])].sort();
    return {
      map: {
        url: compiled.url,
        inputs,
        components: [...found.values()],
        ...(chunk ? { chunk } : {}),
        ...(chunk && own ? { own } : {}),
      },
      links: (markdownLinks.get(linksKey) ?? []).map((l) => ({ ...l })),
    };
  } catch (error) {
    // A component's own fault at its own line, not again at the map's import of it.
    const told = new Set(faults.map((d) => d.message));
    const diagnostics = [...diagnosticsOf(error).filter((d) => !told.has(d.message)), ...faults];
    fileCtx.diagnostics.push(...diagnostics.map((d) => (d.file ? d : { ...d, file: relPosix(ctx.siteDir, file) })));
    return { failed: true };
  }
}

/** The site components the map (its file) gave pages when compiled last, each named by its file (`Counter/index.tsx` → `Counter`). */
export function mapComponentNames(map: string): [string, string[]][] {
  return [...(members.get(map)?.keys() ?? [])].map((file) => {
    const base = path.basename(file).replace(/\.[^.]+$/, '');
    return [file, [base === 'index' ? path.basename(path.dirname(file)) : base]];
  });
}

/**
 * What the site's map draws itself: code fences, by a `pre` or `code` that is not docgen's
 * (`MDX_ORIGINAL`), as a map wrapping them to add a link under each example; headings' `#` links,
 * by an `h2`…`h6` that is not docgen's (`MDX_HEADING`). A map that does not load says nothing
 * here: the page's run reports it.
 */
export async function mapTakes(url: string): Promise<MapTakes> {
  try {
    shareDocgenReact();
    const map = (await import(url).then(interopDefault)).default as Record<string, unknown> | undefined;
    const own = (tag: unknown, mark: symbol) => tag != null && !(tag as Record<symbol, unknown>)[mark];
    return {
      fences: own(map?.pre, MDX_ORIGINAL) || own(map?.code, MDX_ORIGINAL),
      // A heading of the site's own (a theme's `Heading` that adds a `hash-link`, as Docusaurus'
      // does) draws its `#` link itself: docgen's would be a second one.
      headings: HEADINGS.filter((tag) => own(map?.[tag], MDX_HEADING)),
    };
  } catch {
    return { fences: false, headings: [] };
  }
}

/** What of the page's elements the site's map draws itself (see `mapTakes`). */
export interface MapTakes {
  fences: boolean;
  headings: string[];
}

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'];
/** What the default theme's `@theme/MDXComponents` marks its own headings with. */
const MDX_HEADING = Symbol.for('docgen.mdxHeading');

const throughMap = new WeakMap<MdxOptions, Map<string, MdxOptions>>();

/** The page's MDX options with what the map takes left to it: one object per options and takes, so its processors are made once. */
export function throughSiteMap(options: MdxOptions, takes: MapTakes): MdxOptions {
  if (!takes.fences && takes.headings.length === 0) return options;
  const key = `${takes.fences}\0${takes.headings.join()}`;
  let byTakes = throughMap.get(options);
  if (!byTakes) throughMap.set(options, (byTakes = new Map()));
  let through = byTakes.get(key);
  if (!through)
    byTakes.set(
      key,
      (through = {
        ...options,
        ...(takes.fences ? { fencesThroughComponents: true } : {}),
        ...(takes.headings.length > 0 ? { headingsThroughComponents: takes.headings } : {}),
      }),
    );
  return through;
}
