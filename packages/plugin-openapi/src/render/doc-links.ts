import type { ElementContent } from 'hast';
import { ANCHOR_HINT_MARK, ANCHOR_MARK, ANCHOR_PAGE_MARK, CODE_MARK, WRITTEN_MARK } from '../anchors.js';
import type { Md } from '../mdast.js';
import type { OaObject } from '../model.js';
import { anchorHint, anchorIndex, sectionTarget } from '../reference/anchor-index.js';
import { anchorIdOf, docLinkTarget } from '../reference/links.js';
import type { ReferenceModel } from '../reference/model.js';

/**
 * Links written in a document's descriptions the way Redoc reads them (`#tag/Orders`,
 * `#operation/createOrder`, `#tag/Orders/operation/createOrder`, `#schema/Order`,
 * `#/components/schemas/Order`, `#section/…`) lead to the reference section's pages; the others
 * are left as written (the link check sees them): `#anchors` of the page are checked by
 * `rehypeDocAnchors` (the document's authors wrote them for another renderer), paths are soft
 * links (broken, a warning), ReadMe's `/reference/<operation id>` lead to the operation's page.
 * `rehypeDocAnchors` then puts where the document writes each soft link on its mark. An
 * `#anchor` that another page of the section has (`anchorIndex`) also carries that page, which
 * `rehypeDocAnchors` leads it to when its own page has no such id; one no page has, a "did you
 * mean" for its warning.
 */
export function rewriteDocLinks(nodes: Md[], model: ReferenceModel | undefined, owner = '', doc?: OaObject): Md[] {
  // Without a reference section (directives alone) there are no pages to lead to: links are marked.
  const target = (href: string) => {
    const section = model && doc ? sectionTarget(href, model, doc) : undefined;
    if (section) return section;
    const to = model ? docLinkTarget(href, model) : undefined;
    // A Redoc anchor naming nothing the document has, but an id a description gives (kept for old URLs).
    if (to === null && href.startsWith('#') && doc && anchorIndex(model!, doc).has(anchorIdOf(href))) return undefined;
    return to;
  };
  const anchorMarks = (href: string): Record<string, string> => {
    if (!model || !doc) return { [ANCHOR_MARK]: owner };
    const id = anchorIdOf(href);
    const elsewhere = anchorIndex(model, doc).get(id);
    if (elsewhere) return { [ANCHOR_MARK]: owner, [ANCHOR_PAGE_MARK]: elsewhere };
    const hint = anchorHint(id, model, doc);
    return hint ? { [ANCHOR_MARK]: owner, [ANCHOR_HINT_MARK]: hint } : { [ANCHOR_MARK]: owner };
  };
  // A page of the section with the vendor's fragment (`chat.postMessage#formatting`): a link of
  // the document, whose anchor the link check tells about as a warning, at the link as written.
  const led = (written: string, to: string): Record<string, string> =>
    to.includes('#') ? { href: to, [SOFT_LINK]: owner, [WRITTEN_MARK]: written } : { href: to };
  const visitHast = (node: ElementContent) => {
    if (node.type !== 'element') return;
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      const to = target(node.properties.href);
      if (to === null) delete node.properties.href;
      else if (to) Object.assign(node.properties, led(node.properties.href, to));
      else if (node.properties.href.startsWith('#')) Object.assign(node.properties, anchorMarks(node.properties.href));
      else if (isPath(node.properties.href)) {
        const written = node.properties.href;
        node.properties.href = fromSection(written, model);
        node.properties[SOFT_LINK] = owner;
        if (node.properties.href !== written) node.properties[WRITTEN_MARK] = written;
      }
    }
    if (node.tagName === 'img' && typeof node.properties.src === 'string' && isPath(node.properties.src))
      node.properties[SOFT_LINK] = owner;
    if (CODE_MARK in node.properties) node.properties[CODE_MARK] = owner;
    for (const child of node.children) visitHast(child);
  };
  const visit = (node: unknown, parent?: { children: unknown[] }) => {
    const n = node as {
      type: string;
      url?: string;
      children?: unknown[];
      data?: { hChildren?: ElementContent[]; hProperties?: Record<string, unknown> };
    };
    if (n.type === 'link' && typeof n.url === 'string') {
      const to = target(n.url);
      // A link the document gets wrong (warned about once, `docLinkWarnings`) keeps its text.
      if (to === null && parent) parent.children.splice(parent.children.indexOf(node), 1, ...(n.children ?? []));
      else if (to) {
        const { href, ...marks } = led(n.url, to);
        n.url = href;
        if (Object.keys(marks).length > 0) n.data = { ...n.data, hProperties: { ...n.data?.hProperties, ...marks } };
      } else if (n.url.startsWith('#') || isPath(n.url)) {
        // An anchor's mark names its document: the step of that document's openapi() checks it.
        const written = n.url;
        if (!n.url.startsWith('#')) n.url = fromSection(written, model);
        const mark = written.startsWith('#')
          ? anchorMarks(written)
          : { [SOFT_LINK]: owner, ...(n.url !== written ? { [WRITTEN_MARK]: written } : {}) };
        n.data = { ...n.data, hProperties: { ...n.data?.hProperties, ...mark } };
      }
    }
    // An image of the vendor's site (`/assets/chart.png`): missing here, a warning (see SOFT_LINK).
    if (n.type === 'image' && typeof n.url === 'string' && isPath(n.url))
      n.data = { ...n.data, hProperties: { ...n.data?.hProperties, [SOFT_LINK]: owner } };
    // A code block of a description (marked by `parse`): its mark names the document, as an anchor's.
    if (n.type === 'code' && n.data?.hProperties && CODE_MARK in n.data.hProperties)
      n.data.hProperties[CODE_MARK] = owner;
    if (n.type === 'dgApiElement' && n.data) {
      const href = n.data.hProperties?.href;
      if (typeof href === 'string') n.data.hProperties!.href = target(href) ?? href;
      for (const child of n.data.hChildren ?? []) visitHast(child);
    }
    for (const child of [...(n.children ?? [])]) visit(child, n as { children: unknown[] });
  };
  for (const node of nodes) visit(node);
  return nodes;
}

/**
 * `data-dg-link-soft` (`@docgen/markdown`'s `SOFT_LINK`): a path the document links to (or an
 * image it shows) was written for its vendor's site (`/docs/rate-limits`); the link check reports
 * it broken as a warning, not an error, and keeps it when the site has that page. Its value names
 * the document (as `ANCHOR_MARK` does), so that the step of that document's openapi() places it.
 */
const SOFT_LINK = 'dataDgLinkSoft';

/**
 * A relative path of a description (`../self-service/flows/user-settings`) resolved from the
 * section's overview page, as if the reference were one page (Redoc's, Swagger UI's, the pages the
 * document was written for): the same target on every page that shows the text (an operation's,
 * a schema's one folder deeper), so one fault of the document, told once. Without a section (a
 * directive in a page of the site) it is that page's, as written.
 */
function fromSection(href: string, model: ReferenceModel | undefined): string {
  if (!model || href.startsWith('/')) return href;
  const base = new URL(`${model.overview.href.replace(/\/?$/, '/')}`, 'https://docgen.invalid');
  const url = new URL(href, base);
  return url.origin === base.origin ? `${url.pathname}${url.search}${url.hash}` : href;
}

function isPath(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//') && !href.startsWith('#');
}
