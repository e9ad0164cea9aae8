import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@docgen/diagnostics';

/** Where a Docusaurus plugin is written: its file of the site (and line), or the config that lists it. */
export interface PluginPlace {
  file?: string | undefined;
  line?: number;
  column?: number;
}

/**
 * Hooks of Docusaurus' plugin API docgen does not run: why, and what to do instead. Those that
 * serve only Docusaurus' swizzle command (getSwizzleComponentList, getSwizzleConfig,
 * getTypeScriptThemePath, whose folder webpack never resolves) lose nothing of the build, and
 * getThemePath is honoured through the config's themeDirs (`themePathFault`): none is said.
 */
const IGNORED: Record<string, { why: string; fix: string }> = {
  configureWebpack: {
    why: 'docgen bundles with esbuild, not webpack; `docgen migrate docusaurus` already carried over the aliases, names and extensions such a hook sets (docs/guide/from-docusaurus.md)',
    fix: 'check that the aliases and defines it sets are in docgen.config.ts, then remove the plugin from the list docgen runs',
  },
  configurePostCss: {
    why: "docgen runs PostCSS with the site's postcss config, which `docgen migrate docusaurus` writes from this hook's plugins",
    fix: 'keep postcss.config.cjs (written by the migration) or write the plugins there',
  },
  postBuild: {
    why: "docgen writes its output through a staging folder and gives docgen plugins a `write` hook instead; Docusaurus' `postBuild` arguments (outDir, routesPaths, content) are not made, so the files it writes are not in the output",
    fix: 'write what it makes as a docgen plugin whose `write` hook calls `emitFile` (docs/guide/plugins.md), or run it on the output after the build',
  },
  extendCli: {
    why: "docgen's command has its own subcommands; a plugin's Docusaurus commands are not added",
    fix: 'run that command with Docusaurus, or as a script of package.json',
  },
  getTranslationFiles: {
    why: "docgen reads a site's translations from i18n/<locale>/ (code.json, the docs and blog folders), not from a plugin's translation hooks",
    fix: 'put the translated strings in i18n/<locale>/code.json',
  },
  translateContent: {
    why: "docgen reads a site's translations from i18n/<locale>/, not from a plugin's translation hooks",
    fix: 'put the translated strings in i18n/<locale>/code.json',
  },
  translateThemeConfig: {
    why: "docgen translates the navbar and footer from i18n/<locale>/docusaurus-theme-classic/ (navbar.json, footer.json) itself; a plugin's translation of the theme config is not run",
    fix: 'put the translated labels in those files',
  },
  getDefaultCodeTranslationMessages: {
    why: "docgen's UI strings come from its theme and the site's i18n/<locale>/code.json; the default translations a plugin gives its components' strings are not read",
    fix: 'put those translations in i18n/<locale>/code.json',
  },
  routesLoaded: {
    why: 'docgen makes its routes itself; a plugin cannot change them',
    fix: 'remove the hook (Docusaurus 3 deprecates it), or write a docgen plugin (docs/guide/plugins.md)',
  },
};

/** One `DocusaurusPluginHookIgnored` warning per hook of the plugin docgen does not run (and whose effect the config does not carry). */
export function ignoredHooks(
  plugin: Record<string, unknown>,
  name: string,
  place: PluginPlace,
  carried: ReadonlySet<string>,
): Diagnostic[] {
  return Object.keys(IGNORED)
    .filter((hook) => typeof plugin[hook] === 'function' && !carried.has(hook))
    .map((hook) => ignored(name, hook, IGNORED[hook]!, place));
}

/**
 * A plugin's `getThemePath()` folder (from the plugin's folder, as Docusaurus resolves it) that
 * holds components but is neither the site's src/theme/ nor one of the config's `themeDirs`:
 * `@theme/X` would not find them. Undefined when docgen honours it (listed there, as
 * `docgen migrate docusaurus` writes it) or when it names no folder (nothing to resolve then).
 */
