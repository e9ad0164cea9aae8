import { isExternalHref, pathnameOf } from '@docgen/shared';
import { ctxOf } from '../context.js';
import { walk } from './walk.js';

interface Root {
  type: string;
  children: Root[];
}
interface UrlNode {
  type: 'link' | 'definition';
  url: string;
}

/** A link Docusaurus resolves as a file: its path (before `?` and `#`) ends in `.md` or `.mdx`. */
const FILE_LINK = /^[^?#]*\.mdx?(?:[?#]|$)/i;

/**
 * Links and link definitions to Markdown files become the URLs of their pages before the site's
 * remark plugins run, as Docusaurus' `resolveMarkdownLinks` does ahead of its users' plugins:
 * a plugin that reads `/docs/api/structures/x` (electron's) would not know `structures/x.md`.
 * A link that does not resolve is left as written, for docgen's link step to report; each one
 * resolved is noted (`writtenAs`), so that step checks and reports it as written.
 */
export function remarkFileLinksAhead() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file as Parameters<typeof ctxOf>[0]);
    const resolve = ctx.resolveLinkAhead ?? ctx.resolveLink;
    const ahead = (node: UrlNode) => {
      const url = node.url;
      if (!url || !FILE_LINK.test(url) || isExternalHref(url) || pathnameOf(url) !== undefined) return;
      const resolved = resolve(url);
      if (!resolved || 'error' in resolved || resolved.href === url) return;
      (ctx.writtenAs ??= new Map()).set(resolved.href, url);
      node.url = resolved.href;
    };
    walk<UrlNode, Root>(tree, 'link', ahead);
    walk<UrlNode, Root>(tree, 'definition', ahead);
  };
}
