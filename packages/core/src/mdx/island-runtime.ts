import {
  type ComponentType,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  type ReactNode,
  useContext,
} from 'react';
import { renderToString } from '../util/render-to-string.js';
import { jsx, jsxs } from 'react/jsx-runtime';
import { installPlainAnchors } from './plain-anchors.js';
import { currentDocusaurusPage, DOM, withDocusaurusPage } from '@docgen/shared';
import { type ComponentIslandProps, decodeIslandValue, type IslandValue, SITE_ISLANDS } from '@docgen/shared/islands';
import { emptyPage, recordingPage } from './island-page.js';
import { sharedPage, sharePageData } from './island-data.js';
import { IslandSlots } from './island-slots.js';
import { encodeProps } from './island-props.js';
import { CALLED, didYouMean, exportLabel, NotSerializable } from './island-errors.js';
import { fromChunkOf, type IslandMap } from './island-map.js';
import { ownExport, recordWrapper, withOwnChildren } from './island-children.js';

/**
 * The server side of site components' islands. Each component module an MDX page imports is
 * answered by a wrapper (`wrapperCode`) whose exports go through `islandOf`: a component that
 * needs the browser (or is given a `client:` directive) renders inside `<docgen-island>` with
 * its props as JSON and its own React root's HTML; the theme's site islands entry hydrates it
 * from the component's chunk. Anything else renders as it is, without JavaScript.
 */

/** A site component module as its wrapper describes it. */
export interface IslandModule {
  /** Its path in the site (messages). */
  source: string;
  /**
   * URL of its browser chunk, its output path and its file in `.docgen/islands`; absent when it
   * has none. `media`: the chunks it imports (the MDX map's, its site components').
   */
  chunk?: { url: string; out: string; file: string; media?: [string, string][] };
  /** Why it needs the browser; undefined when it does not. */
  interactive?: string;
}

/** What the page being rendered collects from its islands. */
export interface IslandCollector {
  /** Chunks the page's islands load (output path → file). */
  chunks: Map<string, string>;
  /**
   * A problem of an island (a prop the browser cannot get, an unknown directive): `module` is the
   * component's site path, `attribute` the prop or directive written in the page.
   */
  report(problem: {
    name: 'IslandPropsNotSerializable' | 'UnknownIslandDirective';
    message: string;
    fix: string;
    module: string;
    attribute: string;
  }): void;
  /** Islands rendered so far (their React roots' id prefixes). */
  count: number;
  /** The page objects islands carried so far (JSON → key): a later island with the same one names it. */
  pages?: Map<string, string>;
  /** What their ids start with (default `dgi`): islands rendered apart from the page's content have their own. */
  idPrefix?: string;
  /** The site's Root (and Layout/Provider): each island's own render is inside it, as the page's is. */
  wrap?: ComponentType<{ children?: ReactNode }>;
  /**
   * The page's MDX component map (the site's `src/theme/MDXComponents`) and its browser chunk: an
   * element of one of its entries inside an island's props is that entry (`default.h2`).
   */
  map?: IslandMap;
}

const COLLECTOR = Symbol.for('docgen.islands.page');
const InsideIsland = createContext(false);
/** Each wrapped export: its module and export name (elements of it inside an island's props). */
const wrapped = new WeakMap<object, { module: IslandModule; name: string }>();
/** Wrapped exports by chunk URL and name (the server's side of decoding). */
const byChunk = new Map<string, unknown>();

const WHEN: Record<string, 'idle' | 'visible' | 'interaction'> = {
  load: 'idle',
  idle: 'idle',
  visible: 'visible',
  interaction: 'interaction',
};

/** Runs the render of one page with `collector` receiving its islands. */
export function withIslands<T>(collector: IslandCollector, render: () => T): T {
  const store = globalThis as Record<symbol, IslandCollector | undefined>;
  const before = store[COLLECTOR];
  store[COLLECTOR] = collector;
  try {
    return render();
  } finally {
    store[COLLECTOR] = before;
  }
}

