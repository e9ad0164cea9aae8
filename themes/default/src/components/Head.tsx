import type { ReactElement } from 'react';
import { DOM, type PageView } from '@docgen/shared';
import type { ThemeProps } from '../context.js';

/** `Page | Site`, or the site title alone on its home (or when the page has no own title). */
export function documentTitle(view: PageView, pageTitle: string): string {
  const site = view.site.title;
  if (!pageTitle || pageTitle === site) return site;
  return `${pageTitle} | ${site}`;
}

/** Resolves an href against the canonical URL (alternates and og:url must be absolute). */
function absolute(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

/** `fr-FR` → `fr_FR` (the form Open Graph expects). */
function ogLocale(htmlLang: string): string {
  return htmlLang.replace('-', '_');
}

/** JSON inside `<script>` must never close the element: `<` is escaped as `\u003c`. */
export function safeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page title of a view (the not-found page falls back to its UI string). */
export function pageTitleOf({ view, t }: ThemeProps): string {
  if (view.kind === 'notFound') return view.title || t('notFound.title');
  return view.title;
}

export function Head({ view, t }: ThemeProps): ReactElement {
  const { site, assets } = view;
  const title = documentTitle(view, pageTitleOf({ view, t }));
  const description = view.description || site.tagline;
  const isNotFound = view.kind === 'notFound';
  const base = view.canonical || site.url;
  // hreflang alternates: only pages that exist in the other locale (a fallback to a locale's
  // home is not an equivalent page), plus x-default pointing to the default locale's version.
  const alternates = isNotFound ? [] : view.alternates.filter((a) => a.exists && a.hreflang !== 'x-default');
  const defaultAlternate =
    view.alternates.find((a) => a.hreflang === 'x-default' && a.exists) ??
    alternates.find((a) => a.locale === site.defaultLocale);
  const otherLocales = site.locales.filter((l) => l.code !== view.locale.code);
  const mode = site.colorMode;
  const themeColor = mode.defaultMode === 'dark' ? '#0b1120' : '#ffffff';

  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      {/* Where in-place navigation puts a page's head tags (after the title): the same cascade either way. */}
      {assets.pageStylesheets?.map((href) => (
        <link key={href} rel="stylesheet" href={href} data-dg-head="" />
      ))}
      {description ? <meta name="description" content={description} /> : null}
      {view.keywords.length > 0 ? <meta name="keywords" content={view.keywords.join(', ')} /> : null}
      {isNotFound ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={view.canonical} />}
      {view.visibility && !isNotFound ? <meta name="robots" content="noindex, nofollow" /> : null}
      {alternates.map((a) => (
        <link key={a.locale} rel="alternate" hrefLang={a.hreflang} href={absolute(a.href, base)} />
      ))}
      {!isNotFound && defaultAlternate ? (
        <link rel="alternate" hrefLang="x-default" href={absolute(defaultAlternate.href, base)} />
      ) : null}
      <meta property="og:type" content={view.kind === 'doc' ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      {isNotFound ? null : <meta property="og:url" content={view.canonical} />}
      <meta property="og:locale" content={ogLocale(view.locale.htmlLang)} />
      {otherLocales.map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={ogLocale(l.htmlLang)} />
      ))}
      {view.image ? <meta property="og:image" content={view.image} /> : null}
      <meta name="twitter:card" content={view.image ? 'summary_large_image' : 'summary'} />
      {view.image ? <meta name="twitter:image" content={view.image} /> : null}
      {(site.metadata ?? []).map((m, i) => (
        <meta key={`${m.name ?? m.property}:${i}`} name={m.name} property={m.property} content={m.content} />
      ))}
      <meta name="theme-color" content={themeColor} />
      {site.favicon ? <link rel="icon" href={site.favicon} /> : null}
      <script
        data-announcement-id={site.announcementBar?.id ?? ''}
        data-default-mode={mode.defaultMode}
        data-respect-prefers={String(mode.respectPrefersColorScheme)}
        dangerouslySetInnerHTML={{ __html: assets.headInlineScript }}
      />
      {assets.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {assets.modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script
        type="application/json"
        id={DOM.bootDataId}
        dangerouslySetInnerHTML={{ __html: safeJsonForScript(assets.bootJson) }}
      />
      {assets.scripts.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
    </head>
  );
}
