// js-yaml behind one module, bundled by the package's build: the fast read of clean YAML
// (yaml-fast.ts) that front matter and OpenAPI documents share.
import * as jsYaml from 'js-yaml';

export { FAILSAFE_SCHEMA, type LoadOptions, load, type State, Type } from 'js-yaml';
/** js-yaml's YAML 1.1 timestamp type (exported at run time, not declared by @types/js-yaml). */
export const timestampType = (jsYaml as unknown as { types: { timestamp: jsYaml.Type } }).types.timestamp;
