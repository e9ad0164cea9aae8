import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { startEsbuild } from '../src/util/esbuild.js';

const require = createRequire(import.meta.url);

// esbuild is one instance per process, shared by every copy of docgen's modules (a test file's,
// a second build entry's): the early start must not fail a build when another copy started it.
it('starts esbuild early even when another copy of the module already started it', () => {
  const esbuild = require('esbuild') as typeof import('esbuild');
  try {
    void esbuild.initialize({}).catch(() => {});
  } catch {
    // Already started by another test file of this worker: the case under test either way.
  }
  expect(() => startEsbuild()).not.toThrow();
});
