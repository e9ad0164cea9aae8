import fs from 'node:fs';
import { type ComponentType, createElement, Fragment, type ReactNode } from 'react';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { renderToString } from '../util/render-to-string.js';
import { relPosix } from '../util/paths.js';
import { SITE_WRAPPERS, siteThemeFile } from '../docusaurus/site-theme.js';
import { type LayoutMode, SCRIPT, type SiteRoot } from './site-root-share.js';

/**
 * A site's swizzled `src/theme/Layout` around docgen's pages. Docusaurus draws every page, docs
 * included, inside `@theme/Layout`, and sites wrap `@theme-original/Layout` in their providers (a
 * styled-components or MUI ThemeProvider). docgen draws its own chrome, so such a wrapper is the
 * innermost of the site's wrappers of an MDX page's content and of each island, the original
 * Layout inside it drawing just its children; it gets no props, as Docusaurus' docs root gives it
 * none. A Layout that replaces the original is not used there (`SiteLayoutReplaced`), and what a
 * wrapper draws beside the original is left out (`SiteLayoutDrawsChrome`).
 */

/** An import of the theme's own Layout, which a Layout wrapper renders inside its providers. */
const ORIGINAL_LAYOUT =
  /['"](?:@theme-(?:original|init)\/Layout|@docusaurus\/theme-classic\/lib\/theme\/Layout(?:\/index(?:\.js)?)?)['"]/;

/** Whether a Layout's source imports the theme's own Layout (and so is a wrapper docgen draws around pages). */
export function wrapsOriginalLayout(text: string): boolean {
  return ORIGINAL_LAYOUT.test(text);
}

/** The site's wrappers of every page's content; `replacedLayout`: a Layout that wraps no original. */
export interface SiteWrappers {
  root?: string;
  provider?: string;
  layout?: string;
  replacedLayout?: string;
}

export function siteWrappers(ctx: SiteContext): SiteWrappers {
  const [root, provider, layout] = SITE_WRAPPERS.map((n) => siteThemeFile(ctx, n));
  const found: SiteWrappers = {};
  if (root) found.root = root;
  if (provider) found.provider = provider;
  if (layout && SCRIPT.test(layout)) {
    if (wrapsOriginalLayout(readText(layout))) found.layout = layout;
    else found.replacedLayout = layout;
  }
  return found;
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** What to say of a Layout that replaces the original: docgen's doc and MDX pages are not drawn in it. */
export function layoutReplaced(ctx: SiteContext, file: string): Diagnostic {
  const rel = relPosix(ctx.siteDir, file);
  return {
    name: 'SiteLayoutReplaced',
    severity: 'warning',
    message: `${rel} replaces Docusaurus' Layout (it does not import @theme-original/Layout): docgen's doc and MDX pages are not drawn inside it, so a provider it renders does not reach their components.`,
    ...defaultExportAt(file, rel),
    why: "docgen draws its own chrome around every page; it draws a Layout that wraps @theme-original/Layout around an MDX page's content (the original drawing just its children), but a Layout that draws the whole page would draw a second chrome.",
    fix: `wrap the original in ${rel} (import Layout from '@theme-original/Layout'; render <Layout {...props}> inside its providers), or move its providers into src/theme/Root.js.`,
  };
}

const START = '<b data-dg-layout-start=""></b>';
const END = '<b data-dg-layout-end=""></b>';
/** The original Layout's place in the wrapper's drawing, when the build probes what is outside it. */
function Marker({ children }: { children?: ReactNode }) {
  return createElement(
    Fragment,
    null,
    createElement('b', { 'data-dg-layout-start': '' }),
    children,
    createElement('b', { 'data-dg-layout-end': '' }),
  );
}

/** What a page does not show and a Layout may draw beside the original: styles, scripts, head tags. */
const HEAD_LIKE =
  /<(style|script|noscript|template)\b[^>]*>[\s\S]*?<\/\1>|<(link|meta|base)\b[^>]*\/?>|<!--[\s\S]*?-->|\s+/g;

const probed = new WeakMap<SiteRoot, { mode: LayoutMode; diagnostic?: Diagnostic }>();

/**
 * How the root's Layout wrapper is drawn around MDX pages' content: whole, unless it draws
 * elements of its own outside the original Layout (a banner above the navbar in Docusaurus), which
 * would land inside the article: then cut down to its providers, and said once. Probed in the
 * page's render (whose Docusaurus state the wrapper may read); a wrapper that throws is told by
 * the page's render.
 */
export function layoutMode(
  ctx: SiteContext,
  root: SiteRoot,
  module: { Layout: ComponentType<{ children?: ReactNode }>; OriginalLayoutAs: { Provider: ComponentType<never> } },
): { mode: LayoutMode; diagnostic?: Diagnostic } {
  const known = probed.get(root);
  if (known) return known;
  let html: string;
  try {
    html = renderToString(
      createElement(
        module.OriginalLayoutAs.Provider as ComponentType<{ value: unknown; children?: ReactNode }>,
        { value: Marker },
        createElement(module.Layout, null, createElement('i')),
      ),
    );
  } catch {
    html = '';
  }
  const start = html.indexOf(START);
  const end = html.lastIndexOf(END);
  const outside = start < 0 || end < start ? '' : html.slice(0, start) + html.slice(end + END.length);
  const result: { mode: LayoutMode; diagnostic?: Diagnostic } =
    outside.replace(HEAD_LIKE, '') === '' ? { mode: 'whole' } : { mode: 'cut', diagnostic: drawsChrome(ctx, root) };
  probed.set(root, result);
  return result;
}

function drawsChrome(ctx: SiteContext, root: SiteRoot): Diagnostic {
  const file = root.layout!;
  const rel = relPosix(ctx.siteDir, file);
  return {
    name: 'SiteLayoutDrawsChrome',
    severity: 'warning',
    message: `${rel} draws elements of its own outside @theme-original/Layout: around docgen's doc and MDX pages only its providers are used, those elements are left out.`,
    ...defaultExportAt(file, rel),
    why: 'Docusaurus draws what a Layout wrapper renders beside the original around the whole page, navbar and footer included; docgen draws its own chrome, and would otherwise draw them inside the article.',
    fix: 'draw them inside the original Layout (as its children), in a component of the pages that need them, or in a theme override of the chrome (docs/guide/theme-overrides.md).',
  };
}

/** The line of the file's default export, where the wrapper is. */
function defaultExportAt(file: string, rel: string): Pick<Diagnostic, 'file' | 'line' | 'column'> {
  const text = readText(file);
  const at = /^export\s+default\b/m.exec(text);
  if (!at) return { file: rel };
  return { file: rel, line: text.slice(0, at.index).split('\n').length, column: 1 };
}
