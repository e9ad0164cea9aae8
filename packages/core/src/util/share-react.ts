import Module, { createRequire, isBuiltin, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What resolves to docgen's copy, from wherever it is imported. */
const SHARED = /^(react|react-dom)(\/|$)/;

/**
 * The resolve hook of Node's ESM loader, as a module of its own: Node runs hooks on a thread of
 * their own, so they cannot be a function of this module.
 */
const ESM_HOOK = `const SHARED = ${SHARED};
let parentURL;
export function initialize(data) { parentURL = data.parentURL; }
export async function resolve(specifier, context, next) {
  return SHARED.test(specifier) ? next(specifier, { ...context, parentURL }) : next(specifier, context);
}`;

type ResolveFilename = (request: string, parent: unknown, isMain: boolean, options?: unknown) => string;

let shared = false;

/**
 * Makes every `react` and `react-dom` import of the thread resolve to the React docgen renders
 * with, as Vite's `resolve.dedupe` does. A site's packages (a hooks library, an icon set) are
 * loaded by Node from the site's node_modules, and would otherwise import the site's own React:
 * a second copy, even of the same version, whose hooks find no renderer ("Cannot read
 * properties of null (reading 'useState')"), or React 18, whose elements React 19 takes for
 * plain objects. Docusaurus bundles everything with one React; docgen keeps packages external
 * for speed, so it routes their React imports instead. ESM imports go through a resolve hook
 * (`module.register`); CommonJS `require` through `Module._resolveFilename`, which Node 20 has
 * no public hook for (`module.registerHooks` comes with Node 22.15). Once per thread, and only
 * before the site's own code runs: the hook sends every later import of the thread through
 * Node's hooks thread, ~0.1 s of CPU (9 %) in a one-page build whose site imports no package.
 */
export function shareDocgenReact(): void {
  if (shared) return;
  shared = true;
  const here = fileURLToPath(import.meta.url);
  register(`data:text/javascript,${encodeURIComponent(ESM_HOOK)}`, { data: { parentURL: import.meta.url } });
  const internals = Module as unknown as {
    _resolveFilename: ResolveFilename;
    _nodeModulePaths: (from: string) => string[];
  };
  const original = internals._resolveFilename;
  const parent = { id: here, filename: here, paths: internals._nodeModulePaths(path.dirname(here)) };
  internals._resolveFilename = function resolveFilename(this: unknown, request, from, isMain, options) {
    return original.call(this, request, SHARED.test(request) ? parent : from, isMain, options);
  };
}

/**
 * Whether code compiled for Node (at `file`) imports a package by its bare name (from the site's
 * node_modules, where Node finds it at run time) that reaches another React than docgen's: only
 * then must React be routed. docgen's own packages (`@docgen/core/config` in a sidebars file)
 * reach docgen's; a package that reaches none imports none. Routing costs every later import of
 * the thread a trip to Node's hooks thread, which a busy build starves (Lintas: a page's
 * `import()` waited 0.38 s, with shiki's thread on the other core).
 */
export function importsOtherReact(code: string, file: string): boolean {
  const require = createRequire(file);
  for (const m of code.matchAll(/(?:\bfrom|\bimport|require)\s*\(?\s*["']([^"'./][^"']*)["']/g)) {
    const specifier = m[1]!;
    if (/^(?:node|file|data):/.test(specifier) || isBuiltin(specifier)) continue;
    let entry: string;
    try {
      entry = require.resolve(specifier);
    } catch {
      // Not resolvable for `require` (an ES-only package): routed, to be safe.
      return true;
    }
    if (reachesOtherReact(entry)) return true;
  }
  return false;
}

/** Whether `react` imported from `file` is another copy than docgen's (false when none is found). */
function reachesOtherReact(file: string): boolean {
  const react = reactFrom(file);
  return react !== undefined && react !== docgenReact();
}

/** Whether the module at `file` (a theme's entry) imports the React docgen renders with. */
export function reachesDocgenReact(file: string): boolean {
  return reactFrom(file) === docgenReact();
}

/** The file `react` resolves to from `file`, or undefined when none is found. */
function reactFrom(file: string): string | undefined {
  try {
    return createRequire(file).resolve('react');
  } catch {
    return undefined;
  }
}

let ownReact: string | undefined;
function docgenReact(): string {
  ownReact ??= createRequire(import.meta.url).resolve('react');
  return ownReact;
}
