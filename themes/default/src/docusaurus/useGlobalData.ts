import { DOCUSAURUS_DOCS_PLUGIN, explainedError } from '@docgen/shared/docusaurus-client';
import { usePage } from './page.js';

// `@docusaurus/useGlobalData`: the global data a static build publishes, the docs plugins' (each
// docs section's versions and docs by plugin id, `usePluginData('docusaurus-plugin-content-docs',
// id)`) and that of the site's own Docusaurus plugins docgen runs (`setGlobalData` in their
// `contentLoaded`). Asking for another plugin's data throws, as Docusaurus does for a plugin it lacks.

/** Every plugin's data by plugin name and instance id: the site's plugins' and the docs plugin's instances. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  const page = usePage();
  const docs = page.docs;
  return { ...page.globalData, ...(docs ? { [DOCUSAURUS_DOCS_PLUGIN.name]: docs } : {}) };
}

/** One plugin's instances, read by name (an island then carries only that plugin's data to the browser). */
function usePluginInstances(pluginName: string): Record<string, unknown> | undefined {
  const page = usePage();
  return pluginName === DOCUSAURUS_DOCS_PLUGIN.name ? page.docs : page.globalData?.[pluginName];
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}) {
  const data = usePluginInstances(pluginName);
  if (!data && options.failfast) throw missing(pluginName);
  return data;
}

/** One plugin instance's data: a docs section's for the docs plugin (undefined for an id it lacks, unless `failfast`). */
export function usePluginData(
  pluginName: string,
  pluginId: string = DOCUSAURUS_DOCS_PLUGIN.id,
  options: { failfast?: boolean } = {},
) {
  const instances = usePluginInstances(pluginName);
  const data = instances?.[pluginId];
  if (data === undefined && (options.failfast || pluginName !== DOCUSAURUS_DOCS_PLUGIN.name))
    throw missing(pluginName, pluginId, instances && Object.keys(instances));
  return data;
}

function missing(name: string, id?: string, ids?: string[]): Error {
  const of = `docgen has no global data of the plugin "${name}"${id ? ` (instance "${id}")` : ''}`;
  if (name === DOCUSAURUS_DOCS_PLUGIN.name && ids)
    return explainedError(
      `${of}: its docs plugin instances are ${ids.map((i) => `"${i}"`).join(', ')}.`,
      `The docs plugin's instances are "${DOCUSAURUS_DOCS_PLUGIN.id}" (the docs section) and the ids of docsInstances.`,
      'pass one of those ids, or add the docs section to docsInstances (docgen.config.ts).',
      id,
    );
  return explainedError(
    `${of}.`,
    `Global data is what a Docusaurus plugin's contentLoaded gives its pages (setGlobalData); docgen publishes the docs plugin's ("${DOCUSAURUS_DOCS_PLUGIN.name}") and that of the site's Docusaurus plugins listed in docusaurusPlugins (docgen.config.ts)${known(name, ids)}.`,
    "list the plugin in docusaurusPlugins({ plugins }) of docgen.config.ts (docgen migrate docusaurus writes it for the site's own plugins), or give the page the data another way: import a JSON file, or put it in customFields.",
    name,
  );
}

/** The instances a plugin docgen ran has, when the one asked for is not among them. */
function known(name: string, ids: string[] | undefined): string {
  return ids && ids.length > 0 ? `; the plugin "${name}" has the instances ${ids.map((i) => `"${i}"`).join(', ')}` : '';
}
