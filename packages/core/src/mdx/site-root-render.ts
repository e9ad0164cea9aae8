import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createElement, Fragment } from 'react';
import { renderToString } from '../util/render-to-string.js';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { type DocusaurusPageState, withDocusaurusPage } from '@docgen/shared';
import { relPosix } from '../util/paths.js';
import { siteHref } from '../routes/base-url.js';
import { thrownInSite } from '../util/module-error.js';
import { shareDocgenReact } from '../util/share-react.js';
import type { LayoutMode, SiteRoot } from './site-root-share.js';
import { layoutMode } from './site-root-layout.js';
import { type RootMarkdown, type RootOutcome, siteRoot } from './site-root.js';
import { rootDrawnStatic } from './site-root-drawn.js';
import { type RootIslandDraft, rootContent, rootIslandDraft, withRootIsland } from './site-root-island.js';

export type RootWrapper = ComponentType<{ children?: ReactNode }>;

type RootModule = Parameters<typeof layoutMode>[2] & {
  SiteRoot: ComponentType<{ children?: ReactNode; layout?: LayoutMode }>;
  IslandRoot: RootWrapper;
};

const withLayout = new WeakMap<object, Record<LayoutMode, RootWrapper>>();

/**
 * The components a render of site content is wrapped in: the site's Root around its
 * Layout/Provider (`page`; `layout`: around its Layout wrapper too, whole or cut to its
 * providers), and the same cut down to their providers for an island (`island`).
 */
export async function wrappedIn(root: SiteRoot): Promise<{
  page: RootWrapper;
  island: RootWrapper;
  layout: Record<LayoutMode, RootWrapper>;
  module: RootModule;
}> {
  shareDocgenReact();
  const module = (await import(root.url)) as RootModule;
  let layout = withLayout.get(module);
  if (!layout) {
    const { SiteRoot } = module;
    layout = {
      whole: ({ children }) => createElement(SiteRoot, { layout: 'whole' }, children),
      cut: ({ children }) => createElement(SiteRoot, { layout: 'cut' }, children),
    };
    withLayout.set(module, layout);
  }
  return { page: module.SiteRoot, island: module.IslandRoot, layout, module };
}

/** Names the server has not and the browser has (a wrapper reading one during the render). */
const BROWSER_ONLY = /\b(window|document|navigator|localStorage|sessionStorage|matchMedia) is not defined\b/;

/**
 * The diagnostic of a page whose render threw because the site's Root (or Layout/Provider) throws
 * around any content, at the line of the wrapper that threw; undefined when the wrappers render
 * (the page's own content threw). Told in the same words on every page, so it is reported once.
 */
export function rootRenderError(
  ctx: SiteContext,
  root: SiteRoot,
  wrap: RootWrapper,
  state: DocusaurusPageState,
  error: Error,
  name: 'MdxRenderError' | 'PageComponentError',
): Diagnostic | undefined {
  let thrown: Error;
  try {
    // Around an empty element: a wrapper that wants one child (`Children.only`) gets one.
    withDocusaurusPage(state, () => renderToString(createElement(wrap, null, createElement(Fragment))));
    return undefined;
  } catch (probe) {
    thrown = probe instanceof Error ? probe : error;
  }
  const files = root.files.map((f) => relPosix(ctx.siteDir, f));
  const place = thrownInSite(thrown, ctx.siteDir) ?? { file: files[0]! };
  const browser = BROWSER_ONLY.test(thrown.message);
  return {
    name,
    severity: 'error',
    message: `The site's ${files.join(' and ')} threw while it was rendered around the pages: ${thrown.message.split('\n')[0]}`,
    ...place,
    why: browser
      ? `docgen renders every page inside ${files.join(' and ')}, as Docusaurus does, on the server at build time: no window, no document, no browser-only APIs.`
      : `docgen renders every page inside ${files.join(' and ')}, as Docusaurus does; it threw around content that renders, so no page can.`,
    fix: browser
      ? 'wrap browser-only code in <BrowserOnly> (from @docusaurus/BrowserOnly), or move it into an effect.'
      : `fix ${place.file} at the line shown.`,
  };
}

