// `@docgen/config/yaml`: the YAML parser the core and the OpenAPI plugin share (see vendor/yaml.ts).
export * from './vendor/yaml.js';
export { fastYaml } from './yaml-fast.js';
