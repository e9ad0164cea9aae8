/** The few shapes of MDX's syntax trees docgen's MDX steps read (mdast-util-mdx, estree). */
export interface Point {
  line: number;
  column: number;
  offset?: number;
}

export interface Position {
  start: Point;
  end: Point;
}

export interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string; data?: { estree?: Program } };
  position?: Position;
}

export interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: MdxNode[];
  position?: Position;
}

export interface MdxNode {
  type: string;
  value?: string;
  children?: MdxNode[];
  position?: Position;
  data?: { estree?: Program; meta?: string };
  [key: string]: unknown;
}

export interface Program {
  type: 'Program';
  body: EstreeNode[];
}

export interface EstreeNode {
  type: string;
  source?: { type: 'Literal'; value: string; raw?: string; loc?: { start: Point } } | null;
  specifiers?: { type: string; local: { name: string } }[];
  expression?: EstreeNode;
  value?: unknown;
  quasis?: { value: { cooked?: string | null; raw: string } }[];
  expressions?: unknown[];
  loc?: { start: Point };
}

export const isJsxElement = (node: { type: string }): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** The string a JSX attribute holds when it is a literal (`a="x"`, `a={'x'}`, `` a={`x`} ``), else undefined. */
export function literalAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  if (typeof attribute.value === 'string') return attribute.value;
  if (attribute.value === null || attribute.value === undefined) return undefined;
  const statement = attribute.value.data?.estree?.body[0];
  return statement?.type === 'ExpressionStatement' && statement.expression
    ? literalString(statement.expression)
    : undefined;
}

/** A string literal or a template literal without `${}`: its text. */
export function literalString(node: EstreeNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions?.length === 0)
    return node.quasis?.map((q) => q.value.cooked ?? q.value.raw).join('');
  return undefined;
}

/** Whether a JSX attribute is present (`showLineNumbers`, `open`), whatever its value. */
export function hasAttribute(element: JsxElement, name: string): boolean {
  return element.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** Sets a JSX attribute to a string literal. */
export function setAttribute(element: JsxElement, name: string, value: string): void {
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (attribute) attribute.value = value;
}

/** Removes a JSX attribute. */
export function removeAttribute(element: JsxElement, name: string): void {
  element.attributes = element.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === name));
}

/** `{ key: "value" }` as an estree object expression (a value MDX pages are given in place of another). */
export function stringObject(key: string, value: string) {
  return {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: key },
        value: { type: 'Literal', value, raw: JSON.stringify(value) },
      },
    ],
  };
}
