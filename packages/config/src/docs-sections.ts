/**
 * Which docs section and version a docs version name is. The build carries the docs of a further
 * docs section (`docsInstances`: a Docusaurus docs plugin instance) as versions named
 * `<pluginId>@<version>` (`platform@current`, `platform@2.x`); the `docs` section's versions keep
 * their plain names (`current`, `1.0`) and the plugin id `default`, as in Docusaurus.
 */

/** The plugin id of the `docs` section, as Docusaurus names its preset's docs plugin. */
export const DEFAULT_DOCS_PLUGIN_ID = 'default';

const SEPARATOR = '@';

export interface DocsSectionVersion {
  /** `default` for the `docs` section, else the id of its `docsInstances` entry. */
  pluginId: string;
  /** The version's name inside its section (`current`, `1.0`). */
  version: string;
}

/** The section and version a docs version name is. */
export function docsSectionOf(name: string): DocsSectionVersion {
  const at = name.indexOf(SEPARATOR);
  return at < 0
    ? { pluginId: DEFAULT_DOCS_PLUGIN_ID, version: name }
    : { pluginId: name.slice(0, at), version: name.slice(at + 1) };
}

/** The docs version name of a section's version (the inverse of {@link docsSectionOf}). */
export function docsVersionName(pluginId: string, version: string): string {
  return pluginId === DEFAULT_DOCS_PLUGIN_ID ? version : `${pluginId}${SEPARATOR}${version}`;
}

/**
 * Docusaurus' plugin id of a docs section: a further section's is its id, the `docs` section's is
 * `docs.id` (a site whose main docs plugin instance has an id of its own), else `default`. Files
 * (`<id>_versions.json`…), hooks' data and the reader's stored version go by this id.
 */
export function docusaurusPluginId(config: { docs: { id?: string | undefined } }, pluginId: string): string {
  return pluginId === DEFAULT_DOCS_PLUGIN_ID ? (config.docs.id ?? DEFAULT_DOCS_PLUGIN_ID) : pluginId;
}

/** The section a Docusaurus plugin id names (the inverse of {@link docusaurusPluginId}). */
export function sectionOfPluginId(config: { docs: { id?: string | undefined } }, id: string): string {
  return id === config.docs.id ? DEFAULT_DOCS_PLUGIN_ID : id;
}

/**
 * A docs version's route segment, as Docusaurus makes it: its own `versions.<name>.path`, else
 * none for the latest version, `next` for the docs folder when it is not the latest, else its name.
 * The routes stage and `docgen migrate` (reading a Docusaurus config) both route versions by it.
 */
export function docsVersionSegment(name: string, latest: string, ownPath?: string): string {
  return (ownPath ?? (name === latest ? '' : name === 'current' ? 'next' : name)).replace(/^\/+|\/+$/g, '');
}
