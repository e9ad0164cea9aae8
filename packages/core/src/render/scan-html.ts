import { Parser } from '../vendor/parsers.js';
import { DOM } from '@docgen/shared';
import { MERMAID } from '@docgen/shared/mermaid';
import type { PageScanner } from '@docgen/config';

export interface ScannedLink {
  href: string;
  /** Landmark the link sits in (`header`, `nav "Docs"`, `footer`, `aside`, `main`…). */
  where: string;
  text: string;
}

export interface HtmlScan {
  ids: Set<string>;
  links: ScannedLink[];
  title: string;
  /** Outer HTML of the managed head tags (description, keywords, canonical, alternates, og/twitter). */
  headTags: string[];
  /** Outer HTML of the layout region and its key. */
  layout?: { html: string; key: string };
  htmlAttrs: Record<string, string>;
  /** Where fragments' links were inserted in `links`, in order. */
  spliced: SplicedAt[];
  /** The page holds a mermaid diagram (`MERMAID.attr`). */
  diagrams: boolean;
}

export interface SplicedAt {
  /** Comment name of the fragment. */
  name: string;
  /** Index in `links` of its first link. */
  at: number;
  where: string;
}

const LANDMARKS = new Set(['header', 'nav', 'footer', 'aside', 'main', 'article']);

// Highlighted code (shiki's `<pre>`, one span per token) is most of a page's markup and holds
// no id and no link: it is set aside before parsing; the slices kept are cut from the page, code in.
const CODE_BLOCK = /<pre class="shiki[^"]*"[^>]*>[\s\S]*?<\/pre>/g;
const CODE_MARK = '\0dg-code:';

/**
 * One streaming pass over a rendered page: every id and link (for the link checker) and
 * the pieces of the page chunk (title, managed head tags, layout region).
 */
/**
 * A fragment spliced in at a comment `<!--name-->` and scanned once (the shared sidebar): its
 * ids, and its links for a landmark (`where`), the same objects on every page.
 */
export interface Fragment {
  ids: readonly string[];
  linksAt(where: string): readonly ScannedLink[];
}

