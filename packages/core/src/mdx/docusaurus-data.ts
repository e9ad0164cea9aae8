import type { RouteManifest, SiteConfig, SiteContext } from '@docgen/config';
import {
  type DocusaurusDocsData,
  type DocusaurusPageState,
  type DocusaurusVersion,
  isExternalHref,
} from '@docgen/shared';
import { pick } from '../util/localize.js';
import type { IslandPage } from '@docgen/shared/islands';
import { siteHref } from '../routes/base-url.js';
import { docsBase, versionBase } from '../routes/manifest.js';

/**
 * What a static build knows of Docusaurus' client data, in its shapes: the docs plugin's global
 * data (`useVersions`, `useActiveVersion`, `usePluginData`: every version of the docs section with
 * its docs, in the page's locale) and the theme config (`useThemeConfig`: docgen's config keys
 * written as Docusaurus' `themeConfig`). Made once per build and locale; pages share them.
 */

const docsData = new WeakMap<RouteManifest, Map<string, DocusaurusDocsData>>();

export function docusaurusDocsData(ctx: SiteContext, manifest: RouteManifest, locale: string): DocusaurusDocsData {
  let byLocale = docsData.get(manifest);
  if (!byLocale) docsData.set(manifest, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known;
  const docs = new Map<string, DocusaurusVersion['docs']>();
  for (const [key, route] of manifest.docRoutes) {
    const [routeLocale, version, id] = key.split('\0');
    // A category's generated index is a sidebar link in Docusaurus, not a doc.
    if (routeLocale !== locale || !version || !id || route.source?.generated) continue;
    let list = docs.get(version);
    if (!list) docs.set(version, (list = []));
    list.push({ id, path: siteHref(ctx, route.path) });
  }
  const versions = manifest.versions.map((v): DocusaurusVersion => {
    const list = (docs.get(v.name) ?? []).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return {
      name: v.name,
      label: v.label,
      isLast: v.name === manifest.latestVersion.name,
      path: siteHref(ctx, versionBase(ctx, locale, v)),
      mainDocId: manifest.homes.get(v.name) ?? list[0]?.id ?? '',
      docs: list,
      draftIds: [],
      sidebars: {},
      banner: v.banner === 'none' ? null : v.banner,
    };
  });
  const data: DocusaurusDocsData = { path: siteHref(ctx, docsBase(ctx, locale)), versions, breadcrumbs: true };
  byLocale.set(locale, data);
  return data;
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
  const bar = config.announcementBar;
  const themeConfig: Record<string, unknown> = {
    colorMode: { ...config.colorMode },
    navbar: {
      title: config.title,
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
        if (item.type === 'link') return { label: text(item.label), position, ...link(item.href) };
        if (item.type === 'doc')
          return { type: 'doc', docId: item.docId, position, ...(item.label ? { label: text(item.label) } : {}) };
        if (item.type === 'docSidebar')
          return {
            type: 'docSidebar',
            sidebarId: item.sidebarId,
            position,
            ...(item.label ? { label: text(item.label) } : {}),
          };
        return { type: item.type, position };
      }),
    },
    footer: {
      style: 'light',
      links: config.footer.columns.map((column) => ({
        title: text(column.title),
        items: column.items.map((item) => ({ label: text(item.label), ...link(item.href) })),
      })),
      copyright: text(config.footer.copyright),
    },
    ...(bar ? { announcementBar: { id: bar.id, content: text(bar.content), isCloseable: bar.dismissible } } : {}),
    metadata: config.metadata.map((m) => ({ ...m })),
    ...(config.image ? { image: config.image } : {}),
    tableOfContents: { ...config.toc },
    docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
  };
  byLocale.set(locale, themeConfig);
  return themeConfig;
}

/**
 * The docs data and theme config of a page state, each a getter noting that it was read: a page
 * that reads them is made from the whole site (never reused from the cache), an island carries
 * them to the browser only when its server render read them (`recordSiteData`).
 */
export function defineSiteData(
  state: DocusaurusPageState,
  data: { docs(): DocusaurusDocsData | undefined; themeConfig(): Record<string, unknown> | undefined },
  onRead: (what: 'docs' | 'themeConfig') => void,
): void {
  for (const what of ['docs', 'themeConfig'] as const)
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
 * the versions (small) when it reads the docs data, the docs of a version only when it lists them.
 */
export function recordSiteData(
  page: DocusaurusPageState,
  state: DocusaurusPageState,
): { extras(): Pick<IslandPage, 'docs' | 'themeConfig' | 'docVersion'> } {
  let docsRead = false;
  let themeRead = false;
  const listed = new Set<string>();
  let copy: { docs: DocusaurusDocsData | undefined } | undefined;
  const docsCopy = () => {
    if (copy) return copy.docs;
    const docs = page.docs;
    copy = {
      docs: docs && {
        ...docs,
        versions: docs.versions.map((v) =>
          Object.defineProperty({ ...v }, 'docs', {
            enumerable: true,
            get() {
              listed.add(v.name);
              return v.docs;
            },
          }),
        ),
      },
    };
    return copy.docs;
  };
  defineSiteData(state, { docs: docsCopy, themeConfig: () => page.themeConfig }, (what) => {
    if (what === 'docs') docsRead = true;
    else themeRead = true;
  });
  return {
    extras() {
      const docs = docsRead ? page.docs : undefined;
      const theme = themeRead ? page.themeConfig : undefined;
      return {
        ...(docs
          ? {
              docs: { ...docs, versions: docs.versions.map((v) => ({ ...v, docs: listed.has(v.name) ? v.docs : [] })) },
            }
          : {}),
        ...(docs && page.docVersion ? { docVersion: page.docVersion } : {}),
        ...(theme ? { themeConfig: theme } : {}),
      };
    },
  };
}
