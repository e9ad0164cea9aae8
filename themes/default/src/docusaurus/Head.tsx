import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { HeadTag } from '@docgen/shared';
import { usePage } from './page.js';

/**
 * `@docusaurus/Head` of a Docusaurus React page (react-helmet): its `<title>`, `<meta>`, `<link>`,
 * `<script>` and `<style>` elements go to the document head, replacing docgen's own tags of the
 * same key; `<html>` and `<body>` give their attributes to the document's (react-helmet's
 * htmlAttributes and bodyAttributes); what docgen does not write (a handler, a `<base>`) is
 * reported, not dropped in silence. Renders nothing in place.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const page = usePage();
  const head = page.head;
  const ignored: string[] = [];
  const visit = (nodes: ReactNode) =>
    Children.forEach(nodes, (child) => {
      if (!isValidElement(child)) return;
      const props = child.props as Record<string, unknown> & { children?: ReactNode };
      if (child.type === Fragment || typeof child.type !== 'string') return visit(props.children);
      const tag = headTagOf(child.type, props);
      if (typeof tag === 'string') return void ignored.push(tag);
      if (!head) return;
      if (tag.tag === 'title') {
        head.title = tag.text ?? '';
        head.titleAsWritten = true;
      } else if (tag.tag === 'meta' && tag.attributes.name === 'description' && tag.attributes.content)
        head.description = tag.attributes.content;
      else if (tag.tag === 'meta' && tag.attributes.name === 'keywords' && tag.attributes.content)
        head.keywords = tag.attributes.content.split(/\s*,\s*/);
      else (head.tags ??= []).push(tag);
    });
  visit(children);
  if (!head) page.report('@docusaurus/Head is applied on React pages only');
  else if (ignored.length > 0)
    page.report(`@docusaurus/Head: ${[...new Set(ignored)].join(', ')} not written into the document head`);
  return null;
}

/** HTML names of the React props a head tag may have (React writes them back as HTML). */
const HTML_NAMES: Record<string, string> = {
  className: 'class',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  fetchPriority: 'fetchpriority',
  imageSrcSet: 'imagesrcset',
  imageSizes: 'imagesizes',
  itemProp: 'itemprop',
  noModule: 'nomodule',
};

const HEAD_TAGS = new Set<string>(['title', 'meta', 'link', 'script', 'style', 'html', 'body']);

function isHeadTag(type: string): type is HeadTag['tag'] {
  return HEAD_TAGS.has(type);
}

/** The head tag an element gives, or what it is when docgen does not write it (`<base>`). */
function headTagOf(type: string, props: Record<string, unknown> & { children?: ReactNode }): HeadTag | string {
  if (!isHeadTag(type)) return `<${type}>`;
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'children' || key === 'dangerouslySetInnerHTML' || value === undefined || value === false) continue;
    if (typeof value === 'function' || typeof value === 'object') return `<${type} ${key}={…}>`;
    attributes[HTML_NAMES[key] ?? key] = value === true ? '' : String(value);
  }
  if (type === 'meta' || type === 'link') return { tag: type, attributes };
  if (type === 'html' || type === 'body') {
    const inner = textOf(props.children);
    return inner === undefined || inner.trim() ? `<${type}> with content` : { tag: type, attributes };
  }
  const inner = (props.dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html;
  const text = typeof inner === 'string' ? inner : textOf(props.children);
  if (text === undefined) return `<${type}> with elements inside`;
  return { tag: type, attributes, ...(type === 'title' ? { text: text.trim() } : text ? { text } : {}) };
}

/** The text of string children, or undefined when an element is among them. */
function textOf(node: ReactNode): string | undefined {
  let text = '';
  let elements = false;
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else if (child !== null && child !== undefined && typeof child !== 'boolean') elements = true;
  });
  return elements ? undefined : text;
}
