import { DOCUSAURUS_DOCS_PLUGIN, explainedError } from '@docgen/shared/docusaurus-client';
import { usePage } from './page.js';

// `@docusaurus/useGlobalData`: the global data a static build publishes, the docs plugins' (each
// docs section's versions and docs by plugin id, `usePluginData('docusaurus-plugin-content-docs',
// id)`). docgen runs no other Docusaurus plugin: asking for another's data throws, as Docusaurus
// does for a plugin it lacks.

/** Every plugin's data by plugin name and instance id: the docs plugin's instances. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  const docs = usePage().docs;
  return docs ? { [DOCUSAURUS_DOCS_PLUGIN.name]: docs } : {};
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}) {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw missing(pluginName);
  return data;
}

/** One plugin instance's data: a docs section's for the docs plugin (undefined for an id it lacks, unless `failfast`). */
export function usePluginData(
  pluginName: string,
  pluginId: string = DOCUSAURUS_DOCS_PLUGIN.id,
  options: { failfast?: boolean } = {},
) {
  const instances = useGlobalData()[pluginName];
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
    `Global data is what a Docusaurus plugin's contentLoaded gives its pages (setGlobalData); docgen runs no Docusaurus plugin, and publishes the docs plugin's data only ("${DOCUSAURUS_DOCS_PLUGIN.name}").`,
    'give the page the data another way: import a JSON file the plugin wrote, or put it in customFields (useDocusaurusContext().siteConfig.customFields), or write the plugin as a docgen plugin (docs/guide/plugins.md).',
    name,
  );
}
