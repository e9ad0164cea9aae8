// gray-matter (with js-yaml, its engine) behind one module, bundled into the core's chunks by its
// build (scripts/build-package.mjs): they are CommonJS packages of about 110 small files, which
// Node's loader read one by one before discover could read a front matter (24-27 ms of CPU;
// bundled, 4 ms). `yaml` stays a package of its own: the OpenAPI plugin reads documents with it,
// and two copies would each pay their first, unoptimized parses (Lintas' discover stage: about
// 60 ms more with yaml bundled here too).
export { default as grayMatter } from 'gray-matter';
