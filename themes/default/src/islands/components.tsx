/// <reference lib="dom" />
/**
 * Component islands (issue 22): a site component of an MDX page, rendered on the server and
 * hydrated here from its own chunk. The chunk reads React from `SITE_ISLANDS.reactKey`, set
 * below before any chunk loads: one React per page, this entry's.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import type { Root } from 'react-dom/client';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { DOCUSAURUS_PAGE_KEY, DOM } from '@docgen/shared';
import {
  type ComponentIslandProps,
  decodeIslandValue,
  type IslandDataRef,
  type IslandPage,
  type IslandPageRef,
  type IslandValue,
  SHARED_PAGE_KEYS,
  SITE_ISLANDS,
  type SiteRootIslandProps,
} from '@docgen/shared/islands';
import { type JsxRuntime, plainAnchors } from '@docgen/shared/plain-anchors';
import { renderIsland } from './committed.js';

const plain = plainAnchors(jsxRuntime as unknown as JsxRuntime, React as never);

/**
 * A CommonJS package's exports as webpack gives them to `import React from 'react'`: the bundler's
 * namespace adds a `default` key, which `{ React, ...React }` (a Docusaurus ReactLiveScope) would
 * carry into code run with the scope's keys as parameter names, a SyntaxError.
 */
function commonJsFace<T extends object>(namespace: T): Omit<T, 'default'> {
  const { default: _default, ...exports } = namespace as T & { default?: unknown };
  return exports;
}

(globalThis as Record<symbol, unknown>)[Symbol.for(SITE_ISLANDS.reactKey)] = {
  react: commonJsFace(React),
  'react/jsx-runtime': commonJsFace(jsxRuntime),
  [SITE_ISLANDS.plainReact]: { ...commonJsFace(React), createElement: plain.createElement },
  [SITE_ISLANDS.plainJsxRuntime]: plain.runtime,
  'react-dom': commonJsFace(ReactDOM),
  'react-dom/client': commonJsFace(ReactDOMClient),
};

const roots = new WeakMap<Element, Root>();

/** Every chunk URL an island's props name (its children may be other components' elements). */
function chunksOf(value: IslandValue, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) chunksOf(v, into);
  else if (value && typeof value === 'object') {
    if ((value.$dg === 'mod' || value.$dg === 'ref') && typeof value.url === 'string') into.add(value.url);
    for (const v of Object.values(value)) chunksOf(v, into);
  }
  return into;
}

function element(type: never, props: Record<string, unknown>, key?: string): unknown {
  return (Array.isArray(props.children) ? jsxRuntime.jsxs : jsxRuntime.jsx)(type, props, key);
}

const OWN = Symbol.for(SITE_ISLANDS.ownExport);

/** The export a site Root's `wrap` stands for (`site-root-share.ts`), or `value` itself. */
function ownExport(value: unknown): unknown {
  if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return value;
  return (value as Record<symbol, unknown>)[OWN] ?? value;
}

const WRAP = Symbol.for(SITE_ISLANDS.wrapKey);

/**
 * An export the page called as a function (`{Counter({ start: 3 })}`): a component making the
 * same call with its `args`, inside the site's Root when the chunk wraps its exports in it, as
 * the server rendered it (`calledComponent` of core's `island-runtime.ts`).
 */
function calledExport(exported: unknown): unknown {
  const own = ownExport(exported) as (...args: unknown[]) => React.ReactNode;
  const Called = ({ args }: { args: unknown[] }) => own(...args);
  const wrap = (exported as Record<symbol, unknown>)[WRAP];
  return typeof wrap === 'function' ? (wrap as (c: unknown) => unknown)(Called) : Called;
}

