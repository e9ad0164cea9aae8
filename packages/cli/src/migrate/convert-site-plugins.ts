import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Evaluated, isStub } from './evaluate.js';
import type { PluginPlace } from './run-presets.js';
import { packageOf } from './stubs.js';
import { HANDLED } from './convert-theme.js';
import { configReference, type GeneratorSource } from './convert-items-generator.js';
import { sitePluginImport } from './local-plugin.js';
import { type Dict, isDict, type Notes } from './notes.js';
import { Raw, sourceOf } from './source-text.js';
import { wrappedContentPlugin, wrappedSection } from './wrapped-plugin.js';

/** The hooks docgen runs of a Docusaurus plugin (docs/guide/from-docusaurus.md): a plugin with none is not carried. */
const RUN = /\b(?:loadContent|contentLoaded|allContentLoaded|injectHtmlTags|getClientModules)\b/;

const EXTENSIONS = ['', '.js', '.cjs', '.mjs', '.ts', '.cts', '.mts', '.tsx', '.jsx'];

/**
 * Carries the site's own Docusaurus plugins (a function of the config, or a file of the site)
 * that have a hook docgen runs over into `docusaurusPlugins({ plugins })` of docgen.config.ts,
 * which runs them at each build: a file by its path from the site folder (with its options when
 * they are data), a function of the config through the import of the config that
 * `carryItemsGenerators` writes too. The plugin's note says so, or why it is not carried.
 * The site's own themes too, after the plugins: a Docusaurus theme is a plugin whose lifecycle
 * Docusaurus runs as any other's (a theme's `contentLoaded` gives global data its own components
 * read with `usePluginData`), its components being what themeDirs carries.
 */
