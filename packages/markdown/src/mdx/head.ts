import type { HeadTag } from '@docgen/shared';
import type { VFile } from 'vfile';
import { ctxOf, type MarkdownFileContext } from '../context.js';
import { nodePlace } from '../place.js';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string };
}

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: JsxAttribute[];
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);
const KEPT = new Set<string>(['title', 'meta', 'link', 'script', 'style', 'html', 'body']);

/**
 * `<head>…</head>` in an MDX page, as Docusaurus reads it: its children go to the document head
 * (`ctx.head`), where they replace the theme's tags of the same key; the element leaves the
 * content. `<title>`, `<meta>`, `<link>`, `<script>` (its `src`, or its code as text) and `<style>` (its CSS as
 * text) with literal attributes are kept, and `<html>` and `<body>`, whose attributes the page's
 * document elements get (`className` as `class`, as react-helmet sets them); anything else is an
 * UnsupportedHeadElement warning at its line, never written into the article.
 */
export function remarkMdxHead() {
  return (tree: Node, file: VFile) => {
    const ctx = ctxOf(file);
    const visit = (parent: Node) => {
      if (!parent.children) return;
      parent.children = parent.children.filter((node) => {
        if (JSX.has(node.type) && node.name === 'head') {
          (ctx.head ??= []).push(...tagsOf(node, ctx, tree));
          return false;
        }
        visit(node);
        return true;
      });
    };
    visit(tree);
  };
}

/**
 * remarkMdxHead once more, after a site's remark plugins, for the `<head>` they add: a function of
 * its own, as unified attaches a plugin given twice only once.
 */
export function remarkMdxHeadAdded() {
  return remarkMdxHead();
}

function tagsOf(head: Node, ctx: MarkdownFileContext, tree: Node): HeadTag[] {
  const tags: HeadTag[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === 'paragraph') walk(node.children ?? []);
      else if (node.type === 'text' && !node.value?.trim()) continue;
      else if (JSX.has(node.type) && node.name && KEPT.has(node.name)) {
        const tag = tagOf(node, ctx, tree);
        if (tag) tags.push(tag);
      } else if (node.type !== 'mdxFlowExpression' || node.value?.trim())
        unsupported(ctx, tree, node, `${describe(node)} is not written into the document head`);
    }
  };
  walk(head.children ?? []);
  return tags;
}

function tagOf(node: Node, ctx: MarkdownFileContext, tree: Node): HeadTag | undefined {
  const attributes: Record<string, string> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      unsupported(
        ctx,
        tree,
        node,
        `<${node.name}> has a spread attribute: its tag is not written into the document head`,
      );
      return undefined;
    }
    if (attribute.value !== null && typeof attribute.value === 'object') {
      unsupported(
        ctx,
        tree,
        node,
        `<${node.name} ${attribute.name}={…}>: an expression is not evaluated for the document head; the tag is left out`,
      );
      return undefined;
    }
    attributes[attribute.name] = attribute.value ?? '';
  }
  const name = node.name as HeadTag['tag'];
  if (name === 'meta' || name === 'link') return { tag: name, attributes };
  if (name === 'html' || name === 'body') return documentTag(name, attributes, node, ctx, tree);
  let text = '';
  const read = (children: Node[]): boolean =>
    children.every((child) => {
      // `{`…`}`: the way to write code with braces in MDX, a template literal without `${`.
      const literal = child.type.startsWith('mdx') && /^\s*`([^`$\\]*)`\s*$/.exec(child.value ?? '');
      if (child.type === 'text') text += child.value ?? '';
      else if (child.type === 'paragraph') return read(child.children ?? []);
      else if ((child.type === 'mdxTextExpression' || child.type === 'mdxFlowExpression') && literal)
        text += literal[1];
      else return false;
      return true;
    });
  if (!read(node.children ?? [])) {
    unsupported(ctx, tree, node, `<${name}> holds more than text: it is not written into the document head`);
    return undefined;
  }
  if (name === 'title') return { tag: 'title', attributes, text: text.trim() };
  return { tag: name, attributes, ...(text.trim() ? { text: text.trim() } : {}) };
}

/** `<html className="x" />`: the element's attributes as HTML names them; one with content is left out. */
function documentTag(
  name: 'html' | 'body',
  written: Record<string, string>,
  node: Node,
  ctx: MarkdownFileContext,
  tree: Node,
): HeadTag | undefined {
  if (node.children?.some((child) => child.type !== 'text' || child.value?.trim())) {
    unsupported(
      ctx,
      tree,
      node,
      `<${name}> holds content, which has no place in the document's <${name}>: it is left out`,
    );
    return undefined;
  }
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(written)) attributes[key === 'className' ? 'class' : key] = value;
  return { tag: name, attributes };
}

function describe(node: Node): string {
  if (JSX.has(node.type)) return node.name ? `<${node.name}>` : 'a fragment';
  return node.type === 'text' ? `the text "${node.value?.trim()}"` : `a ${node.type}`;
}

function unsupported(ctx: MarkdownFileContext, tree: Node, node: Node, message: string): void {
  ctx.diagnostics.push({
    name: 'UnsupportedHeadElement',
    severity: 'warning',
    message: `In <head>: ${message}.`,
    file: ctx.relFile,
    ...nodePlace(ctx, tree, node),
    why: "docgen writes a page's <title>, <meta>, <link>, <script> and <style> elements with literal attributes into the document head, replacing its own tags of the same kind, and sets the attributes of an empty <html> or <body> on the document's; other elements are not written.",
    fix: 'keep <title>, <meta>, <link>, <script> and <style> in <head>, with attributes written as strings and text (or a {`…`} template) inside, and <html> and <body> empty; for anything else, use a theme override (docs/guide/theme-overrides.md).',
  });
}