export function themePathFault(
  given: unknown,
  name: string,
  place: PluginPlace,
  dirs: { siteDir: string; pluginDir: string; themeDirs: readonly string[] },
): Diagnostic | undefined {
  if (typeof given !== 'string' || given === '') return undefined;
  const folder = path.resolve(dirs.pluginDir, given);
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const listed = ['src/theme', ...dirs.themeDirs].map((d) => path.resolve(dirs.siteDir, d));
  if (listed.includes(folder)) return undefined;
  const rel = path.relative(dirs.siteDir, folder).split(path.sep).join('/');
  const shown = rel.startsWith('..') ? rel : `./${rel}`;
  return ignored(
    name,
    'getThemePath',
    {
      why: `docgen resolves \`@theme/X\` in the site's src/theme/, then in the config's themeDirs, then in its own theme; this plugin's theme folder (${shown}) is not among them, so its components are not found`,
      fix: `add '${shown}' to themeDirs in docgen.config.ts (\`docgen migrate docusaurus\` writes it), in Docusaurus' order: a folder listed earlier wins`,
    },
    place,
  );
}

export function ignored(
  name: string,
  hook: string,
  reason: { why: string; fix: string },
  place: PluginPlace,
  what?: string,
): Diagnostic {
  return {
    name: 'DocusaurusPluginHookIgnored',
    severity: 'warning',
    message: what
      ? `The Docusaurus plugin "${name}" gives ${what} from ${hook}, which docgen does not write: ignored.`
      : `The Docusaurus plugin "${name}" has a ${hook} hook, which docgen does not run: ignored.`,
    ...place,
    why: `${reason.why}.`,
    fix: `${reason.fix}.`,
  };
}

/**
 * A plugin that threw, at the line that threw when the site's code is on its stack (`thrown`);
 * else at the plugin's place, the fix then saying the error came from what the hook called.
 */
export function pluginFailed(
  name: string,
  hook: string,
  error: unknown,
  thrown: PluginPlace | undefined,
  place: PluginPlace,
): Diagnostic {
  // Node's "Require stack:" list after a MODULE_NOT_FOUND message names files the place shows.
  const text = (error instanceof Error ? error.message : String(error)).split('\nRequire stack:')[0]!;
  return {
    name: 'DocusaurusPluginFailed',
    severity: 'error',
    message: `The Docusaurus plugin "${name}" failed in ${hook}: ${text}`,
    ...(thrown ?? place),
    why: "docgen runs the site's Docusaurus plugins at each build (their function, loadContent, contentLoaded, allContentLoaded, getClientModules, injectHtmlTags), as Docusaurus does; the pages would miss what it gives them.",
    fix: thrown
      ? 'fix the plugin at the line shown (DEBUG=docgen prints the whole stack), or remove it from the docusaurusPlugins list of docgen.config.ts.'
      : `the error was thrown outside the site's code, by what ${hook} called (a package, a request: no network at build time?); see what it awaits (DEBUG=docgen prints the whole stack), or remove the plugin from the docusaurusPlugins list of docgen.config.ts.`,
  };
}

/** What docgen cannot do with an entry or an action of a plugin. */
export function unsupportedAction(what: 'entry' | 'missing' | 'export', name: string, place: PluginPlace): Diagnostic {
  const base = { name: 'InvalidDocusaurusPlugin' as const, severity: 'error' as const, ...place };
  if (what === 'missing')
    return {
      ...base,
      message: `The Docusaurus plugin "${name}" cannot be found.`,
      why: 'A plugin named by a string is a file of the site (from the site folder) or an installed package, as Docusaurus resolves it.',
      fix: 'fix the path, or install the package (npm install).',
    };
  return {
    ...base,
    message:
      what === 'export'
        ? `The Docusaurus plugin "${name}" does not export a plugin function as its default.`
        : `The Docusaurus plugin entry "${name}" is neither a function nor a path.`,
    why: 'A Docusaurus plugin is a function `(context, options) => ({ name, …hooks })`, given as is, by its module path, or as `[pluginOrPath, options]`.',
    fix: 'export the function as the module default (`export default function (context, options) { … }`), or give the entry in one of those forms.',
  };
}

/** A client module a plugin's `getClientModules` names that is no file: left out. */
export function missingModule(name: string, module: string, place: PluginPlace): Diagnostic {
  return {
    name: 'DocusaurusPluginHookIgnored',
    severity: 'warning',
    message: `The Docusaurus plugin "${name}" gives the client module "${module}" (getClientModules), which is no file: ignored.`,
    ...place,
    why: 'docgen loads the scripts and stylesheets getClientModules returns on every page, as Docusaurus does (absolute paths, or from the folder of the plugin file, the extension completed); this one names no file.',
    fix: 'return the path of an existing file (path.resolve(__dirname, …) in the plugin), or create it.',
  };
}
