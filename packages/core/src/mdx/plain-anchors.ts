import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type { Plugin } from 'esbuild';
import { SITE_ISLANDS } from '@docgen/shared/islands';
import { type JsxRuntime, plainAnchors } from '@docgen/shared/plain-anchors';

/** The React modules whose element factories a site's own code gets marked: `react` and its JSX runtimes. */
const SITE_REACT = /^react$|^react\/jsx(-dev)?-runtime$/;

/** `Symbol.for` key of the server's marked runtime, which site code compiled for Node reads. */
const SERVER_KEY = 'docgen.plain-anchors.jsx-runtime';
const NAMESPACE = 'docgen-plain-jsx';

/** Makes the marked factories reachable from site modules compiled for Node (imported by URL). */
export function installPlainAnchors(): void {
  const global = globalThis as Record<symbol, unknown>;
  if (global[Symbol.for(SERVER_KEY)]) return;
  const plain = plainAnchors(jsxRuntime as unknown as JsxRuntime, React as never);
  global[Symbol.for(SERVER_KEY)] = { ...plain.runtime, createElement: plain.createElement };
}

const themeRoots = new WeakMap<object, string[]>();

/**
 * Whether a file that imports React's JSX runtime is the site's own code (its components, pages,
 * swizzled theme), whose plain `<a>` Docusaurus leaves unchecked: not a package's, not the
 * theme's (bundled from its files for the browser), whose `<Link>` renders an `<a>` too.
 */
export function isSiteCode(importer: string, docusaurusModules: Readonly<Record<string, string>>): boolean {
  if (importer === '' || importer.split(path.sep).includes('node_modules')) return false;
  let roots = themeRoots.get(docusaurusModules);
  if (!roots) themeRoots.set(docusaurusModules, (roots = packageRoots(Object.values(docusaurusModules))));
  return !roots.some((root) => importer.startsWith(root));
}

/** The folders (with a trailing separator) of the packages these module URLs are files of. */
function packageRoots(urls: readonly string[]): string[] {
  const roots = new Set<string>();
  for (const url of urls) {
    if (!url.startsWith('file:')) continue;
    let dir = path.dirname(fileURLToPath(url));
    while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    roots.add(dir + path.sep);
  }
  return [...roots];
}

/**
 * The server compile's answer to `react` and its JSX runtime for site code (`isSiteCode`): the
 * marked factories `installPlainAnchors` put on `globalThis`, React's other exports as they are.
 * Before the plugin that makes React external, which answers the module's own `react`.
 */
export function siteJsxRuntime(docusaurusModules: Readonly<Record<string, string>>): Plugin {
  const read = `const r = globalThis[Symbol.for(${JSON.stringify(SERVER_KEY)})];\n`;
  return {
    name: 'docgen-site-jsx-runtime',
    setup(build) {
      build.onResolve({ filter: SITE_REACT }, (args) =>
        args.namespace !== NAMESPACE && isSiteCode(args.importer, docusaurusModules)
          ? { path: args.path, namespace: NAMESPACE }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents:
          args.path === 'react'
            ? `import * as React from 'react';\nexport * from 'react';\n${read}export const createElement = r.createElement;\nexport default { ...React.default, createElement };\n`
            : `${read}export const jsx = r.jsx, jsxs = r.jsxs, jsxDEV = r.jsxDEV, Fragment = r.Fragment;\n`,
        loader: 'js',
      }));
    },
  };
}

/**
 * The entry of the islands entry's React modules (`SITE_ISLANDS.reactKey`) a browser bundle reads
 * for `specifier`: the marked factories for the site's own code, React's own for the rest.
 */
export function browserReactEntry(
  specifier: string,
  importer: string,
  docusaurusModules: Readonly<Record<string, string>>,
): string {
  if (!SITE_REACT.test(specifier) || !isSiteCode(importer, docusaurusModules)) return specifier;
  return specifier === 'react' ? SITE_ISLANDS.plainReact : SITE_ISLANDS.plainJsxRuntime;
}
