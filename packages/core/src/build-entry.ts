// `@docgen/core/build`: what `docgen build` needs to start. It loads the config and checks the
// output before anything heavy: the pipeline's modules load only when there is something to build.
export * from '@docgen/diagnostics';
export { buildIfChanged, type UpToDate } from './build/build-if-changed.js';
export { describeStrayError, isStrayError, strayErrorsWatched } from './build/stray-errors.js';
export type { BuildOptions, BuildResult, StageName } from './build/types.js';
export { type BuildSummary, summaryOf } from './build/up-to-date.js';
