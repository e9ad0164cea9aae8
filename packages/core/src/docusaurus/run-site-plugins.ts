import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type DocusaurusPluginEntry, localeDir, type SiteContext } from '@docgen/config';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import { docusaurusSiteConfig, docusaurusThemeConfig } from './docusaurus-data.js';
import { loadSiteModule, siteModuleError } from '../util/load-module.js';
import { missingPackageOf, thrownInSite } from '../util/module-error.js';
import { relPosix } from '../util/paths.js';
import {
  ignoredHooks,
  missingModule,
  themePathFault,
  pluginFailed,
  type PluginPlace,
  unsupportedAction,
} from './site-plugin-faults.js';
import { generatedFilesDir, type LocalePluginData, type PluginRoute, type SitePluginData } from './site-plugin-data.js';
import { headTagsOf } from './site-plugin-tags.js';
import { isPlainCommonJs, requireFresh } from './plain-commonjs.js';
import { addedRoute, type RouteScope } from './site-plugin-routes.js';

/** A plugin instance as Docusaurus' lifecycle knows it (the hooks docgen runs). */
interface PluginInstance {
  name?: unknown;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: Record<string, unknown> }) => unknown;
  allContentLoaded?: (args: { allContent: unknown; actions: Record<string, unknown> }) => unknown;
  injectHtmlTags?: (args: { content: unknown }) => unknown;
  getClientModules?: () => unknown;
  [hook: string]: unknown;
}

/** One entry of the config, resolved: its function, options and where it comes from. */
interface ResolvedEntry {
  fn: (context: unknown, options: unknown) => unknown;
  options: Record<string, unknown>;
  place: PluginPlace;
  /** The folder of the plugin's file (of the config, for a function written there): Docusaurus' `plugin.path`. */
  dir: string;
}

/**
 * Runs a Docusaurus site's own plugins as Docusaurus does at each build, once per locale built
 * (Docusaurus builds each locale as a site of its own, `context.i18n.currentLocale` telling
 * which): each plugin function is called with the context and its options, then `loadContent`,
 * `contentLoaded({ content, actions })` with `setGlobalData`, `createData` and `addRoute` (each route a
 * page, site-plugin-routes.ts), and, once every
 * plugin has loaded, `allContentLoaded`, `getClientModules` and `injectHtmlTags`. What docgen does not run is said,
 * once per plugin and hook (warnings); a plugin that throws is an error at its file and line.
 */
