/**
 * @docgen/theme-default: the React components that render every page on the server, the
 * theme's CSS and its UI strings. No React reaches the browser: the runtime enhances this
 * markup through the DOM contract of `@docgen/shared`.
 */
import type { ReactElement, ReactNode } from 'react';
import { fileURLToPath } from 'node:url';
import type { PageView, ThemeModule } from '@docgen/shared';
import { Document } from './components/Document.js';
import { createTranslator, themeStrings } from './i18n.js';

/** The theme's CSS files, in cascade order (tokens first). */
export const CSS_FILES = ['tokens.css', 'base.css', 'layout.css', 'content.css', 'landing.css'] as const;

const stylesheets = CSS_FILES.map((file) => fileURLToPath(new URL(`../css/${file}`, import.meta.url)));

/** Renders one route: returns the `<html>` element (the build adds the doctype). */
export function renderPage(view: PageView, content?: unknown): ReactElement {
  const t = createTranslator(view.strings, view.locale.code);
  return <Document view={view} t={t} content={content as ReactNode} />;
}

const theme: ThemeModule & { renderPage(view: PageView, content?: unknown): ReactElement } = {
  name: '@docgen/theme-default',
  renderPage,
  stylesheets,
  strings: themeStrings,
};

export default theme;

export { createTranslator, themeStrings } from './i18n.js';
export { layoutKeyOf } from './components/Document.js';
export { documentTitle } from './components/Head.js';
export { buildTocTree } from './components/Toc.js';
export { SEARCH_ATTR } from './components/NavItems.js';
export { DRAWER_ID, MAIN_ID } from './context.js';
