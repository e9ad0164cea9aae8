import { DocgenError, didYouMean } from '@docgen/diagnostics';
import { DEFAULT_DOCS_PLUGIN_ID, sectionOfPluginId, type SiteContext } from '@docgen/config';

/** The docs section `docgen version --instance <id>` freezes. */
export interface VersionSection {
  /** The section in the build: `default` or a `docsInstances` id. */
  id: string;
  /** Where its options are in the config: `docs` or `docsInstances[i]`. */
  key: string;
  path: string;
  routeBasePath: string;
}

/**
 * The section an `--instance` names by Docusaurus' plugin id (`docs:version:<id>`): `default` or
 * `docs.id` is the docs section, any other an id of `docsInstances`; an unknown id is refused.
 */
export function sectionOfInstanceOption(ctx: SiteContext, instance: string | undefined): VersionSection {
  const { docs, docsInstances } = ctx.config;
  const id = instance === undefined ? DEFAULT_DOCS_PLUGIN_ID : sectionOfPluginId(ctx.config, instance);
  if (id === DEFAULT_DOCS_PLUGIN_ID) return { id, key: 'docs', path: docs.path, routeBasePath: docs.routeBasePath };
  const index = docsInstances.findIndex((i) => i.id === id);
  const found = docsInstances[index];
  if (found) return { id, key: `docsInstances[${index}]`, path: found.path, routeBasePath: found.routeBasePath };
  const ids = [docs.id ?? DEFAULT_DOCS_PLUGIN_ID, ...docsInstances.map((i) => i.id)];
  throw new DocgenError([
    {
      name: 'UnknownDocsInstance',
      severity: 'error',
      message: `docgen version --instance names the docs section "${id}", which the config does not declare.`,
      why: `--instance takes the id of a docs section: ${ids.map((n) => `"${n}"`).join(', ')} ("${docs.id ?? DEFAULT_DOCS_PLUGIN_ID}" is the docs section).`,
      fix: didYouMean(id, ids) ?? 'use one of those ids, or declare the section in docsInstances.',
    },
  ]);
}
