import type { Element, ElementContent, Root as HastRoot, Properties } from 'hast';
import type {
  BlockContent,
  Definition,
  Heading,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
  Text,
} from 'mdast';
import { remarkGfm, remarkParse, remarkRehype, unified } from '@docgen/markdown/unified';
import { raw } from 'hast-util-raw';
import { CODE_MARK } from './anchors.js';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';

/**
 * An mdast node that remark-rehype turns into the element named by `data.hName`, with
 * `data.hProperties`, and either its mdast children or the ready-made hast of `data.hChildren`.
 */
export interface ElementNode {
  type: 'dgApiElement';
  data: { hName: string; hProperties?: Properties; hChildren?: ElementContent[] };
  children: RootContent[];
}

/** Typed as mdast content so it can sit anywhere in the tree. */
export type Md = RootContent;

/** An element whose children are mdast (converted by remark-rehype like the rest of the page). */
export function el(tagName: string, properties: Properties, children: Md[]): Md {
  const node: ElementNode = { type: 'dgApiElement', data: { hName: tagName, hProperties: properties }, children };
  return node as unknown as Md;
}

/** A ready-made hast element (built with hastscript) placed in the mdast tree. */
export function hast(element: Element): Md {
  const node: ElementNode = {
    type: 'dgApiElement',
    data: { hName: element.tagName, hProperties: element.properties, hChildren: element.children },
    children: [],
  };
  return node as unknown as Md;
}

export function text(value: string): Text {
  return { type: 'text', value };
}

export function paragraph(children: PhrasingContent[], className?: string): Paragraph {
  return className
    ? { type: 'paragraph', children, data: { hProperties: { className: [className] } } as Paragraph['data'] }
    : { type: 'paragraph', children };
}

export function heading(depth: number, id: string, value: string): Heading {
  return {
    type: 'heading',
    depth: Math.min(6, Math.max(1, depth)) as Heading['depth'],
    children: [text(value)],
    data: { hProperties: { id } } as Heading['data'],
  };
}

/**
 * A table. With `className`, each body cell bears its column's label (`data-label`), which a
 * narrow screen shows beside the value when the theme stacks the rows (a parameter a block).
 */
