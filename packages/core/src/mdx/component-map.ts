import type { ComponentType } from 'react';
import type { SiteContext } from '@docgen/config';
import type { MarkdownFileContext } from '@docgen/markdown';
import { relPosix } from '../util/paths.js';
import { siteThemeFile } from './resolve.js';

/**
 * The MDX component map of a site (`src/theme/MDXComponents`, swizzled: `...MDXComponents` of
 * `@theme-original` and its own names). Docusaurus gives it to every MDX page through its
 * MDXProvider: its names are in scope without an import, its tags (`a`, `code`, `table`…)
 * replace the elements Markdown makes. docgen compiles it as a page's import (its components
 * islands when they need the browser) and the page's state carries it to MDX's provider
 * (`useMDXComponents` of @docgen/shared), the files a page imports included.
 */

export type Component = ComponentType<Record<string, unknown>>;

export function isComponent(value: unknown): value is Component {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in (value as Record<string, unknown>))
  );
}

/** A plain object holding components: a component map (`export default { ...MDXComponents, Card }`). */
export function isComponentMap(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).some(isComponent)
  );
}

/** The theme's Docusaurus components (`...MDXComponents`, `Tabs` in a map): docgen's markup, never a site island. */
const themeOwn = new WeakSet<object>();
let themeKnown: Promise<void> | undefined;

export function themeOwns(value: Component): boolean {
  return themeOwn.has(value);
}

/** Notes the exports of the theme's Docusaurus modules (once a thread), before a site's map is wrapped. */
export function knowThemeComponents(modules: Readonly<Record<string, string>>): Promise<void> {
  themeKnown ??= Promise.all(Object.values(modules).map((url) => import(url))).then((all) => {
    for (const ns of all)
      for (const value of Object.values(ns as Record<string, unknown>)) {
        if (isComponent(value)) themeOwn.add(value);
        if (isComponentMap(value)) for (const v of Object.values(value)) if (isComponent(v)) themeOwn.add(v);
      }
  });
  return themeKnown;
}

/**
 * Compiles the site's own map for a page, as the page's import of `@theme/MDXComponents`: its
 * module's URL (undefined when the site has none). A fault of it is the page's error (it cannot
 * render as meant), at the map's own line.
 */
export async function siteMdxComponents(
  ctx: SiteContext,
  fileCtx: MarkdownFileContext,
): Promise<{ url?: string; failed?: true }> {
  const file = siteThemeFile(ctx, 'MDXComponents');
  if (!file || !fileCtx.resolveImport) return {};
  const got = await fileCtx.resolveImport('@theme/MDXComponents');
  if ('url' in got) return { url: got.url };
  fileCtx.diagnostics.push(got.error.file ? got.error : { ...got.error, file: relPosix(ctx.siteDir, file) });
  return { failed: true };
}
