import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { SITE_ISLANDS } from '@docgen/shared/islands';
import { packageDir } from './site-root-packages.js';

/**
 * The site's wrappers of every page (`src/theme/Root`, `src/theme/Layout/Provider`) as site
 * components see them. Each site component is bundled on its own, so a context module that the
 * Root and a component both import would be two modules with two contexts: the component would
 * find no provider. The Root's module therefore holds every site file it is made of (`shared`),
 * and a component's import of one of them reads it from there, on the server and in the browser.
 */
export interface SiteRoot {
  /** The wrappers' files (Root first), absolute. */
  files: string[];
  /** The site's Layout wrapper among them (`siteWrappers`), drawn around MDX pages' content. */
  layout?: string;
  /**
   * URL Node imports: `SiteRoot` (the wrappers around `children`; the Layout wrapper too, whole or
   * cut to its providers, as its `layout` prop says), `IslandRoot` (their providers only), `wrap`,
   * `Layout` and `OriginalLayoutAs` (`site-root-layout.ts`), and each shared file's namespace.
   */
  url: string;
  /** The site's files of the wrappers, absolute (real paths): the root module's name for each and its exports. */
  shared: Map<string, { id: string; names: string[] }>;
  /** The packages the wrappers import (`rootPackageSpecifiers`), by specifier: the root module's name for each and its exports. */
  packages: Map<string, { id: string; names: string[]; dir: string }>;
  /** The files the wrappers are made of (a page wrapped by them depends on them). */
  inputs: string[];
  /** Its browser chunk (URL with the site's base, output path, file), absent when it cannot be bundled. */
  chunk?: { url: string; out: string; file: string; interactive?: string };
  /** Files the stylesheet's `url()`s name (output path, file). */
  media: [string, string][];
  /** The stylesheet the wrappers import (URL without the site's base, output path, file): every wrapped page's. */
  stylesheet?: { url: string; out: string; file: string };
  /** Tells one root from the next (caches of components compiled against it). */
  key: string;
}

/** How the site's Layout wrapper is drawn around a page's content: whole, or cut down to its providers. */
export type LayoutMode = 'whole' | 'cut';

const current = new Map<string, SiteRoot>();

/** The site's root, as last made on this thread (undefined: the site has none, or it failed). */
export function currentRoot(siteDir: string): SiteRoot | undefined {
  return current.get(siteDir);
}

export function setCurrentRoot(siteDir: string, root: SiteRoot | undefined): void {
  if (root) current.set(siteDir, root);
  else current.delete(siteDir);
}

