// `@docgen/core/build`: what `docgen build` needs to start. It loads the config and checks the
// output before anything heavy: the pipeline's modules load only when there is something to build.
export { buildIfChanged, type UpToDate } from './pipeline/build-if-changed.js';
export type { BuildOptions, BuildResult, StageName } from './pipeline/build.js';
export type { BuildSummary } from './pipeline/up-to-date.js';
export { summaryOf } from './pipeline/up-to-date.js';
export * from '@docgen/diagnostics';
