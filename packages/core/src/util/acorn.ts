import { createRequire } from 'node:module';

type Acorn = typeof import('acorn');

const require = createRequire(import.meta.url);
let loaded: Acorn | undefined;

/**
 * acorn, loaded the first time a stage parses JavaScript (a site's own modules, MDX pages' maps)
 * rather than with the build's modules: a site of Markdown pages alone never parses any, and its
 * load was ~10 ms of CPU a thread. Through `require`, as `esbuild()`: one instance for all callers.
 */
export function acorn(): Acorn {
  loaded ??= require('acorn') as Acorn;
  return loaded;
}