const SHARED = 'docgen-root-shared';
const PACKAGE = 'docgen-root-package';
const ENTRY = 'docgen-root-entry';
const SKIP = Symbol('docgen-root-skip');
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** A specifier that may name a file of the site: relative, site-rooted, `@site/`, or `@theme/` (a site's `src/theme`). */
const SITE_SPECIFIER = /^(\.{1,2}\/|\/|@site\/|@theme\/)/;
/** A script file: what the root shares (not its stylesheets, JSON or Markdown). */
export const SCRIPT = /\.[cm]?[jt]sx?$/;
/** An import of a file that is no script (a stylesheet, Markdown, data, an asset; a `?raw` import). */
const NOT_SCRIPT =
  /\.(css|scss|sass|less|styl|mdx?|json|ya?ml|txt|svg|png|jpe?g|gif|webp|avif|ico|bmp|woff2?|ttf|otf|eot|mp[34]|webm|ogg|wav|pdf|zip|wasm)$|\?/i;

function real(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}

/**
 * An imported site file that the root module holds, as a module of its own: its exports read
 * from the root's namespace of it (`from` is the URL of the root module the side imports).
 */
export function sharedModuleCode(from: string, entry: { id: string; names: string[] }): string {
  const lines = [`import { ${entry.id} as ns } from ${JSON.stringify(from)};`];
  for (const name of entry.names) {
    if (name === 'default') lines.push('export default ns.default;');
    else if (IDENTIFIER.test(name)) lines.push(`export const ${name} = ns.${name};`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The esbuild plugin of a component's build against the root: imports of the root's site files
 * are read from the root module (`from`: its file URL on the server, its chunk's URL in the
 * browser), which stays external. `wrapExports` (the browser's): the component's exports
 * (`names`) are wrapped in the root's providers, so an island hydrates inside them. `used` hears
 * whether the component imports any of the root's files.
 */
export function rootImports(
  root: SiteRoot,
  from: string,
  options: { wrapExports?: readonly string[]; used?: () => void; packages?: boolean } = {},
): Plugin {
  return {
    name: 'docgen-root-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.path === from) return { path: from, external: true };
        if (args.kind === 'entry-point')
          return options.wrapExports ? { path: path.resolve(args.path), namespace: ENTRY } : undefined;
        const pkg = options.packages && args.pluginData !== SKIP ? root.packages.get(args.path) : undefined;
        // The root's copy, unless this import finds another (a package's own nested dependency);
        // found by folder, not build.resolve, which would run the other plugins (barrels) again.
        if (pkg)
          return packageDir(args.path, args.resolveDir) === pkg.dir
            ? { path: args.path, namespace: PACKAGE }
            : undefined;
        // Only what may name a site script (a package, a stylesheet or a Markdown file never is one).
        if (
          args.pluginData === SKIP ||
          args.namespace === SHARED ||
          /[\\/]node_modules[\\/]/.test(args.importer) ||
          !SITE_SPECIFIER.test(args.path) ||
          NOT_SCRIPT.test(args.path)
        )
          return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: SKIP,
        });
        if (resolved.errors.length > 0 || resolved.external || !path.isAbsolute(resolved.path)) return undefined;
        const file = real(resolved.path);
        if (!root.shared.has(file)) return undefined;
        options.used?.();
        return { path: file, namespace: SHARED };
      });
      build.onLoad({ filter: /.*/, namespace: SHARED }, (args) => ({
        contents: sharedModuleCode(from, root.shared.get(args.path)!),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      build.onLoad({ filter: /.*/, namespace: PACKAGE }, (args) => ({
        contents: sharedModuleCode(from, root.packages.get(args.path)!),
        loader: 'js',
        resolveDir: root.files[0] ? path.dirname(root.files[0]) : process.cwd(),
      }));
      build.onLoad({ filter: /.*/, namespace: ENTRY }, (args) => ({
        contents: wrappedEntry(from, args.path, options.wrapExports ?? []),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/** A component's browser entry whose components render inside the root's providers (`wrap`). */
function wrappedEntry(from: string, file: string, names: readonly string[]): string {
  const spec = JSON.stringify(file);
  const lines = [
    `import { wrap } from ${JSON.stringify(from)};`,
    `import * as m from ${spec};`,
    `export * from ${spec};`,
  ];
  for (const name of names) {
    if (name === 'default') lines.push('export default wrap(m.default);');
    else if (/^[A-Z][\w$]*$/.test(name)) lines.push(`export const ${name} = wrap(m.${name});`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The wrappers around an island: the page has drawn their own elements once (a Root's banner, a
 * back-to-top button), so an island gets only what leads to its content, their providers. A
 * function wrapper is called and its output cut down to the path to `children` (through the
 * function, forwardRef and memo components on it, called the same way); siblings of that path,
 * and the HTML elements on it (the page's own, around the island already), are left out. Where
 * `children` cannot be found by identity (a class, children cloned or passed under another
 * name), the wrapper renders whole, as before. The server and the browser cut the same.
 */
const ISLAND_ROOT = [
  'const isPlainFunction = (t) => typeof t === "function" && !(t.prototype && t.prototype.isReactComponent);',
  // A forwardRef component (Radix Themes' <Theme>, which draws a <div> around its context), and a
  // memo of one or of a function, are cut through as a function is: their elements would land
  // inside an island, in a paragraph too.
  'const FORWARD_REF = Symbol.for("react.forward_ref");',
  'const MEMO = Symbol.for("react.memo");',
  'const renderOf = (t) => isPlainFunction(t) ? t : t && t.$$typeof === FORWARD_REF && isPlainFunction(t.render) ? (props) => t.render(props, null) : t && t.$$typeof === MEMO ? renderOf(t.type) : undefined;',
  'function pathTo(node, target) {',
  '  if (node === target) return target;',
  '  if (Array.isArray(node)) {',
  '    for (const n of node) {',
  '      const found = pathTo(n, target);',
  '      if (found !== undefined) return found;',
  '    }',
  '    return undefined;',
  '  }',
  '  if (!isValidElement(node) || node.props == null) return undefined;',
  '  const inner = pathTo(node.props.children, target);',
  '  if (inner === undefined) return undefined;',
  // An element of the page (a wrapping <div>) is the page's already, around the island.
  '  if (typeof node.type === "string") return inner;',
  '  if (renderOf(node.type)) return createElement(Cut, { key: node.key, of: node.type, props: { ...node.props, children: inner } });',
  '  return cloneElement(node, undefined, inner);',
  '}',
  'function Cut({ of, props }) {',
  '  const render = renderOf(of);',
  '  if (!render) return createElement(of, props);',
  '  const out = render(props);',
  '  const path = pathTo(out, props.children);',
  '  return path === undefined ? out : path;',
  '}',
  // The Layout wrapper innermost, the original Layout inside it drawing just its children.
  'function inLayout(children, mode) {',
  '  if (!mode) return children;',
  '  const inner = createElement(OriginalLayoutAs.Provider, { value: undefined }, children);',
  '  const drawn = mode === "cut" ? createElement(Cut, { of: Layout, props: { children: inner } }) : createElement(Layout, null, inner);',
  '  return createElement(OriginalLayoutAs.Provider, { value: Fragment }, drawn);',
  '}',
  'function IslandRoot({ children }) {',
  '  const inner = createElement(Cut, { of: Provider, props: { children: inLayout(children, hasLayout && "cut") } });',
  '  return createElement(Inside.Provider, { value: true }, createElement(Cut, { of: Root, props: { children: inner } }));',
  '}',
  'export { IslandRoot };',
];

/**
 * The root module's source (`.jsx`, compiled for Node and bundled for the browser): the wrappers
 * nested as Docusaurus nests them (Layout/Provider inside Root), `wrap` for islands' exports, and
 * each shared file's and package's namespace (`shared`: file → name; `packages`: specifier → name).
 */
export function rootEntryCode(
  wrappers: { root?: string; provider?: string; layout?: string },
  shared: ReadonlyMap<string, string>,
  siteDir: string,
  entryDir: string,
  packages: ReadonlyMap<string, string> = new Map(),
): string {
  const lines = [
    "import { cloneElement, createContext, createElement, Fragment, isValidElement, useContext } from 'react';",
  ];
  // A file outside the site folder (a theme of a workspace folder beside it) by a relative path:
  // an absolute one is site-rooted (`/img/x.png`, webpack's resolve.roots), looked for inside it.
  const specifier = (file: string) =>
    path.relative(siteDir, file).startsWith('..') ? path.relative(entryDir, file).split(path.sep).join('/') : file;
  for (const [file, id] of shared) lines.push(`import * as ${id} from ${JSON.stringify(specifier(file))};`);
  for (const [spec, id] of packages) lines.push(`import * as ${id} from ${JSON.stringify(spec)};`);
  const pass = '({ children }) => createElement(Fragment, null, children)';
  const component = (file: string | undefined) => (file ? `${shared.get(real(file))}.default` : pass);
  // The theme's own Layout, which the wrapper's `@theme-original/Layout` is: told to draw just its children.
  if (wrappers.layout) lines.push("import { OriginalLayoutAs } from '@theme-original/Layout';");
  else lines.push('const OriginalLayoutAs = createContext(undefined);');
  lines.push(
    `export const Root = ${component(wrappers.root)};`,
    `export const Provider = ${component(wrappers.provider)};`,
    `export const Layout = ${component(wrappers.layout)};`,
    `const hasLayout = ${wrappers.layout !== undefined};`,
    'export { OriginalLayoutAs };',
    // One provider per island: an element of another island's component inside it is not wrapped again.
    'const Inside = createContext(false);',
    'export function SiteRoot({ children, layout }) {',
    '  return createElement(Inside.Provider, { value: true }, createElement(Root, null, createElement(Provider, null, inLayout(children, hasLayout && layout))));',
    '}',
    ...ISLAND_ROOT,
    'const isComponent = (c) => typeof c === "function" || (typeof c === "object" && c !== null && "$$typeof" in c);',
    'export function wrap(C) {',
    // An object of components (the MDX map's default export): each member wrapped.
    '  if (C && Object.getPrototypeOf(C) === Object.prototype && !("$$typeof" in C))',
    '    return Object.fromEntries(Object.entries(C).map(([k, v]) => [k, wrap(v)]));',
    '  if (!isComponent(C)) return C;',
    '  function Wrapped(props) {',
    '    return useContext(Inside) ? createElement(C, props) : createElement(IslandRoot, null, createElement(C, props));',
    '  }',
    // Inside an island the export itself stands for it: children checked by identity (`child.type === Tab`) pass.
    `  Wrapped[Symbol.for(${JSON.stringify(SITE_ISLANDS.ownExport)})] = C;`,
    // A call of the export (`{Counter({ start })}`) hydrates inside the same providers.
    `  Wrapped[Symbol.for(${JSON.stringify(SITE_ISLANDS.wrapKey)})] = wrap;`,
    '  if (typeof C === "function") for (const key of Object.keys(C)) Wrapped[key] = /^[A-Z]/.test(key) ? wrap(C[key]) : C[key];',
    '  return Wrapped;',
    '}',
    `export { ${[...shared.values(), ...packages.values()].join(', ')} };`,
  );
  return `${lines.join('\n')}\n`;
}

/** The real path of a file, as the root's `shared` keys it. */
export { real as realFile };
