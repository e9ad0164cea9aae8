import { DOM } from '@docgen/shared';
import { MERMAID } from '@docgen/shared/mermaid';
import type { PageScanner } from '@docgen/config';
import { type Opaque, readHtml } from './html-events.js';

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
// no id and no link: the reader hands each block over whole, unparsed, in its place.
const CODE_BLOCK: Opaque = { start: '<pre class="shiki', tag: /<pre class="shiki[^"]*"[^>]*>/y, end: '</pre>' };

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
  html: string,
  fragments?: ReadonlyMap<string, Fragment>,
  scanners: readonly PageScanner[] = [],
): HtmlScan {
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

  readHtml(
    html,
    {
      onopentag(name, attribs, start, end) {
        for (const s of scanners) s.onopentag(name, attribs);
        if (attribs.id) ids.add(attribs.id);
        if (attribs[MERMAID.attr] !== undefined) diagrams = true;
        if (name === 'a' && attribs.name) ids.add(attribs.name);
        if (name === 'html') Object.assign(htmlAttrs, attribs);
        if (name === 'head') inHead = true;
        if (name === 'title') inTitle = true;
        if (inHead && (name === 'meta' || name === 'link') && isManagedHeadTag(name, attribs))
          headTags.push(html.slice(start, end + 1));
        // A page's own script or style (Docusaurus' <head>): the element whole, taken when it closes.
        if (inHead && (name === 'script' || name === 'style') && attribs['data-dg-head'] !== undefined)
          scriptStart = start;
        if (attribs[DOM.region] === 'layout' && regionDepth === -1) {
          regionDepth = stack.length;
          regionStart = start;
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
      onopaque(block) {
        for (const s of scanners) s.oncode(block);
      },
      oncomment(data) {
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
      onclosetag(name, end) {
        for (const s of scanners) s.onclosetag(name);
        stack.pop();
        if (name === 'title') inTitle = false;
        if (name === 'head') inHead = false;
        if ((name === 'script' || name === 'style') && scriptStart !== -1) {
          headTags.push(html.slice(scriptStart, end + 1));
          scriptStart = -1;
        }
        if (name === 'a' && currentLink) {
          currentLink.text = currentLink.text.replace(/\s+/g, ' ').trim();
          currentLink = undefined;
        }
        if (regionDepth !== -1 && stack.length === regionDepth && !layout) {
          layout = { html: html.slice(regionStart, end + 1), key: regionKey };
        }
      },
    },
    CODE_BLOCK,
  );
  return { ids, links, title: title.trim(), headTags, ...(layout ? { layout } : {}), htmlAttrs, spliced, diagrams };
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
