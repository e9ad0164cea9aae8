import type { Element, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { ctxOf } from '../context.js';
import { isReadyHtml, READY_PASS_THROUGH } from '../ready-html.js';
import { walk } from './walk.js';
import { type NodePlace, nodePlace } from '../place.js';

interface Raw {
  type: 'raw';
  value: string;
  position?: { start: { line: number; column: number } };
}

const COMMENT_ONLY = /^\s*<!--[\s\S]*?-->\s*$/;
const MARKDOWN_IMAGE = 'dataDgMarkdownImage';

/**
 * Raw HTML written in markdown (`<br>`, `<details>`, `<iframe>`, `<img width>`): parsed into the
 * tree (rehype-raw, loaded by the first page that has some) so later steps check its links and
 * collect its ids, or, with `markdown.rawHtml: false`, left out with a warning. Comments are
 * the author's notes: always left out. A plugin's ready HTML (`readyHtml`) is neither.
 */
export function rehypeRawHtml(options: { enabled: boolean }) {
  return async (tree: Root, file: VFile) => {
    const found: Raw[] = [];
    // Where the first one is, found while it is still in the tree (a site's plugin's has no position).
    let firstPlace: NodePlace = {};
    const ready: { type: string }[] = [];
    const prune = (parent: { children: RootContent[] }) => {
      parent.children = parent.children.filter((child) => {
        if (child.type === 'raw') {
          const raw = child as unknown as Raw;
          if (isReadyHtml(raw)) {
            ready.push(raw);
            return true;
          }
          if (COMMENT_ONLY.test(raw.value)) return false;
          if (found.length === 0 && !options.enabled) firstPlace = nodePlace(ctxOf(file), tree, raw);
          found.push(raw);
          return options.enabled;
        }
        if ('children' in child) prune(child as { children: RootContent[] });
        return true;
      });
    };
    prune(tree);
    if (found.length === 0) return;
    if (!options.enabled) {
      const ctx = ctxOf(file);
      const first = found[0]!;
      ctx.diagnostics.push({
        name: 'RawHtmlDisabled',
        severity: 'warning',
        message: `Raw HTML ${JSON.stringify(first.value.trim().slice(0, 40))} is left out${found.length > 1 ? ` (and ${found.length - 1} more in this file)` : ''}.`,
        file: ctx.relFile,
        ...firstPlace,
        why: 'The site sets markdown.rawHtml to false: HTML written in markdown files is not published.',
        fix: 'write it in markdown, move it to an .mdx file as JSX, or set markdown.rawHtml to true.',
      });
      return;
    }
    const { rehypeRaw } = await import('../vendor/raw.js');
    const transform = (
      rehypeRaw as unknown as (options: { passThrough: string[] }) => (tree: Root, file: VFile) => Root
    )({ passThrough: [READY_PASS_THROUGH] });
    // Ready HTML goes through rehype-raw as a node of its own (copied back in place), not parsed.
    for (const node of ready) node.type = READY_PASS_THROUGH;
    // Markdown's own images carry a mark through the parse (rehype-raw rebuilds every element),
    // so the images it leaves unmarked are known to be written in HTML (see `isHtmlImage`).
    walk<Element, Root>(tree, 'element', (node) => {
      if (node.tagName === 'img') node.properties[MARKDOWN_IMAGE] = '';
    });
    const parsed = transform(tree, file);
    for (const node of ready) node.type = 'raw';
    tree.children = parsed.children;
    walk<Element, Root>(tree, 'element', (node) => {
      if (node.tagName !== 'img') return;
      if (MARKDOWN_IMAGE in node.properties) delete node.properties[MARKDOWN_IMAGE];
      else node.data = { ...node.data, htmlImage: true } as Element['data'];
    });
    if (ready.length > 0)
      walk<{ type: string }, Root>(tree, READY_PASS_THROUGH, (node) => {
        node.type = 'raw';
      });
  };
}