export function table(header: string[], rows: PhrasingContent[][][], className?: string): Table {
  const row = (cells: PhrasingContent[][], labelled: boolean): TableRow => ({
    type: 'tableRow',
    children: cells.map(
      (c, i): TableCell => ({
        type: 'tableCell',
        children: c,
        ...(labelled ? { data: { hProperties: { dataLabel: header[i] } } as TableCell['data'] } : {}),
      }),
    ),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [
      row(
        header.map((h) => [text(h)]),
        false,
      ),
      ...rows.map((r) => row(r, className !== undefined)),
    ],
    ...(className ? { data: { hProperties: { className: [className] } } as Table['data'] } : {}),
  };
}

const parser = unified().use(remarkParse).use(remarkGfm);
const cache = new Map<string, Root>();
/** Parsed descriptions a thread keeps: a vendor's document has tens of thousands. */
const CACHE_LIMIT = 5000;

/**
 * One line of prose with nothing markdown or GFM would read (emphasis, code, links, HTML,
 * entities, autolinks, lists, headings…): most property descriptions. Its tree is a paragraph of
 * its text, made without the parser (a third of a large document's build went to parsing them).
 */
const PLAIN = /^(?![\d]+[.)]\s|[-+=]\s?|\s)[^*_`#<>|[\]!~\\&\n\r]*$/;
const AUTOLINK = /https?:|www\.|@|::/i;

/** A description's markdown tree (without positions), parsed like the pages (exported for its test). */
export function parse(markdown: string): Root {
  if (PLAIN.test(markdown) && !AUTOLINK.test(markdown))
    return { type: 'root', children: [{ type: 'paragraph', children: [text(markdown)] }] };
  let tree = cache.get(markdown);
  if (!tree) {
    tree = parser.parse(markdown) as Root;
    stripPositions(tree);
    resolveReferences(tree);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(markdown, tree);
  }
  return structuredClone(tree);
}

type Parent = { type: string; children?: Parent[] } & Record<string, unknown>;

/**
 * A description's reference links (`[paginated][1]` with `[1]: /logs/guide/paging` below it) made
 * plain links to its own definitions, which are dropped: a page holds many descriptions, each
 * may define `[1]`, and the page's markdown would give every `[1]` the first one's target (and
 * leave the link unseen by the steps that check a document's links).
 */
function resolveReferences(tree: Root): void {
  const definitions = new Map<string, Definition>();
  const collect = (node: Parent) => {
    if (node.type === 'definition' && !definitions.has(node.identifier as string))
      definitions.set(node.identifier as string, node as unknown as Definition);
    for (const child of node.children ?? []) collect(child);
  };
  collect(tree as unknown as Parent);
  if (definitions.size === 0) return;
  const resolve = (node: Parent) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child): Parent[] => {
      if (child.type === 'definition') return [];
      const to = definitions.get(child.identifier as string);
      if (child.type === 'linkReference' && to)
        child = { type: 'link', url: to.url, title: to.title ?? null, children: child.children ?? [] };
      else if (child.type === 'imageReference' && to)
        child = { type: 'image', url: to.url, title: to.title ?? null, alt: child.alt ?? null };
      resolve(child);
      return [child];
    });
  };
  resolve(tree as unknown as Parent);
}

/**
 * A description's code blocks carry `CODE_MARK`, so that a fault of one (a language shiki does
 * not know) is told where the document writes it (`rehypeDocAnchors`), once, not on every page.
 */
function markCode(node: Parent): void {
  if (node.type === 'code') {
    const data = (node.data ?? {}) as { hProperties?: Record<string, unknown> };
    node.data = { ...data, hProperties: { ...data.hProperties, [CODE_MARK]: '' } };
  }
  for (const child of node.children ?? []) markCode(child);
}

function stripPositions(node: { position?: unknown; children?: unknown[] }): void {
  delete node.position;
  if (Array.isArray(node.children))
    for (const child of node.children) stripPositions(child as { position?: unknown; children?: unknown[] });
}

/**
 * Markdown of the document (descriptions) as mdast blocks, parsed like the pages (CommonMark +
 * GFM). Headings are moved below `minDepth` so they never compete with the page's own. HTML in
 * it (vendors' documents often introduce their API in HTML) is parsed and sanitized here: the
 * document is not the site's, and a tag left open must not swallow the rest of the page.
 */
export function markdownBlocks(markdown: string | undefined, minDepth = 4): Md[] {
  // A description is a string; one that is not (a `$ref` to a file that cannot be read, reported
  // by the checks) shows nothing rather than stopping the build.
  if (typeof markdown !== 'string' || !markdown.trim()) return [];
  const tree = parse(headingLineBreaks(markdown.trim()));
  if (hasHtml(tree)) return sanitizedBlocks(tree, minDepth);
  markCode(tree as unknown as Parent);
  const shift = (nodes: Md[]): Md[] =>
    nodes.map((n) =>
      n.type === 'heading' ? { ...n, depth: Math.min(6, n.depth + minDepth - 1) as Heading['depth'] } : n,
    );
  return shift(tree.children as Md[]);
}

/**
 * A description written on one line, its lines parted by `<br>` (Weaviate's: `# Introduction<br/>
 * Weaviate is… <br/> ### Base Path <br/>…`), is, in CommonMark, one heading holding all its text
 * and its `###` as written. A heading line's `<br>`s end the heading: what follows each is a line
 * of its own, a heading where it starts with `#`. Fenced code is left as written.
 */
function headingLineBreaks(markdown: string): string {
  if (!/<br\s*\/?>/i.test(markdown)) return markdown;
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === undefined || marker.startsWith(fence))) fence = fence === undefined ? marker : undefined;
      if (fence !== undefined || !/^ {0,3}#{1,6}[ \t]/.test(line)) return line;
      return line.replace(/[ \t]*<br\s*\/?>[ \t]*/gi, '\n\n');
    })
    .join('\n');
}