function collector(): IslandCollector | undefined {
  return (globalThis as Record<symbol, IslandCollector | undefined>)[COLLECTOR];
}

/** The collector of the page being rendered, if any (`withIslands`). */
export { collector as currentIslands };

type Component = ComponentType<Record<string, unknown>>;

function isComponent(value: unknown): value is Component {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in (value as Record<string, unknown>))
  );
}

/**
 * An export of a site component module as MDX pages get it. Components (the default export,
 * names starting with a capital) are wrapped, and so are their capitalised static members
 * (`Steps.Item`); anything else is the module's own value. `island` is the module's
 * `export const island` (true or false overrides the detection).
 */
export function islandOf(
  value: unknown,
  name: string,
  module: IslandModule,
  island: unknown,
  /** A component whatever its name (an entry of the site's MDX map: `default.img`). */
  always = false,
): unknown {
  const component = always || name === 'default' || /^[A-Z]/.test(name.split('.').at(-1) ?? '');
  if (component && isPlainObject(value)) return namespaceOf(value, name, module, island);
  if (!component || !isComponent(value)) return value;
  const own = {
    ...module,
    interactive: island === true ? 'export const island = true' : island === false ? undefined : module.interactive,
  };
  const raw = value;
  // One parameter, as the pages plugin reads a page's arity (`pageProps`) to give it props.
  function Island(props: Record<string, unknown>, ...rest: unknown[]) {
    // React always renders a component with props: none is a call as a function (`{Version()}` in
    // code the MDX steps did not see), whose value is the export's own, as under Docusaurus.
    if (props == null)
      return calledExport(raw, name, own, props === undefined && rest.length === 0 ? [] : [props, ...rest]);
    // biome-ignore lint/correctness/useHookAtTopLevel: the return above is never taken in a React render.
    const inside = useContext(InsideIsland);
    return inside ? createElement(raw, withOwnChildren(props, true)) : renderIsland(raw, name, own, props);
  }
  Island.displayName = `Island(${name})`;
  // The page's calls of it (`{Badge({ label })}`, rewritten by the MDX steps) run the export itself.
  (Island as unknown as Record<symbol, unknown>)[CALL] = (...args: unknown[]) => calledExport(raw, name, own, args);
  if (typeof raw === 'function')
    for (const key of Object.keys(raw))
      (Island as unknown as Record<string, unknown>)[key] = islandOf(
        (raw as unknown as Record<string, unknown>)[key],
        `${name}.${key}`,
        module,
        island,
      );
  wrapped.set(Island, { module: own, name });
  recordWrapper(Island, raw, own.interactive !== undefined && own.chunk !== undefined);
  if (own.chunk) byChunk.set(`${own.chunk.url}#${name}`, Island);
  return Island;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || '$$typeof' in value) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * An object of components (`export const Group = { Switch, Label }`, used as `<Group.Switch />`):
 * a copy whose capitalised component members are wrapped as `Group.Switch`, which the browser
 * finds by the same path in the module's chunk. Other members stay as they are.
 */
function namespaceOf(value: Record<string, unknown>, name: string, module: IslandModule, island: unknown): unknown {
  const members = Object.entries(value).filter(([key, member]) => /^[A-Z]/.test(key) && isComponent(member));
  if (members.length === 0) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const [key, member] of members) copy[key] = islandOf(member, `${name}.${key}`, module, island);
  return copy;
}

const CALL = Symbol.for(SITE_ISLANDS.callKey);

/**
 * A site component's export called as a function by the page (`{Badge({ label: 'beta' })}`,
 * `{renderTable(rows)}`): what the export returns, as the page gets it under Docusaurus (its
 * hooks are the calling component's there too). When the module needs the browser and the value
 * is something React renders, it is rendered as an island of that call (the arguments as its
 * props), which the browser hydrates by making the same call.
 */
