/**
 * The plugin's building blocks, for tools besides docgen's build (a custom plugin, a script that
 * checks a document): kept out of the package's main entry, which a site's config imports and
 * which must load fast.
 */
export { loadOpenApi } from './load.js';
export { validateExamples } from './examples.js';
export { remarkOpenApi, pickServer, type RemarkOpenApiOptions } from './remark.js';
export { postmanCollection, POSTMAN_SCHEMA, type PostmanOptions } from './postman.js';
export { renderOperation } from './render/operation.js';
export { codeSamples } from './render/sample-languages.js';
export { sampleRequest, SAMPLE_LANGUAGES, type SampleRequest } from './render/samples.js';
export { LABELS, labelsFor, type LabelKey } from './i18n.js';
export type { LoadedApi, OperationEntry } from './model.js';
export { referenceModel, type ReferenceModel } from './reference/model.js';
export { resolveReference, type ReferenceOptions } from './reference/options.js';
