import type { ResolvedImport } from './resolve.js';

/**
 * `@generated/X`, a module Docusaurus' build writes into `.docusaurus/` (its webpack alias): the
 * theme's answer when it has one (the config, global data, i18n, code translations, from the
 * page's data), else an UnresolvedImport naming the module and what to read instead. Undefined for
 * another specifier.
 */
export function generatedImport(
  docusaurusModules: Readonly<Record<string, string>>,
  specifier: string,
): ResolvedImport | undefined {
  if (!specifier.startsWith('@generated/')) return undefined;
  const known = docusaurusModules[specifier.replace(/\.(js|json)$/, '')];
  if (known) return { kind: 'url', url: known };
  const given = Object.keys(docusaurusModules).filter((n) => n.startsWith('@generated/'));
  return {
    kind: 'error',
    error: {
      name: 'UnresolvedImport',
      severity: 'error',
      message: `Cannot resolve import "${specifier}": it is a file Docusaurus' build generates, which docgen does not make.`,
      why: `@generated/ is Docusaurus' alias of the .docusaurus/ folder its build writes (routes, registry, client modules…); docgen builds otherwise and answers ${given.join(', ')} from the site's data.`,
      fix:
        GENERATED[specifier.replace(/\.(js|json)$/, '')] ??
        `import one of ${given.join(', ')}, or give the code its data another way (a JSON file of the site, customFields), or remove the import.`,
    },
  };
}

/** What to read instead of a generated module docgen does not make. */
const GENERATED: Record<string, string> = {
  '@generated/routes':
    'docgen has no client-side route table: list the pages the code needs in a JSON file of the site or in customFields, read the current one with useLocation() (@docusaurus/router), or remove the import.',
  '@generated/routesChunkNames': 'docgen loads no route chunks: remove the import.',
  '@generated/registry': 'docgen loads no route chunks: remove the import.',
  '@generated/client-modules':
    "docgen loads the site's client modules itself (clientModules of docgen.config.ts): remove the import.",
  '@generated/site-metadata':
    "docgen has no Docusaurus version or plugin versions: read the site's own version from its package.json (import it), or remove the import.",
  '@generated/site-storage':
    "docgen keeps no Docusaurus storage namespace: use localStorage with the site's own key (or createStorageSlot of @docusaurus/theme-common), or remove the import.",
};
