import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { NavbarItemConfig, RouteRecord, SiteContext } from '@docgen/config';
import { type Diagnostic, DocgenError, locateInSource } from '@docgen/diagnostics';
import { type HtmlItem, withDocusaurusPage } from '@docgen/shared';
import { compileComponent, diagnosticsOf } from '../mdx/modules.js';
import { pageRoot } from '../mdx/site-root-render.js';
import { findFile } from '../mdx/site-theme.js';
import { shareDocgenReact } from '../util/share-react.js';
import { thrownInSite } from '../util/module-error.js';
import { relPosix } from '../util/paths.js';
import { sha256 } from '../util/hash.js';
import { pageState } from './docusaurus-page-state.js';
import type { ViewBuilder } from './view.js';

type ComponentItem = Extract<NavbarItemConfig, { type: 'component' }>;

/** Around an item's HTML (docs/markup-contract.md): the runtime's navigate module reads it, not `DOM`, which every first load carries. */
const NAV_COMPONENT = 'data-dg-nav-component';

/** Where a `component` item's render goes in the page: its index, and its file's hash (a change re-renders the pages). */
const PLACEHOLDER = /<!--dg-navbar-component:(\d+):[0-9a-f]*-->/g;

/**
 * A `component` navbar item as the theme draws it: an HTML item holding a placeholder the page's
 * render replaces with the component's HTML (each page renders it, as Docusaurus' navbar does).
 */
export function componentItem(ctx: SiteContext, item: ComponentItem, index: number): HtmlItem {
  const hash = sourcesHash(ctx.siteDir, path.resolve(ctx.siteDir, item.file));
  return { kind: 'html', position: item.position, html: `<!--dg-navbar-component:${index}:${hash}-->` };
}

/** A site file's relative and `@site/` imports (`import … from`, `import()`, `require()`). */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]((?:\.{1,2}\/|@site\/)[^'"]+)['"]/g;

/**
 * The hash of a component's file and of the site files it imports, read as written (the render
 * cache keys a page by its view: an edit of any of them renders the pages again). A missing
 * file counts as empty: it is told when a page renders the item.
 */
function sourcesHash(siteDir: string, file: string): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  const visit = (f: string) => {
    if (seen.has(f) || /[\\/]node_modules[\\/]/.test(f)) return;
    seen.add(f);
    let text: string;
    try {
      text = fs.readFileSync(f, 'utf8');
    } catch {
      return;
    }
    parts.push(f, text);
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1]!;
      const base = spec.startsWith('@site/') ? path.join(siteDir, spec.slice(6)) : path.resolve(path.dirname(f), spec);
      const found = findFile(base);
      if (found) visit(found);
    }
  };
  visit(file);
  return sha256(parts.join('\0')).slice(0, 12);
}

/** Whether a site's navbar has `component` items, by its config (read once per config). */
const withComponents = new WeakMap<object, boolean>();

/**
 * Whether a rendered page holds a `component` item to render. The config answers first: a search
 * of every page's HTML for the placeholder cost 0.1 s of a 1,500-page build's main thread.
 */
export function hasNavbarComponents(ctx: SiteContext, html: string): boolean {
  let has = withComponents.get(ctx.config);
  if (has === undefined)
    withComponents.set(ctx.config, (has = ctx.config.navbar.items.some((i) => i.type === 'component')));
  return has && html.includes('<!--dg-navbar-component:');
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

/**
 * The page's HTML with each `component` item's placeholder replaced by the component rendered
 * with the item's props, in the page's Docusaurus state and inside the site Root's providers;
 * or the diagnostic of the first item that cannot be rendered.
 */
export async function renderNavbarComponents(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  views: ViewBuilder,
  route: RouteRecord,
  html: string,
): Promise<{ html: string; navItems: Record<string, string> } | { failed: Diagnostic }> {
  const items = ctx.config.navbar.items;
  const rendered = new Map<number, string>();
  for (const m of html.matchAll(PLACEHOLDER)) {
    const index = Number(m[1]);
    if (rendered.has(index)) continue;
    const item = items[index];
    if (item?.type !== 'component') continue;
    const out = await renderOne(ctx, modules, views, route, item, index);
    if ('failed' in out) return out;
    rendered.set(index, out.html);
  }
  const wrapped = html.replace(PLACEHOLDER, (all, i: string) =>
    rendered.has(Number(i))
      ? `<dg-nav-component ${NAV_COMPONENT}="${i}" style="display:contents">${rendered.get(Number(i))}</dg-nav-component>`
      : all,
  );
  return { html: wrapped, navItems: Object.fromEntries([...rendered].map(([i, h]) => [String(i), h])) };
}

async function renderOne(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  views: ViewBuilder,
  route: RouteRecord,
  item: ComponentItem,
  index: number,
): Promise<{ html: string } | { failed: Diagnostic }> {
  const key = `navbar.items[${index}]`;
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
  let Component: unknown;
  try {
    const root = await pageRoot(ctx, modules, diagnostics);
    const compiled = await compileComponent(ctx, modules, file);
    shareDocgenReact();
    Component = ((await import(compiled.url)) as { default?: unknown }).default;
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
    const element = createElement(Component as ComponentType<Record<string, unknown>>, item.props);
    const html = withDocusaurusPage(state, () =>
      renderToString(root.islandWrap ? createElement(root.islandWrap, null, element) : element),
    );
    return { html };
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
