import type { CatalogEntry } from './catalog-entry.js';

/** Names of what docgen says when it runs a Docusaurus site's own plugins (`docusaurusPlugins`; part of `CATALOG`). */
export const DOCUSAURUS_PLUGIN_ENTRIES = {
  DocusaurusPluginFailed: {
    kind: 'content',
    summary:
      'A Docusaurus plugin of the site threw: its function, or its loadContent, contentLoaded, allContentLoaded, getClientModules or injectHtmlTags hook (or a module it loads).',
    why: "docgen runs the site's Docusaurus plugins at each build, as Docusaurus does; the pages would miss the data they give, so the build stops.",
    fix: 'fix the plugin at the line shown (DEBUG=docgen prints the whole stack), or remove it from the docusaurusPlugins list of docgen.config.ts.',
  },
  DocusaurusPluginHookIgnored: {
    kind: 'config',
    warns: true,
    summary:
      'A Docusaurus plugin of the site has a hook docgen does not run (configureWebpack, configurePostCss, postBuild, extendCli, translation hooks; getThemePath when its folder is not among the config themeDirs), gives head tags docgen does not write (body tags, HTML strings, other elements), or a client module that is no file: ignored.',
    why: "docgen runs a Docusaurus plugin's loadContent, contentLoaded (setGlobalData, createData), allContentLoaded, getClientModules and injectHtmlTags' head tags; it resolves `@theme/X` in the config's themeDirs (where the migration carries a plugin's getThemePath folder); the other hooks concern webpack or Docusaurus' CLI, which docgen does not have (the swizzle command's hooks lose nothing and are not said). The message says what is lost.",
    fix: 'do what the message says (the migration carries aliases and PostCSS plugins over; a postBuild becomes a docgen plugin write hook), then, when nothing is lost, leave it.',
    place: {
      at: 'file',
      why: "the plugin's file (or the config that lists it): the hook is a property of what the plugin's function returns, whose line is not known.",
    },
  },
  DocusaurusPluginNotRun: {
    kind: 'content',
    warns: true,
    summary:
      "A component reads the global data of a plugin the site's Docusaurus config lists and docgen does not run (`usePluginData`, `useAllPluginInstancesData`): it gets undefined.",
    why: "Under Docusaurus the plugin's contentLoaded gives the pages that data (setGlobalData); docgen runs the Docusaurus plugins listed in docusaurusPlugins (docgen.config.ts) only. As in Docusaurus 3, a read without `failfast` gives undefined instead of throwing, so the page renders as it would without the plugin.",
    fix: 'list the plugin in docusaurusPlugins({ plugins }) of docgen.config.ts (a package by its name, with its options) when its hooks are plain lifecycle code; else give the component its data another way (a JSON file, customFields), or leave it when the page reads well without.',
  },
  DocusaurusPluginRouteIgnored: {
    kind: 'config',
    warns: true,
    summary: 'A Docusaurus plugin of the site adds a route (`actions.addRoute`) that docgen cannot make a page of.',
    why: "docgen makes each route a plugin adds a page of its component, given its props and modules; a layout route (nested `routes`), a path with parameters or outside the locale's base URL, a component or module that is no file, or a Markdown module (which Docusaurus compiles with its content plugins' loader) has no such page.",
    fix: "add one route per page, its path written from the plugin's `context.baseUrl` and its component and modules existing files (or a `@theme/…` component); or make the page a React page of src/pages/ that reads the plugin's data.",
    place: {
      at: 'file',
      why: "the plugin's file (or the config that lists it): the route is added while the plugin runs, at a line that is not known.",
    },
  },
  DocusaurusPluginRoutePrefix: {
    kind: 'config',
    warns: true,
    summary:
      'A Docusaurus plugin of the site adds a route with `exact: false` (`actions.addRoute`): docgen makes the page at its path, not at the paths below it.',
    why: 'React Router, in Docusaurus, renders a route that is not exact for every path that starts with it (`/playground/anything`), in the browser, and its link checker passes links to them; docgen writes one page per route, so those paths have no page and links to them are BrokenLink.',
    fix: 'add one route per page (exact) for the paths below it that the site links, or have the component read the query string or hash (`/playground?id=…`) instead of the path.',
    place: {
      at: 'file',
      why: "the plugin's file (or the config that lists it): the route is added while the plugin runs, at a line that is not known.",
    },
  },
  InvalidDocusaurusPlugin: {
    kind: 'config',
    summary:
      'An entry of docusaurusPlugins is not a Docusaurus plugin: a path that names no file or installed package, a module without a default function, or neither a function nor a path.',
    why: 'A Docusaurus plugin is a function `(context, options) => ({ name, …hooks })`, given as is, by its module path (from the site folder), or as `[pluginOrPath, options]`.',
    fix: 'fix the path or install the package; export the plugin function as the module default.',
    place: {
      at: 'file',
      why: 'the config that lists the entry, or the module that lacks the function: the entry has no line of its own once the config is evaluated.',
    },
  },
  MarkdownPreprocessorFailed: {
    kind: 'content',
    summary:
      "The site's Docusaurus `markdown.preprocessor` threw, or returned something other than the text (a promise).",
    why: "docgen gives each markdown file's whole text to the preprocessor before compiling it, as Docusaurus' MDX loader does; without its text the page cannot be made.",
    fix: 'fix the preprocessor at the line shown: it gets { filePath, fileContent } and returns a string, synchronously.',
  },
} as const satisfies Record<string, CatalogEntry>;
