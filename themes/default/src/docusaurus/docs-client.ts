import { type DocusaurusDocsData, type DocusaurusGlobalDoc, type DocusaurusVersion, STORAGE } from '@docgen/shared';
import { DOCUSAURUS_DOCS_PLUGIN } from '@docgen/shared/docusaurus-client';
import { useEffect, useState } from 'react';
import { usePage } from './page.js';
import { useLocation } from './router.js';

// `@docusaurus/plugin-content-docs/client`'s hooks of the docs versions, with the data a static
// build knows (`DocusaurusPageState.docs`): each docgen docs section is a docs plugin instance
// (the `docs` section is `default`, each of `docsInstances` its id). As in Docusaurus, a hook
// given no plugin id answers for `default`; the active plugin, version and doc are found from the
// page's path.

type PluginId = string | undefined;

function useDocsDataOf(pluginId: PluginId, hook: string): DocusaurusDocsData {
  const all = usePage().docs ?? {};
  const id = pluginId ?? DOCUSAURUS_DOCS_PLUGIN.id;
  const data = all[id];
  if (data) return data;
  const ids = Object.keys(all).map((k) => `"${k}"`);
  throw new Error(
    `${hook}: the docs plugin "${id}" is not on this site (its docs plugins: ${ids.join(', ') || 'none'}): a docs section's plugin id is the id of its entry of docsInstances, or "${DOCUSAURUS_DOCS_PLUGIN.id}" for the docs section.`,
  );
}

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Whether `pathname` is `path` or below it (trailing slashes aside), as react-router's non-exact match. */
function under(pathname: string, path: string): boolean {
  const [here, root] = [trim(pathname), trim(path)];
  return root === '/' || here === root || here.startsWith(`${root}/`);
}

function samePath(a: string, b: string): boolean {
  return trim(a) === trim(b);
}

function latestOf(data: DocusaurusDocsData): DocusaurusVersion {
  return data.versions.find((v) => v.isLast) ?? data.versions[0]!;
}

/** The version whose root holds the path: the others before the latest (its root holds theirs). */
function activeVersionOf(data: DocusaurusDocsData, pathname: string): DocusaurusVersion | undefined {
  const latest = latestOf(data);
  return [...data.versions.filter((v) => v !== latest), latest].find((v) => under(pathname, v.path));
}

export function useAllDocsData(): Record<string, DocusaurusDocsData> {
  return usePage().docs ?? {};
}

export function useDocsData(pluginId?: string): DocusaurusDocsData {
  return useDocsDataOf(pluginId, 'useDocsData');
}

type ActivePlugin = { pluginId: string; pluginData: DocusaurusDocsData };

/**
 * The docs plugin whose pages the current path is, else undefined (`failfast`: an error): the
 * one with the longest root holding the path (`/docs-api/x` is `/docs-api`'s, not `/docs`'s), as
 * Docusaurus' `getActivePlugin`.
 */
