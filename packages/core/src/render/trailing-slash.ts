import { DOM, type SidebarMarks } from '@docgen/shared';
import { hrefWithTrailingSlash, type TrailingSlash } from '@docgen/shared/trailing-slash';

const ANCHOR = /<a\s[^>]*>/g;
const HREF = /(\shref=")([^"]*)"/;

/**
 * Links of a rendered page (`<a href>` to a site path, wherever it was written: content, raw
 * HTML, MDX, navbar, sidebar, footer) in the URL form of `trailingSlash`, as Docusaurus' Link
 * writes them. One pass over the HTML, none when the option is unset. `<a` cannot start inside
 * text or highlighted code, where `<` is always escaped.
 */
export function applyTrailingSlash(html: string, trailingSlash: TrailingSlash, roots: readonly string[]): string {
  if (trailingSlash === undefined) return html;
  return html.replace(ANCHOR, (tag) =>
    // A `pathname://` link is the host's path as written (`DOM.hostPath`).
    tag.includes(` ${DOM.hostPath}=`)
      ? tag
      : tag.replace(HREF, (whole, before: string, href: string) => {
          const out = hrefWithTrailingSlash(href, trailingSlash, roots);
          return out === href ? whole : `${before}${out}"`;
        }),
  );
}

/** A shared sidebar's pieces rewritten alike: the marks still turn the unmarked items into the page's. */
export function sidebarWithTrailingSlash<T extends { html: string; unmarked?: string; marks?: SidebarMarks }>(
  made: T,
  trailingSlash: TrailingSlash,
  roots: readonly string[],
): T {
  if (trailingSlash === undefined) return made;
  const fix = (text: string) => applyTrailingSlash(text, trailingSlash, roots);
  return {
    ...made,
    html: fix(made.html),
    ...(made.unmarked !== undefined ? { unmarked: fix(made.unmarked) } : {}),
    ...(made.marks ? { marks: made.marks.map(([from, to]) => [fix(from), fix(to)] as const) } : {}),
  };
}
