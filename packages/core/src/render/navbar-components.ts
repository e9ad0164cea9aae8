import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from '../util/render-to-string.js';
import { fileHash, type RouteRecord, type SiteContext } from '@docgen/config';
import { type Diagnostic, DocgenError, locateInSource } from '@docgen/diagnostics';
import { withDocusaurusPage } from '@docgen/shared';
import { diagnosticsOf, siteComponent } from '../mdx/modules.js';
import { pageRoot } from '../mdx/site-root-render.js';
import { type IslandCollector, installIslandRuntime, withIslands } from '../mdx/island-runtime.js';
import { shareDocgenReact } from '../util/share-react.js';
import { thrownInSite } from '../util/module-error.js';
import { relPosix } from '../util/paths.js';
import { siteHref } from '../routes/base-url.js';
import { sha256 } from '../util/hash.js';
import { pageState } from './docusaurus-page-state.js';
import type { ViewBuilder } from './view.js';
import { type ComponentItem, componentEntries, hasComponentItems } from './navbar-items.js';

/** `navbar.items[1]`, `navbar.items[1].items[0]`. */
const keyName = (key: string) => `navbar.items[${key.replace('.', '].items[')}]`;

/** Around an item's HTML (docs/markup-contract.md): the runtime's navigate module reads it, not `DOM`, which every first load carries. */
const NAV_COMPONENT = 'data-dg-nav-component';

/** Where the navbar's "more" menu is in a page's HTML (its `<details>`, which holds no other). */
function moreMenuRange(html: string): [number, number] | undefined {
  const start = html.indexOf(`${NAV_MORE}=""`);
  if (start < 0) return undefined;
  const end = html.indexOf('</details>', start);
  return end < 0 ? undefined : [start, end];
}

/** The attribute of the navbar's "more" menu (the theme's `NAV_MORE_ATTR`). */
const NAV_MORE = 'data-dg-nav-more';

/** What the ids of an item's islands start with: `dgn2-1-` for `navbar.items[2].items[1]`, `dgn2-1m-` in the drawer. */
const idPrefix = (at: string, mobile: boolean) => `dgn${at.replace('.', '-')}${mobile ? 'm' : ''}-`;

/** Where a `component` item's render goes in the page: its index, `m` for its drawing in the mobile drawer. */
const PLACEHOLDER = /<!--dg-navbar-component:(\d+(?:\.\d+)?)(m?)-->/g;

/**
 * The hash of the files the site's `component` items are made of, as esbuild's compile of each
 * (server and browser) read them: part of every page's render key, so an edit of any of them
 * renders the pages again. Empty without such items. Made at each run of the render stage
 * (the compiles are kept while their files' stats hold); a compile error is told when a page
 * renders the item.
 */
export async function navbarComponentsKey(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
): Promise<string> {
  if (!hasComponentItems(ctx)) return '';
  const items = [...componentEntries(ctx).values()];
  // The Root first: components are compiled against it.
  await pageRoot(ctx, modules, []);
  const parts: string[] = [];
  for (const file of new Set(items.map((i) => path.resolve(ctx.siteDir, i.file)))) {
    let inputs = [file];
    try {
      inputs = [...new Set([file, ...(await siteComponent(ctx, modules, file)).inputs])];
    } catch {
      // The item's own file counts alone; the render tells the error.
    }
    for (const f of inputs.filter((f) => !/[\\/]node_modules[\\/]/.test(f)).sort()) parts.push(f, fileHash(f));
  }
  return sha256(parts.join('\0'));
}

/** Where `navbar.items[i]` is written in the config. */
function itemPlace(ctx: SiteContext, item: ComponentItem): Pick<Diagnostic, 'file' | 'line' | 'column'> {
  if (!ctx.configFile) return {};
  let text = '';
  try {
    text = fs.readFileSync(ctx.configFile, 'utf8');
  } catch {
    // The config is the place, without a line.
  }
  return { file: relPosix(ctx.siteDir, ctx.configFile), ...locateInSource(text, ['navbar', 'items'], item.file) };
}

/** A page's component items rendered: its HTML, each item's drawing by key (`PageChunk.navItems`), the island files they load. */
export interface NavbarComponentsRender {
  html: string;
  navItems: Record<string, string>;
  /** Files the items need: their islands' chunks (and the Root's), stylesheets, images (output path → file). */
  media: [string, string][];
  /** The items' stylesheets, as the page links them (the site's base in front). */
  stylesheets: string[];
}

/**
 * The page's HTML with each `component` item's placeholder replaced by the component rendered
 * with the item's props (and `mobile: true` in the drawer, as Docusaurus' mobile drawing), in the
 * page's Docusaurus state and inside the site Root's providers; a component that needs the
 * browser renders as an island, as an MDX page's site components do. Or the diagnostic of the
 * first item that cannot be rendered.
 */
