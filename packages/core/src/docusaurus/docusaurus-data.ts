import {
  DEFAULT_DOCS_PLUGIN_ID,
  type DocsVersion,
  docsSectionOf,
  docusaurusPluginId,
  type FooterItemConfig,
  type NavbarMenuEntryConfig,
  type RouteManifest,
  type SiteConfig,
  type SiteContext,
} from '@docgen/config';
import {
  type DocusaurusDocsData,
  type DocusaurusGlobalDoc,
  type DocusaurusPageState,
  type DocusaurusSiteConfig,
  type DocusaurusVersion,
  isExternalHref,
} from '@docgen/shared';
import { manifestBehind } from '../routes/tracked-manifest.js';
import { pick } from '../util/localize.js';
import type { IslandPage } from '@docgen/shared/islands';
import { siteHref } from '../routes/base-url.js';
import { docKey, docsBase, versionBase } from '../routes/manifest.js';
import { type SidebarSet, type Sidebars, sidebarsOf, versionLabelIn } from '../sidebars/resolve.js';

/**
 * What a static build knows of Docusaurus' client data, in its shapes: the docs plugins' global
 * data (`useVersions`, `useActivePlugin`, `usePluginData`: every docs section, `default` and each
 * of `docsInstances`, with its versions, their docs and sidebars, in the page's locale) and the
 * theme config (`useThemeConfig`: docgen's config keys written as Docusaurus' `themeConfig`).
 * Made once per build and locale; pages share them.
 */

const docsData = new WeakMap<RouteManifest, Map<string, Record<string, DocusaurusDocsData>>>();

