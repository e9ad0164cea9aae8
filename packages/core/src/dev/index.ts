export {
  DevSite,
  type DevBuildKind,
  type DevBuildResult,
  type DevSiteOptions,
  type DevWatchTargets,
  type MarkdownRenderer,
} from './site.js';
export { classifyChanges, type ChangePlan } from './changes.js';
export { locateTheme, loadDevTheme, type ThemeLocation } from './theme.js';
