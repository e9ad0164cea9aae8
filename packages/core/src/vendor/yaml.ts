// yaml and gray-matter (with js-yaml, its engine) behind one module, bundled into the core's
// chunks by its build (scripts/build-package.mjs): they are CommonJS packages of about 280 small
// files, which Node's loader read one by one before discover could read a front matter (about
// 60 ms of every cold build's main thread; bundled, under 10 ms).
export { parse, parseDocument, type YAMLError } from 'yaml';
export { default as grayMatter } from 'gray-matter';
