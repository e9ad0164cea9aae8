import type { DocgenPlugin } from './plugin.js';

/**
 * A Docusaurus plugin as a Docusaurus config lists it: its function (`(context, options) =>
 * ({ name, loadContent, contentLoaded… })`), the path of a file of the site whose default export
 * is that function (`'./src/plugins/foo'`, resolved from the site folder), either with its options
 * (`[fnOrPath, options]`); `false` and `null` are left out, as Docusaurus does.
 */
export type DocusaurusPluginEntry =
  | string
  | DocusaurusPluginFunction
  | [string | DocusaurusPluginFunction, unknown]
  | false
  | null
  | undefined;

/** `(context, options) => plugin`, as Docusaurus calls it (it may be async). */
export type DocusaurusPluginFunction = (context: never, options: never) => unknown;

/** What `docusaurusPlugins` is given (`docgen migrate docusaurus` writes it). */
export interface DocusaurusPluginsOptions {
  /** The site's own Docusaurus plugins, in the config's order (see `DocusaurusPluginEntry`). */
  plugins?: DocusaurusPluginEntry[];
  /** The Docusaurus config file they come from (messages about a plugin without a place name it). */
  from?: string;
  /**
   * Hooks docgen.config.ts already carries the effect of, not said again at each build:
   * `docgen migrate docusaurus` reads every plugin's `configureWebpack` (aliases, defines,
   * extensions) and `configurePostCss` (postcss.config.cjs), and notes what it could not carry.
   */
  carriedHooks?: string[];
  /**
   * The Docusaurus config's `themeConfig` keys docgen has no setting of (plain data), which the
   * plugins read from `context.siteConfig.themeConfig` as under Docusaurus; docgen's own keys
   * (navbar, footer, colorMode…) come from docgen.config.ts and win.
   */
  themeConfig?: Record<string, unknown>;
  /**
   * The Docusaurus config's `markdown.preprocessor` (Docusaurus 3): each markdown file's whole
   * text (`{ filePath, fileContent }`) before it is compiled; returns the text. Lines in messages
   * about a page then count in the preprocessed text.
   */
  markdown?: { preprocessor?: (args: { filePath: string; fileContent: string }) => string };
}

/** The part of a docgen plugin that carries the site's Docusaurus plugins to the build. */
export interface DocusaurusPluginsHook {
  plugins: DocusaurusPluginEntry[];
  from?: string;
  carriedHooks?: string[];
  themeConfig?: Record<string, unknown>;
  markdown?: DocusaurusPluginsOptions['markdown'];
}

/**
 * A docgen plugin that runs a Docusaurus site's own plugins at each build, with Docusaurus'
 * lifecycle: `loadContent`, then `contentLoaded({ content, actions })` (`setGlobalData`,
 * `createData`), `injectHtmlTags`; the hooks docgen does not run are each said
 * (docs/guide/from-docusaurus.md).
 */
export function docusaurusPlugins(options: DocusaurusPluginsOptions): DocgenPlugin {
  return {
    name: 'docusaurus-plugins',
    docusaurus: {
      plugins: options.plugins ?? [],
      ...(options.from ? { from: options.from } : {}),
      ...(options.carriedHooks ? { carriedHooks: options.carriedHooks } : {}),
      ...(options.themeConfig ? { themeConfig: options.themeConfig } : {}),
      ...(options.markdown ? { markdown: options.markdown } : {}),
    },
  };
}