/** `scanners`: plugins' readers of the page (`DocgenPlugin.render`), fed by this same pass. */
export function scanHtml(
  page: string,
  fragments?: ReadonlyMap<string, Fragment>,
  scanners: readonly PageScanner[] = [],
): HtmlScan {
  const blocks: string[] = [];
  // Where each mark starts in `html`, and how much longer the page is than `html` after it.
  const markAt: number[] = [];
  const longerAfter: number[] = [];
  let longer = 0;
  const html = page.includes('<pre class="shiki')
    ? page.replace(CODE_BLOCK, (block: string, offset: number) => {
        const mark = `<!--${CODE_MARK}${blocks.push(block) - 1}-->`;
        markAt.push(offset - longer);
        longer += block.length - mark.length;
        longerAfter.push(longer);
        return mark;
      })
    : page;
  // A slice of `html` as the page has it, code blocks in: the same slice of the page itself (no
  // search and copy of the marks: on Lintas, a quarter of the scan's time went to putting them back).
  const original = (start: number, end: number) =>
    page.slice(inPage(start, markAt, longerAfter), inPage(end, markAt, longerAfter));
  const ids = new Set<string>();
  const links: ScannedLink[] = [];
  const headTags: string[] = [];
  const htmlAttrs: Record<string, string> = {};
  const stack: { name: string; label: string }[] = [];
  let title = '';
  let diagrams = false;
  let inTitle = false;
  let inHead = false;
  let scriptStart = -1;
  let currentLink: ScannedLink | undefined;
  let regionDepth = -1;
  let regionStart = 0;
  let regionKey = '';
  let layout: HtmlScan['layout'];
  const spliced: SplicedAt[] = [];

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        for (const s of scanners) s.onopentag(name, attribs);
        if (attribs.id) ids.add(attribs.id);
        if (attribs[MERMAID.attr] !== undefined) diagrams = true;
        if (name === 'a' && attribs.name) ids.add(attribs.name);
        if (name === 'html') Object.assign(htmlAttrs, attribs);
        if (name === 'head') inHead = true;
        if (name === 'title') inTitle = true;
        if (inHead && (name === 'meta' || name === 'link') && isManagedHeadTag(name, attribs))
          headTags.push(html.slice(parser.startIndex, parser.endIndex + 1));
        // A page's own script or style (Docusaurus' <head>): the element whole, taken when it closes.
        if (inHead && (name === 'script' || name === 'style') && attribs['data-dg-head'] !== undefined)
          scriptStart = parser.startIndex;
        if (attribs[DOM.region] === 'layout' && regionDepth === -1) {
          regionDepth = stack.length;
          regionStart = parser.startIndex;
          regionKey = attribs[DOM.layoutKey] ?? '';
        }
        // A `pathname://` link (`DOM.hostPath`) is the host's, outside the site: not checked.
        if (name === 'a' && attribs.href !== undefined && attribs[DOM.hostPath] === undefined) {
          const landmark = [...stack].reverse().find((s) => LANDMARKS.has(s.name));
          currentLink = { href: attribs.href, where: landmark ? landmark.label : 'page', text: '' };
          links.push(currentLink);
        }
        stack.push({ name, label: LANDMARKS.has(name) ? describeLandmark(name, attribs) : name });
      },
      oncomment(data) {
        if (scanners.length > 0 && data.startsWith(CODE_MARK)) {
          const block = blocks[Number(data.slice(CODE_MARK.length))]!;
          for (const s of scanners) s.oncode(block);
          return;
        }
        // A placeholder for a fragment scanned once (the shared sidebar): its ids and links, in place.
        const fragment = fragments?.get(data);
        if (!fragment) return;
        for (const id of fragment.ids) ids.add(id);
        const landmark = [...stack].reverse().find((s) => LANDMARKS.has(s.name));
        const where = landmark ? landmark.label : 'page';
        spliced.push({ name: data, at: links.length, where });
        for (const link of fragment.linksAt(where)) links.push(link);
      },
      ontext(text) {
        for (const s of scanners) s.ontext(text);
        if (inTitle) title += text;
        if (currentLink) currentLink.text += text;
      },
      onclosetag(name) {
        for (const s of scanners) s.onclosetag(name);
        stack.pop();
        if (name === 'title') inTitle = false;
        if (name === 'head') inHead = false;
        if ((name === 'script' || name === 'style') && scriptStart !== -1) {
          headTags.push(html.slice(scriptStart, parser.endIndex + 1));
          scriptStart = -1;
        }
        if (name === 'a' && currentLink) {
          currentLink.text = currentLink.text.replace(/\s+/g, ' ').trim();
          currentLink = undefined;
        }
        if (regionDepth !== -1 && stack.length === regionDepth && !layout) {
          layout = { html: original(regionStart, parser.endIndex + 1), key: regionKey };
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  parser.end(html);
  return { ids, links, title: title.trim(), headTags, ...(layout ? { layout } : {}), htmlAttrs, spliced, diagrams };
}

/** Position `at` of the marked HTML in the page: `at` moved by the blocks whose marks end before it. */
function inPage(at: number, markAt: readonly number[], longerAfter: readonly number[]): number {
  let lo = 0;
  let hi = markAt.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (markAt[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? at : at + longerAfter[lo - 1]!;
}

function isManagedHeadTag(name: string, attribs: Record<string, string>): boolean {
  // A page's own head tags (an MDX `<head>`, its components' CSS) are swapped with it.
  if (attribs['data-dg-head'] !== undefined) return true;
  if (name === 'meta') {
    const key = attribs.name ?? attribs.property ?? '';
    return (
      key === 'description' ||
      key === 'keywords' ||
      key === 'robots' ||
      key.startsWith('og:') ||
      key.startsWith('twitter:')
    );
  }
  const rel = attribs.rel ?? '';
  return rel === 'canonical' || rel === 'alternate';
}

function describeLandmark(name: string, attribs: Record<string, string>): string {
  const label = attribs['aria-label'];
  const role = name === 'header' ? 'navbar' : name === 'footer' ? 'footer' : name === 'aside' ? 'sidebar' : name;
  return label ? `${role} "${label}"` : role;
}
