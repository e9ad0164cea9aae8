import type { DocusaurusDoc, DocusaurusDocsData, DocusaurusSidebar, DocusaurusSiteConfig } from './docusaurus.js';

/**
 * The contract of the islands a site's MDX pages hold (issue 22): the build renders them on the
 * server (`@docgen/core`, `mdx/island-runtime.ts`), the theme's site islands entry hydrates them
 * in the browser (`ThemeModule.siteIslands`). A subpath of its own (`@docgen/shared/islands`),
 * out of the index the first-load runtime imports: sites without such islands get the same
 * bytes as before it existed (esbuild's minified names depend on every module it reads).
 */
/** A property docgen's `@theme/TabItem` carries, by which an island's props know it (`tabItem`). */
export const TAB_ITEM_MARK = 'docgenTabItem';

export const SITE_ISLANDS = {
  /** `data-dg-island` of a site component (`src/components/…`) hydrated in the browser. */
  component: 'component',
  /** `data-dg-island` of a `<Tabs queryString>` box: its choice follows the URL's query. */
  tabsQuery: 'tabs-query',
  /** `data-dg-island` of `@theme/BackToTopButton`: shown when scrolling back up, scrolls to the top. */
  backToTop: 'back-to-top',
  /**
   * `data-dg-island` of `@theme/SearchBar` in a page's content: its click opens the navbar's
   * search dialog (one dialog per page). It keeps the search mark (`data-dg-search`), so the
   * runtime keeps a click made before it is hydrated.
   */
  searchBar: 'search-bar',
  /**
   * `data-dg-island` of the site's Root (and Layout/Provider) when it draws elements of its own
   * that need the browser (a cookie banner): hydrated around the page's content, which it leaves
   * as the server wrote it (`rootContentTag`).
   */
  siteRoot: 'site-root',
  /** The element holding the page's content inside a site Root island: React never renders into it. */
  rootContentTag: 'docgen-root-content',
  /** The element wrapping a component island (phrasing content: valid inside a paragraph). */
  rootTag: 'docgen-island',
  /**
   * Attribute of the first island of a page whose props carry a page object (`IslandPageRef`):
   * the key the page's other islands with the same one name it by.
   */
  pageAttr: 'data-dg-page',
  /** The element holding server-rendered HTML passed to an island as a prop (children…). */
  slotTag: 'docgen-slot',
  /**
   * Attribute of a `slotTag` element: its slot's number among its island's (`IslandElement`
   * `html`), whose HTML the browser reads from there when the props leave it out.
   */
  slotAttr: 'data-dg-slot',
  /**
   * `Symbol.for` key of the React modules the site islands entry shares with components'
   * chunks: `{ react, 'react/jsx-runtime', 'react-dom', 'react-dom/client' }`. A component's
   * chunk reads React from there, so a page loads one React whatever its islands.
   */
  reactKey: 'docgen.react',
  /**
   * `Symbol.for` key under which the site Root's `wrap` (a component's export made to render
   * inside the site's providers, `core/src/mdx/site-root-share.ts`) keeps the export itself:
   * inside an island, already inside the providers, a component's children and props are
   * elements of the module's own exports (`child.type === Tab` holds, as on the server).
   */
  ownExport: 'docgen.own-export',
  /**
   * `Symbol.for` key of what a call of an MDX page's import runs (`{Badge({ label })}`, rewritten by
   * `@docgen/markdown`'s MDX steps): a site component's wrapper answers with the component's own
   * call, as under Docusaurus.
   */
  callKey: 'docgen.call',
  /**
   * `Symbol.for` key under which a site Root's wrapped export keeps `wrap` itself: the browser
   * wraps a called export's island (`ComponentIslandProps.call`) in the same providers.
   */
  wrapKey: 'docgen.wrap',
  /**
   * The entries of `reactKey` a site component's own code gets for `react/jsx-runtime` and
   * `react`: its plain `<a>` marked (`plainAnchors` of `@docgen/shared/plain-anchors`).
   */
  plainJsxRuntime: 'react/jsx-runtime#plain-anchors',
  plainReact: 'react#plain-anchors',
} as const;

/**
 * A prop value of a component island as JSON: plain JSON, except objects with a `$dg` key,
 * which stand for React elements the browser makes again (see {@link IslandElement}).
 */
export type IslandValue = null | boolean | number | string | IslandValue[] | { [key: string]: IslandValue };