function calledExport(raw: unknown, name: string, module: IslandModule, args: unknown[]): unknown {
  const result = (raw as (...given: unknown[]) => unknown)(...args);
  if (!module.interactive || !module.chunk || !collector() || !renderable(result)) return result;
  const component = calledComponent(raw as (...given: unknown[]) => ReactNode);
  return createElement(function CalledIsland() {
    // Inside another island the call is part of its render, which the browser makes again.
    return useContext(InsideIsland) ? (result as ReactNode) : renderIsland(component, name, module, { args }, true);
  });
}

const called = new WeakMap<object, Component>();

/** The component rendering a call of `raw` with `props.args`, the same on both sides (`components.tsx`). */
function calledComponent(raw: (...given: unknown[]) => ReactNode): Component {
  let component = called.get(raw);
  if (!component) {
    component = ({ args }) => raw(...(args as unknown[]));
    called.set(raw, component);
  }
  return component;
}

/** `argument 1.onClick` of `"args"[0].onClick`. */
function argumentOf(where: string): string {
  return where.replace(/^"args"\[(\d+)\]/, (_, i: string) => `argument ${Number(i) + 1}`);
}

function renderable(value: unknown): boolean {
  return isValidElement(value) || (Array.isArray(value) && value.some(renderable));
}

/** One use of a wrapped component: an island, or the component itself when it needs no browser. */
function renderIsland(
  component: Component,
  name: string,
  module: IslandModule,
  given: Record<string, unknown>,
  call = false,
) {
  const page = collector();
  const props: Record<string, unknown> = {};
  let when: 'idle' | 'visible' | 'interaction' | undefined;
  let only = false;
  for (const [key, value] of Object.entries(given)) {
    if (!key.startsWith('client:')) {
      props[key] = value;
      continue;
    }
    const directive = key.slice('client:'.length);
    if (directive === 'only') only = true;
    else if (WHEN[directive]) when = WHEN[directive];
    else
      page?.report({
        name: 'UnknownIslandDirective',
        message: `${exportLabel(module, name)} is given an unknown directive "${key}".`,
        fix: `use client:load, client:idle, client:visible, client:interaction or client:only${didYouMean(directive)}.`,
        module: module.source,
        attribute: key,
      });
  }
  const forced = when !== undefined || only;
  if (!page || !module.chunk || !(forced || module.interactive))
    return createElement(component, withOwnChildren(props, false));
  const id = `${page.idPrefix ?? 'dgi'}${page.count++}-`;
  let json: Record<string, IslandValue>;
  const slots = new IslandSlots();
  // Rendered without JavaScript, what it contains too: its own island elements read its contexts.
  const withoutJs = (error: NotSerializable) => {
    page.report({
      name: 'IslandPropsNotSerializable',
      message: call
        ? `${exportLabel(module, name)}, called as a function, needs the browser (${module.interactive}), but its ${argumentOf(error.where)} is ${error.what}: what it returns is rendered without JavaScript.`
        : `${exportLabel(module, name)} needs the browser (${module.interactive ?? 'a client: directive'}), but its prop ${error.where} is ${error.what}: it is rendered without JavaScript.`,
      fix: error.fix,
      module: module.source,
      attribute: call ? `${CALLED}${/^"args"\[\d+\]\.(\w+)/.exec(error.where)?.[1] ?? ''}` : error.prop,
    });
    return createElement(
      InsideIsland.Provider,
      { value: true },
      createElement(component, withOwnChildren(props, true)),
    );
  };
  try {
    json = encodeProps(props, id, page, slots, wrapped);
  } catch (error) {
    if (!(error instanceof NotSerializable)) throw error;
    return withoutJs(error);
  }
  page.chunks.set(module.chunk.out, module.chunk.file);
  for (const [out, file] of module.chunk.media ?? []) page.chunks.set(out, file);
  const serverProps = decodeIslandValue(
    json,
    slots.element(element),
    fromChunkOf(page.map, fromChunk),
    Fragment,
    SITE_ISLANDS.slotTag,
  ) as Record<string, unknown>;
  const state = currentDocusaurusPage();
  const recorded = state ? recordingPage(state) : undefined;
  const inside = createElement(
    InsideIsland.Provider,
    { value: true },
    element(component as never, withOwnChildren(serverProps, true)) as never,
  );
  const render = () =>
    renderToString(page.wrap ? createElement(page.wrap, null, inside) : inside, {
      identifierPrefix: id,
    });
  let alone = 0;
  let html: string;
  try {
    html = slots.fill(only ? '' : recorded ? withDocusaurusPage(recorded.state, render) : render(), (value, where) => {
      // Inside the island too: the browser inserts this HTML later and never hydrates islands in it,
      // whose props (a parent's again, nested) made supertokens' pages 700 KB heavier.
      const content = createElement(InsideIsland.Provider, { value: true }, value as ReactNode);
      try {
        return renderToString(page.wrap ? createElement(page.wrap, null, content) : content, {
          identifierPrefix: `${id}h${alone++}-`,
        });
      } catch (error) {
        throw new NotSerializable(
          where,
          `content it does not render on the server, which throws when rendered outside it (${(error as Error).message})`,
          'render that content on the server too (hidden rather than left out), or give the component data instead of JSX.',
        );
      }
    });
  } catch (error) {
    if (!(error instanceof NotSerializable)) throw error;
    return withoutJs(error);
  }
  const shared = sharedPage(page.pages, sharePageData(recorded?.page() ?? emptyPage(), module.chunk, page.chunks));
  const data: ComponentIslandProps = {
    url: module.chunk.url,
    name,
    props: json,
    id,
    page: shared.page,
    ...(only ? { only: true } : {}),
    ...(call ? { call: true } : {}),
  };
  const visible = (when ?? 'idle') === 'visible';
  return createElement(SITE_ISLANDS.rootTag, {
    [DOM.island]: SITE_ISLANDS.component,
    [DOM.islandProps]: JSON.stringify(data),
    [DOM.islandWhen]: when ?? 'idle',
    ...(shared.carries ? { [SITE_ISLANDS.pageAttr]: shared.carries } : {}),
    // The root adds no box, but a `visible` one needs a box for the viewport to meet.
    ...(visible ? {} : { style: { display: 'contents' } }),
    dangerouslySetInnerHTML: { __html: html },
  });
}

