/**
 * The site's client modules (Docusaurus' `clientModules`), on every page after the runtime: each
 * runs once on the first load, and its lifecycles are called as Docusaurus calls them:
 * `onRouteUpdate` when a route is about to show (in-place navigation, the first load, a new
 * `#hash`), with the cleanup it returns called after the page is shown, then
 * `onRouteDidUpdate`, both given `{ location, previousLocation }`. A lifecycle that throws is
 * logged and leaves the others be.
 */
import { EVENTS } from './util.js';

interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}
type Lifecycle = (args: { location: RouteLocation; previousLocation: RouteLocation | null }) => unknown;

export function runClientModules(modules: readonly unknown[]): void {
  const hooks = modules.map(lifecyclesOf);
  let previous: RouteLocation | null = null;
  let cleanups: (() => void)[] = [];
  let pending: RouteLocation | null = null;

  const here = (): RouteLocation => ({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    state: history.state,
  });
  const each = (name: 'onRouteUpdate' | 'onRouteDidUpdate', at: RouteLocation): unknown[] =>
    hooks.map((h) => {
      try {
        return h[name]?.({ location: at, previousLocation: previous });
      } catch (error) {
        console.error(error);
        return undefined;
      }
    });
  const update = (): void => {
    pending = here();
    cleanups = each('onRouteUpdate', pending).filter((c): c is () => void => typeof c === 'function');
  };
  const did = (): void => {
    const at = pending ?? here();
    for (const cleanup of cleanups.splice(0))
      try {
        cleanup();
      } catch (error) {
        console.error(error);
      }
    each('onRouteDidUpdate', at);
    previous = at;
    pending = null;
  };

  update();
  did();
  document.addEventListener(EVENTS.beforeSwap, update);
  document.addEventListener(EVENTS.page, did);
  addEventListener('hashchange', () => {
    update();
    did();
  });
}

/** A module's lifecycles: named exports, or those of its default export (`export default { … }`). */
function lifecyclesOf(m: unknown): Partial<Record<'onRouteUpdate' | 'onRouteDidUpdate', Lifecycle>> {
  const own = (m ?? {}) as Record<string, unknown>;
  const inner = (typeof own.default === 'object' && own.default !== null ? own.default : {}) as Record<string, unknown>;
  const pick = (name: string) => {
    const fn = own[name] ?? inner[name];
    return typeof fn === 'function' ? (fn as Lifecycle) : undefined;
  };
  const out: Partial<Record<'onRouteUpdate' | 'onRouteDidUpdate', Lifecycle>> = {};
  const update = pick('onRouteUpdate');
  const did = pick('onRouteDidUpdate');
  if (update) out.onRouteUpdate = update;
  if (did) out.onRouteDidUpdate = did;
  return out;
}