/**
 * A React element inside an island's props (its children, an `icon={<Icon />}` prop):
 * `el`: a host element (`type` the tag name); `mod`: an export of a site component's chunk
 * (`url`, `name`), so a component reading its children's props sees them as on the server;
 * `html`: anything else, rendered on the server and passed as static HTML (a `docgen-slot`);
 * `slot` numbers it among the island's, and `html` is left out when the island's own server HTML
 * holds it (the browser reads it there: a parent's props repeated its children's HTML, nested
 * islands and highlighted code included, 2.9 MB of props on a supertokens page).
 * `date`: a `Date` (a front matter timestamp in `frontMatter`), made again from its ISO text.
 * `ref`: a site component itself (`icon={Rocket}`), the export of its chunk; `static`: a
 * component whose output is fixed, an imported Markdown file's (`code={{ js }}` of
 * `import js from './js.md'`), as the static HTML it renders, a component of no props.
 * `tabItem`: docgen's `@theme/TabItem` with its props, which the component's own tabs read
 * (`child.props.value`: crowdsec-docs' persona picker), made again as the same `<div>`.
 * `read`: an element rendered as `el` (a slot, docgen's code block) that a component reading
 * its children sees as `props` (a code block's text: `children.props.children.props.children`,
 * as Docusaurus' MDX gives it), their elements as `shadow`s: made again as host elements, or a
 * component's children, they render only where the island itself renders them.
 */
export type IslandElement =
  | { $dg: 'el'; type: string; key?: string; props: Record<string, IslandValue> }
  | { $dg: 'tabItem'; key?: string; props: Record<string, IslandValue> }
  | { $dg: 'mod'; url: string; name: string; key?: string; props: Record<string, IslandValue> }
  | { $dg: 'html'; html?: string; slot?: number; key?: string }
  | { $dg: 'read'; el: IslandValue; key?: string; props: Record<string, IslandValue> }
  | { $dg: 'shadow'; type: string; host?: true; key?: string; props: Record<string, IslandValue> }
  | { $dg: 'date'; iso: string }
  | { $dg: 'ref'; url: string; name: string }
  | { $dg: 'static'; html: string };

/** What the Docusaurus modules read of the page in the browser (the parts the island's server render used). */
/**
 * A large part of an island's page data (the site plugins' global data, the docs data), written
 * once to a content-hashed JSON file that every page naming it shares: `url` is fetched before
 * the island hydrates.
 */
export interface IslandDataRef {
  $dg: 'data';
  url: string;
}

/** The parts of {@link IslandPage} that may be an {@link IslandDataRef}: the same on many pages. */
export const SHARED_PAGE_KEYS = ['docs', 'globalData', 'docsSidebar', 'themeConfig'] as const;

export interface IslandPage {
  locale: string;
  defaultLocale: string;
  locales: string[];
  baseUrl: string;
  siteConfig: DocusaurusSiteConfig;
  strings: Record<string, string>;
  /** The site paths the island's links localized (`DocusaurusPageState.localized`). */
  localized?: Record<string, string>;
  /** The site has search (`DocusaurusPageState.search`), when the island's render read it. */
  search?: boolean;
  category?: {
    label: string;
    href?: string;
    items: { type: 'link' | 'category'; href: string; label: string }[];
    root?: true;
  };
  /** The docs sections' versions, as far as the island's server render read them (the docs of a version it listed). */
  docs?: Record<string, DocusaurusDocsData>;
  /** The site plugins' global data the island's server render read (by plugin name: each instance). */
  globalData?: Record<string, Record<string, unknown>>;
  docVersion?: string;
  docPluginId?: string;
  /** `useThemeConfig()`, when the island's server render read it. */
  themeConfig?: Record<string, unknown>;
  /** `useDoc()` and `useDocsSidebar()`, when the island's server render read them. */
  doc?: DocusaurusDoc;
  docsSidebar?: DocusaurusSidebar | null;
}

/**
 * The page object of an island that an earlier island of the same render carries whole (its root
 * has `SITE_ISLANDS.pageAttr` = `key`): a page's islands mostly read the same parts, and each
 * repeated them.
 */
export interface IslandPageRef {
  $dg: 'page';
  key: string;
}