export async function runSitePlugins(
  ctx: SiteContext,
  entries: readonly DocusaurusPluginEntry[],
  from: string | undefined,
  carriedHooks: ReadonlySet<string> = new Set(),
  themeModules: Readonly<Record<string, string>> = {},
  siteThemeConfig: Readonly<Record<string, unknown>> = {},
): Promise<{ data: SitePluginData; warnings: Diagnostic[] }> {
  const fallback: PluginPlace = { file: from ?? (ctx.configFile ? relPosix(ctx.siteDir, ctx.configFile) : undefined) };
  const resolved: ResolvedEntry[] = [];
  const errors: Diagnostic[] = [];
  for (const entry of entries) {
    if (entry === false || entry === null || entry === undefined) continue;
    const [head, options] = Array.isArray(entry) ? entry : [entry, undefined];
    try {
      resolved.push(await resolveEntry(ctx, head, options, fallback));
    } catch (error) {
      if (error instanceof DocgenError) errors.push(...error.diagnostics);
      else throw error;
    }
  }
  if (errors.length > 0) throw new DocgenError(errors);
  const warnings: Diagnostic[] = [];
  const said = new Set<string>();
  // The route modules of an earlier run go: those of this one are written again.
  fs.rmSync(path.join(generatedFilesDir(ctx.siteDir), 'docgen-routes'), { recursive: true, force: true });
  const data: SitePluginData = {};
  const envLocale = process.env.DOCUSAURUS_CURRENT_LOCALE;
  try {
    for (const locale of ctx.locales) {
      // Docusaurus sets it for each locale it builds (facebook/docusaurus#8677), and plugins read it.
      process.env.DOCUSAURUS_CURRENT_LOCALE = locale.code;
      const given = { themeModules, siteThemeConfig };
      data[locale.code] = await runForLocale(ctx, resolved, locale.code, given, carriedHooks, warnings, said);
    }
  } finally {
    if (envLocale === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    else process.env.DOCUSAURUS_CURRENT_LOCALE = envLocale;
  }
  return { data, warnings };
}

/** The plugins' hooks for one locale, in Docusaurus' order, and what they gave. */
async function runForLocale(
  ctx: SiteContext,
  resolved: readonly ResolvedEntry[],
  code: string,
  given: { themeModules: Readonly<Record<string, string>>; siteThemeConfig: Readonly<Record<string, unknown>> },
  carriedHooks: ReadonlySet<string>,
  warnings: Diagnostic[],
  said: Set<string>,
): Promise<LocalePluginData> {
  const out: LocalePluginData = { globalData: {}, headTags: [], clientModules: [] };
  const { themeModules } = given;
  const context = contextOf(ctx, code, given.siteThemeConfig);
  const routes: (() => PluginRoute)[] = [];
  const scope = { ctx, locale: code, localeBaseUrl: context.baseUrl as string, themeModules };
  const loaded: {
    plugin: PluginInstance;
    name: string;
    id: string;
    place: PluginPlace;
    content: unknown;
    dir: string;
  }[] = [];
  for (const entry of resolved) {
    const place = entry.place;
    const plugin = (await guarded(ctx, place, entry.fn.name || 'plugin', 'its function', () =>
      entry.fn(context, validatedOptions(entry.fn, entry.options)),
    )) as PluginInstance | null | undefined;
    // A plugin function may give nothing: the plugin is then left out, as Docusaurus does.
    if (!plugin || typeof plugin !== 'object') continue;
    const name = typeof plugin.name === 'string' ? plugin.name : entry.fn.name || 'anonymous';
    const id = typeof entry.options.id === 'string' ? entry.options.id : 'default';
    for (const diagnostic of ignoredHooks(plugin, name, place, carriedHooks)) once(warnings, said, diagnostic);
    if (typeof plugin.getThemePath === 'function') {
      const given = await guarded(ctx, place, name, 'getThemePath', () => (plugin.getThemePath as () => unknown)());
      const themeDirs = ctx.config.themeDirs ?? [];
      const fault = themePathFault(given, name, place, { siteDir: ctx.siteDir, pluginDir: entry.dir, themeDirs });
      if (fault) once(warnings, said, fault);
    }
    const content = await guarded(ctx, place, name, 'loadContent', () => plugin.loadContent?.());
    loaded.push({ plugin, name, id, place, content, dir: entry.dir });
  }
  for (const { plugin, name, id, place, content } of loaded) {
    const actions = actionsOf({ ...scope, name, id, place }, out, routes, warnings, said);
    await guarded(ctx, place, name, 'contentLoaded', () => plugin.contentLoaded?.({ content, actions }));
  }
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const { name, id, content } of loaded) (allContent[name] ??= {})[id] = content;
  for (const { plugin, name, id, place } of loaded) {
    const actions = actionsOf({ ...scope, name, id, place }, out, routes, warnings, said);
    await guarded(ctx, place, name, 'allContentLoaded', () => plugin.allContentLoaded?.({ allContent, actions }));
  }
  for (const { plugin, name, place, content, dir } of loaded) {
    const modules = await guarded(ctx, place, name, 'getClientModules', () => plugin.getClientModules?.());
    for (const m of Array.isArray(modules) ? modules : []) {
      if (typeof m !== 'string') continue;
      // Absolute, or from the plugin's folder (`path.resolve(plugin.path, m)` in Docusaurus), with
      // the extensions webpack completes (`'./gtag'` for gtag.ts beside the plugin); then from the
      // site folder, as docgen read it before, and a package's module.
      const file = resolvePlugin(dir, path.resolve(dir, m)) ?? resolvePlugin(ctx.siteDir, path.resolve(ctx.siteDir, m));
      if (file) out.clientModules.push(file);
      else once(warnings, said, missingModule(name, m, place));
    }
    const tags = await guarded(ctx, place, name, 'injectHtmlTags', () => plugin.injectHtmlTags?.({ content }));
    const { head, faults } = headTagsOf(tags, name, place);
    out.headTags.push(...head);
    for (const fault of faults) once(warnings, said, fault);
  }
  if (routes.length > 0) out.routes = routes.map((make) => make());
  if (loaded.length > 0) out.plugins = [...new Set(loaded.map((l) => l.name))];
  return out;
}

