/**
 * The head tags a page chunk owns, brought to the new page's at an in-place navigation. A tag the
 * new page has too stays where it is: a stylesheet taken out and put back unstyles what it styles
 * until the browser has applied it again, a flash at every navigation.
 */
import { $, $$ } from './util.js';

/**
 * Head tags a page chunk owns, removed unless the new page has them: those the build puts in
 * `PageChunk.head` (description, keywords, og:*, twitter:*, canonical, alternates), robots, and
 * whatever an earlier swap inserted (`data-dg-head`).
 */
const MANAGED_HEAD =
  'meta[name="description"],meta[name="keywords"],meta[name="robots"],meta[name^="og:"],meta[property^="og:"],meta[name^="twitter:"],meta[property^="twitter:"],link[rel="canonical"],link[rel="alternate"],[data-dg-head]';

/** Longest wait for a new page's stylesheets before showing it anyway (a slow or lost file). */
const STYLESHEET_WAIT_MS = 3000;

/** A range's fragment, unlike a template, gives scripts that run once inserted, as on a full load. */
export function parse(html: string): Element[] {
  return Array.from(document.createRange().createContextualFragment(html).children);
}

function owned(html: string): Element[] {
  const tags = parse(html);
  for (const el of tags) el.setAttribute('data-dg-head', '');
  return tags;
}

const isStylesheet = (el: Element): el is HTMLLinkElement =>
  el instanceof HTMLLinkElement && el.rel === 'stylesheet' && el.hasAttribute('href');

/**
 * Puts the stylesheets of `head` (a chunk's head tags) that the document lacks into it, and
 * resolves once each has loaded or failed, or after `STYLESHEET_WAIT_MS`: the page shown next is
 * styled from its first frame. The old page keeps its own until `syncHead` removes them.
 */
export function loadStylesheets(head: string): Promise<void> {
  const present = $$(MANAGED_HEAD, document.head);
  const fresh = owned(head).filter((el) => isStylesheet(el) && !present.some((p) => p.isEqualNode(el)));
  if (fresh.length === 0) return Promise.resolve();
  const loads = fresh.map(
    (el) =>
      new Promise<void>((done) => {
        el.addEventListener('load', () => done(), { once: true });
        el.addEventListener('error', () => done(), { once: true });
      }),
  );
  const title = $('title', document.head);
  if (title) title.after(...fresh);
  else document.head.prepend(...fresh);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((done) => {
    timer = setTimeout(done, STYLESHEET_WAIT_MS);
  });
  return Promise.race([Promise.all(loads).then(() => undefined), cap]).finally(() => clearTimeout(timer));
}

/**
 * Makes the document's managed head tags those of `head`, in its order: a tag (but a script) equal
 * to one already there is kept in place, the others are inserted after the title, and the rest
 * removed. Returns
 * the tags now in the head, in `head`'s order.
 */
export function syncHead(head: string): Element[] {
  const present = $$(MANAGED_HEAD, document.head);
  const wanted = owned(head).map((el) => {
    // A script runs once inserted, as a full load of the page runs it: it is put in anew.
    const at = el.tagName === 'SCRIPT' ? -1 : present.findIndex((p) => p.isEqualNode(el));
    return at === -1 ? el : present.splice(at, 1)[0]!;
  });
  for (const el of present) el.remove();
  let prev: Element | null = $('title', document.head);
  for (const el of wanted) {
    if (el.parentNode === document.head) {
      prev = el;
      continue;
    }
    if (prev) prev.after(el);
    else document.head.prepend(el);
    prev = el;
  }
  return wanted;
}
