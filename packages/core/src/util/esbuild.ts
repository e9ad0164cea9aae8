import { createRequire } from 'node:module';

type Esbuild = typeof import('esbuild');

const require = createRequire(import.meta.url);
let loaded: Esbuild | undefined;
let version: string | undefined;
let started = false;

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

/**
 * Starts esbuild's service process now, for a build sure to need it (no cache can give its
 * client bundle): the spawn is the same main-thread work whenever it is made, but the service's
 * own start then overlaps the stages before the bundle stage instead of delaying its first build.
 */
export function startEsbuild(): void {
  if (started) return;
  started = true;
  try {
    esbuild()
      .initialize({})
      // A service that cannot start is told by the first build that needs it, as without this call.
      .catch(() => {});
  } catch {
    // esbuild throws at a second `initialize` of its process: another copy of this module (a test
    // file's, a second build entry's) started the service already, which is what was wanted.
  }
}

/** esbuild's version, from its package.json: a cache key needs no loaded esbuild. */
export function esbuildVersion(): string {
  version ??= (require('esbuild/package.json') as { version: string }).version;
  return version;
}
