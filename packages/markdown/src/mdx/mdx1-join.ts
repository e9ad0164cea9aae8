import type { ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import type { Mdx1Text } from './mdx1.js';
import { type EstreeNode, isJsxElement, type MdxNode, type Program } from './nodes.js';

/**
 * MDX 1 wrote a file's JSX blocks and the Markdown between them, compiled, one after the other into
 * its JSX, so a JSX block left inside an expression at an empty line went on after the Markdown:
 * `annotations={[{ description: <>` / Markdown / `</> }]} />` gave the fragment that Markdown.
 * MDX 3 reads no Markdown inside an expression. `mdx1ToMdx3` writes such a run as an element
 * holding its Markdown (`<mdx1-join n="i">` … `<mdx1-part />` … `</mdx1-join>`, the JSX's lines
 * left empty) and keeps the JSX as written (`Mdx1Join`); `rehypeMdx1Join` makes the JSX again, each
 * piece of Markdown, compiled, where it stood.
 */

export const JOIN = 'mdx1-join';
export const PART = 'mdx1-part';
/** The name of the stand-in for the i-th piece of Markdown in the joined JSX. */
const SEGMENT = 'mdx1-segment-';

/**
 * A run of JSX chunks MDX 1 joined: each chunk as written, its first line (1-based), and whether
 * Markdown stands between it and the next (else only empty lines in a template literal).
 */
export interface Mdx1Join {
  chunks: string[];
  lines: number[];
  segments: boolean[];
}

type ToEstree = (tree: Root, options: { elementAttributeNameCase: 'react'; stylePropertyNameCase: 'dom' }) => unknown;
/** An MDX 3 expression parsed by the MDX compiler: its program, or the error it made. */
export type ParseExpression = (text: string) => { program: Program } | { reason: string; line: number; column: number };

export function rehypeMdx1Join(options: { toEstree: ToEstree; parseExpression: ParseExpression }) {
  const fragment = (children: ElementContent[]): EstreeNode | undefined => {
    const program = options.toEstree(
      { type: 'root', children },
      { elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' },
    ) as Program;
    const last = program.body.at(-1);
    return last?.type === 'ExpressionStatement' ? (last.expression as EstreeNode) : undefined;
  };
  return (tree: Root, file: VFile) => {
    const joins = (file.data.mdx1 as Mdx1Text | undefined)?.joins ?? [];
    if (joins.length === 0) return;
    const visit = (parent: { children: unknown[] }) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i] as MdxNode;
        if (Array.isArray(node.children)) visit(node as { children: unknown[] });
        if (!isJsxElement(node) || node.name !== JOIN) continue;
        const n = node.attributes[0]?.value;
        const join = typeof n === 'string' ? joins[Number(n)] : undefined;
        if (!join) continue;
        // The Markdown between the chunks: the element's children, split at its parts.
        const segments: ElementContent[][] = [[]];
        for (const child of node.children as ElementContent[]) {
          if (isJsxElement(child as MdxNode) && (child as MdxNode).name === PART) segments.push([]);
          else segments.at(-1)!.push(child);
        }
        const expression = joinedExpression(join, file, options.parseExpression);
        replaceSegments(expression, (k) => fragment(segments[k] ?? []));
        parent.children[i] = {
          type: 'mdxFlowExpression',
          value: '',
          data: {
            estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] },
          },
          position: node.position,
        };
      }
    };
    visit(tree as unknown as { children: unknown[] });
  };
}

/**
 * The JSX of a join, parsed with a stand-in element for each piece of Markdown (MDX 1 wrote each
 * on lines of its own). An error is the file's, at its line: MDX 1's Babel refused it too.
 */
