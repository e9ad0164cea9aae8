import type { Root } from 'hast';
import type { SiteConfig } from '@docgen/config';
import { DOM, splitHref } from '@docgen/shared';
import { basePath, stripBase } from '@docgen/shared/base-url';

/**
 * The site's own HTML in the chrome (Docusaurus' `html` navbar and footer items, an HTML
 * copyright), parsed as raw HTML in markdown is (rehype-raw) and written back: unclosed tags are
 * closed inside the item and comments dropped, and the page's link scan then checks its links.
 * Rendered once per distinct text and base (the dev server makes a ViewBuilder after each edit).
 */
const rendered = new Map<string, string>();
let renderedBase: string | undefined;

/** Every HTML text of the config's chrome and of the site's footer/navbar translations. */
function htmlTexts(config: SiteConfig, translations: Iterable<string>): string[] {
  const texts: string[] = [];
  const add = (value: string | Record<string, string> | undefined) => {
    if (typeof value === 'string') texts.push(value);
    else if (value) texts.push(...Object.values(value));
  };
  for (const item of config.navbar.items) {
    if (item.type === 'html') add(item.value);
    if (item.type === 'dropdown') for (const entry of item.items) if (entry.type === 'html') add(entry.value);
  }
  const footerItems = [...config.footer.columns.flatMap((c) => c.items), ...config.footer.links];
  for (const item of footerItems) if ('html' in item) add(item.html);
  add(config.footer.copyrightHtml);
  // A translated text (footer.json's copyright, a navbar.json item) may be HTML too.
  for (const text of translations) if (text.includes('<')) texts.push(text);
  return texts;
}

/** Renders the chrome's HTML texts not rendered yet (loads the HTML parser only when there are some). */
export async function prepareChromeHtml(config: SiteConfig, translations: Iterable<string>): Promise<void> {
  const base = basePath(config.baseUrl);
  if (base !== renderedBase) rendered.clear();
  renderedBase = base;
  const missing = htmlTexts(config, translations).filter((t) => !rendered.has(t));
  if (missing.length === 0) return;
  const { rehypeRaw } = await import('@docgen/markdown/raw');
  const { toHtml, VFile } = await import('@docgen/markdown/unified');
  const transform = (rehypeRaw as unknown as () => (tree: Root, file: unknown) => Root)();
  for (const text of missing) {
    const tree = transform({ type: 'root', children: [{ type: 'raw', value: text } as never] }, new VFile());
    const drop = (node: { children?: { type: string }[] }) => {
      if (!node.children) return;
      node.children = node.children.filter((child) => child.type !== 'comment');
      for (const child of node.children) drop(child as { children?: { type: string }[] });
    };
    drop(tree as never);
    markHostPaths(tree, base);
    rendered.set(text, toHtml(tree));
  }
}

/**
 * Docusaurus writes this HTML as it is, so a site below a base (`/docs/`) links to the host's other
 * paths with it (`<a href="/about">`, the company's own site): such a link is the host's, as a
 * `pathname://` one (`DOM.hostPath`): written without a trailing slash added, not checked against
 * the site's pages, which it cannot name, and loaded in full. Links below the base stay checked.
 */
function markHostPaths(
  node: { type: string; tagName?: string; properties?: Record<string, unknown>; children?: unknown[] },
  base: string,
): void {
  const href = node.properties?.href;
  if (
    base &&
    node.tagName === 'a' &&
    typeof href === 'string' &&
    href.startsWith('/') &&
    !href.startsWith('//') &&
    stripBase(splitHref(href).path, base) === undefined
  )
    node.properties![DOM.hostPath] = '';
  for (const child of node.children ?? []) markHostPaths(child as typeof node, base);
}

/** An HTML text of the chrome as rendered by `prepareChromeHtml` (as written when it was not). */
export function chromeHtml(text: string): string {
  return rendered.get(text) ?? text;
}
