// htmlparser2 behind one module, bundled into one file by the core's build
// (scripts/build-package.mjs): it is many small ES modules, and every build loads it.
export { Parser } from 'htmlparser2';
