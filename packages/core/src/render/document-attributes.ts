import type { HeadTag, PageView } from '@docgen/shared';

/**
 * Puts a page's head tags on its view, its `<html>` and `<body>` ones as the attributes of the
 * document's elements (react-helmet's htmlAttributes and bodyAttributes, which Docusaurus writes
 * there): in the order written, a later value of an attribute replaces an earlier one, as
 * react-helmet's last instance wins, and class names add up.
 */
export function withPageHead(view: PageView, tags: readonly HeadTag[]): void {
  const head: HeadTag[] = [];
  const own: { html?: Record<string, string>; body?: Record<string, string> } = {};
  for (const tag of tags) {
    if (tag.tag !== 'html' && tag.tag !== 'body') {
      head.push(tag);
      continue;
    }
    own[tag.tag] ??= {};
    const into = own[tag.tag]!;
    for (const [key, value] of Object.entries(tag.attributes))
      into[key] = key === 'class' && into[key] ? classNames(into[key], value) : value;
  }
  if (head.length > 0) view.headTags = head;
  if (own.html) view.htmlAttributes = own.html;
  if (own.body) view.bodyAttributes = own.body;
}

/** Class lists joined, each name once, in the order first written. */
export function classNames(...lists: (string | undefined)[]): string {
  return [...new Set(lists.flatMap((list) => (list ?? '').split(/\s+/)).filter(Boolean))].join(' ');
}