export function useActivePlugin(options: { failfast?: boolean } = {}): ActivePlugin | undefined {
  const all = useAllDocsData();
  const { pathname } = useLocation();
  let active: ActivePlugin | undefined;
  for (const [pluginId, pluginData] of Object.entries(all))
    if (
      under(pathname, pluginData.path) &&
      (!active || trim(pluginData.path).length > trim(active.pluginData.path).length)
    )
      active = { pluginId, pluginData };
  if (!active && options.failfast)
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Existing docs plugin paths are: ${Object.values(
        all,
      )
        .map((d) => d.path)
        .join(', ')}`,
    );
  return active;
}

export function useActivePluginAndVersion(
  options: { failfast?: boolean } = {},
): { activePlugin: ActivePlugin; activeVersion: DocusaurusVersion | undefined } | undefined {
  const activePlugin = useActivePlugin(options);
  const { pathname } = useLocation();
  return activePlugin && { activePlugin, activeVersion: activeVersionOf(activePlugin.pluginData, pathname) };
}

export function useVersions(pluginId?: string): DocusaurusVersion[] {
  return useDocsDataOf(pluginId, 'useVersions').versions;
}

export function useLatestVersion(pluginId?: string): DocusaurusVersion {
  return latestOf(useDocsDataOf(pluginId, 'useLatestVersion'));
}

/** The version of the page being shown (from its path); undefined outside the docs. */
export function useActiveVersion(pluginId?: string): DocusaurusVersion | undefined {
  const data = useDocsDataOf(pluginId, 'useActiveVersion');
  return activeVersionOf(data, useLocation().pathname);
}

/** The active version, the doc the path is, and that doc in each version that has it. */
export function useActiveDocContext(pluginId?: string): {
  activeVersion?: DocusaurusVersion;
  activeDoc?: DocusaurusGlobalDoc;
  alternateDocVersions: Record<string, DocusaurusGlobalDoc>;
} {
  const data = useDocsDataOf(pluginId, 'useActiveDocContext');
  const { pathname } = useLocation();
  const activeVersion = activeVersionOf(data, pathname);
  const activeDoc = activeVersion?.docs.find((d) => samePath(d.path, pathname));
  const alternateDocVersions: Record<string, DocusaurusGlobalDoc> = {};
  if (activeDoc)
    for (const v of data.versions) {
      const doc = v.docs.find((d) => d.id === activeDoc.id);
      if (doc) alternateDocVersions[v.name] = doc;
    }
  return {
    ...(activeVersion ? { activeVersion } : {}),
    ...(activeDoc ? { activeDoc } : {}),
    alternateDocVersions,
  };
}

/** `useDocVersionSuggestions`: the same doc in the latest version, else the latest version's main doc. */
export function useDocVersionSuggestions(pluginId?: string): {
  latestDocSuggestion?: DocusaurusGlobalDoc;
  latestVersionSuggestion: DocusaurusVersion;
} {
  const data = useDocsDataOf(pluginId, 'useDocVersionSuggestions');
  const latest = latestOf(data);
  const { activeDoc } = useActiveDocContext(pluginId);
  const same = activeDoc && latest.docs.find((d) => d.id === activeDoc.id);
  const main = latest.docs.find((d) => d.id === latest.mainDocId);
  const latestDocSuggestion = same ?? main;
  return { ...(latestDocSuggestion ? { latestDocSuggestion } : {}), latestVersionSuggestion: latest };
}

/**
 * The reader's preferred version (the last one read, which docgen's version menu remembers):
 * null on the server and in the first render, as in Docusaurus; read once mounted.
 */
export function useDocsPreferredVersion(pluginId?: string): {
  preferredVersion: DocusaurusVersion | null;
  savePreferredVersionName(name: string): void;
} {
  const data = useDocsDataOf(pluginId, 'useDocsPreferredVersion');
  const key = STORAGE.docsVersion(pluginId ?? DOCUSAURUS_DOCS_PLUGIN.id);
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    try {
      setName(localStorage.getItem(key));
    } catch {
      // Storage may be blocked: no preference.
    }
  }, [key]);
  return {
    preferredVersion: data.versions.find((v) => v.name === name) ?? null,
    savePreferredVersionName(next) {
      setName(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Storage may be blocked: the choice holds for this page.
      }
    },
  };
}

/** A doc of a version as Docusaurus' `PropVersionDoc`. */
export interface PropVersionDoc {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}

/**
 * `useDocsVersion()`: the version of the doc page being rendered (Docusaurus' `PropVersionMetadata`),
 * its `docs` by id (title, description, sidebar). Outside a doc it throws, as Docusaurus' hook
 * outside its provider does. The sidebars are not in it: reading them is reported.
 */
export function useDocsVersion() {
  const page = usePage();
  const pluginId = page.docPluginId ?? DOCUSAURUS_DOCS_PLUGIN.id;
  const data = page.docs?.[pluginId];
  const version = data?.versions.find((v) => v.name === page.docVersion);
  if (!data || !version)
    throw new Error('useDocsVersion() is used outside a doc page: only the pages of the docs have a docs version.');
  const unprovided = (what: string) => () => {
    page.report(
      `useDocsVersion().${what} is empty: docgen gives components the version's docs (useDocsVersion().docs), not its sidebars`,
      "read the page's own sidebar with useDocsSidebar(), the sidebars' first docs with useActiveVersion().sidebars, or keep the data in a file the component imports.",
    );
    return {};
  };
  return Object.defineProperties(
    {
      pluginId,
      version: version.name,
      label: version.label,
      banner: version.banner,
      badge: data.versions.length > 1,
      noIndex: false,
      className: `docs-version-${version.name}`,
      isLast: version.isLast,
    },
    {
      docs: {
        enumerable: true,
        get: () =>
          Object.fromEntries(
            version.docs.map((d): [string, PropVersionDoc] => [
              d.id,
              {
                id: d.id,
                title: d.title ?? d.id,
                ...(d.description ? { description: d.description } : {}),
                ...(d.sidebar ? { sidebar: d.sidebar } : {}),
              },
            ]),
          ),
      },
      docsSidebars: { enumerable: true, get: unprovided('docsSidebars') },
    },
  ) as {
    pluginId: string;
    version: string;
    label: string;
    banner: DocusaurusVersion['banner'];
    badge: boolean;
    noIndex: boolean;
    className: string;
    isLast: boolean;
    docs: Record<string, PropVersionDoc>;
    docsSidebars: Record<string, unknown>;
  };
}

/**
 * `useDocById(id)`: a doc of the page's docs version (title, description, sidebar), as Docusaurus
 * gives it; undefined without an id, an error for an id the version has not.
 */
export function useDocById(id: string | undefined): PropVersionDoc | undefined {
  const version = useDocsVersion();
  if (!id) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
}
