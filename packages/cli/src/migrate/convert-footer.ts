import { htmlToText } from './html-text.js';
import { droppedLink, hrefOf, madeByStandIn, type NavbarContext, withSiteExtras } from './convert-navbar.js';
import { type Dict, isDict, type Notes, staticPath, str } from './notes.js';

/** The keys of a footer link Docusaurus reads itself; `className` and the others go on the link (`withSiteExtras`). */
const FOOTER_KEYS = new Set(['label', 'to', 'href', 'html', 'prependBaseUrlToHref']);

/** `themeConfig.footer` as docgen's `footer`. */
export function convertFooter(footer: unknown, ctx: NavbarContext, notes: Notes): Dict | undefined {
  if (!isDict(footer)) return undefined;
  const at = 'themeConfig.footer';
  const out: Dict = {};
  const columns: Dict[] = [];
  const linkItems = (list: unknown, where: string): Dict[] =>
    (Array.isArray(list) ? list : []).flatMap((link, j): Dict[] => {
      if (!isDict(link)) return [];
      // Docusaurus renders an item's `html` as it is, in place of a link.
      if (typeof link.html === 'string') return [{ html: link.html }];
      const href = hrefOf(link, `${where}[${j}]`, notes);
      const label = str(link.label);
      if (href === undefined || label === undefined) {
        if (madeByStandIn(link)) return [];
        notes.add(
          `${where}[${j}]`,
          "has no link or label; docgen's footer links are text with an href.",
          'write it as { label, href } or { html }, or override the Footer component.',
        );
        return [];
      }
      const dropped = droppedLink(href, ctx);
      if (dropped) {
        notes.add(`${where}[${j}]`, dropped, 'nothing to do, or link to where those pages are published.');
        return [];
      }
      return [withSiteExtras({ label, href }, link, `${where}[${j}]`, notes, FOOTER_KEYS)];
    });
  if (Array.isArray(footer.links)) {
    // Docusaurus' FooterLinks: columns when an entry has `items`, else one row of links (simple).
    const multi = footer.links.some((c) => isDict(c) && Array.isArray(c.items));
    if (multi)
      footer.links.forEach((col, i) => {
        if (!isDict(col)) return;
        columns.push({ title: str(col.title) ?? '', items: linkItems(col.items, `${at}.links[${i}].items`) });
      });
    else {
      const row = linkItems(footer.links, `${at}.links`);
      if (row.length > 0) out.links = row;
    }
  }
  if (columns.length > 0) out.columns = columns;
  if (typeof footer.copyright === 'string') {
    // Docusaurus renders the copyright as HTML: text stays text, markup goes to copyrightHtml.
    const { text, hadTags } = htmlToText(footer.copyright);
    if (hadTags) out.copyrightHtml = footer.copyright;
    else out.copyright = text;
    if (text.includes(String(new Date().getFullYear())))
      notes.add(
        `${at}.copyright`,
        'holds the current year, written out as of this migration: docgen builds give the same bytes for the same input.',
        'update the year when it changes.',
      );
  }
  if (isDict(footer.logo) && typeof footer.logo.src === 'string') {
    const { logo } = footer;
    out.logo = {
      src: staticPath(logo.src as string),
      ...(typeof logo.alt === 'string' ? { alt: logo.alt } : {}),
      ...(typeof logo.srcDark === 'string' ? { srcDark: staticPath(logo.srcDark) } : {}),
      ...(typeof logo.href === 'string' ? { href: logo.href } : {}),
      ...(typeof logo.width === 'number' || typeof logo.width === 'string' ? { width: logo.width } : {}),
      ...(typeof logo.height === 'number' || typeof logo.height === 'string' ? { height: logo.height } : {}),
    };
    const dropped = Object.keys(logo).filter((k) => !['src', 'srcDark', 'alt', 'href', 'width', 'height'].includes(k));
    if (dropped.length > 0)
      notes.add(
        `${at}.logo`,
        `has ${dropped.map((k) => `"${k}"`).join(', ')}, not carried over: docgen's footer logo takes its image, alt text, link and size.`,
        'override the Footer component to set them (docs/guide/theme-overrides.md), or leave them out.',
      );
  } else if (footer.logo !== undefined)
    notes.add(`${at}.logo`, 'has no `src`: no logo to show.', 'give it a `src`, or remove it.');
  if (footer.style === 'dark') out.style = 'dark';
  else if (footer.style !== undefined && footer.style !== 'light')
    notes.add(
      `${at}.style`,
      `is ${JSON.stringify(footer.style)}, not a footer style (Docusaurus and docgen know "light" and "dark"): not carried over.`,
      'set footer.style to "dark" or leave it out.',
    );
  return Object.keys(out).length > 0 ? out : undefined;
}
