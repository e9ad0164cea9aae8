import type { ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { h, s } from '../vendor/unified.js';
import type { Mdx1Text } from './mdx1.js';
import { ELSE, IF, WHEN } from './mdx1-when.js';
import { type EstreeNode, isJsxElement, type JsxElement, type MdxNode, type Program } from './nodes.js';

/** hast-util-to-estree's `toEstree`, from the MDX compiler's module (loaded with it). */
type ToEstree = (tree: Root, options: { elementAttributeNameCase: 'react'; stylePropertyNameCase: 'dom' }) => unknown;

/** The rewrite of an MDX 1 file (`mdx1ToMdx3`), kept on its VFile for the steps below. */
export function setMdx1Text(file: VFile, text: Mdx1Text): void {
  file.data.mdx1 = text;
}

function mdx1TextOf(file: VFile): Mdx1Text | undefined {
  return file.data.mdx1 as Mdx1Text | undefined;
}

/**
 * Puts back the author's columns in the tree of a rewritten MDX 1 file (an escape or a `/` added
 * on a line moves what follows), so diagnostics point at the file as written. Offsets stay those
 * of the compiled text, which the steps that slice it read.
 */
export function remarkMdx1Columns() {
  return (tree: MdxNode, file: VFile) => {
    const text = mdx1TextOf(file);
    if (!text?.changed) return;
    const visit = (node: MdxNode) => {
      const position = node.position;
      if (position) {
        position.start.column = text.column(position.start.line, position.start.column);
        position.end.column = text.column(position.end.line, position.end.column);
      }
      for (const attribute of isJsxElement(node) ? node.attributes : []) {
        const at = attribute.position;
        if (!at) continue;
        at.start.column = text.column(at.start.line, at.start.column);
        at.end.column = text.column(at.end.line, at.end.column);
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}

/**
 * A line of text in an HTML element of a JSX block (`<p>` / `Run <a href="/x">this</a>.` / `</p>`)
 * was JSX text to MDX 1, in no paragraph; MDX 3 makes a paragraph of it, a `<p>` inside the `<p>`
 * or the `<summary>`. The paragraph of such lines only is replaced by its content.
 */
export function remarkMdx1JsxText() {
  return (tree: MdxNode, file: VFile) => {
    const lines = mdx1TextOf(file)?.jsxText;
    if (!lines || lines.size === 0) return;
    const visit = (node: MdxNode) => {
      const children = node.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        const at = child.position;
        if (child.type === 'paragraph' && isJsxElement(node) && at && onLines(lines, at.start.line, at.end.line)) {
          children.splice(i, 1, ...(child.children ?? []));
          i += (child.children?.length ?? 0) - 1;
        } else visit(child);
      }
    };
    visit(tree);
  };
}

function onLines(lines: ReadonlySet<number>, from: number, to: number): boolean {
  for (let line = from; line <= to; line++) if (!lines.has(line)) return false;
  return true;
}

/**
 * HTML elements written with HTML's attributes, as MDX 1 took them: `class`, `for`, `tabindex`,
 * `style="color: red"` become React's `className`, `htmlFor`, `tabIndex` and a style object (MDX 3
 * passes them as written, and React refuses a style string). An element whose attributes are all
 * strings becomes a hast element, which MDX's JSX output maps as it maps Markdown's own HTML;
 * one with an expression attribute keeps its JSX. SVG elements keep SVG's names (`viewBox`).
 */
export function rehypeMdx1Attributes() {
  return (tree: Root) => {
    const visit = (parent: { children: unknown[] }, svg: boolean) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i] as MdxNode;
        const inSvg = svg || (isJsxElement(node) && node.name === 'svg');
        if (isJsxElement(node) && needsHtmlNames(node)) {
          const properties: Record<string, string | boolean> = {};
          for (const a of node.attributes) properties[a.name!] = typeof a.value === 'string' ? a.value : true;
          const make = inSvg ? s : h;
          const element = make(node.name!, properties, []);
          element.children = node.children as unknown as ElementContent[];
          if (node.position) element.position = node.position;
          parent.children[i] = element;
        }
        if (Array.isArray(node.children)) visit(node as { children: unknown[] }, inSvg);
      }
    };
    visit(tree, false);
  };
}

