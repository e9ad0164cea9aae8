import type { VFile } from 'vfile';
import { ctxOf, fileLine } from '../context.js';
import { type EstreeNode, isJsxElement, type MdxNode } from './nodes.js';
import { type ImportSpecifier, importNode, mentions, type PageImport, pageImportOf } from './page-imports.js';

export type { PageImport } from './page-imports.js';

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
          if (s.type === 'ImportDefaultSpecifier' && specifier === '@docusaurus/BrowserOnly') names.add(s.local.name);
          imports.push(pageImportOf(specifier, s));
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
          const used = imports.filter(
            (imp) => imp.specifier !== '@docusaurus/BrowserOnly' && mentions(element, imp.local),
          );
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
