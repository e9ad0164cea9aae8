import type { VFile } from 'vfile';
import { ctxOf, fileLine } from '../context.js';
import { type EstreeNode, isJsxElement, type JsxAttribute, type MdxNode, type Point } from './nodes.js';
import { type ImportSpecifier, importNode, mentions, type PageImport, pageImportOf } from './page-imports.js';

/** A component the page declares (`export const Highlight = …`) that needs the browser. */
export interface PageComponent {
  /** The exported name. */
  name: string;
  /** Its declaration as written, `export` keyword included. */
  declaration: string;
  /** The page's other top-level declarations it reaches (as written), in page order. */
  locals: string[];
  /** The page's imports it (or those declarations) names. */
  imports: PageImport[];
  /** Its first and last lines in the file. */
  line: number;
  endLine: number;
}

interface Statement extends EstreeNode {
  start?: number;
  end?: number;
  loc?: { start: Point; end: Point };
  declaration?:
    | (EstreeNode & { id?: { name?: string }; declarations?: { id?: { type: string; name?: string } }[] })
    | null;
  specifiers?: ImportSpecifier[];
}

/**
 * What a declaration does only in a browser: an event handler prop or a state or effect hook.
 * A cheap first look; the component's bundle is read again to decide whether it hydrates.
 */
const BROWSER_CODE =
  /\bon[A-Z][A-Za-z]*\s*[=:]|\buse(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore|Transition)\s*\(|\bthis\.setState\s*\(|\bcomponentDidMount\b/;

/**
 * Components an MDX page declares itself, and elements it gives a handler,, as Docusaurus' tutorial does (`export const Highlight
 * = ({children}) => <span onClick={…}>…`): in Docusaurus the whole page hydrates, so their
 * handlers and state work. Docgen renders a page on the server only, so each such component
 * that needs the browser becomes a site component of its own (`MarkdownFileContext.pageComponent`
 * writes it with the page's imports and declarations it uses) and the page imports it under the
 * same name: it hydrates as an island, like an imported one.
 */
export function remarkMdxPageComponents() {
  return (tree: { children: MdxNode[] }, file: VFile) => {
    const ctx = ctxOf(file);
    const make = ctx.pageComponent;
    if (!make) return;
    const text = String(file.value);
    const imports: PageImport[] = [];
    const declared = new Map<string, { text: string; order: number }>();
    const candidates: { statement: Statement; body: EstreeNode[]; name: string; text: string }[] = [];
    // Declarations whose value holds a function (`export const columns = [{ Cell: ({ cell }) => … }]`).
    const functional = new Set<string>();
    let order = 0;
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
      const body = node.data.estree.body as Statement[];
      for (const statement of body) {
        const source = sourceOf(text, statement);
        if (statement.type === 'ImportDeclaration' && typeof statement.source?.value === 'string') {
          for (const s of statement.specifiers ?? []) imports.push(pageImportOf(statement.source.value, s));
          continue;
        }
        const names = declaredNames(statement);
        if (source === undefined || names.length === 0) continue;
        for (const name of names) declared.set(name, { text: source, order: order++ });
        for (const d of statement.declaration?.declarations ?? []) {
          const init = (d as { init?: EstreeNode }).init;
          // A component (`export const Badge = () => …`) is not data holding a function: it has its own path.
          const isFunction = init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression';
          if (d.id?.name && !isFunction && holdsFunction(init, functional)) functional.add(d.id.name);
        }
        const [only] = names;
        if (
          names.length === 1 &&
          statement.type === 'ExportNamedDeclaration' &&
          /^[A-Z]/.test(only!) &&
          BROWSER_CODE.test(source)
        )
          candidates.push({ statement, body, name: only!, text: source });
      }
    }
    const added: MdxNode[] = [];
    for (const candidate of candidates) {
      const reached = reachedDeclarations(candidate.name, candidate.text, declared);
      const code = [candidate.text, ...reached].join('\n');
      const specifier = make({
        name: candidate.name,
        declaration: candidate.text,
        locals: reached,
        imports: imports.filter((i) => mentions(code, i.local)),
        line: fileLine(ctx, candidate.statement.loc?.start.line),
        endLine: fileLine(ctx, candidate.statement.loc?.end.line),
      });
      if (specifier === undefined) continue;
      // The page keeps its export (another page may import it), now of the imported component.
      const at = candidate.body.indexOf(candidate.statement);
      candidate.body.splice(at, 1, exportOf(candidate.name));
      added.push(importNode(candidate.name, specifier));
    }
    // Elements of the page given a handler (`<button onClick={…}>Click me!</button>`), and
    // components given a function written in the page (`<DocSearch hitComponent={({ hit }) => …} />`),
    // which cannot travel to the browser as a prop: the element becomes a component whose
    // children the page still renders, as MDX, and which hydrates when it needs the browser.
    let elements = 0;
    const visit = (parent: MdxNode) => {
      for (const [i, node] of (parent.children ?? []).entries()) {
        if (node.type !== 'mdxjsEsm') visit(node);
        if (!isJsxElement(node) || !node.name) continue;
        const component = /^[A-Z]|\./.test(node.name);
        if (!node.attributes.some((a) => isHandler(a) || (component && isFunctionProp(a, functional)))) continue;
        // A component the page neither imports nor declares is a name of the MDX component map,
        // which only the page's provider gives: a module of its own could not name it.
        const root = node.name.split('.')[0]!;
        if (component && !imports.some((i) => i.local === root) && !declared.has(root)) continue;
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        if (start === undefined || end === undefined) continue;
        const first = node.children[0]?.position?.start.offset;
        const opening = text.slice(start, first ?? end);
        if (first !== undefined && !/>\s*$/.test(opening)) continue;
        const local = `DocgenPageElement${elements++}`;
        const element = first === undefined ? opening : `${opening}{children}</${node.name}>`;
        const declaration = `export function ${local}({ children }) {\n  return (\n${element}\n  );\n}`;
        // An element naming what MDX gives the page alone (`toc`, `frontMatter`) stays the page's: a module cannot name it.
        const scope = [...element.matchAll(PAGE_SCOPE)].map((m) => m[2]!);
        if (scope.some((n) => !declared.has(n) && !imports.some((imp) => imp.local === n))) continue;
        const reached = reachedDeclarations(local, element, declared);
        const specifier = make({
          name: local,
          declaration,
          locals: reached,
          imports: imports.filter((imp) => mentions([element, ...reached].join('\n'), imp.local)),
          line: fileLine(ctx, node.position?.start.line),
          endLine: fileLine(ctx, node.position?.end.line),
        });
        if (specifier === undefined) continue;
        parent.children![i] = { ...node, name: local, attributes: [] } as MdxNode;
        added.push(importNode(local, specifier));
      }
    };
    visit(tree as MdxNode);
    tree.children.unshift(...added);
  };
}

/**
 * Names MDX gives a page's expressions (Docusaurus' exports of the page, MDX's `props`), as names
 * and not as attributes (`toc={…}`) or members (`x.toc`).
 */
const PAGE_SCOPE = /(^|[^\w$.-])(toc|frontMatter|metadata|contentTitle|assets|props)(?![\w$-]|\s*=[^=>])/g;

/** An event handler given as an expression (`onClick={…}`). */
function isHandler(attribute: JsxAttribute): boolean {
  return (
    attribute.type === 'mdxJsxAttribute' &&
    /^on[A-Z]/.test(attribute.name ?? '') &&
    typeof attribute.value === 'object' &&
    attribute.value !== null
  );
}

/**
 * A prop whose value holds a function written in place (`render={(x) => …}`,
 * `navigator={{ navigate: ({ itemUrl }) => … }}`) or names a declaration of the page that holds
 * one (`columns={columns}`, crowdsec-docs' tables): a value the browser cannot be given as JSON.
 */
function isFunctionProp(attribute: JsxAttribute, functional: ReadonlySet<string>): boolean {
  if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null)
    return false;
  return holdsFunction(attribute.value.data?.estree, functional);
}

