// ajv (JSON Schema 2020-12) and ajv-formats behind one module, bundled into one file by the
// package's build (scripts/build-package.mjs): they are about 95 CommonJS files, which Node's
// `require` resolves and reads one by one, and every build with an OpenAPI document loads them.
export { default as Ajv2020 } from 'ajv/dist/2020.js';
export { default as addFormats } from 'ajv-formats';
// The official schemas' validators are compiled ahead by the package's build (meta-standalone.ts).
export { default as standaloneCode } from 'ajv/dist/standalone/index.js';
