import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from './vendor/unified.js';
import type { MarkdownFileContext } from './context.js';
import { rehypeLinksAndHeadings } from './plugins/links-headings.js';

export { isReadyHtml, READY_PASS_THROUGH, type ReadyHtml, readyHtml } from './ready-node.js';

/**
 * Elements docgen's steps after remark-rehype leave alone or change the same way on every page:
 * no heading (ids, anchors, the TOC), code block, image, raw HTML or directive. Links and tables
 * are finished by the links-and-headings step itself (see `finishFragment`).
 */
const PAGE_FREE_TAGS = new Set(
  (
    'a abbr b blockquote br code dd del details div dl dt em hr i input kbd li mark ol p s small span ' +
    'strong sub summary sup table tbody td tfoot th thead tr u ul'
  ).split(' '),
);

/**
 * The HTML of a fragment (hast children, as remark-rehype gives them) as a page's own steps would
 * finish it, wherever the page, or undefined when a step would do more than rewrite it in place:
 * give or collect an id, number a heading, record a link for the link check, report a problem.
 * The fragment is changed (its links and tables finished).
 */
export function finishFragment(children: ElementContent[]): string | undefined {
  if (!children.every(pageFree)) return undefined;
  const scratch: MarkdownFileContext = {
    locale: '',
    relFile: '',
    lineOffset: 0,
    strings: {},
    tocMin: 2,
    tocMax: 3,
    diagnostics: [],
    toc: [],
    ids: [],
    links: [],
    resolveLink: () => undefined,
    resolveImage: () => undefined,
  };
  const root: Root = { type: 'root', children };
  (rehypeLinksAndHeadings({ title: false }) as (tree: Root, file: unknown) => void)(root, {
    data: { docgen: scratch },
  });
  const touched =
    scratch.diagnostics.length + scratch.toc.length + scratch.ids.length + scratch.links.length > 0 ||
    scratch.firstHeading !== undefined;
  return touched ? undefined : toHtml(root, { allowDangerousHtml: true });
}

function pageFree(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  const element = node as Element;
  if (!PAGE_FREE_TAGS.has(element.tagName) || 'id' in element.properties) return false;
  // Marks other steps act on (directives, soft links, document anchors: `data…`).
  for (const name of Object.keys(element.properties)) if (name.startsWith('data')) return false;
  return element.children.every(pageFree);
}
