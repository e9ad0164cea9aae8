import { createElement, type ReactElement } from 'react';
import { DOM, type HeadTag, type PageView } from '@docgen/shared';
import { MAIN_ID, type ThemeProps } from '../context.js';

/** `Page | Site` (the config's `titleDelimiter`), or the site title alone on its home (or when the page has no own title). */
export function documentTitle(view: PageView, pageTitle: string): string {
  const site = view.site.title;
  if (!pageTitle || pageTitle === site) return site;
  return `${pageTitle} ${view.site.titleDelimiter ?? '|'} ${site}`;
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

/**
 * What a head tag replaces: the title, a meta of the same name or property (`meta:description`,
 * `meta:og:title`), the canonical link, a link of the same rel and hreflang.
 */
export function headTagKey(tag: HeadTag): string {
  const a = tag.attributes;
  if (tag.tag === 'title') return 'title';
  if (tag.tag === 'script') return `script:${a.src ?? ''}:${a.src ? '' : (tag.text ?? '')}`;
  if (tag.tag === 'style') return `style:${tag.text ?? ''}`;
  if (tag.tag === 'meta')
    return `meta:${a.name ?? a.property ?? a['http-equiv'] ?? a.httpEquiv ?? ((a.charset ?? a.charSet) ? 'charset' : '')}`;
  const rel = a.rel ?? '';
  return rel === 'canonical' ? 'link:canonical' : `link:${rel}:${a.hreflang ?? a.hrefLang ?? ''}:${a.href ?? ''}`;
}

/** HTML attribute names as React names them (React writes them back as HTML). */
const REACT_NAMES: Record<string, string> = {
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  hreflang: 'hrefLang',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  itemprop: 'itemProp',
  class: 'className',
  nomodule: 'noModule',
};

/** Boolean attributes: React writes `''` as no attribute, `true` as the bare name. */
const BOOLEAN = new Set(['async', 'defer', 'nomodule', 'noModule', 'disabled']);

function reactProps(attributes: Record<string, string>): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(attributes).map(([k, v]) => [REACT_NAMES[k] ?? k, BOOLEAN.has(k) && v === '' ? true : v]),
  );
}

/**
 * A page's own head tag (marked for in-place navigation to swap), or the site's (`site`: the same
 * on every page, never swapped); an inline script's code or a style's CSS never closes its
 * element early.
 */
function ownTag(tag: HeadTag, key: string, site = false): ReactElement {
  const props = { key, ...reactProps(tag.attributes), ...(site ? {} : { 'data-dg-head': '' }) };
  if ((tag.tag !== 'script' && tag.tag !== 'style') || !tag.text) return createElement(tag.tag, props);
  return createElement(tag.tag, {
    ...props,
    dangerouslySetInnerHTML: { __html: tag.text.replace(/<\/(script|style)/gi, '<\\/$1') },
  });
}

/** The blog's index pages whose title is the theme's UI string, as their heading (Docusaurus' translate ids). */
const BLOG_INDEX_TITLES = {
  tags: 'blog.tagsTitle',
  archive: 'blog.archiveTitle',
  authors: 'blog.authorsTitle',
} as const;

/**
 * The page title of a view: the not-found page falls back to its UI string; the blog's tags,
 * archive and authors indexes take theirs, so their title is in the page's language.
 */
export function pageTitleOf({ view, t }: ThemeProps): string {
  if (view.kind === 'notFound') return view.title || t('notFound.title');
  const type = view.blog?.type;
  if (type === 'tags' || type === 'archive' || type === 'authors') return t(BLOG_INDEX_TITLES[type]);
  return view.title;
}

/** The archive's description is its UI string, as Docusaurus' (`theme.blog.archive.description`). */
function descriptionOf({ view, t }: ThemeProps): string | undefined {
  if (view.blog?.type === 'archive') return t('blog.archiveDescription');
  return view.description || view.site.tagline;
}

