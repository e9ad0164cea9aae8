import type { VFile } from 'vfile';
import { ctxOf, fileLine } from '../context.js';
import type { EstreeNode, MdxNode, Program } from './nodes.js';
import { nodeStart } from '../place.js';

/** What the MDX steps of one file share: the local names bound to docgen's static components. */
export interface MdxFileData {
  /** Local names of `@theme/CodeBlock`'s default export: literal blocks are highlighted at build time. */
  codeBlocks: Set<string>;
  /** Local names of `@docusaurus/Link`'s default export: their `to` and `href` are checked. */
  links: Set<string>;
  /** An import did not resolve (its error is told): the page is not run, which would fail on it again. */
  failed?: true;
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
  return resolveEsmImports;
}

/**
 * The same step after a site's rehype plugins, for the imports they add (react-navigation's
 * rehype-static-to-dynamic adds `import Tabs from '@theme/Tabs'` with the tabs it makes); the
 * imports resolved before are left as they are. An attacher of its own: unified uses one
 * attacher once per processor, so `remarkMdxImports` listed again would not run again.
 */
export function rehypeMdxImports() {
  return resolveEsmImports;
}

/** Marks an ESM node whose imports are resolved (its specifiers are URLs now); kept in `data`, which remark-rehype copies. */
const RESOLVED = 'docgenImportsResolved';

async function resolveEsmImports(tree: { children: MdxNode[] }, file: VFile): Promise<void> {
  const ctx = ctxOf(file);
  const data = mdxDataOf(file);
  for (const [index, shared] of tree.children.entries()) {
    if (shared.type !== 'mdxjsEsm' || !shared.data?.estree || (shared.data as Record<string, unknown>)[RESOLVED])
      continue;
    // A remark plugin may put one node object into every file (docusaurus-remark-plugin-tab-blocks
    // does): rewritten in place, the next file would resolve the URL this file was given.
    const node = ownEsmNode(shared);
    tree.children[index] = node;
    (node.data as Record<string, unknown>)[RESOLVED] = true;
    for (const statement of node.data.estree.body) {
      const source = statement.source;
      if (!source || typeof source.value !== 'string') continue;
      const specifier = source.value;
      // An import a site's plugin adds (npm2yarn's Tabs) has neither: told at the page's root.
      const at = source.loc?.start ?? nodeStart(tree, node);
      const line = fileLine(ctx, at?.line);
      const column = (at?.column ?? 0) + (source.loc ? 1 : 0);
      if (!ctx.resolveImport) {
        noteNames(statement, specifier, data);
        ctx.diagnostics.push(unresolved(ctx.relFile, line, column, specifier, 'nothing resolves imports here.'));
        data.failed = true;
        continue;
      }
      const resolved = await ctx.resolveImport(specifier);
      if ('error' in resolved) {
        // An error placed in the imported file (a component's own import) stays there.
        ctx.diagnostics.push(
          resolved.error.file ? resolved.error : { ...resolved.error, file: ctx.relFile, line, column },
        );
        data.failed = true;
        continue;
      }
      if (!resolved.siteTheme) noteNames(statement, specifier, data);
      statement.source = { ...source, value: resolved.url, raw: JSON.stringify(resolved.url) };
    }
  }
}

/** The ESM node with its own program and statements, which this file's resolution may rewrite. */
function ownEsmNode(node: MdxNode): MdxNode & { data: { estree: Program } } {
  const estree = node.data?.estree as Program;
  return {
    ...node,
    data: { ...node.data, estree: { ...estree, body: estree.body.map((statement) => ({ ...statement })) } },
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
