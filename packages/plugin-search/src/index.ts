/**
 * @docgen/plugin-search: offline full-text search for docgen sites. `search()` builds, at
 * build time, one small index per locale and docs version, served as static files; the
 * theme's search dialog loads it when the reader opens search (see docs/search.md).
 *
 * This entry is what a site's config imports: it loads nothing but the plugin object. The
 * index builder, page reader and engine are in `@docgen/plugin-search/lib`.
 */
export { search, type SearchPlugin, type SearchPluginOptions } from './plugin.js';
export {
  createSearchMemo,
  PLUGIN_NAME,
  SEARCH_CONFIG_URL,
  FORMAT_VERSION,
  type SearchOutput,
  type SearchMemo,
} from './memo.js';
