import type { Element, ElementContent, Root } from 'hast';
import { hastToString, toHtml } from '../vendor/unified.js';
import type { MdxNode } from './nodes.js';

/** One heading of the `toc` an MDX page exports, in Docusaurus' shape (`value` is HTML). */
export interface TocExportItem {
  value: string;
  id: string;
  level: number;
}

const LEVELS: Record<string, number> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/**
 * `export const toc = [{ value, id, level }, …]`: every h2–h6 of the page with its id, as
 * Docusaurus' MDX loader exports it, so `<TOCInline toc={toc} />` (and `toc.slice(2)`) work.
 * Runs before the anchors are added to the headings; a file that exports its own `toc` keeps it.
 */
export function rehypeTocExport() {
  return (tree: Root) => {
    const children = tree.children as unknown as MdxNode[];
    if (children.some(declaresToc)) return;
    const items: TocExportItem[] = [];
    const visit = (nodes: readonly ElementContent[] | readonly MdxNode[]) => {
      for (const node of nodes as readonly MdxNode[]) {
        if (node.type === 'element') {
          const element = node as unknown as Element;
          const level = LEVELS[element.tagName];
          const id = element.properties.id;
          if (level !== undefined && typeof id === 'string' && id) {
            items.push({ value: headingHtml(element), id, level });
            continue;
          }
        }
        if (Array.isArray(node.children)) visit(node.children);
      }
    };
    visit(children);
    children.unshift({ type: 'mdxjsEsm', value: '', data: { estree: tocProgram(items) as never } });
  };
}

function declaresToc(node: MdxNode): boolean {
  if (node.type !== 'mdxjsEsm') return false;
  return (node.data?.estree?.body ?? []).some((statement) => {
    const declaration = (statement as { declaration?: { declarations?: { id?: { name?: string } }[] } }).declaration;
    const specifiers = (statement as { specifiers?: { exported?: { name?: string } }[] }).specifiers ?? [];
    return (
      declaration?.declarations?.some((d) => d.id?.name === 'toc') === true ||
      specifiers.some((s) => s.exported?.name === 'toc')
    );
  });
}

/** The heading's content as HTML when it is plain HTML, else its text (escaped). */
function headingHtml(element: Element): string {
  const plain = (nodes: readonly ElementContent[]): boolean =>
    nodes.every((n) => n.type === 'text' || (n.type === 'element' && plain(n.children)));
  if (plain(element.children)) return toHtml({ type: 'root', children: element.children });
  return toHtml({ type: 'text', value: hastToString(element) });
}

const literal = (value: string | number) => ({ type: 'Literal', value, raw: JSON.stringify(value) });
const property = (name: string, value: string | number) => ({
  type: 'Property',
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
  key: { type: 'Identifier', name },
  value: literal(value),
});

/** The estree of `export const toc = [...]`. */
function tocProgram(items: readonly TocExportItem[]) {
  return {
    type: 'Program',
    sourceType: 'module',
    comments: [],
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name: 'toc' },
              init: {
                type: 'ArrayExpression',
                elements: items.map((item) => ({
                  type: 'ObjectExpression',
                  properties: [property('value', item.value), property('id', item.id), property('level', item.level)],
                })),
              },
            },
          ],
        },
      },
    ],
  };
}
