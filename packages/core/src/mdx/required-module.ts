import type { OnResolveResult, PluginBuild } from 'esbuild';

const NAMESPACE = 'docgen-required-module';

/**
 * `require('react')`, `require('@theme/Layout').default` (Docusaurus 1 and 2 pages) of a module
 * docgen keeps external by URL: Node's `require` takes no file URL and, on Node 20, no ES module.
 * The call gets a module of the bundle that imports it instead, so `require` gives its namespace
 * (named exports and `default`), as webpack does.
 */
export function requiredModule(url: string): OnResolveResult {
  return { path: url, namespace: NAMESPACE };
}

/** esbuild's side of {@link requiredModule}. */
export function requiredModules(build: PluginBuild): void {
  build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
    const url = JSON.stringify(args.path);
    return { contents: `import * as ns from ${url};\nexport * from ${url};\nexport default ns.default;`, loader: 'js' };
  });
  build.onResolve({ filter: /^(file|node):/, namespace: NAMESPACE }, (args) => ({ path: args.path, external: true }));
}