function hasHtml(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'html') return true;
  return (
    Array.isArray(node.children) && node.children.some((c) => hasHtml(c as { type: string; children?: unknown[] }))
  );
}

/** GitHub's rules (no scripts, styles, event handlers or `javascript:` links), styles dropped with their text. */
export const SANITIZE: Schema = { ...defaultSchema, strip: ['script', 'style', 'template'] };
const toHast = unified().use(remarkRehype, { allowDangerousHtml: true });

/** A description's HTML as the sanitizer gets it (`removedHtml` tells what it drops), or undefined when it has none. */
export function descriptionHast(markdown: string): HastRoot | undefined {
  const tree = parse(headingLineBreaks(markdown.trim()));
  return hasHtml(tree) ? (raw(toHast.runSync(tree) as HastRoot) as HastRoot) : undefined;
}

function sanitizedBlocks(tree: Root, minDepth: number): Md[] {
  const hastTree = sanitize(raw(toHast.runSync(tree) as HastRoot), SANITIZE) as HastRoot;
  const shift = (node: ElementContent | HastRoot) => {
    if (node.type === 'element') {
      const m = /^h([1-6])$/.exec(node.tagName);
      if (m) node.tagName = `h${Math.min(6, Number(m[1]) + minDepth - 1)}`;
    }
    if ('children' in node) for (const child of node.children) shift(child as ElementContent);
  };
  shift(hastTree);
  const mark = (node: ElementContent | HastRoot) => {
    if (node.type === 'element' && node.tagName === 'pre') node.properties[CODE_MARK] = '';
    if ('children' in node) for (const child of node.children) mark(child as ElementContent);
  };
  mark(hastTree);
  // Text and inline tags between blocks (`</p>Please visit <a href=…>the guide</a>.`) are one
  // paragraph, as a browser shows them: not a block each, and a link inside one is the text's.
  const out: Md[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type === 'element' || (n.type === 'text' && n.value.trim())))
      out.push(hast({ type: 'element', tagName: 'p', properties: {}, children: run }));
    run = [];
  };
  for (const child of hastTree.children) {
    if (child.type === 'text' || (child.type === 'element' && PHRASING.has(child.tagName))) run.push(child);
    else if (child.type === 'element') {
      flush();
      out.push(hast(child));
    }
  }
  flush();
  return out;
}

const PHRASING = new Set(
  'a abbr b bdi bdo br cite code del dfn em i img ins kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);

/** Phrasing without its HTML tags (their text stays): one-line places do not parse HTML. */
function withoutHtml(nodes: PhrasingContent[]): PhrasingContent[] {
  return nodes.flatMap((n): PhrasingContent[] => {
    if (n.type === 'html') return [];
    if ('children' in n && Array.isArray(n.children))
      return [{ ...n, children: withoutHtml(n.children as PhrasingContent[]) } as PhrasingContent];
    return [n];
  });
}

/** Markdown as phrasing content (table cells, one-line places): the paragraphs, one after the other. */
export function markdownInline(markdown: string | undefined): PhrasingContent[] {
  if (typeof markdown !== 'string' || !markdown.trim()) return [];
  const blocks = parse(markdown.trim()).children as Md[];
  const out: PhrasingContent[] = [];
  const add = (nodes: PhrasingContent[]) => {
    if (out.length > 0 && nodes.length > 0) out.push(text(' '));
    out.push(...nodes);
  };
  const visit = (node: BlockContent | Md) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell')
      add(withoutHtml(node.children as PhrasingContent[]));
    else if (node.type === 'code') add([{ type: 'inlineCode', value: node.value }]);
    else if (node.type === 'html') {
      const plain = node.value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (plain) add([text(plain)]);
    } else if ('children' in node && Array.isArray(node.children))
      for (const child of node.children as Md[]) visit(child);
  };
  for (const block of blocks) visit(block);
  return out;
}
