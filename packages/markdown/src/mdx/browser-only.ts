import type { VFile } from 'vfile';
import { ctxOf, fileLine } from '../context.js';
import { type EstreeNode, isJsxElement, type MdxNode } from './nodes.js';

/** An import of the page a `<BrowserOnly>` element uses: `import <clause> from "<specifier>"`. */
export interface PageImport {
  specifier: string;
  /** The name it binds. */
  local: string;
  /** `X`, `* as X` or `{ a as X }`. */
  clause: string;
}

/** What the build makes a component of: the element as written and the page's imports it names. */
export interface BrowserOnlyElement {
  /** The element's source text, `<BrowserOnly fallback={…}>{() => …}</BrowserOnly>`. */
  element: string;
  /** Its opening tag (with the fallback), up to its children. */
  opening: string;
  /** The local name the page binds `@docusaurus/BrowserOnly` to. */
  name: string;
  imports: PageImport[];
  /** Its line in the file. */
  line: number;
}

interface ImportSpecifier {
  type: string;
  local: { name: string };
  imported?: { name?: string; value?: string };
}

/**
 * `<BrowserOnly>` written in an MDX page, as Docusaurus runs it: its children function in the
 * browser only. The page's code never reaches the browser, so each element becomes a site
 * component of its own (`MarkdownFileContext.browserOnly` writes it, with the page's imports it
 * names), imported by the page in its place: it hydrates as an island, and the server renders
 * its fallback.
 */
export function remarkMdxBrowserOnly() {
  return (tree: { children: MdxNode[] }, file: VFile) => {
    const ctx = ctxOf(file);
    if (!ctx.browserOnly) return;
    const imports: PageImport[] = [];
    const names = new Set<string>();
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
      for (const statement of node.data.estree.body as (EstreeNode & { specifiers?: ImportSpecifier[] })[]) {
        if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue;
        const specifier = statement.source.value;
        for (const s of statement.specifiers ?? []) {
          const local = s.local.name;
          if (s.type === 'ImportDefaultSpecifier' && specifier === '@docusaurus/BrowserOnly') names.add(local);
          const imported = s.imported?.name ?? s.imported?.value ?? local;
          const clause =
            s.type === 'ImportDefaultSpecifier'
              ? local
              : s.type === 'ImportNamespaceSpecifier'
                ? `* as ${local}`
                : `{ ${/^[\w$]+$/.test(imported) ? imported : JSON.stringify(imported)} as ${local} }`;
          imports.push({ specifier, clause, local });
        }
      }
    }
    if (names.size === 0) return;
    const text = String(file.value);
    const added: MdxNode[] = [];
    const visit = (parent: MdxNode) => {
      for (const [i, node] of (parent.children ?? []).entries()) {
        if (isJsxElement(node) && node.name && names.has(node.name) && node.children.length > 0) {
          const start = node.position?.start.offset;
          const end = node.position?.end.offset;
          if (start === undefined || end === undefined) continue;
          const element = text.slice(start, end);
          const opening = text.slice(start, node.children[0]?.position?.start.offset ?? start);
          if (!/>\s*$/.test(opening)) continue;
          const used = imports.filter((imp) => imp.specifier !== '@docusaurus/BrowserOnly' && uses(element, imp.local));
          const specifier = ctx.browserOnly?.({
            element,
            opening,
            name: node.name,
            imports: used,
            line: fileLine(ctx, node.position?.start.line),
          });
          if (specifier === undefined) continue;
          const local = `_DocgenBrowserOnly${added.length}`;
          parent.children![i] = { type: node.type, name: local, attributes: [], children: [], position: node.position };
          added.push(importNode(local, specifier));
          continue;
        }
        visit(node);
      }
    };
    visit(tree as MdxNode);
    tree.children.unshift(...added);
  };
}

function uses(code: string, name: string): boolean {
  return new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(code);
}

/** `import <local> from "<specifier>"` as MDX's tree holds it (its estree is what is compiled). */
function importNode(local: string, specifier: string): MdxNode {
  const value = `import ${local} from ${JSON.stringify(specifier)}`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
            source: { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) },
            attributes: [],
          } as unknown as EstreeNode,
        ],
        sourceType: 'module',
        comments: [],
      } as unknown as NonNullable<MdxNode['data']>['estree'] & object,
    },
  };
}
