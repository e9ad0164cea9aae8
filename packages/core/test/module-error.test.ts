import { describe, expect, it } from 'vitest';
import { missingPackageOf } from '../src/util/module-error.js';

/** Node's "Cannot find module" as `require` throws it. */
function notFound(specifier: string): Error {
  return Object.assign(new Error(`Cannot find module '${specifier}'\nRequire stack:\n- /site/x.js`), {
    code: 'MODULE_NOT_FOUND',
  });
}

describe('missingPackageOf: the package to install, from a module error', () => {
  it.each([
    ['left-pad', 'left-pad'],
    ['@scope/pkg/sub/path', '@scope/pkg'],
    ['lodash/get', 'lodash'],
  ])('%s is the package %s', (specifier, pkg) => {
    expect(missingPackageOf(notFound(specifier))).toBe(pkg);
  });

  // A file URL was reported as the package "file:" with `npm install file:` as its fix.
  it.each(['file:///work/node_modules/react/index.js', 'node:nope', './local.js', '/abs/x.js', 'C:\\x\\y.js'])(
    '%s names no package',
    (specifier) => {
      expect(missingPackageOf(notFound(specifier))).toBeUndefined();
    },
  );
});