/** Hydrates a component island (or mounts it, `client:only`). */
export async function hydrateComponent(root: HTMLElement, island: ComponentIslandProps): Promise<void> {
  if (roots.has(root)) return;
  const own = pageOf(island.page);
  publishPage(own);
  const urls = [...chunksOf(island.props, new Set([island.url]))];
  const [modules, page] = await Promise.all([
    Promise.all(urls.map(async (url) => [url, (await import(/* @vite-ignore */ url)) as unknown] as const)).then(
      (loaded) => new Map(loaded),
    ),
    sharedPageData(own),
  ]);
  // With its shared data, after the awaits: another island may have published its own meanwhile.
  publishPage(page);
  const exportOf = (url: string, name: string): unknown =>
    name.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], modules.get(url));
  const exported = exportOf(island.url, island.name);
  if (typeof exported !== 'function' && (typeof exported !== 'object' || exported === null))
    throw new Error(`docgen: ${island.url} has no export "${island.name}"`);
  const Component = island.call ? calledExport(exported) : exported;
  // Inside the island (already inside the site's Root) its elements are of the modules' own
  // exports, not of the Root's wrappers: as on the server, where `child.type === Tab` holds.
  const props = decodeIslandValue(
    island.props,
    element,
    (url, name) => ownExport(exportOf(url, name)),
    React.Fragment,
    SITE_ISLANDS.slotTag,
    slotsOf(root),
  ) as Record<string, unknown>;
  const tree = element(Component as never, props) as React.ReactNode;
  const options = { identifierPrefix: island.id, onRecoverableError: recovered(island.url) };
  const rendered = renderIsland(root, tree, options, island.only);
  roots.set(root, rendered.root);
  await rendered.committed;
}

/**
 * Hydrates the site's Root around the page's content (`SiteRootIslandProps`): the content is a
 * hole React never renders into, so it stays the server's HTML and its islands hydrate apart.
 * Should React render the Root afresh (a hydration mismatch), the hole it makes takes the
 * server's content nodes, islands and all, rather than leaving the page empty.
 */
export async function hydrateSiteRoot(root: HTMLElement, island: SiteRootIslandProps): Promise<void> {
  if (roots.has(root)) return;
  const own = pageOf(island.page);
  publishPage(own);
  const [module, page] = await Promise.all([
    import(/* @vite-ignore */ island.url) as Promise<{
      SiteRoot?: React.ComponentType<{ children?: React.ReactNode; layout?: 'whole' | 'cut' }>;
    }>,
    sharedPageData(own),
  ]);
  publishPage(page);
  if (typeof module.SiteRoot !== 'function') throw new Error(`docgen: ${island.url} exports no SiteRoot`);
  const content = Array.from(root.querySelectorAll(SITE_ISLANDS.rootContentTag)).find(
    (el) => el.closest(SITE_ISLANDS.rootTag) === root,
  );
  if (!content) throw new Error('docgen: the site Root island holds no page content');
  const tree = element(module.SiteRoot as never, {
    children: element(contentHole(content) as never, {}),
    ...(island.layout ? { layout: island.layout } : {}),
  });
  const rendered = renderIsland(root, tree as React.ReactNode, { onRecoverableError: recovered(island.url) });
  roots.set(root, rendered.root);
  await rendered.committed;
}

/** The page's content as the Root island renders it: the element the server wrote, left as it is. */
function contentHole(server: Element): React.ComponentType {
  const html = { __html: '' };
  const adopt = (el: Element | null): void => {
    if (el && el !== server && el.childNodes.length === 0) el.append(...Array.from(server.childNodes));
  };
  return function PageContent() {
    return React.createElement(SITE_ISLANDS.rootContentTag, {
      style: { display: 'contents' },
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: html,
      ref: adopt,
    });
  };
}

/**
 * The HTML of the island's own slots as the page holds it, by number (the props leave out what the
 * server's HTML holds): read before React hydrates, which keeps a slot's content as it is. A slot
 * inside a nested island is that island's.
 */
function slotsOf(root: HTMLElement): (slot: number) => string {
  const html = new Map<number, string>();
  for (const slot of Array.from(root.querySelectorAll(`${SITE_ISLANDS.slotTag}[${SITE_ISLANDS.slotAttr}]`))) {
    const n = Number(slot.getAttribute(SITE_ISLANDS.slotAttr));
    if (slot.closest(SITE_ISLANDS.rootTag) === root && !html.has(n)) html.set(n, slot.innerHTML);
  }
  return (n) => html.get(n) ?? '';
}