function holdsFunction(node: unknown, functional?: ReadonlySet<string>): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((n) => holdsFunction(n, functional));
  const type = (node as EstreeNode).type;
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') return true;
  if (type === 'Identifier') return functional?.has((node as { name?: string }).name ?? '') === true;
  // A member's name (`x.columns`) and an object's key (`{ columns: 1 }`) are not the declaration.
  if (type === 'MemberExpression' && !(node as { computed?: boolean }).computed)
    return holdsFunction((node as { object?: unknown }).object, functional);
  if (type === 'Property' && !(node as { computed?: boolean }).computed)
    return holdsFunction((node as { value?: unknown }).value, functional);
  // A call's result is the value (`toc.filter((n) => n.level === 2)` is an array), not the function it is given.
  if (type === 'CallExpression' || type === 'NewExpression' || type === 'TaggedTemplateExpression') return false;
  return Object.entries(node).some(
    ([key, value]) => key !== 'loc' && key !== 'range' && holdsFunction(value, functional),
  );
}

function sourceOf(text: string, statement: Statement): string | undefined {
  if (typeof statement.start !== 'number' || typeof statement.end !== 'number') return undefined;
  return text.slice(statement.start, statement.end);
}

/** Names a top-level statement declares (`export const A = …, B = …`, `export function C`). */
function declaredNames(statement: Statement): string[] {
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
  if (!declaration) return [];
  if (declaration.type === 'VariableDeclaration')
    return (declaration.declarations ?? []).flatMap((d) =>
      d.id?.type === 'Identifier' && d.id.name ? [d.id.name] : [],
    );
  if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id?.name)
    return [declaration.id.name];
  return [];
}

/** The page's declarations `code` names, and those they name in turn, in page order. */
function reachedDeclarations(self: string, code: string, declared: Map<string, { text: string; order: number }>) {
  const seen = new Set<string>([declared.get(self)?.text ?? '']);
  const found: { text: string; order: number }[] = [];
  const queue = [code];
  while (queue.length > 0) {
    const next = queue.pop()!;
    for (const [name, decl] of declared)
      if (!seen.has(decl.text) && mentions(next, name)) {
        seen.add(decl.text);
        found.push(decl);
        queue.push(decl.text);
      }
  }
  return found.sort((a, b) => a.order - b.order).map((d) => d.text);
}

function exportOf(name: string): EstreeNode {
  const id = { type: 'Identifier', name };
  return {
    type: 'ExportNamedDeclaration',
    declaration: null,
    specifiers: [{ type: 'ExportSpecifier', local: id, exported: id }],
    source: null,
    attributes: [],
  } as unknown as EstreeNode;
}
