import type { DocusaurusPageState } from '@docgen/shared';
import type { IslandPage } from '@docgen/shared/islands';
import { recordSiteData } from '../docusaurus/docusaurus-data.js';
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
  // customFields (site data, possibly large) and the Docusaurus config's other keys (presets,
  // themeConfig…: kilobytes) reach the browser only as far as the island reads them.
  const fields = readKeys(page.siteConfig.customFields);
  const config = readKeys({ ...page.siteConfig, customFields: fields.view });
  // A `<BrowserOnly>` whose children read `customFields.allFlowVersions` (Flow's Try page) read
  // nothing here: the browser got `customFields: {}` and the page threw once mounted.
  let browserReads = false;
  Object.defineProperty(state, 'readsInBrowser', {
    enumerable: true,
    value: () => {
      browserReads = true;
    },
  });
  const siteData = recordSiteData(page, state);
  const docContext = recordDocContext(page, state);
  Object.defineProperty(state, 'siteConfig', { enumerable: true, value: config.view });
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
        ...(config.all() || browserReads ? page.siteConfig : sentSiteConfig(page.siteConfig, config.read)),
        customFields:
          fields.all() || browserReads
            ? page.siteConfig.customFields
            : picked(page.siteConfig.customFields, fields.read),
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
  const sent = {
    ...picked(siteConfig, OWN_KEYS),
    customFields: siteConfig.customFields,
  } as DocusaurusPageState['siteConfig'];
  for (const key of used)
    if (!(OWN_KEYS as readonly string[]).includes(key) && Object.hasOwn(siteConfig, key)) sent[key] = siteConfig[key];
  return sent;
}

/** A view of `target` noting the keys read (and whether they were all listed): the part the browser gets. */
function readKeys<T extends object>(target: T): { view: T; read: Set<string>; all: () => boolean } {
  const read = new Set<string>();
  let all = false;
  const view = new Proxy(target, {
    get(t, key) {
      if (typeof key === 'string' && Object.hasOwn(t, key)) read.add(key);
      return Reflect.get(t, key);
    },
    has(t, key) {
      if (typeof key === 'string') read.add(key);
      return Reflect.has(t, key);
    },
    ownKeys(t) {
      all = true;
      return Reflect.ownKeys(t);
    },
  });
  return { view, read, all: () => all };
}

/** The keys of `object` among `keys`, in `keys`' order. */
function picked<T extends object>(object: T, keys: Iterable<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (Object.hasOwn(object, key)) out[key] = (object as Record<string, unknown>)[key];
  return out;
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