/** What a page's render does with the site's root: wraps its content, ships its chunk, tells its faults. */
export interface PageRoot {
  /** The wrappers' component, when the site has them and docgen can use them. */
  wrap?: RootWrapper;
  /** The same around an island: their providers only (the page draws their own elements once). */
  islandWrap?: RootWrapper;
  /** The wrappers' site paths, when docgen could not use them. */
  failed?: string[];
  /** Links of the Markdown files the wrappers import, at their own lines (the page renders them). */
  links: RootOutcome['links'];
  /** The wrappers' stylesheet as the page links it (with the site's base), then the page's own (`own`). */
  stylesheets(own?: string): string[];
  /** The files of the wrappers' stylesheet (output path, file). */
  stylesheetFiles: [string, string][];
  /** The page's content inside the wrappers. */
  element(content: ReactElement): ReactElement;
  /**
   * The page's HTML as rendered from `element`, with wrappers that draw elements of their own and
   * need the browser made an island around the content (`site-root-island.ts`).
   */
  html(rendered: string): string;
  /** The page's island chunks (output path, file) and the root's, which their chunks import. */
  withChunk(chunks: ReadonlyMap<string, string>): [string, string][];
  /** Whether the wrappers threw the page's render error (then told in `diagnostics`, see `rootRenderError`). */
  threw(state: DocusaurusPageState, error: Error, name: 'MdxRenderError' | 'PageComponentError'): boolean;
}

/**
 * The site's root for one page's render; its own faults go to `diagnostics` (reported once).
 * `layout`: the page's content is drawn inside the site's Layout wrapper (an MDX page's; a React
 * page renders `@theme/Layout` itself).
 */
export async function pageRoot(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  diagnostics: Diagnostic[],
  markdown?: RootMarkdown,
  options: { layout?: boolean } = {},
): Promise<PageRoot> {
  const outcome = await siteRoot(ctx, modules, markdown);
  diagnostics.push(...outcome.diagnostics);
  const { root } = outcome;
  const wrappers = root ? await wrappedIn(root) : undefined;
  const inLayout = root?.layout !== undefined && options.layout !== false;
  let wrap = wrappers?.page;
  // Between a render's `element` and its `html`: the Root's drawing, and what to say if it stays static.
  let island: RootIslandDraft | undefined;
  let unhydrated: Diagnostic | undefined;
  return {
    ...(wrappers ? { wrap: wrappers.page, islandWrap: wrappers.island } : {}),
    ...(outcome.failed ? { failed: outcome.failed } : {}),
    links: outcome.links,
    stylesheets: (own) => [...(root?.stylesheet ? [siteHref(ctx, root.stylesheet.url)] : []), ...(own ? [own] : [])],
    stylesheetFiles: root?.stylesheet ? [[root.stylesheet.out, root.stylesheet.file], ...root.media] : [],
    element: (content) => {
      if (!root || !wrap || !wrappers) return content;
      // In the page's render, whose Docusaurus state the wrappers may read.
      let mode: LayoutMode | undefined;
      if (inLayout) {
        const probed = layoutMode(ctx, root, wrappers.module);
        if (probed.diagnostic) diagnostics.push({ ...probed.diagnostic });
        mode = probed.mode;
        wrap = wrappers.layout[mode];
      }
      const drawn = rootDrawnStatic(ctx, root, wrap);
      island = drawn ? rootIslandDraft(root, wrap, mode) : undefined;
      if (!island) {
        if (drawn) diagnostics.push(drawn);
        return createElement(wrap, null, content);
      }
      unhydrated = drawn;
      return createElement(wrap, null, rootContent(content));
    },
    html: (rendered) => {
      if (!island) return rendered;
      const spliced = withRootIsland(rendered, island);
      if (spliced === undefined && unhydrated) diagnostics.push(unhydrated);
      island = undefined;
      return spliced ?? rendered;
    },
    withChunk: (chunks) => [
      ...chunks,
      ...(chunks.size > 0 && root?.chunk ? [[root.chunk.out, root.chunk.file] as [string, string]] : []),
    ],
    threw: (state, error, name) => {
      const fault = root && wrap ? rootRenderError(ctx, root, wrap, state, error, name) : undefined;
      if (fault) diagnostics.push(fault);
      return fault !== undefined;
    },
  };
}
