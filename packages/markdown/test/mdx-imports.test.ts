import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import type { MarkdownFileContext } from '../src/context.js';
import { remarkMdxImports } from '../src/mdx/imports.js';
import type { MdxNode } from '../src/mdx/nodes.js';

/** A file's context whose imports resolve to `resolved:<specifier>`. */
function fileWith(specifiers: string[]): VFile {
  const ctx = {
    relFile: 'docs/page.mdx',
    lineOffset: 0,
    diagnostics: [],
    resolveImport: async (specifier: string) => {
      specifiers.push(specifier);
      return { url: `resolved:${specifier}` };
    },
  } as unknown as MarkdownFileContext;
  return new VFile({ data: { docgen: ctx } });
}

describe('remarkMdxImports', () => {
  it('resolves an import node a remark plugin puts into every file once per file', async () => {
    // One node object for every file, as a plugin holding it in a module constant inserts it
    // (docusaurus-remark-plugin-tab-blocks' `import Tabs from '@theme/Tabs'`).
    const shared: MdxNode = {
      type: 'mdxjsEsm',
      value: "import Tabs from '@theme/Tabs';",
      data: {
        estree: {
          type: 'Program',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [{ type: 'ImportDefaultSpecifier', local: { name: 'Tabs' } }],
              source: { type: 'Literal', value: '@theme/Tabs', raw: "'@theme/Tabs'" },
            },
          ],
        },
      },
    };
    const asked: string[] = [];
    const trees = [{ children: [shared] }, { children: [shared] }];
    for (const tree of trees) await remarkMdxImports()(tree, fileWith(asked));
    expect(asked).toEqual(['@theme/Tabs', '@theme/Tabs']);
    for (const tree of trees)
      expect(tree.children[0]?.data?.estree?.body[0]?.source?.value).toBe('resolved:@theme/Tabs');
    expect(shared.data?.estree?.body[0]?.source?.value).toBe('@theme/Tabs');
  });
});
