import { themeDirOf } from './theme-dirs.js';
import type { PluginPlace } from './run-presets.js';
import { type Dict, entryOf, isDict, isPackage, type Notes } from './notes.js';

/**
 * The config's themes (the presets' first, Docusaurus' order): theme-classic is docgen's own, a
 * search theme becomes @docgen/plugin-search, a theme's component folder goes into `themeDirs`
 * (theme-dirs.ts), the others are noted. True when a search theme was met.
 */
export function convertThemes(
  entries: PluginPlace[],
  c: Dict,
  siteDir: string,
  /** Whether the site's API pages come from docusaurus-plugin-openapi-docs or redocusaurus (carried over). */
  api: { openapiDocs: boolean; redoc: boolean },
  notes: Notes,
  themeDirs: string[],
): boolean {
  let search = false;
  // The API themes whose pages @docgen/plugin-openapi's reference sections replace.
  const apiThemes = [
    { pkg: 'docusaurus-theme-redoc', short: 'redoc', on: api.redoc, what: "Redoc's page of docusaurus-plugin-redoc" },
    {
      pkg: 'docusaurus-theme-openapi-docs',
      short: 'docusaurus-theme-openapi-docs',
      on: api.openapiDocs,
      what: 'the pages of docusaurus-plugin-openapi-docs',
    },
  ];
  for (const { entry, at } of entries) {
    const theme = entryOf(entry, siteDir);
    if (!theme) continue;
    if (isPackage(theme.name, '@docusaurus/theme-classic', 'classic')) continue;
    const apiTheme = apiThemes.find((t) => t.on && isPackage(theme.name, t.pkg, t.short));
    if (apiTheme) {
      notes.add(at, `(${apiTheme.what}) is replaced by @docgen/plugin-openapi's reference sections.`, 'nothing to do.');
      continue;
    }
    if (/search|lunr/i.test(theme.name)) {
      search = true;
      notes.add(
        at,
        `("${theme.name}") is replaced by @docgen/plugin-search, an offline index built with the site.`,
        'install @docgen/plugin-search beside @docgen/cli.',
      );
    } else if (/mermaid/.test(theme.name)) {
      // docgen draws diagrams itself; `<Mermaid>` as ```mermaid blocks, only with markdown.mermaid.
      if (!(isDict(c.markdown) && c.markdown.mermaid === true))
        notes.add(
          at,
          '(mermaid) draws `<Mermaid>` components; docgen draws them, and ```mermaid blocks, only with markdown.mermaid: true.',
          'set markdown.mermaid to true in docgen.config.ts if your pages hold diagrams.',
        );
    } else if (/live-codeblock/.test(theme.name))
      notes.add(
        at,
        "(live code blocks) is carried over as markdown.liveCodeBlocks: docgen draws ```jsx live blocks of MDX pages as an editor and the result (react-live), and a site's src/theme/ReactLiveScope is their scope.",
        'nothing to do.',
      );
    else if (themeDirOf(entry, c, siteDir, at, notes, themeDirs)) continue;
    else
      notes.add(
        at,
        `is the theme "${theme.name}"; docgen renders with its own theme.`,
        'carry its look over with theme overrides (docs/guide/theme-overrides.md).',
      );
  }
  return search;
}