/** Each warning once (a plugin runs once per locale). */
function once(warnings: Diagnostic[], said: Set<string>, diagnostic: Diagnostic): void {
  if (said.has(diagnostic.message)) return;
  said.add(diagnostic.message);
  warnings.push(diagnostic);
}

/** The function of an entry: given, or the default export of a file of the site (or of a package it installed). */
async function resolveEntry(
  ctx: SiteContext,
  head: unknown,
  options: unknown,
  fallback: PluginPlace,
): Promise<ResolvedEntry> {
  const opts = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
  const configDir = ctx.configFile ? path.dirname(ctx.configFile) : ctx.siteDir;
  if (typeof head === 'function')
    return { fn: head as ResolvedEntry['fn'], options: opts, place: fallback, dir: configDir };
  if (typeof head !== 'string') throw new DocgenError([unsupportedAction('entry', String(head), fallback)]);
  const file = resolvePlugin(ctx.siteDir, head);
  if (!file) throw new DocgenError([unsupportedAction('missing', head, fallback)]);
  const rel = relPosix(ctx.siteDir, file);
  const inSite = !rel.startsWith('..') && !rel.split('/').includes('node_modules');
  const { module } = !inSite
    ? { module: createRequire(path.join(ctx.siteDir, 'package.json'))(file) as Record<string, unknown> }
    : isPlainCommonJs(file)
      ? { module: loadedPlainly(ctx, file, rel) }
      : await loadSiteModule<Record<string, unknown>>({
          siteDir: ctx.siteDir,
          file,
          syntaxError: 'ConfigSyntaxError',
          runtimeError: 'DocusaurusPluginFailed',
          ...(ctx.resolveFrom ? { resolveFrom: ctx.resolveFrom } : {}),
        });
  const fn =
    typeof module === 'function' ? module : ((module.default as { default?: unknown })?.default ?? module.default);
  if (typeof fn !== 'function') throw new DocgenError([unsupportedAction('export', head, { file: rel })]);
  return {
    fn: fn as ResolvedEntry['fn'],
    options: opts,
    place: { file: inSite ? rel : head },
    dir: path.dirname(file),
  };
}

/** A plain CommonJS plugin file, run by Node as Docusaurus runs it (sloppy mode); what it throws while loading, at its line. */
function loadedPlainly(ctx: SiteContext, file: string, rel: string): Record<string, unknown> {
  try {
    return requireFresh(file, ctx.siteDir) as Record<string, unknown>;
  } catch (error) {
    // A package the plugin (or a file it requires) needs and the site has not installed: the
    // package and the command, at the require that names it, as for any site module.
    if (missingPackageOf(error)) {
      const stack = (error as { requireStack?: unknown }).requireStack;
      const dependencies = Array.isArray(stack) ? stack.filter((f): f is string => typeof f === 'string') : [];
      throw siteModuleError(error, {
        siteDir: ctx.siteDir,
        file,
        outFile: file,
        dependencies,
        name: 'DocusaurusPluginFailed',
      });
    }
    throw new DocgenError([pluginFailed(rel, 'its module', error, thrownInSite(error, ctx.siteDir), { file: rel })]);
  }
}

/** A path of the site (TypeScript too, a folder's index, as Docusaurus resolves them) or an installed package. */
function resolvePlugin(siteDir: string, spec: string): string | undefined {
  if (/^\.\.?(\/|$)/.test(spec) || path.isAbsolute(spec)) {
    const base = path.resolve(siteDir, spec);
    const candidates = [
      base,
      ...EXTENSIONS.map((e) => base + e),
      ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
    ];
    return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  }
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(spec);
  } catch {
    return undefined;
  }
}

const EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts', '.tsx', '.jsx'];