/** `jsx` for children given as a prop (arrays are static: no key warnings), `jsxs` for arrays. */
function element(type: never, props: Record<string, unknown>, key?: string): unknown {
  return (Array.isArray(props.children) ? jsxs : jsx)(type, props, key);
}

/** Inside an island, an element of a site component is of its module's own export, as in the browser. */
function fromChunk(url: string, name: string): unknown {
  return ownExport(byChunk.get(`${url}#${name}`));
}

/**
 * The module MDX imports in place of a site component's: its exports through `islandOf`
 * (the runtime is read from `globalThis`, where `installIslandRuntime` put it).
 */
export function wrapperCode(serverUrl: string, exportNames: readonly string[], module: IslandModule): string {
  const lines = [
    `import * as m from ${JSON.stringify(serverUrl)};`,
    `export * from ${JSON.stringify(serverUrl)};`,
    `const rt = globalThis[Symbol.for(${JSON.stringify(RUNTIME_KEY)})];`,
    `const meta = ${JSON.stringify(module)};`,
  ];
  for (const name of exportNames) {
    if (name === 'default') lines.push(`export default rt.islandOf(m.default, "default", meta, m.island);`);
    else if (/^[A-Z][\w$]*$/.test(name))
      lines.push(`export const ${name} = rt.islandOf(m.${name}, ${JSON.stringify(name)}, meta, m.island);`);
  }
  return `${lines.join('\n')}\n`;
}

const RUNTIME_KEY = 'docgen.islands.runtime';

/**
 * Makes `islandOf` reachable from wrapper modules (compiled files Node imports by URL), and the
 * JSX runtime site code is compiled against (`plain-anchors.ts`).
 */
export function installIslandRuntime(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(RUNTIME_KEY)] = { islandOf };
  installPlainAnchors();
}
