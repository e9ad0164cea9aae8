import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { isExternalHref, pathnameOf } from '@docgen/shared';
import { ctxOf } from '../context.js';
import { publishHref } from '../plugins/hrefs.js';
import { jsxImageMissing, loadedFileMissing } from '../plugins/html-images.js';
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
import { nodeStart } from '../place.js';

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
      const at: { line?: number; column?: number } = nodeStart(tree, node) ?? {};
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
      const loaded = node.name ? literalAttribute(node, 'src') : undefined;
      const missing = loaded === undefined ? undefined : loadedFileMissing(ctx, node.name!, loaded, at);
      if (missing) ctx.diagnostics.push(missing);
      if (node.name === 'img') {
        lazyByDefault(node);
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
 * A JSX `<img>` loads lazily unless the page says otherwise, as a Markdown image does: React 19
 * writes a `<link rel="preload">` in the head for every eager image, and a page of 37 screenshots
 * would ask for all of them before its own styles. Put before any spread (`{...props}`), the
 * defaults yield to it.
 */
function lazyByDefault(node: JsxElement) {
  const spread = node.attributes.findIndex((a) => a.type === 'mdxJsxExpressionAttribute');
  const at = spread === -1 ? node.attributes.length : spread;
  const defaults = (
    [
      ['loading', 'lazy'],
      ['decoding', 'async'],
    ] as const
  ).filter(([name]) => !hasAttribute(node, name));
  node.attributes.splice(
    at,
    0,
    ...defaults.map(([name, value]) => ({ type: 'mdxJsxAttribute' as const, name, value })),
  );
}
