import { DOCUSAURUS_DOCS_PLUGIN } from '@docgen/shared/docusaurus-client';
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
  if (!data && options.failfast) throw new Error(missing(pluginName));
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
    throw new Error(missing(pluginName, pluginId, instances && Object.keys(instances)));
  return data;
}

function missing(name: string, id?: string, ids?: string[]): string {
  const of = `docgen has no global data of the plugin "${name}"${id ? ` (instance "${id}")` : ''}`;
  return name === DOCUSAURUS_DOCS_PLUGIN.name && ids
    ? `${of}: its docs plugin instances are ${ids.map((i) => `"${i}"`).join(', ')} ("${DOCUSAURUS_DOCS_PLUGIN.id}" and the ids of docsInstances).`
    : `${of}: it publishes the docs plugin's only ("${DOCUSAURUS_DOCS_PLUGIN.name}": each docs section's versions and docs).`;
}