export function Head({ view, t }: ThemeProps): ReactElement {
  const { site, assets } = view;
  const own = view.headTags ?? [];
  // The page's own tags win over the theme's of the same key (Docusaurus' head, react-helmet).
  const ownKeys = new Set(own.map(headTagKey));
  const ours = (key: string, element: ReactElement | null) => (ownKeys.has(key) ? null : element);
  const ownTitle = own.find((tag) => tag.tag === 'title')?.text;
  // og:url names the page's canonical URL, its own when it gives one.
  const canonical = own.find((tag) => headTagKey(tag) === 'link:canonical')?.attributes.href || view.canonical;
  const title = ownTitle || documentTitle(view, pageTitleOf({ view, t }));
  const description = descriptionOf({ view, t });
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
      {/* No first paint before the page's main element opens: a loaded browser painted a half-parsed
          navbar, its links before its tools, which then moved (a layout shift). Ignored where unknown. */}
      <link rel="expect" href={`#${MAIN_ID}`} {...{ blocking: 'render' }} />
      <title>{title}</title>
      {/* Where in-place navigation puts a page's head tags (after the title): the same cascade either way. */}
      {assets.pageStylesheets?.map((href) => (
        <link key={href} rel="stylesheet" href={href} data-dg-head="" />
      ))}
      {description ? ours('meta:description', <meta name="description" content={description} />) : null}
      {view.keywords.length > 0
        ? ours('meta:keywords', <meta name="keywords" content={view.keywords.join(', ')} />)
        : null}
      {isNotFound
        ? ours('meta:robots', <meta name="robots" content="noindex" />)
        : ours('link:canonical', <link rel="canonical" href={view.canonical} />)}
      {view.visibility && !isNotFound ? ours('meta:robots', <meta name="robots" content="noindex, nofollow" />) : null}
      {alternates.map((a) => (
        <link key={a.locale} rel="alternate" hrefLang={a.hreflang} href={absolute(a.href, base)} />
      ))}
      {(view.blog?.feeds ?? []).map((f) => (
        <link key={f.type} rel="alternate" type={FEED_TYPES[f.type]} href={f.href} title={f.title} />
      ))}
      {!isNotFound && defaultAlternate ? (
        <link rel="alternate" hrefLang="x-default" href={absolute(defaultAlternate.href, base)} />
      ) : null}
      {ours('meta:og:type', <meta property="og:type" content={view.kind === 'doc' ? 'article' : 'website'} />)}
      {ours('meta:og:site_name', <meta property="og:site_name" content={site.title} />)}
      {ours('meta:og:title', <meta property="og:title" content={title} />)}
      {description ? ours('meta:og:description', <meta property="og:description" content={description} />) : null}
      {isNotFound ? null : ours('meta:og:url', <meta property="og:url" content={canonical} />)}
      <meta property="og:locale" content={ogLocale(view.locale.htmlLang)} />
      {otherLocales.map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={ogLocale(l.htmlLang)} />
      ))}
      {view.image ? ours('meta:og:image', <meta property="og:image" content={view.image} />) : null}
      {ours('meta:twitter:card', <meta name="twitter:card" content={view.image ? 'summary_large_image' : 'summary'} />)}
      {view.image ? ours('meta:twitter:image', <meta name="twitter:image" content={view.image} />) : null}
      {(site.metadata ?? []).map((m, i) =>
        ours(
          `meta:${m.name ?? m.property}`,
          <meta key={`${m.name ?? m.property}:${i}`} name={m.name} property={m.property} content={m.content} />,
        ),
      )}
      {(site.headTags ?? []).map((tag, i) => ours(headTagKey(tag), ownTag(tag, `site:${i}`, true)))}
      {own.map((tag, i) => (tag.tag === 'title' ? null : ownTag(tag, `own:${i}`)))}
      {/* A page's own head style: in-place navigation drops it on leaving, so the footer shows again. */}
      {view.noFooter || view.noChrome ? (
        <style
          data-dg-head=""
          dangerouslySetInnerHTML={{
            // The theme's stylesheets come after this style: `!important` keeps `.dg-announcement { display: flex }` from showing the bar.
            __html: view.noChrome
              ? '.dg-announcement,.dg-navbar,.dg-footer{display:none!important}'
              : '.dg-footer{display:none}',
          }}
        />
      ) : null}
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

const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;