/** `data-dg-props` of a component island. */
export interface ComponentIslandProps {
  /** URL of the component's chunk (an ES module). */
  url: string;
  /** The export rendered (`default` or a named export). */
  name: string;
  /** Its props (React elements encoded, see {@link IslandElement}). */
  props: Record<string, IslandValue>;
  /** `identifierPrefix` of the island's React root (its `useId`s, the same on both sides). */
  id: string;
  /** The page as the Docusaurus modules read it. */
  page: IslandPage | IslandPageRef;
  /** Rendered in the browser only (`client:only`): mounted, not hydrated. */
  only?: true;
  /**
   * The export was called as a function in the page (`{Counter({ start: 3 })}`): the island
   * renders what `export(...props.args)` returns, as the page's call did on the server.
   */
  call?: true;
}

/** `data-dg-props` of a site Root island: the Root's chunk (its `SiteRoot` export) and the page it read. */
export interface SiteRootIslandProps {
  url: string;
  page: IslandPage | IslandPageRef;
  /** How the Root draws the site's Layout wrapper around an MDX page's content (its `layout` prop). */
  layout?: 'whole' | 'cut';
}

/** `data-dg-props` of a `<Tabs queryString>` box: the query parameter its choice follows. */
export interface TabsQueryIslandProps {
  key: string;
}

/** The props of a `@theme/BackToTopButton` island. */
export interface BackToTopIslandProps {
  /** How far down (px) the page must be for scrolling up to show the button. */
  threshold: number;
}

/** The prop of a slot read as its element (`Shadowed`) that holds the slot itself. */
const SHADOWED_SLOT = '$docgenSlot';

/**
 * Props of a component island made again from their JSON, with `h` (React's `jsx` of
 * `react/jsx-runtime`: children given as a prop are static, and carry no key warnings): the same
 * on the server (which renders the island from them) and in the browser (which hydrates it), so
 * both render the same tree. `fromChunk` gives a chunk's export by name (`default`,
 * `Steps.Item`); `slotTag` wraps static HTML; `slotHtml` gives the HTML of a slot whose props
 * leave it out (read from the island's server HTML).
 */
export function decodeIslandValue(
  value: IslandValue,
  h: (type: never, props: Record<string, unknown>, key?: string) => unknown,
  fromChunk: (url: string, name: string) => unknown,
  fragment: unknown,
  slotTag: string,
  slotHtml: (slot: number) => string = () => '',
): unknown {
  // What docgen's `@theme/TabItem` renders, the same on both sides (its box reads its props).
  const TabItem = ({ children, className }: { children?: unknown; className?: string }) =>
    h('div' as never, { className, children });
  // Renders its `el`, reads as the element it stands for.
  const Shadowed = (props: { [SHADOWED_SLOT]?: unknown }) => props[SHADOWED_SLOT];
  const ShadowOf = ({ children }: { children?: unknown }) => h(fragment as never, { children });
  const decode = (v: IslandValue): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(decode);
    const element = v as unknown as IslandElement;
    if (element.$dg === 'html') {
      const n = element.slot;
      return h(
        slotTag as never,
        {
          style: { display: 'contents' },
          ...(n === undefined ? {} : { [SITE_ISLANDS.slotAttr]: String(n) }),
          dangerouslySetInnerHTML: { __html: element.html ?? (n === undefined ? '' : slotHtml(n)) },
        },
        element.key,
      );
    }
    if (element.$dg === 'read') {
      const props: Record<string, unknown> = { [SHADOWED_SLOT]: decode(element.el) };
      for (const [k, p] of Object.entries(element.props)) props[k] = decode(p);
      return h(Shadowed as never, props, element.key);
    }
    if (element.$dg === 'shadow') {
      const props: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(element.props)) props[k] = decode(p);
      return h((element.host ? element.type : ShadowOf) as never, props, element.key);
    }
    if (element.$dg === 'date') return new Date(element.iso);
    if (element.$dg === 'ref') return fromChunk(element.url, element.name);
    if (element.$dg === 'static') {
      const html = element.html;
      return function StaticContent() {
        return h(slotTag as never, { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: html } });
      };
    }
    if (element.$dg === 'tabItem') {
      const props: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(element.props)) props[k] = decode(p);
      return h(TabItem as never, props, element.key);
    }
    if (element.$dg === 'el' || element.$dg === 'mod') {
      const props: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(element.props)) props[k] = decode(p);
      const type =
        element.$dg === 'mod' ? fromChunk(element.url, element.name) : element.type === '#' ? fragment : element.type;
      return h(type as never, props, element.key);
    }
    const out: Record<string, unknown> = {};
    for (const [k, p] of Object.entries(v)) out[k] = decode(p);
    return out;
  };
  return decode(value);
}
