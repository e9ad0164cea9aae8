import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { isExternalHref, pathnameOf } from '@docgen/shared';
import type { Diagnostic } from '@docgen/diagnostics';
import { ctxOf, fileLine, type MarkdownFileContext } from '../context.js';
import { publishHref } from '../plugins/hrefs.js';
import { mdxDataOf } from './imports.js';
import { fenceElement } from '../rendered-code.js';
import {
  hasAttribute,
  isJsxElement,
  type JsxElement,
  literalAttribute,
  literalString,
  type MdxNode,
  removeAttribute,
  setAttribute,
} from './nodes.js';

function eachJsx(tree: { children?: MdxNode[] }, visit: (node: JsxElement, index: number, parent: MdxNode) => void) {
  const children = tree.children ?? [];
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    if (isJsxElement(child)) visit(child as unknown as JsxElement, index, tree as MdxNode);
    if (Array.isArray(children[index]?.children)) eachJsx(children[index]!, visit);
  }
}

/**
 * `<CodeBlock language title showLineNumbers>` of `@theme/CodeBlock` whose code is a literal
 * becomes a fenced block (`pre > code`), so docgen's highlighter draws it at build time like any
 * code fence; a block built at run time is drawn when the page renders (`rendered-code.ts`).
 */
export function rehypeMdxCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const names = mdxDataOf(file).codeBlocks;
    if (names.size === 0) return;
    eachJsx(tree as unknown as MdxNode, (node, index, parent) => {
      if (!node.name || !names.has(node.name)) return;
      const code = staticChildren(node.children);
      if (code === undefined) return;
      const language = literalAttribute(node, 'language') ?? '';
      const title = literalAttribute(node, 'title');
      const meta = [
        literalAttribute(node, 'metastring') ?? '',
        title !== undefined ? `title=${JSON.stringify(title)}` : '',
        hasAttribute(node, 'showLineNumbers') ? 'showLineNumbers' : '',
      ]
        .filter(Boolean)
        .join(' ');
      const pre = fenceElement(code, language, meta);
      if (node.position) pre.position = node.position;
      parent.children![index] = pre as unknown as MdxNode;
    });
  };
}

/** The text of children that are literal: text, or one `{`…`}` / `{'…'}` expression. */
function staticChildren(children: MdxNode[]): string | undefined {
  let text = '';
  for (const child of children) {
    if (child.type === 'text') text += child.value ?? '';
    else if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      const statement = child.data?.estree?.body[0];
      const value =
        statement?.type === 'ExpressionStatement' && statement.expression
          ? literalString(statement.expression)
          : undefined;
      if (value === undefined) return undefined;
      text += value;
    } else if (child.type === 'element' && (child as unknown as Element).tagName === 'p') {
      const inner = staticChildren((child.children ?? []) as MdxNode[]);
      if (inner === undefined) return undefined;
      text += inner;
    } else return undefined;
  }
  return text;
}

/**
 * Links, images and ids written as JSX (`<a href>`, `<Link to>`, `<img src>`, `id="…"`) are
 * resolved, checked and recorded like markdown's: the link checker reports them at their line.
 * Values computed at run time are checked on the rendered page (without a line).
 */
export function rehypeJsxLinks() {
  return (tree: Root, file: VFile) => {
    const ctx = ctxOf(file);
    const linkNames = mdxDataOf(file).links;
    eachJsx(tree as unknown as MdxNode, (node) => {
      const id = literalAttribute(node, 'id');
      if (id) ctx.ids.push(id);
      const at: { line?: number; column?: number } = node.position?.start ?? {};
      const hrefAttribute =
        node.name === 'a'
          ? 'href'
          : node.name && linkNames.has(node.name)
            ? literalAttribute(node, 'to') !== undefined
              ? 'to'
              : 'href'
            : undefined;
      if (hrefAttribute) {
        const original = literalAttribute(node, hrefAttribute);
        if (original === undefined) return;
        const href = publishHref(ctx, original, at);
        if (href === undefined) removeAttribute(node, hrefAttribute);
        // A <Link> keeps a `pathname://` link as written: it adds the base itself, and opens it in a new tab, as Docusaurus' does.
        else if (node.name !== 'a' && pathnameOf(original) !== undefined) return;
        else setAttribute(node, hrefAttribute, href);
        return;
      }
      if (node.name === 'img') {
        const src = literalAttribute(node, 'src');
        if (src === undefined || isExternalHref(src) || src.startsWith('data:')) return;
        const url = ctx.resolveImage(src);
        if (url) {
          setAttribute(node, 'src', url);
          return;
        }
        // Docusaurus writes a JSX <img src> as it is: a relative one is fetched from the page's URL.
        const relative = !src.startsWith('/') && !src.startsWith('@site/');
        const fromPage = relative ? ctx.pageImage?.(src) : undefined;
        if (fromPage?.exists) {
          setAttribute(node, 'src', fromPage.url);
          return;
        }
        ctx.diagnostics.push(jsxImageMissing(ctx, src, at, fromPage?.url));
      }
    });
  };
}

/**
 * A JSX `<img src>` (or one written as HTML in Markdown) that names no file: a warning, as
 * Docusaurus writes the src as it is without looking (its build passes, the browser shows a broken
 * image). A relative src is named with the URL the browser fetches it from, and a static path that
 * holds it is suggested.
 */
export function jsxImageMissing(
  ctx: MarkdownFileContext,
  src: string,
  at: { line?: number; column?: number },
  pageUrl: string | undefined,
  written: 'JSX' | 'HTML' = 'JSX',
): Diagnostic {
  const rooted = pageUrl !== undefined ? `/${src.replace(/^(\.\.?\/)+/, '')}` : undefined;
  return {
    name: 'BrokenImage',
    severity: 'warning',
    message: `Image "${src}" does not exist${pageUrl !== undefined ? `: not beside the file, and the page fetches it from ${pageUrl}, which is no file of the site` : ''}.`,
    file: ctx.relFile,
    line: fileLine(ctx, at.line),
    column: at.column,
    why: `${written === 'HTML' ? 'An' : 'A'} ${written} <img src> is resolved relative to the file, then (a relative one) from the page's URL, as the browser fetches it (or from the static folder for paths starting with "/"); Docusaurus writes it as it is, so its build passes with a broken image.`,
    fix:
      rooted !== undefined && ctx.resolveImage(rooted)
        ? `write "${rooted}", the static file it names from the site's root.`
        : 'fix the path, relative to the file, or from static/ with a leading "/".',
  };
}
