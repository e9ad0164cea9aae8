import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The browser runtime as @docgen/client ships it: compiled JavaScript, bundled here into the site's chunks. */
export function clientDir(): string {
  return path.join(path.dirname(require.resolve('@docgen/client/package.json')), 'dist');
}

/**
 * The folder esbuild works from for the runtime's chunks: two levels above @docgen/client (the
 * workspace root in docgen's repository, the `node_modules` folder where it is installed).
 * esbuild's chunk hashes depend on the input paths relative to its working folder, which would
 * otherwise be the shell's: the same site got other chunk names, and a cached bundle made from
 * one folder names that another folder's build would not make.
 */
export function bundleRoot(): string {
  return path.dirname(path.dirname(path.dirname(clientDir())));
}
