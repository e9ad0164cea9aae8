import type { DocusaurusPageState } from '@docgen/shared';
import type { IslandPage } from '@docgen/shared/islands';
import { recordSiteData } from './docusaurus-data.js';
import { recordDocContext } from './doc-context.js';

/** The page state for an island's render, noting what it reads: the browser gets that part. */
export function recordingPage(page: DocusaurusPageState): { state: DocusaurusPageState; page(): IslandPage } {
  const used = new Set<string>();
  let category = false;
  const strings = new Proxy(page.strings, {
    get(target, key) {
      if (typeof key === 'string' && Object.hasOwn(target, key)) used.add(key);
      return Reflect.get(target, key);
    },
  });
  // The page's own descriptors: its `category` getter is not called by the copy.
  const state = Object.defineProperties({}, Object.getOwnPropertyDescriptors(page)) as DocusaurusPageState;
  Object.defineProperty(state, 'strings', { enumerable: true, value: strings });
  Object.defineProperty(state, 'inIsland', { enumerable: true, value: true });
  // The island's links, localized on the server, read the same in the browser.
  const localized: Record<string, string> = {};
  const localize = page.localizeHref;
  if (localize)
    Object.defineProperty(state, 'localizeHref', {
      enumerable: true,
      value: (href: string) => {
        const answer = localize(href);
        // No answer (a default locale's path as written): the browser writes it the same way.
        if (answer !== undefined) localized[href] = answer;
        return answer;
      },
    });
  // customFields (site data, possibly large) reach the browser only as far as the island reads them.
  const fields = page.siteConfig.customFields;
  const usedFields = new Set<string>();
  let allFields = false;
  const readFields = new Proxy(fields, {
    get(target, key) {
      if (typeof key === 'string' && Object.hasOwn(target, key)) usedFields.add(key);
      return Reflect.get(target, key);
    },
    has(target, key) {
      if (typeof key === 'string') usedFields.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      allFields = true;
      return Reflect.ownKeys(target);
    },
  });
  const siteData = recordSiteData(page, state);
  const docContext = recordDocContext(page, state);
  // The Docusaurus config's other keys (presets, themeConfig…: kilobytes) are sent as far as read too.
  const usedKeys = new Set<string>();
  let allKeys = false;
  const siteConfig = new Proxy(
    { ...page.siteConfig, customFields: readFields },
    {
      get(target, key) {
        if (typeof key === 'string' && Object.hasOwn(target, key)) usedKeys.add(key);
        return Reflect.get(target, key);
      },
      has(target, key) {
        if (typeof key === 'string') usedKeys.add(key);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        allKeys = true;
        return Reflect.ownKeys(target);
      },
    },
  );
  Object.defineProperty(state, 'siteConfig', { enumerable: true, value: siteConfig });
  Object.defineProperty(state, 'category', {
    enumerable: true,
    configurable: true,
    get() {
      category = true;
      return page.category;
    },
  });
  return {
    state,
    page: () => ({
      locale: page.locale,
      defaultLocale: page.defaultLocale,
      locales: page.locales,
      baseUrl: page.baseUrl,
      siteConfig: {
        ...(allKeys ? page.siteConfig : sentSiteConfig(page.siteConfig, usedKeys)),
        customFields: allFields
          ? fields
          : Object.fromEntries([...usedFields].filter((k) => Object.hasOwn(fields, k)).map((k) => [k, fields[k]])),
      },
      strings: Object.fromEntries([...used].sort().map((k) => [k, page.strings[k]!])),
      ...(Object.keys(localized).length > 0 ? { localized } : {}),
      // A search box the island draws (`@theme/SearchBar`) is shown as the server drew it.
      ...(page.search ? { search: true } : {}),
      ...(category && page.category ? { category: page.category } : {}),
      ...siteData.extras(),
      ...docContext.extras(),
    }),
  };
}

/** docgen's own keys of siteConfig, always sent: a few short strings. */
const OWN_KEYS = ['title', 'url', 'baseUrl', 'tagline', 'titleDelimiter'] as const;

function sentSiteConfig(
  siteConfig: DocusaurusPageState['siteConfig'],
  used: Set<string>,
): DocusaurusPageState['siteConfig'] {
  const sent: DocusaurusPageState['siteConfig'] = {
    title: siteConfig.title,
    url: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    tagline: siteConfig.tagline,
    titleDelimiter: siteConfig.titleDelimiter,
    customFields: siteConfig.customFields,
  };
  for (const key of used)
    if (!(OWN_KEYS as readonly string[]).includes(key) && Object.hasOwn(siteConfig, key)) sent[key] = siteConfig[key];
  return sent;
}

export function emptyPage(): IslandPage {
  return {
    locale: 'en',
    defaultLocale: 'en',
    locales: ['en'],
    baseUrl: '/',
    siteConfig: { title: '', url: '', baseUrl: '/', tagline: '', titleDelimiter: '|', customFields: {} },
    strings: {},
  };
}
