import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The browser runtime as @docgen/client ships it: compiled JavaScript, bundled here into the site's chunks. */
export function clientDir(): string {
  return path.join(path.dirname(require.resolve('@docgen/client/package.json')), 'dist');
}
