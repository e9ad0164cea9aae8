import type { Root } from 'mdast';

/** The name of the default export of `mdxEsmOnly`'s module (a bundle that keeps it renders the file's content). */
export const ESM_ONLY_CONTENT = 'DocgenMdxEsmOnlyContent';

/**
 * The imports and exports of an MDX file (`export function ConfigDisplay…`) as an ES module whose
 * default export renders nothing: what a browser bundle needs of an MDX file a component takes
 * named exports from (the file's content is the server's). Undefined when the file does not
 * compile (the server's compile reports it).
 */
export async function mdxEsmOnly(text: string, file: string): Promise<string | undefined> {
  const { createProcessor } = await import('../vendor/mdx.js');
  const processor = createProcessor({
    jsxImportSource: 'react',
    remarkPlugins: [
      () => (tree: Root) => {
        tree.children = tree.children.filter((node) => node.type === 'mdxjsEsm');
      },
    ],
  });
  // Front matter is YAML, not MDX: blank lines keep the lines of the rest.
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/, (fm) => fm.replace(/[^\n]/g, ''));
  try {
    const out = String(await processor.process({ value: body, path: file }));
    return out.replace(/\bexport default function MDXContent\b/, `export default function ${ESM_ONLY_CONTENT}`);
  } catch {
    return undefined;
  }
}