export function carrySitePlugins(
  evaluated: Evaluated,
  configName: string,
  siteDir: string,
  notes: Notes,
  source: GeneratorSource,
  fromPresets: readonly PluginPlace[] = [],
): void {
  const listOf = (key: 'plugins' | 'themes') =>
    isDict(evaluated.value) && Array.isArray(evaluated.value[key])
      ? (evaluated.value[key] as unknown[]).map((entry, i) => ({
          entry,
          at: `${key}[${i}]`,
          theme: key === 'themes',
          preset: false,
        }))
      : [];
  const entries: string[] = [];
  const missing = [...evaluated.stubbed, ...evaluated.missingImports.map((m) => m.spec)];
  // Docusaurus' order: the presets' plugins and themes, then the site's plugins, then its themes.
  const given = fromPresets.map(({ entry, at }) => ({ entry, at, theme: at.includes('.themes['), preset: true }));
  for (const { entry, at, theme, preset } of [...given, ...listOf('plugins'), ...listOf('themes')]) {
    if (entry === false || entry === null || entry === undefined) continue;
    const [head, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    if (isStub(head)) continue;
    // A preset's plugin function is reached by the site file that exports it (docgen.config.ts cannot reach into the preset).
    const loadedFrom = typeof head === 'function' ? packageOf(head) : undefined;
    const file =
      typeof head === 'string'
        ? siteFile(head, siteDir)
        : loadedFrom?.startsWith('./')
          ? siteFile(loadedFrom, siteDir)
          : typeof head === 'function' && !preset
            ? sitePluginImport(head, siteDir)
            : undefined;
    if (preset && !file) continue;
    if (typeof head === 'string' && (!file || wrappedContentPlugin(head, siteDir))) continue;
    // A function of the config that wraps the blog or docs plugin is that section, not a plugin to run.
    if (typeof head === 'function' && wrappedSection(entry, { name: head.name, fn: true }, siteDir)) continue;
    const text = file ? readText(path.join(siteDir, file)) : String(head);
    // A theme's entry file often re-exports its function from another (`{ default: theme }`).
    if (!RUN.test(text) && !(theme && file && RUN.test(functionText(path.join(siteDir, file))))) continue;
    const note = notes.list.find((n) => n.key === at);
    const data = options === undefined || isData(options);
    let written: string | undefined;
    if (file && data) written = options === undefined ? sourceOf(file) : `[${sourceOf(file)}, ${sourceOf(options, 8)}]`;
    else if (missing.length === 0 && !preset) written = configReference(source, configName, `.${at}`);
    if (!note) continue;
    if (written === undefined) {
      note.what = `${note.what} It was not carried over: docgen.config.ts would import ${configName} to reach it, but ${configName} needs packages that are not installed (${[...new Set(missing)].join(', ')}).`;
      note.todo = `install the site's packages (npm install) and run docgen migrate again, or move the plugin into a file of its own and list its path in docusaurusPlugins (docgen.config.ts).`;
      continue;
    }
    entries.push(written);
    const runs = `docgen.config.ts lists it in docusaurusPlugins, and docgen runs it at each build as Docusaurus does (its loadContent, contentLoaded with setGlobalData and createData, allContentLoaded, getClientModules, injectHtmlTags' head tags); each other hook is said by the build (DocusaurusPluginHookIgnored)`;
    // A note of its webpack aliases ("the rest of it (loadContent) is not") keeps what it says of them.
    const rest = / is not\.$/.exec(note.what);
    const themeRest = /; the rest of the theme is not run, docgen renders with its own theme\.$/.exec(note.what);
    note.what = themeRest
      ? `${note.what.slice(0, themeRest.index)}; the theme is carried over too: ${runs}; docgen renders with its own theme.`
      : rest && /the rest of it \(/.test(note.what)
        ? `${note.what.slice(0, rest.index)} is carried over: ${runs}.`
        : `is carried over: ${runs}.`;
    note.todo = 'build, and check the pages that read its data (usePluginData).';
  }
  const preprocessor = carryPreprocessor(evaluated, configName, notes, source, missing);
  if (entries.length === 0 && !preprocessor) return;
  const themeConfig = entries.length > 0 ? pluginThemeConfig(evaluated, notes) : undefined;
  // The migration reads every plugin's configureWebpack and configurePostCss itself (its notes say what it could not carry).
  const carried = "carriedHooks: ['configureWebpack', 'configurePostCss']";
  source.sitePlugins = new Raw(
    `docusaurusPlugins({\n      plugins: [\n${entries.map((e) => `        ${e},\n`).join('')}      ],\n      from: ${sourceOf(configName)},\n      ${carried},\n${themeConfig ? `      themeConfig: ${sourceOf(themeConfig, 6)},\n` : ''}${preprocessor ? `      markdown: { preprocessor: ${preprocessor} },\n` : ''}    })`,
  );
}

/**
 * The config's `themeConfig` keys docgen has no setting of, when they are data: the site's
 * plugins read them from `context.siteConfig.themeConfig` (an analytics plugin its key), and throw
 * without them. Their notes say where they went.
 */
function pluginThemeConfig(evaluated: Evaluated, notes: Notes): Dict | undefined {
  const t = isDict(evaluated.value) ? evaluated.value.themeConfig : undefined;
  if (!isDict(t)) return undefined;
  const out: Dict = {};
  for (const key of Object.keys(t).sort()) {
    // `docs` is one docgen's plugin context gives itself (core's docusaurusThemeConfig).
    if (HANDLED.has(key) || key === 'docs' || t[key] === undefined || !isData(t[key])) continue;
    out[key] = t[key];
    const note = notes.list.find((n) => n.key === `themeConfig.${key}`);
    if (note)
      note.what = `${note.what} The site's Docusaurus plugins still read it from context.siteConfig.themeConfig: docgen.config.ts gives it to docusaurusPlugins({ themeConfig }).`;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** `markdown.preprocessor` of the config, reached through its import (its note says so, or why not). */
function carryPreprocessor(
  evaluated: Evaluated,
  configName: string,
  notes: Notes,
  source: GeneratorSource,
  missing: string[],
): string | undefined {
  const md = isDict(evaluated.value) && isDict(evaluated.value.markdown) ? evaluated.value.markdown : undefined;
  if (typeof md?.preprocessor !== 'function') return undefined;
  const note = notes.list.find((n) => n.key === 'markdown.preprocessor');
  if (missing.length > 0) {
    if (note) {
      note.what = `is not carried over: docgen.config.ts would import ${configName} to reach it, but ${configName} needs packages that are not installed (${[...new Set(missing)].join(', ')}).`;
      note.todo = `install the site's packages (npm install) and run docgen migrate again, or give the function to docusaurusPlugins({ markdown: { preprocessor } }) in docgen.config.ts.`;
    }
    return undefined;
  }
  if (note) {
    note.what = `is carried over: docgen.config.ts passes it to docusaurusPlugins({ markdown }), and docgen gives it each markdown file's text before compiling it, as Docusaurus does; lines in messages about a page count in the preprocessed text.`;
    note.todo = 'build, and check the pages it changes.';
  }
  return configReference(source, configName, '.markdown.preprocessor');
}

/** A plugin path that is a file of the site (`./src/plugins/x`, or a resolved path inside it), as `./rel/file.ext`. */
function siteFile(spec: string, siteDir: string): string | undefined {
  if (!spec.startsWith('.') && !path.isAbsolute(spec)) return undefined;
  const base = path.resolve(siteDir, spec);
  const found = [
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.slice(1).map((e) => path.join(base, `index${e}`)),
  ].find((f) => fs.statSync(f, { throwIfNoEntry: false })?.isFile());
  if (!found) return undefined;
  const rel = path.relative(siteDir, found).split(path.sep).join('/');
  return rel.startsWith('..') || rel.split('/').includes('node_modules') ? undefined : `./${rel}`;
}

/**
 * The text of the function a module exports as its default (`module.exports = { default: theme }`
 * too), which running it gives: empty when it cannot be loaded here. The migration loads the
 * site's themes anyway, to read their getThemePath() (theme-dirs.ts).
 */
function functionText(file: string): string {
  try {
    const mod = createRequire(file)(file) as unknown;
    const fn = isDict(mod) && 'default' in mod ? mod.default : mod;
    return typeof fn === 'function' ? String(fn) : '';
  } catch {
    return '';
  }
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Plain data, which docgen.config.ts can write as it is (no function, class instance or stand-in). */
function isData(value: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every((v) => isData(v, depth + 1));
  return (
    isDict(value) &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value as Dict).every((v) => isData(v, depth + 1))
  );
}
