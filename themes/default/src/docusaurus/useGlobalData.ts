import { DOCUSAURUS_DOCS_PLUGIN } from '@docgen/shared/docusaurus-client';
import { usePage } from './page.js';

// `@docusaurus/useGlobalData`: the global data a static build publishes, the docs plugin's (its
// versions and docs, `usePluginData('docusaurus-plugin-content-docs')`). docgen runs no other
// Docusaurus plugin: asking for another's data throws, as Docusaurus does for a plugin it lacks.

/** Every plugin's data by plugin name and instance id: the docs plugin's `default` instance. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  const docs = usePage().docs;
  return docs ? { [DOCUSAURUS_DOCS_PLUGIN.name]: { [DOCUSAURUS_DOCS_PLUGIN.id]: docs } } : {};
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}) {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(missing(pluginName));
  return data;
}

export function usePluginData(
  pluginName: string,
  pluginId: string = DOCUSAURUS_DOCS_PLUGIN.id,
  options: { failfast?: boolean } = {},
) {
  const data = useGlobalData()[pluginName]?.[pluginId];
  if (data === undefined && (options.failfast || pluginName !== DOCUSAURUS_DOCS_PLUGIN.name))
    throw new Error(missing(pluginName, pluginId));
  return data;
}

function missing(name: string, id?: string): string {
  return `docgen has no global data of the plugin "${name}"${id ? ` (instance "${id}")` : ''}: it publishes the docs plugin's only ("${DOCUSAURUS_DOCS_PLUGIN.name}", instance "${DOCUSAURUS_DOCS_PLUGIN.id}": versions and docs).`;
}