function joinedExpression(join: Mdx1Join, file: VFile, parse: ParseExpression): EstreeNode {
  // The file's line of each line of the text parsed.
  const lineOf: number[] = [];
  let text = '';
  for (const [k, chunk] of join.chunks.entries()) {
    const count = chunk.split('\n').length;
    for (let l = 0; l < count; l++) lineOf.push(join.lines[k]! + l);
    text += chunk;
    if (k < join.chunks.length - 1 && join.segments[k]) {
      text += `\n<${SEGMENT}${k} />\n`;
      lineOf.push(join.lines[k]! + count);
    } else if (k < join.chunks.length - 1) text += '\n';
  }
  // MDX 3 takes up to two columns of indent off each line of an expression (MDX 1 kept a template
  // literal's text as written): two spaces before each line are what it takes off.
  const parsed = parse(`{${text.split('\n').join('\n  ')}}`);
  if ('reason' in parsed) {
    const line = lineOf[parsed.line - 1] ?? join.lines[0]!;
    return file.fail(parsed.reason, { line, column: Math.max(1, parsed.column - (parsed.line === 1 ? 1 : 2)) });
  }
  const statement = parsed.program.body.at(-1);
  const expression = statement?.type === 'ExpressionStatement' ? (statement.expression as EstreeNode) : undefined;
  if (!expression) return file.fail('Expected an expression', { line: join.lines[0]!, column: 1 });
  relocate(expression, lineOf);
  return expression;
}

/** Puts the file's lines in the locations of the parsed nodes; their offsets are the parsed text's. */
function relocate(node: unknown, lineOf: number[]): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) relocate(item, lineOf);
    return;
  }
  const record = node as Record<string, unknown> & { loc?: { start: { line: number }; end: { line: number } } };
  if (record.loc) {
    record.loc.start.line = lineOf[record.loc.start.line - 1] ?? record.loc.start.line;
    record.loc.end.line = lineOf[record.loc.end.line - 1] ?? record.loc.end.line;
  }
  delete record.start;
  delete record.end;
  delete record.range;
  for (const [key, value] of Object.entries(record))
    if (key !== 'loc' && typeof value === 'object') relocate(value, lineOf);
}

/** Replaces each stand-in element (`<mdx1-segment-k />`) with what `segment(k)` gives. */
function replaceSegments(node: unknown, segment: (k: number) => EstreeNode | undefined): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    const items = Array.isArray(value) ? value : [value];
    for (const [k, item] of items.entries()) {
      const k2 = standIn(item);
      if (k2 === undefined) {
        replaceSegments(item, segment);
        continue;
      }
      const replacement = segment(k2) ?? EMPTY();
      if (Array.isArray(value)) value[k] = replacement;
      else record[key] = replacement;
    }
  }
}

/** `<></>`, what a piece of Markdown with nothing in it gives. */
const EMPTY = (): EstreeNode =>
  ({
    type: 'JSXFragment',
    openingFragment: { type: 'JSXOpeningFragment', attributes: [], selfClosing: false },
    closingFragment: { type: 'JSXClosingFragment' },
    children: [],
  }) as unknown as EstreeNode;

/** The number of a stand-in element, or undefined for any other node. */
function standIn(node: unknown): number | undefined {
  const element = node as { type?: string; openingElement?: { name?: { type?: string; name?: string } } };
  const name = element?.type === 'JSXElement' ? element.openingElement?.name : undefined;
  if (name?.type !== 'JSXIdentifier' || !name.name?.startsWith(SEGMENT)) return undefined;
  return Number(name.name.slice(SEGMENT.length));
}

/** The MDX compiler's `createProcessor`, as far as parsing goes. */
type CreateProcessor = (options: { format: 'mdx' }) => { parse(text: string): unknown };

/**
 * Parses an expression (`{…}`) as MDX 3 does, with the compiler's own acorn: a processor made once,
 * at the first join.
 */
export function expressionParser(createProcessor: CreateProcessor): ParseExpression {
  let processor: ReturnType<CreateProcessor> | undefined;
  return (text) => {
    processor ??= createProcessor({ format: 'mdx' });
    try {
      const root = processor.parse(text) as { children: MdxNode[] };
      const node = root.children[0];
      const program = node?.type === 'mdxFlowExpression' ? (node.data?.estree as Program | undefined) : undefined;
      if (program && root.children.length === 1) return { program };
      return { reason: 'Expected one JSX element or expression', line: 1, column: 1 };
    } catch (error) {
      const e = error as { reason?: string; line?: number; column?: number };
      if (e.reason === undefined) throw error;
      return { reason: e.reason, line: e.line ?? 1, column: e.column ?? 1 };
    }
  };
}
