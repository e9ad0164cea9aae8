import { DOCUSAURUS_DOCS_PLUGIN, type ExplainedError, explainedError } from '@docgen/shared/docusaurus-client';
import type { DocusaurusPageState } from '@docgen/shared';
import { usePage } from './page.js';

// `@docusaurus/useGlobalData`: the global data a static build publishes, the docs plugins' (each
// docs section's versions and docs by plugin id, `usePluginData('docusaurus-plugin-content-docs',
// id)`) and that of the site's own Docusaurus plugins docgen runs (`setGlobalData` in their
// `contentLoaded`). As Docusaurus 3: data that is not there is undefined, and throws only with
// `failfast`, in Docusaurus' words; the page notes the read, for the build to say why.

/** Every plugin's data by plugin name and instance id: the site's plugins' and the docs plugin's instances. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  const page = usePage();
  const docs = page.docs;
  return { ...page.globalData, ...(docs ? { [DOCUSAURUS_DOCS_PLUGIN.name]: docs } : {}) };
}

/** One plugin's instances, read by name (an island then carries only that plugin's data to the browser). */
function instancesOf(page: DocusaurusPageState, pluginName: string): Record<string, unknown> | undefined {
  return pluginName === DOCUSAURUS_DOCS_PLUGIN.name ? page.docs : page.globalData?.[pluginName];
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}) {
  const page = usePage();
  const data = instancesOf(page, pluginName);
  if (!data) {
    if (options.failfast)
      throw docusaurusError(`Docusaurus plugin global data not found for "${pluginName}" plugin.`, missing(pluginName));
    missed(page, pluginName, undefined, () => missing(pluginName));
  }
  return data;
}

/** One plugin instance's data: undefined for one docgen has not (Docusaurus throws only with `failfast`). */
export function usePluginData(
  pluginName: string,
  pluginId: string = DOCUSAURUS_DOCS_PLUGIN.id,
  options: { failfast?: boolean } = {},
) {
  const page = usePage();
  const instances = instancesOf(page, pluginName);
  const data = instances?.[pluginId];
  // Docusaurus tests the value's truth, not its presence.
  if (!data) {
    const why = () => missing(pluginName, pluginId, instances && Object.keys(instances));
    if (options.failfast)
      throw docusaurusError(
        `Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`,
        why(),
      );
    missed(page, pluginName, pluginId, why);
  }
  return data;
}

/** Docusaurus' message, with docgen's why and fix. */
function docusaurusError(message: string, { why, fix, written }: ExplainedError): Error {
  return explainedError(message, why, fix, written);
}

/** Notes the read that gave undefined, with the stack of the call (the site's line); only the server render keeps a list. */
function missed(page: DocusaurusPageState, plugin: string, id: string | undefined, told: () => ExplainedError): void {
  if (!page.missedPluginData) return;
  const { why, fix } = told();
  const { stack } = new Error('usePluginData');
  page.missedPluginData.push({ plugin, ...(id !== undefined ? { id } : {}), why, fix, ...(stack ? { stack } : {}) });
}

function missing(name: string, id?: string, ids?: string[]): ExplainedError {
  const of = `docgen has no global data of the plugin "${name}"${id ? ` (instance "${id}")` : ''}`;
  if (name === DOCUSAURUS_DOCS_PLUGIN.name && ids)
    return explainedError(
      `${of}.`,
      `${of}: its docs plugin instances are ${ids.map((i) => `"${i}"`).join(', ')}; "${DOCUSAURUS_DOCS_PLUGIN.id}" is the docs section, the others are the ids of docsInstances.`,
      'pass one of those ids, or add the docs section to docsInstances (docgen.config.ts).',
      id,
    );
  return explainedError(
    `${of}.`,
    `${of}. Global data is what a Docusaurus plugin's contentLoaded gives its pages (setGlobalData); docgen publishes the docs plugin's ("${DOCUSAURUS_DOCS_PLUGIN.name}") and that of the site's Docusaurus plugins listed in docusaurusPlugins (docgen.config.ts)${known(name, ids)}.`,
    "list the plugin in docusaurusPlugins({ plugins }) of docgen.config.ts (docgen migrate docusaurus writes it for the site's own plugins), or give the page the data another way: import a JSON file, or put it in customFields.",
    name,
  );
}

/** The instances a plugin docgen ran has, when the one asked for is not among them. */
function known(name: string, ids: string[] | undefined): string {
  return ids && ids.length > 0 ? `; the plugin "${name}" has the instances ${ids.map((i) => `"${i}"`).join(', ')}` : '';
}