/** Docusaurus' `LoadContext`, from docgen's config (the keys plugins read most). */
function contextOf(
  ctx: SiteContext,
  locale: string,
  siteThemeConfig: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const siteConfig = {
    ...docusaurusSiteConfig(ctx, locale),
    // The site's own keys (an analytics plugin's `themeConfig.x`) under docgen's.
    themeConfig: { ...siteThemeConfig, ...docusaurusThemeConfig(ctx, locale) },
    i18n: { defaultLocale: ctx.defaultLocale.code, locales: ctx.locales.map((l) => l.code) },
    trailingSlash: ctx.config.trailingSlash,
    presets: [],
    plugins: [],
    themes: [],
  };
  const localeConfigs = Object.fromEntries(
    ctx.locales.map((l) => [
      l.code,
      {
        label: l.label,
        htmlLang: l.htmlLang,
        direction: l.dir,
        path: localeDir(ctx.config, l.code).slice('i18n/'.length),
      },
    ]),
  );
  const prefix = ctx.locales.find((l) => l.code === locale)?.prefix ?? '';
  return {
    siteDir: ctx.siteDir,
    siteConfig,
    siteConfigPath: ctx.configFile ?? path.join(ctx.siteDir, 'docusaurus.config.js'),
    generatedFilesDir: generatedFilesDir(ctx.siteDir),
    outDir: path.join(ctx.siteDir, 'build'),
    localizationDir: path.join(ctx.siteDir, localeDir(ctx.config, locale)),
    baseUrl: `${ctx.config.baseUrl.replace(/\/$/, '')}${prefix}/`,
    i18n: {
      defaultLocale: ctx.defaultLocale.code,
      locales: ctx.locales.map((l) => l.code),
      path: 'i18n',
      currentLocale: locale,
      localeConfigs,
    },
    codeTranslations: {},
  };
}

/**
 * The options as Docusaurus hands them to a plugin function: through the module's
 * `validateOptions({ validate, options })` when it has one (a plugin that wraps a content plugin
 * exports that plugin's: KubeEdge's `blogGlobalData` gets the blog's defaults, `authorsMapPath`
 * among them, without which the blog plugin threw), `validate` being Joi's with the `id` Docusaurus
 * adds (default "default").
 */
function validatedOptions(fn: ResolvedEntry['fn'], options: Record<string, unknown>): Record<string, unknown> {
  const check = (fn as { validateOptions?: unknown }).validateOptions;
  if (typeof check !== 'function') return options;
  type Schema = {
    append?: (keys: object) => Schema;
    validate: (value: unknown, o: object) => { error?: Error; value: unknown };
    $_root?: { string: () => { default: (v: string) => unknown } };
  };
  const validate = (schema: Schema, given: unknown) => {
    const root = schema.$_root;
    const full = root && schema.append ? schema.append({ id: root.string().default('default') }) : schema;
    const { error, value } = full.validate(given ?? {}, { convert: false });
    if (error) throw error;
    return value;
  };
  return (check as (a: object) => Record<string, unknown>)({ validate, options });
}

/** `actions` of `contentLoaded` and `allContentLoaded`. */
function actionsOf(
  scope: RouteScope,
  out: LocalePluginData,
  routes: (() => PluginRoute)[],
  warnings: Diagnostic[],
  said: Set<string>,
): Record<string, unknown> {
  const { ctx, name, id } = scope;
  return {
    setGlobalData(data: unknown) {
      (out.globalData[name] ??= {})[id] = data;
    },
    async createData(fileName: string, data: unknown) {
      const file = path.join(generatedFilesDir(ctx.siteDir), name, id, fileName);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, typeof data === 'string' ? data : JSON.stringify(data));
      return file;
    },
    addRoute(route: Parameters<typeof addedRoute>[1]) {
      const { make, fault, key } = addedRoute(scope, route);
      if (fault && key && !said.has(key)) {
        said.add(key);
        warnings.push(fault);
      }
      if (make) routes.push(make);
    },
  };
}

/** Runs one call of a plugin: what it throws is a `DocusaurusPluginFailed` error at the plugin's line that threw. */
async function guarded<T>(
  ctx: SiteContext,
  place: PluginPlace,
  name: string,
  hook: string,
  run: () => T | Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    throw new DocgenError([pluginFailed(name, hook, error, thrownInSite(error, ctx.siteDir), place)]);
  }
}
