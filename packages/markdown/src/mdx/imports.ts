import type { VFile } from 'vfile';
import { ctxOf, fileLine } from '../context.js';
import type { EstreeNode, MdxNode } from './nodes.js';

/** What the MDX steps of one file share: the local names bound to docgen's static components. */
export interface MdxFileData {
  /** Local names of `@theme/CodeBlock`'s default export: literal blocks are highlighted at build time. */
  codeBlocks: Set<string>;
  /** Local names of `@docusaurus/Link`'s default export: their `to` and `href` are checked. */
  links: Set<string>;
}

declare module 'vfile' {
  interface DataMap {
    docgenMdx: MdxFileData;
  }
}

export function mdxDataOf(file: VFile): MdxFileData {
  file.data.docgenMdx ??= { codeBlocks: new Set(), links: new Set() };
  return file.data.docgenMdx;
}

/**
 * Every `import … from` and `export … from` of an MDX file resolved by the build
 * (`MarkdownFileContext.resolveImport`): the specifier becomes the URL to import; one that does
 * not resolve is an UnresolvedImport error at its line and column (or where the build placed it:
 * the import of a package a component makes).
 */
export function remarkMdxImports() {
  return async (tree: { children: MdxNode[] }, file: VFile) => {
    const ctx = ctxOf(file);
    const data = mdxDataOf(file);
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
      for (const statement of node.data.estree.body) {
        const source = statement.source;
        if (!source || typeof source.value !== 'string') continue;
        const specifier = source.value;
        const at = source.loc?.start ?? node.position?.start;
        const line = fileLine(ctx, at?.line);
        const column = (at?.column ?? 0) + (source.loc ? 1 : 0);
        if (!ctx.resolveImport) {
          noteNames(statement, specifier, data);
          ctx.diagnostics.push(unresolved(ctx.relFile, line, column, specifier, 'nothing resolves imports here.'));
          continue;
        }
        const resolved = await ctx.resolveImport(specifier);
        if ('error' in resolved) {
          // An error placed in the imported file (a component's own import) stays there.
          ctx.diagnostics.push(
            resolved.error.file ? resolved.error : { ...resolved.error, file: ctx.relFile, line, column },
          );
          continue;
        }
        if (!resolved.siteTheme) noteNames(statement, specifier, data);
        source.value = resolved.url;
        source.raw = JSON.stringify(resolved.url);
      }
    }
  };
}

function noteNames(statement: EstreeNode, specifier: string, data: MdxFileData): void {
  if (statement.type !== 'ImportDeclaration') return;
  for (const s of statement.specifiers ?? []) {
    if (s.type !== 'ImportDefaultSpecifier') continue;
    if (specifier === '@theme/CodeBlock') data.codeBlocks.add(s.local.name);
    if (specifier === '@docusaurus/Link') data.links.add(s.local.name);
  }
}

function unresolved(file: string, line: number, column: number, specifier: string, why: string) {
  return {
    name: 'UnresolvedImport' as const,
    severity: 'error' as const,
    message: `Cannot resolve import "${specifier}".`,
    file,
    line,
    column,
    why,
  };
}
