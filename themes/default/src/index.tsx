/**
 * @docgen/theme-default: the React components that render every page on the server, the
 * theme's CSS and its UI strings. No React reaches the browser: the runtime enhances this
 * markup through the DOM contract of `@docgen/shared`.
 */
import type { ReactElement, ReactNode } from 'react';
import { fileURLToPath } from 'node:url';
import type { PageView, ThemeModule } from '@docgen/shared';
import { defaultComponents, type ThemeComponents } from './components.js';
import { createTranslator, themeStrings } from './i18n.js';
import { ComponentsContext } from './slots.js';
import { createSidebarItems } from './sidebar-html.js';
import { Admonition, Details, docusaurusModules } from './docusaurus/index.js';
import { docusaurusStrings } from './docusaurus-strings.js';

/** The theme's CSS files, in cascade order (tokens first). */
export const CSS_FILES = [
  'tokens.css',
  'base.css',
  'chrome.css',
  'navbar.css',
  'docs-layout.css',
  'pages.css',
  'responsive.css',
  'content.css',
  'code-tables.css',
  'landing.css',
  'landing-sections.css',
  'openapi.css',
  'openapi-schema.css',
  'search.css',
] as const;

const stylesheets = CSS_FILES.map((file) => fileURLToPath(new URL(`../css/${file}`, import.meta.url)));
/** Stylesheets bundled only on sites that use the feature (`ThemeModule.featureStylesheets`). */
const featureStylesheets = {
  'openapi-reference': [fileURLToPath(new URL('../css/openapi-reference.css', import.meta.url))],
  blog: [fileURLToPath(new URL('../css/blog.css', import.meta.url))],
  mermaid: [fileURLToPath(new URL('../css/mermaid.css', import.meta.url))],
  'live-code': [fileURLToPath(new URL('../css/live-code.css', import.meta.url))],
  'sidebar-html': [fileURLToPath(new URL('../css/sidebar-html.css', import.meta.url))],
} as const;

/**
 * The islands entry (the search dialog): the SOURCE file, which the build bundles for the
 * browser with React; found from this module (`dist/index.js` → `src/islands/index.tsx`, the
 * package ships `src`).
 */
export const ISLANDS_ENTRY = fileURLToPath(new URL('../src/islands/index.tsx', import.meta.url));
/** The islands entry of sites with MDX pages: the same islands, plus site components' and `<Tabs queryString>`. */
export const SITE_ISLANDS_ENTRY = fileURLToPath(new URL('../src/islands/site.ts', import.meta.url));

/** Renders one route with these components: returns the `<html>` element (the build adds the doctype). */
function render(components: ThemeComponents, view: PageView, content?: unknown): ReactElement {
  const t = createTranslator(view.strings, view.locale.code);
  const Document = components.Document;
  return (
    <ComponentsContext.Provider value={components}>
      <Document view={view} t={t} content={content as ReactNode} />
    </ComponentsContext.Provider>
  );
}

/** Renders one route: returns the `<html>` element (the build adds the doctype). */
export function renderPage(view: PageView, content?: unknown): ReactElement {
  return render(defaultComponents, view, content);
}

export type DefaultTheme = ThemeModule & {
  renderPage(view: PageView, content?: unknown): ReactElement;
  components: Readonly<ThemeComponents>;
  withOverrides(overrides: Readonly<Record<string, unknown>>): DefaultTheme;
};

/**
 * The theme with some components replaced (a site's `theme/<Name>.tsx`, compiled by the core).
 * Names the registry does not have are ignored (the core reports them first, with "did you mean").
 */
function withComponents(active: ThemeComponents): DefaultTheme {
  // A site's own Sidebar may render anything: only the theme's renders from shared items.
  const ownSidebar = active.Sidebar === defaultComponents.Sidebar;
  return {
    name: '@docgen/theme-default',
    renderPage: (view, content) => render(active, view, content),
    stylesheets,
    featureStylesheets,
    strings: themeStrings,
    islands: ISLANDS_ENTRY,
    siteIslands: SITE_ISLANDS_ENTRY,
    components: defaultComponents,
    docusaurusModules,
    docusaurusStrings,
    mdxComponents: { details: Details, Details, admonition: Admonition },
    ...(ownSidebar ? sidebarFunctions(createSidebarItems(active)) : {}),
    withOverrides(overrides) {
      const known = Object.entries(overrides).filter(
        ([name, c]) => Object.hasOwn(defaultComponents, name) && typeof c === 'function',
      );
      return withComponents({ ...active, ...Object.fromEntries(known) } as ThemeComponents);
    },
  };
}

function sidebarFunctions(
  items: NonNullable<ThemeModule['sidebarItems']>,
): Pick<ThemeModule, 'sidebarHtml' | 'sidebarItems'> {
  return { sidebarItems: items, sidebarHtml: (view, base) => items(view, base)?.html };
}

const theme: DefaultTheme = withComponents(defaultComponents);

export default theme;
export { defaultComponents, type ThemeComponents, type ThemeComponentName } from './components.js';
export { useComponent } from './slots.js';

export { createTranslator, themeStrings } from './i18n.js';
export { layoutKeyOf } from './components/Document.js';
export { documentTitle } from './components/Head.js';
export { buildTocTree } from './components/Toc.js';
export { SEARCH_ATTR } from './components/NavItems.js';
export { DRAWER_ID, MAIN_ID, type ThemeProps } from './context.js';
export type { Translate } from './i18n.js';