/** Page objects read from their carriers, by key (a hash of the object: the same key, the same object). */
const carried = new Map<string, IslandPage>();

/**
 * An island's page object, or the one of the island that carries it for the page's others: the
 * carrier's props are parsed once, not once per island that names it.
 */
function pageOf(page: IslandPage | IslandPageRef): IslandPage {
  if ((page as IslandPageRef).$dg !== 'page') return page as IslandPage;
  const { key } = page as IslandPageRef;
  const known = carried.get(key);
  if (known) return known;
  const carrier = document.querySelector(`${SITE_ISLANDS.rootTag}[${SITE_ISLANDS.pageAttr}="${key}"]`);
  const props = carrier?.getAttribute(DOM.islandProps);
  if (!props) throw new Error(`docgen: no island of this page carries the page object ${key}`);
  const own = (JSON.parse(props) as ComponentIslandProps).page as IslandPage;
  carried.set(key, own);
  return own;
}

/** The document the page state was published for, and that state (the document's islands' pages merged). */
let published: { path: string; state: IslandPage } | undefined;

/**
 * Makes an island's page what the Docusaurus modules read (useBaseUrl, useDocusaurusContext, UI
 * strings): merged with the pages the document's other islands published, since React renders
 * each island later (a hydration is scheduled; a state update comes at a click) while the state
 * is global. Each island's page carries only the texts and fields its own server render read: one
 * page replacing another gave an island the other's, so its `<Translate>` showed the message as
 * written (the default locale's text), and its hydration did not match. A page of another
 * document (after a client-side navigation) starts afresh.
 */
function publishPage(page: IslandPage): void {
  const path = location.pathname;
  const before = published?.path === path && published.state.locale === page.locale ? published.state : undefined;
  const state: IslandPage = before
    ? {
        ...before,
        ...page,
        strings: { ...before.strings, ...page.strings },
        siteConfig: {
          ...page.siteConfig,
          customFields: { ...before.siteConfig.customFields, ...page.siteConfig.customFields },
        },
        ...(before.localized || page.localized ? { localized: { ...before.localized, ...page.localized } } : {}),
      }
    : page;
  published = { path, state };
  (globalThis as Record<symbol, unknown>)[Symbol.for(DOCUSAURUS_PAGE_KEY)] = { ...state, report: () => {} };
}

/**
 * Logs an error React recovered from (a hydration mismatch: the island then renders in the
 * browser) as Docusaurus' root does, on the console: React's default reports it as an uncaught
 * error, which a page's error tracking counts as a crash.
 */
function recovered(url: string) {
  return (error: unknown, info: { componentStack?: string }): void =>
    console.error(`docgen: island ${url} recovered from an error:`, error, info.componentStack ?? '');
}

const fetched = new Map<string, Promise<unknown>>();

/** The island's page data with each part written to a shared file (`IslandDataRef`) fetched, once per URL. */
async function sharedPageData(page: IslandPage): Promise<IslandPage> {
  const out: Record<string, unknown> = { ...page };
  await Promise.all(
    SHARED_PAGE_KEYS.map(async (key) => {
      const ref = page[key] as IslandDataRef | undefined | null;
      if (ref?.$dg !== 'data') return;
      let data = fetched.get(ref.url);
      if (!data) {
        data = fetch(ref.url).then((r) => {
          if (!r.ok) throw new Error(`docgen: ${ref.url} answered ${r.status}`);
          return r.json() as Promise<unknown>;
        });
        fetched.set(ref.url, data);
        data.catch(() => fetched.delete(ref.url));
      }
      out[key] = await data;
    }),
  );
  return out as unknown as IslandPage;
}

/** Unmounts an island whose page is being left. */
export function unmount(root: Element): void {
  roots.get(root)?.unmount();
  roots.delete(root);
}
