import type { VFile } from 'vfile';
import { ctxOf } from '../context.js';
import { isLiveMeta } from '../scan.js';
import type { JsxAttribute, MdxNode } from './nodes.js';
import { importNode } from './page-imports.js';

/** The page's name for `@theme/LiveCodeBlock`, out of the way of the page's own. */
const LOCAL = '_DocgenLiveCodeBlock';

const attribute = (name: string, value: string | null): JsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/**
 * Live fences (```jsx live) of an MDX page, with `markdown.liveCodeBlocks`: each becomes the
 * `@theme/LiveCodeBlock` element Docusaurus' theme-live-codeblock draws for it, given the code,
 * its language and meta as a `CodeBlock` gets them. The page imports the component as a site
 * component (`MarkdownFileContext.liveCodeBlock`), which needs the browser: it hydrates as an
 * island, and only pages with such a fence load it.
 */
export function remarkMdxLiveCode() {
  return (tree: { children: MdxNode[] }, file: VFile) => {
    const specifier = ctxOf(file).liveCodeBlock?.();
    if (specifier === undefined) return;
    let found = false;
    const visit = (parent: MdxNode) => {
      const children = parent.children ?? [];
      for (const [i, node] of children.entries()) {
        if (node.type === 'code' && isLiveMeta((node as { meta?: string | null }).meta)) {
          const { lang, meta } = node as unknown as { lang?: string | null; meta: string };
          children[i] = {
            type: 'mdxJsxFlowElement',
            name: LOCAL,
            attributes: [
              ...(lang ? [attribute('className', `language-${lang}`)] : []),
              attribute('metastring', meta),
              attribute('live', null),
              attribute('children', node.value ?? ''),
            ],
            children: [],
            ...(node.position ? { position: node.position } : {}),
          } as MdxNode;
          found = true;
          continue;
        }
        visit(node);
      }
    };
    visit(tree as MdxNode);
    if (found) tree.children.unshift(importNode(LOCAL, specifier));
  };
}
