// yaml behind one module, bundled into one file by the package's build (scripts/build-package.mjs):
// it is a CommonJS package of about 80 small files, which Node's loader read one by one before
// discover could read a front matter (31 ms of CPU; bundled, 7 ms). One copy for the core (front
// matter, _category_ files, authors and tags) and the OpenAPI plugin (documents): two copies would
// each pay their first, unoptimized parses.
export {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parse,
  parseDocument,
  stringify,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