export function docusaurusDocsData(
  ctx: SiteContext,
  manifest: RouteManifest,
  sidebars: Sidebars | undefined,
  locale: string,
): Record<string, DocusaurusDocsData> {
  // Made from every doc route: from the manifest itself, not a page's tracked view of it. A page
  // depends on the parts it reads, by digest (`docs-reads.ts`), not on every route.
  manifest = manifestBehind(manifest);
  let byLocale = docsData.get(manifest);
  if (!byLocale) docsData.set(manifest, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known;
  const docs = new Map<string, DocusaurusGlobalDoc[]>();
  for (const [key, route] of manifest.docRoutes) {
    const [routeLocale, version, id] = key.split('\0');
    // A category's generated index is a sidebar link in Docusaurus, not a doc.
    if (routeLocale !== locale || !version || !id || route.source?.generated) continue;
    const sidebar = sidebars && sidebarsOf(sidebars, version).sidebarOfDoc.get(id);
    let list = docs.get(version);
    if (!list) docs.set(version, (list = []));
    const fm = route.source?.frontMatter;
    const title = text(fm?.title) ?? route.source?.contentTitle ?? id.split('/').at(-1)!;
    const description = text(fm?.description) ?? route.source?.excerpt;
    list.push({
      id,
      path: siteHref(ctx, route.path),
      ...(sidebar ? { sidebar } : {}),
      title,
      ...(description ? { description } : {}),
    });
  }
  const sections = new Map<string, DocsVersion[]>();
  for (const v of [...manifest.versions, ...manifest.instanceVersions]) {
    const { pluginId } = docsSectionOf(v.name);
    sections.set(pluginId, [...(sections.get(pluginId) ?? []), v]);
  }
  const data: Record<string, DocusaurusDocsData> = {};
  for (const [pluginId, versions] of sections) {
    const latest = pluginId === DEFAULT_DOCS_PLUGIN_ID ? manifest.latestVersion : versions.find((v) => v.latest);
    data[docusaurusPluginId(ctx.config, pluginId)] = {
      path: siteHref(ctx, docsBase(ctx, locale, versions[0]?.routeBasePath)),
      versions: versions.map((v): DocusaurusVersion => {
        const list = (docs.get(v.name) ?? []).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        return {
          name: docsSectionOf(v.name).version,
          label: versionLabelIn(sidebars, v, locale),
          isLast: v.name === (latest ?? versions[0])?.name,
          path: siteHref(ctx, versionBase(ctx, locale, v)),
          mainDocId: manifest.homes.get(v.name) ?? list[0]?.id ?? '',
          docs: list,
          draftIds: [],
          sidebars: sidebars ? sidebarLinks(sidebarsOf(sidebars, v.name), list, manifest, locale, v.name) : {},
          banner: v.banner === 'none' ? null : v.banner,
        };
      }),
      breadcrumbs: true,
    };
  }
  byLocale.set(locale, data);
  return data;
}

/** Each sidebar of a version with its first doc, as Docusaurus' `GlobalSidebar`. */
function sidebarLinks(
  set: SidebarSet,
  docs: readonly DocusaurusGlobalDoc[],
  manifest: RouteManifest,
  locale: string,
  version: string,
): DocusaurusVersion['sidebars'] {
  const out: DocusaurusVersion['sidebars'] = {};
  for (const [name, order] of set.order) {
    const first = order[0];
    const doc = first === undefined ? undefined : docs.find((d) => d.id === first);
    const source = doc && manifest.docRoutes.get(docKey(locale, version, doc.id))?.source;
    const label = source?.frontMatter.sidebar_label ?? source?.frontMatter.title ?? source?.contentTitle ?? first;
    out[name] = doc ? { link: { label: label ?? doc.id, path: doc.path } } : {};
  }
  return out;
}

/** docgen's config as Docusaurus' `siteConfig` in a locale (the same for React pages and MDX pages). */
export function docusaurusSiteConfig(ctx: SiteContext, locale: string): DocusaurusSiteConfig {
  const { config } = ctx;
  // The Docusaurus config's other keys the migration carried (plugins, presets…); docgen's own win.
  return {
    ...config.docusaurusSiteConfig,
    title: config.title,
    url: config.url,
    baseUrl: config.baseUrl,
    tagline: pick(config.tagline, locale, ctx.defaultLocale.code),
    titleDelimiter: config.titleDelimiter,
    customFields: config.customFields,
  };
}

const themeConfigs = new WeakMap<SiteConfig, Map<string, Record<string, unknown>>>();

/** docgen's config as Docusaurus' `themeConfig` (the keys `docgen migrate docusaurus` carries over), in a locale. */
export function docusaurusThemeConfig(ctx: SiteContext, locale: string): Record<string, unknown> {
  const { config } = ctx;
  let byLocale = themeConfigs.get(config);
  if (!byLocale) themeConfigs.set(config, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known;
  const text = (label: string | Record<string, string> | undefined) => pick(label, locale, ctx.defaultLocale.code);
  const link = (href: string) => (isExternalHref(href) ? { href } : { to: href });
  // A link of the bar or of a dropdown, as Docusaurus' themeConfig writes it.
  const navEntry = (item: NavbarMenuEntryConfig): Record<string, unknown> => {
    if (item.type === 'link') return { label: text(item.label), ...link(item.href) };
    if (item.type === 'html') return { type: 'html', value: text(item.value) };
    const label = item.label ? { label: text(item.label) } : {};
    return item.type === 'doc'
      ? { type: 'doc', docId: item.docId, ...label }
      : { type: 'docSidebar', sidebarId: item.sidebarId, ...label };
  };
  const footerEntry = (item: FooterItemConfig): Record<string, unknown> =>
    'html' in item ? { html: text(item.html) } : { label: text(item.label), ...link(item.href) };
  const bar = config.announcementBar;
  const themeConfig: Record<string, unknown> = {
    colorMode: { ...config.colorMode },
    navbar: {
      title: config.navbar.title === undefined ? config.title : text(config.navbar.title),
      hideOnScroll: false,
      ...(config.logo
        ? {
            logo: {
              src: config.logo.src,
              alt: text(config.logo.alt),
              ...(config.logo.srcDark ? { srcDark: config.logo.srcDark } : {}),
            },
          }
        : {}),
      items: config.navbar.items.map((item) => {
        const { position } = item;
        if (item.type === 'dropdown')
          return {
            type: 'dropdown',
            label: text(item.label),
            position,
            items: item.items.map((entry) => (entry.type === 'component' ? { type: 'component' } : navEntry(entry))),
          };
        if (item.type === 'link' || item.type === 'doc' || item.type === 'docSidebar' || item.type === 'html')
          return { ...navEntry(item), position };
        return { type: item.type, position };
      }),
    },
    footer: {
      style: 'light',
      // Columns, else the simple footer's row of links, as Docusaurus' themeConfig writes them.
      links:
        config.footer.columns.length > 0
          ? config.footer.columns.map((column) => ({ title: text(column.title), items: column.items.map(footerEntry) }))
          : config.footer.links.map(footerEntry),
      copyright:
        config.footer.copyrightHtml !== undefined ? text(config.footer.copyrightHtml) : text(config.footer.copyright),
      ...(config.footer.logo ? { logo: { ...config.footer.logo, alt: text(config.footer.logo.alt) } } : {}),
    },
    ...(bar ? { announcementBar: { id: bar.id, content: text(bar.content), isCloseable: bar.dismissible } } : {}),
    metadata: config.metadata.map((m) => ({ ...m })),
    ...(config.image ? { image: config.image } : {}),
    tableOfContents: { ...config.toc },
    liveCodeBlock: { ...config.liveCodeBlock },
    docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
    // A swizzled code block reads the magic comments; docgen's default class is Docusaurus' own there.
    prism: {
      additionalLanguages: [],
      // Docusaurus' Prism themes, for a site's component that highlights with them (`usePrismTheme`).
      ...prismThemes(config.docusaurusSiteConfig),
      magicComments: config.markdown.magicComments.map((m) =>
        m.className === 'highlighted' ? { ...m, className: 'theme-code-block-highlighted-line' } : { ...m },
      ),
    },
  };
  byLocale.set(locale, themeConfig);
  return themeConfig;
}

/** `themeConfig.prism`'s `theme` and `darkTheme` of the Docusaurus config the migration carried. */
function prismThemes(siteConfig: Record<string, unknown> | undefined): Record<string, unknown> {
  const themeConfig = siteConfig?.themeConfig as { prism?: Record<string, unknown> } | undefined;
  const prism = themeConfig?.prism;
  if (typeof prism !== 'object' || prism === null) return {};
  const out: Record<string, unknown> = {};
  for (const key of ['theme', 'darkTheme'])
    if (typeof prism[key] === 'object' && prism[key] !== null) out[key] = prism[key];
  return out;
}

/**
 * The docs data and theme config of a page state, each a getter noting that it was read: a page
 * that reads the theme config or plugins' data is never reused from the cache, one that reads the
 * docs data is reused while the parts it read are the same (`docs-reads.ts`), an island carries
 * them to the browser only when its server render read them (`recordSiteData`).
 */
export function defineSiteData(
  state: DocusaurusPageState,
  data: {
    docs(): DocusaurusPageState['docs'];
    themeConfig(): Record<string, unknown> | undefined;
    globalData(): DocusaurusPageState['globalData'];
  },
  onRead: (what: 'docs' | 'themeConfig' | 'globalData') => void,
): void {
  for (const what of ['docs', 'themeConfig', 'globalData'] as const)
    Object.defineProperty(state, what, {
      enumerable: true,
      configurable: true,
      get() {
        onRead(what);
        return data[what]();
      },
    });
}

/**
 * An island's copy of the docs data and theme config, recording what its server render reads:
 * the sections and their versions (small) when it reads the docs data, the docs of a version only
 * when it lists them.
 */
export function recordSiteData(
  page: DocusaurusPageState,
  state: DocusaurusPageState,
): { extras(): Pick<IslandPage, 'docs' | 'themeConfig' | 'docVersion' | 'docPluginId' | 'globalData'> } {
  let docsRead = false;
  let themeRead = false;
  // The plugins whose global data the island read: only theirs goes to the browser.
  const pluginsRead = new Set<string>();
  const globalCopy = () => {
    const all = page.globalData ?? {};
    return new Proxy(all, {
      get(target, key) {
        if (typeof key === 'string' && Object.hasOwn(target, key)) pluginsRead.add(key);
        return Reflect.get(target, key);
      },
      ownKeys(target) {
        for (const key of Object.keys(target)) pluginsRead.add(key);
        return Reflect.ownKeys(target);
      },
    });
  };
  const listed = new Set<DocusaurusVersion>();
  let copy: { docs: DocusaurusPageState['docs'] } | undefined;
  const eachVersion = (
    docs: Record<string, DocusaurusDocsData>,
    version: (v: DocusaurusVersion) => DocusaurusVersion,
  ): Record<string, DocusaurusDocsData> =>
    Object.fromEntries(
      Object.entries(docs).map(([id, data]) => [id, { ...data, versions: data.versions.map(version) }]),
    );
  const docsCopy = () => {
    if (copy) return copy.docs;
    const docs = page.docs;
    copy = {
      docs:
        docs &&
        eachVersion(docs, (v) =>
          Object.defineProperty({ ...v }, 'docs', {
            enumerable: true,
            get() {
              listed.add(v);
              return v.docs;
            },
          }),
        ),
    };
    return copy.docs;
  };
  defineSiteData(state, { docs: docsCopy, themeConfig: () => page.themeConfig, globalData: globalCopy }, (what) => {
    if (what === 'docs') docsRead = true;
    else if (what === 'themeConfig') themeRead = true;
  });
  return {
    extras() {
      const docs = docsRead ? page.docs : undefined;
      const theme = themeRead ? page.themeConfig : undefined;
      return {
        ...(docs ? { docs: eachVersion(docs, (v) => ({ ...v, docs: listed.has(v) ? v.docs : [] })) } : {}),
        ...(docs && page.docVersion ? { docVersion: page.docVersion } : {}),
        ...(docs && page.docPluginId ? { docPluginId: page.docPluginId } : {}),
        ...(theme ? { themeConfig: theme } : {}),
        ...(pluginsRead.size > 0
          ? { globalData: Object.fromEntries([...pluginsRead].sort().map((k) => [k, page.globalData![k]!])) }
          : {}),
      };
    },
  };
}

/** A front matter value that is a string (YAML may give numbers or dates). */
function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
