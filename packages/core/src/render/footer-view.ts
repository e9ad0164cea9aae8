import type { FooterItemConfig, Localized, SiteContext } from '@docgen/config';
import type { HtmlItem, LinkItem, SiteView } from '@docgen/shared';
import { chromeHtml } from './chrome-html.js';
import { externalAttrs } from './external-links.js';
import { hostPathOf, isExternalConfigHref, siteExtras } from './navbar-view.js';
import { footerLogoView } from './site-logo.js';

/** What the footer of a locale is made with: its texts translated, its links localized. */
export interface FooterContext {
  ctx: SiteContext;
  locale: string;
  /** A label written once, translated by Docusaurus' footer.json keyed by it. */
  label: (value: Localized, key: string) => string;
  /** A text footer.json translates whole, keyed by its place (`footer.copyright`). */
  whole: (value: Localized, key: string) => string;
  localizeHref: (href: string, locale: string) => string;
  /** An href the config wrote, under the site's base. */
  authored: (href: string) => string;
}

/** The footer of a locale: link columns or a row of links, the copyright, the logo. */
export function footerView(f: FooterContext): SiteView['footer'] {
  const { footer } = f.ctx.config;
  const link = (href: string) => ({ href: f.localizeHref(href, f.locale), external: isExternalConfigHref(href) });
  const item = (i: FooterItemConfig): LinkItem | HtmlItem =>
    'html' in i
      ? { kind: 'html', position: 'left', html: chromeHtml(f.label(i.html, 'footer.link.item.html')) }
      : {
          label: f.label(i.label, 'footer.link.item.label'),
          ...link(i.href),
          ...externalAttrs(f.ctx, isExternalConfigHref(i.href)),
          ...hostPathOf(i.href),
          ...siteExtras(i),
        };
  // Docusaurus' footer.json translates the copyright whole, HTML as it is.
  const copyrightHtml =
    footer.copyrightHtml === undefined ? undefined : f.whole(footer.copyrightHtml, 'footer.copyright');
  const logo = footer.logo;
  return {
    columns: footer.columns.map((col) => ({
      title: f.label(col.title, 'footer.link.title'),
      items: col.items.map(item),
    })),
    ...(footer.links.length > 0 ? { links: footer.links.map(item) } : {}),
    copyright: f.whole(footer.copyright, 'footer.copyright'),
    ...(copyrightHtml !== undefined ? { copyrightHtml: chromeHtml(copyrightHtml) } : {}),
    ...(footer.style === 'dark' ? { dark: true as const } : {}),
    ...(logo
      ? {
          logo: footerLogoView(
            f.ctx,
            logo,
            f.whole(logo.alt, 'footer.logo.alt'),
            f.authored,
            logo.href === undefined
              ? undefined
              : { ...link(logo.href), ...externalAttrs(f.ctx, isExternalConfigHref(logo.href)) },
          ),
        }
      : {}),
  };
}