/** A lowercase element with string attributes only, one of which React names otherwise. */
function needsHtmlNames(node: JsxElement): boolean {
  if (!node.name || !/^[a-z][a-z0-9-]*$/.test(node.name)) return false;
  let differs = false;
  for (const a of node.attributes) {
    if (
      a.type !== 'mdxJsxAttribute' ||
      !a.name ||
      (a.value !== null && a.value !== undefined && typeof a.value !== 'string')
    )
      return false;
    if (
      a.name === 'style' ||
      a.name === 'class' ||
      a.name === 'for' ||
      (/^[a-z]+$/.test(a.name) && REACT_CASE.has(a.name))
    )
      differs = true;
  }
  return differs;
}

/** HTML attributes React spells in camel case (`tabindex` → `tabIndex`). */
const REACT_CASE = new Set([
  'accesskey',
  'allowfullscreen',
  'autocomplete',
  'autofocus',
  'autoplay',
  'colspan',
  'contenteditable',
  'crossorigin',
  'datetime',
  'frameborder',
  'maxlength',
  'minlength',
  'novalidate',
  'readonly',
  'referrerpolicy',
  'rowspan',
  'spellcheck',
  'srcset',
  'tabindex',
  'usemap',
]);

/**
 * `<mdx1-when test={cond}>…</mdx1-when>` (written by `mdx1ToMdx3` for MDX 1's `{cond && <div>`
 * … `</div>}`) becomes the expression `{cond && <>…</>}`, and `<mdx1-if test={cond}>…</mdx1-if>`
 * with the `<mdx1-else>…</mdx1-else>` after it `{cond ? <>…</> : <>…</>}` (`: null` without
 * one), their Markdown compiled as JSX: what MDX 1 made of the JSX blocks around that Markdown.
 */
export function rehypeMdx1When(options: { toEstree: ToEstree }) {
  const fragment = (children: unknown): EstreeNode | undefined =>
    statement(
      options.toEstree(
        { type: 'root', children: children as Root['children'] },
        { elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' },
      ) as unknown as Program,
    );
  return (tree: Root) => {
    const visit = (parent: { children: unknown[] }) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i] as MdxNode;
        if (Array.isArray(node.children)) visit(node as { children: unknown[] });
        if (!isJsxElement(node) || (node.name !== WHEN && node.name !== IF)) continue;
        const test = node.attributes[0]?.value;
        const condition = typeof test === 'object' && test ? statement(test.data?.estree) : undefined;
        const consequent = condition && fragment(node.children);
        if (!consequent) continue;
        let expression: EstreeNode;
        if (node.name === WHEN)
          expression = { type: 'LogicalExpression', operator: '&&', left: condition, right: consequent } as EstreeNode;
        else {
          // The alternate is the next element but for white space between them.
          let next = i + 1;
          while (isBlank(parent.children[next] as MdxNode | undefined)) next++;
          const other = parent.children[next] as MdxNode | undefined;
          const otherwise = other && isJsxElement(other) && other.name === ELSE ? fragment(other.children) : undefined;
          if (otherwise) parent.children.splice(i + 1, next - i);
          expression = {
            type: 'ConditionalExpression',
            test: condition,
            consequent,
            alternate: otherwise ?? { type: 'Literal', value: null, raw: 'null' },
          } as EstreeNode;
        }
        parent.children[i] = {
          type: node.type === 'mdxJsxTextElement' ? 'mdxTextExpression' : 'mdxFlowExpression',
          value: '',
          data: {
            estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] },
          },
          position: node.position,
        };
      }
    };
    visit(tree);
  };
}

/** A text node of white space only (between two elements of a line). */
function isBlank(node: MdxNode | undefined): boolean {
  return node?.type === 'text' && typeof node.value === 'string' && node.value.trim() === '';
}

/** The expression of a program's last statement. */
function statement(program: Program | undefined): EstreeNode | undefined {
  const last = program?.body.at(-1);
  return last?.type === 'ExpressionStatement' ? (last.expression as EstreeNode) : undefined;
}