export async function renderNavbarComponents(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  views: ViewBuilder,
  route: RouteRecord,
  html: string,
): Promise<NavbarComponentsRender | { failed: Diagnostic }> {
  const items = componentEntries(ctx);
  const rendered = new Map<string, string>();
  const media = new Map<string, string>();
  const stylesheets = new Set<string>();
  for (const m of html.matchAll(PLACEHOLDER)) {
    const key = `${m[1]}${m[2]}`;
    if (rendered.has(key)) continue;
    const item = items.get(m[1]!);
    if (!item) continue;
    const out = await renderOne(ctx, modules, views, route, item, m[1]!, m[2] === 'm');
    if ('failed' in out) return out;
    rendered.set(key, out.html);
    for (const [o, f] of out.media) media.set(o, f);
    for (const s of out.stylesheets) stylesheets.add(s);
  }
  // The "more" menu draws the bar's items again: its drawings get ids of their own (an island's id
  // prefix names it on the page: React's ids, its hydration), and keys of their own, which
  // navigation syncs by (markup-contract.md).
  const more = moreMenuRange(html);
  const copies = new Map<string, string>();
  const wrapped = html.replace(PLACEHOLDER, (all, i: string, mobile: string, at: number) => {
    const own = rendered.get(i + mobile);
    if (own === undefined) return all;
    const inMore = more !== undefined && at > more[0] && at < more[1];
    const key = inMore ? `${i}${mobile}~more` : i + mobile;
    const prefix = idPrefix(i, mobile === 'm');
    const drawn = inMore ? own.replaceAll(prefix, `${prefix}x-`) : own;
    if (inMore) copies.set(key, drawn);
    return `<dg-nav-component ${NAV_COMPONENT}="${key}" style="display:contents">${drawn}</dg-nav-component>`;
  });
  return {
    html: wrapped,
    navItems: Object.fromEntries([...rendered, ...copies]),
    media: [...media].sort(([a], [b]) => (a < b ? -1 : 1)),
    stylesheets: [...stylesheets],
  };
}

async function renderOne(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  views: ViewBuilder,
  route: RouteRecord,
  item: ComponentItem,
  at: string,
  mobile: boolean,
): Promise<{ html: string; media: [string, string][]; stylesheets: string[] } | { failed: Diagnostic }> {
  const key = keyName(at);
  const file = path.resolve(ctx.siteDir, item.file);
  const place = itemPlace(ctx, item);
  const fault = (message: string, why: string, fix: string, at = place): { failed: Diagnostic } => ({
    failed: { name: 'PageComponentError', severity: 'error', message, ...at, why, fix },
  });
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    return fault(
      `${key} is a component item whose file "${item.file}" does not exist.`,
      "A `component` item's `file` is the site-relative path of a React component, rendered in the navbar of every page.",
      'correct the path (as the swizzled NavbarItem/ComponentTypes imports it), or remove the item.',
    );
  const diagnostics: Diagnostic[] = [];
  let problem: Diagnostic | undefined;
  try {
    const root = await pageRoot(ctx, modules, diagnostics);
    // Answered by its island wrapper: what needs the browser hydrates from its chunk.
    const component = await siteComponent(ctx, modules, file);
    installIslandRuntime();
    shareDocgenReact();
    const Component = ((await import(component.url)) as { default?: unknown }).default;
    if (typeof Component !== 'function' && (typeof Component !== 'object' || Component === null))
      return fault(
        `${item.file}, the component of ${key}, has no default export that is a component.`,
        "docgen renders a `component` item's default export, as Docusaurus renders the component its ComponentTypes maps the type to.",
        'export the component as the default export of the file.',
      );
    const state = pageState(
      ctx,
      route,
      views,
      () => {},
      () => {},
    );
    const islands: IslandCollector = {
      chunks: new Map(),
      count: 0,
      // Its own ids: the page's MDX islands count from `dgi0-`.
      idPrefix: idPrefix(at, mobile),
      ...(root.islandWrap ? { wrap: root.islandWrap } : {}),
      report: (p) => {
        problem ??= {
          name: p.name,
          severity: 'error',
          message: `${p.message} (the component of ${key})`,
          ...place,
          why: 'A component that needs the browser is hydrated from its props, which travel as JSON in the page.',
          fix: p.fix,
        };
      },
    };
    // As Docusaurus' dropdowns give their entries `isDropdownItem`, and the drawer `mobile`.
    const props = {
      ...item.props,
      ...(at.includes('.') ? { isDropdownItem: true } : {}),
      ...(mobile ? { mobile: true } : {}),
    };
    const element = createElement(Component as ComponentType<Record<string, unknown>>, props);
    const html = withDocusaurusPage(state, () =>
      withIslands(islands, () =>
        renderToString(root.islandWrap ? createElement(root.islandWrap, null, element) : element),
      ),
    );
    if (problem) return { failed: problem };
    const css = component.stylesheet;
    return {
      html,
      media: [
        ...root.withChunk(islands.chunks),
        ...component.media,
        ...(css ? [[css.out, css.file] as [string, string]] : []),
      ],
      stylesheets: css ? [siteHref(ctx, css.url)] : [],
    };
  } catch (error) {
    if (error instanceof DocgenError) {
      const [first] = diagnosticsOf(error);
      if (first) return { failed: { ...first, message: `${first.message} (the component of ${key})` } };
    }
    const at = thrownInSite(error as Error, ctx.siteDir) ?? { file: relPosix(ctx.siteDir, file) };
    return fault(
      `${item.file}, the component of ${key}, threw while it was rendered: ${(error as Error).message.split('\n')[0]}`,
      'docgen renders a `component` navbar item on the server, on each page, where there is no window or document.',
      'move browser-only code into an effect, or fix the code at the line shown.',
      at,
    );
  }
}
