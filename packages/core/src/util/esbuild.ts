import { createRequire } from 'node:module';

type Esbuild = typeof import('esbuild');

const require = createRequire(import.meta.url);
let loaded: Esbuild | undefined;
let version: string | undefined;

/**
 * esbuild, loaded when a stage first needs it rather than with the build's modules: a build
 * whose client bundle comes from the cache never starts it. Through `require`, not `import`:
 * esbuild is CommonJS, and Node's ES loader first scans its 97 KB main file for named exports
 * (about 28 ms of CPU against 7 ms). Both ways give the same module instance (one service).
 */
export function esbuild(): Esbuild {
  loaded ??= require('esbuild') as Esbuild;
  return loaded;
}

/** esbuild's version, from its package.json: a cache key needs no loaded esbuild. */
export function esbuildVersion(): string {
  version ??= (require('esbuild/package.json') as { version: string }).version;
  return version;
}
