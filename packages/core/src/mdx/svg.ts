import type { Element, ElementContent } from 'hast';
import { s } from 'hastscript';
import { toEstree } from 'hast-util-to-estree';
import { jsx, toJs } from 'estree-util-to-js';
import { Parser } from 'htmlparser2';

/** Where an SVG file is not well-formed, and what is wrong there. */
export interface SvgFault {
  message: string;
  line: number;
  column: number;
}

/** Namespaces React knows on SVG attributes; others (an editor's: inkscape, sodipodi) are dropped. */
const KEPT_PREFIXES = new Set(['xlink', 'xml', 'xmlns']);
/** Text children kept as they are: whitespace is the content there. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'style', 'title', 'desc']);

/**
 * An SVG file as an ES module whose default export is a React component, as Docusaurus' SVGR
 * gives it: the file's elements inline, attributes under React's names (`stroke-width` →
 * `strokeWidth`, `class` → `className`, `style` an object), and the component's props spread on
 * the `<svg>` root, after its own attributes (`<Logo className="x" style={{…}} />`). Comments,
 * the XML declaration and editors' namespaced elements and attributes are left out. The `title`
 * and `titleId` props are SVGR's `titleProp` (on in Docusaurus): a `<title>` element, not an
 * attribute, see `withTitleProp`.
 */
export function svgComponentModule(text: string): { code: string } | { fault: SvgFault } {
  const parsed = parseSvg(text);
  if ('fault' in parsed) return parsed;
  const program = toEstree(parsed.root, {
    space: 'svg',
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  });
  const statement = program.body[0];
  if (statement?.type !== 'ExpressionStatement' || statement.expression.type !== 'JSXElement')
    return { fault: { message: 'it has no <svg> element.', line: 1, column: 1 } };
  withTitleProp(statement.expression);
  statement.expression.openingElement.attributes.push({
    type: 'JSXSpreadAttribute',
    argument: { type: 'Identifier', name: 'props' },
  });
  const element = toJs(program, { handlers: jsx }).value.trim().replace(/;$/, '');
  return {
    code: `export default function SvgComponent({ title, titleId, ...props }) {\n  return ${element};\n}\n`,
  };
}

type Statement = Extract<ReturnType<typeof toEstree>['body'][number], { type: 'ExpressionStatement' }>;
type JsxElement = Extract<Statement['expression'], { type: 'JSXElement' }>;
type JsxExpression = Extract<JsxElement['children'][number], { type: 'JSXExpressionContainer' }>['expression'];

const identifier = (name: string) => ({ type: 'Identifier' as const, name });
const name = (value: string) => ({ type: 'JSXIdentifier' as const, name: value });
const idAttribute = () => ({
  type: 'JSXAttribute' as const,
  name: name('id'),
  value: { type: 'JSXExpressionContainer' as const, expression: identifier('titleId') },
});

/**
 * SVGR's `titleProp`, as Docusaurus sets it: `<Logo title="Home" />` puts `<title>Home</title>`
 * first in the `<svg>` (or in place of the file's own top-level `<title>`, which stays when no
 * title is given), `titleId` is that element's id and the root's `aria-labelledby`, and an empty
 * title removes it. Without this, `title` would land on `<svg>` as an attribute, which gives an
 * SVG no accessible name.
 */
function withTitleProp(root: JsxElement): void {
  const given: JsxExpression = {
    type: 'ConditionalExpression',
    test: identifier('title'),
    consequent: {
      type: 'JSXElement',
      openingElement: {
        type: 'JSXOpeningElement',
        name: name('title'),
        attributes: [idAttribute()],
        selfClosing: false,
      },
      closingElement: { type: 'JSXClosingElement', name: name('title') },
      children: [{ type: 'JSXExpressionContainer', expression: identifier('title') }],
    },
    alternate: { type: 'Literal', value: null, raw: 'null' },
  };
  const own = root.children.findIndex(
    (child) =>
      child.type === 'JSXElement' &&
      child.openingElement.name.type === 'JSXIdentifier' &&
      child.openingElement.name.name === 'title',
  );
  const ownTitle = root.children[own];
  if (ownTitle?.type === 'JSXElement') {
    const opening = ownTitle.openingElement;
    opening.attributes = [
      ...opening.attributes.filter((a) => !(a.type === 'JSXAttribute' && a.name.name === 'id')),
      idAttribute(),
    ];
    root.children[own] = {
      type: 'JSXExpressionContainer',
      expression: {
        type: 'ConditionalExpression',
        test: {
          type: 'BinaryExpression',
          operator: '===',
          left: identifier('title'),
          right: identifier('undefined'),
        },
        consequent: ownTitle,
        alternate: given,
      },
    };
  } else root.children.unshift({ type: 'JSXExpressionContainer', expression: given });
  // An empty `<svg …/>` is written self-closing: with the title child it needs its closing tag.
  if (root.openingElement.selfClosing) {
    root.openingElement.selfClosing = false;
    root.closingElement = { type: 'JSXClosingElement', name: root.openingElement.name };
  }
  root.openingElement.attributes.push({
    type: 'JSXAttribute',
    name: name('aria-labelledby'),
    value: { type: 'JSXExpressionContainer', expression: identifier('titleId') },
  });
}

interface Open {
  name: string;
  attributes: Record<string, string>;
  children: ElementContent[];
  at: number;
}

function parseSvg(text: string): { root: Element } | { fault: SvgFault } {
  const top: ElementContent[] = [];
  const stack: Open[] = [];
  let fault: { message: string; at: number } | undefined;
  const children = () => stack.at(-1)?.children ?? top;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        stack.push({ name, attributes, children: [], at: parser.startIndex });
      },
      ontext(value) {
        const open = stack.at(-1);
        if (!open || (!value.trim() && !TEXT_ELEMENTS.has(open.name))) return;
        // htmlparser2 gives text in pieces (around an entity): one text node, as written.
        const last = open.children.at(-1);
        if (last?.type === 'text') last.value += value;
        else open.children.push({ type: 'text', value });
      },
      onclosetag(_name, implied) {
        const open = stack.pop();
        if (!open) return;
        // htmlparser2 calls a self-closed element's close implied too: it ends at its `/>`.
        const selfClosed = text[parser.endIndex] === '>' && text[parser.endIndex - 1] === '/';
        if (implied && !selfClosed && !fault) fault = { message: `<${open.name}> is not closed.`, at: open.at };
        if (open.name.includes(':')) return;
        const kept = Object.fromEntries(
          Object.entries(open.attributes).filter(([key]) => {
            const prefix = /^([^:]+):/.exec(key)?.[1];
            return !prefix || (KEPT_PREFIXES.has(prefix) && !(prefix === 'xmlns' && key !== 'xmlns:xlink'));
          }),
        );
        children().push(s(open.name, kept, open.children));
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  const elements = top.filter((n): n is Element => n.type === 'element');
  const root = elements[0];
  if (!fault && (elements.length !== 1 || root?.tagName !== 'svg'))
    fault = {
      message:
        elements.length === 0
          ? 'it has no <svg> element.'
          : `its root must be one <svg> element, not ${elements.map((e) => `<${e.tagName}>`).join(', ')}.`,
      at: Math.max(0, text.search(/<[A-Za-z]/)),
    };
  if (fault || !root) {
    const at = fault?.at ?? 0;
    const before = text.slice(0, at);
    return {
      fault: {
        message: fault?.message ?? 'it has no <svg> element.',
        line: before.split('\n').length,
        column: at - before.lastIndexOf('\n'),
      },
    };
  }
  return { root };
}
