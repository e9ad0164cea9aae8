// zod behind one module, bundled into one file by the package's build (scripts/build-package.mjs):
// its 95 small ES modules cost every docgen start about twice the CPU of one file (0.07 → 0.03 s).
// `z` names only what docgen's schemas use (`zod-names.ts`): zod's own `z` is its whole namespace,
// which kept in the bundle what only it reaches, its ~50 error-message locales (363 KB) among it:
// 555 of the file's 819 KB, parsed at every start, although docgen shows English messages alone.
export * as z from './zod-names.js';
