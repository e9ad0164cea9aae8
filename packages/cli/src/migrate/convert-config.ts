import fs from 'node:fs';
import path from 'node:path';
import { customFieldsOf } from './convert-custom-fields.js';
import type { ConfigEnv, EnvDependent } from './config-env.js';
import { staticDirectoriesOf } from './convert-static.js';
import { blogCollector } from './convert-blog.js';
import { convertDocs, type DocsConversion } from './convert-docs.js';
import { noteOtherMarkdownPlugins, type OtherMarkdown, pagesOptions } from './convert-other-markdown.js';
import { convertDocsInstance, type InstanceConversion, themeSidebarCollapsible } from './convert-instances.js';
import { type ApiDocsConversion, apiDocsOf, currentDocsPath, docsSectionFor } from './convert-openapi-docs.js';
import { redocSectionsOf } from './convert-redoc.js';
import { convertI18n } from './convert-i18n.js';
import { redirectExtensionsOf, redirectsOf } from './convert-redirects.js';
import { markdownOf } from './convert-markdown.js';
import { noteUnreadTopLevelKeys } from './top-level-keys.js';
import { docusaurusMajor } from './docusaurus-version.js';
import { type PluginPlace, runPresets } from './run-presets.js';
import { convertThemeConfig } from './convert-theme.js';
import { menusOf } from './navbar-menus.js';
import { headTagsOf, pwaHeadTags } from './convert-head-tags.js';
import { themeDirOf } from './theme-dirs.js';
import { convertThemes } from './convert-themes.js';
import { sitemapOf } from './convert-sitemap.js';
import { emptyWebpackSettings, mergeWebpackSettings, webpackAliasesOf } from './convert-aliases.js';
import { pluginTodo, pluginWhat, wrapperOf } from './plugin-notes.js';
import { type Dict, describeValue, entryOf, isDict, isPackage, Notes, staticPath, str } from './notes.js';

/** A Docusaurus config as docgen's: the config (plain data), its plugins' imports, the notes. */
export interface ConfigConversion {
  config: Dict;
  /** docgen plugins the config calls: `search()` from @docgen/plugin-search. */
  plugins: 'search'[];
  notes: Notes;
  docs: DocsConversion;
  /** The other docs plugin instances, carried over as `docsInstances` (their sidebars files to migrate). */
  instances: InstanceConversion[];
  /** Import lines the config needs besides defineConfig and plugins (JSON files of customFields). */
  imports: string[];
  /** docusaurus-plugin-openapi-docs' APIs, as reference sections of @docgen/plugin-openapi. */
  apiDocs: ApiDocsConversion;
  /** The plugins and themes the presets gave (run-presets.ts), besides the classic preset's. */
  fromPresets: PluginPlace[];
  /** The customFields written as expressions of environment variables (`config-env.ts`). */
  envWritten: EnvDependent[];
}

/** Converts an evaluated Docusaurus config. */
export async function convertConfig(
  raw: unknown,
  siteDir: string,
  configSource = '',
  configFile = path.join(siteDir, 'docusaurus.config.js'),
  env?: ConfigEnv,
): Promise<ConfigConversion> {
  const notes = new Notes();
  const c: Dict = isDict(raw) ? raw : {};
  const version = docusaurusMajor(siteDir, configSource);
  const config: Dict = {};
  config.title = str(c.title) ?? 'Docs';
  if (typeof c.tagline === 'string' && c.tagline) config.tagline = c.tagline;
  if (typeof c.titleDelimiter === 'string' && c.titleDelimiter.trim() && c.titleDelimiter !== '|')
    config.titleDelimiter = c.titleDelimiter;
  if (typeof c.url === 'string') config.url = siteUrl(c.url, notes);
  // Docusaurus 3 adds the leading and trailing slash a baseUrl lacks ('/docs' is '/docs/').
  const baseUrl = typeof c.baseUrl === 'string' ? `/${c.baseUrl}/`.replace(/^\/\/+/, '/').replace(/\/\/+$/, '/') : '/';
  if (baseUrl !== '/') config.baseUrl = baseUrl;
  if (typeof c.favicon === 'string') config.favicon = staticPath(c.favicon);
  if (typeof c.trailingSlash === 'boolean') config.trailingSlash = c.trailingSlash;
  const statics = staticDirectoriesOf(c.staticDirectories, siteDir, notes);
  if (statics) config.staticDirectories = statics;
  const headTags = headTagsOf(c, notes);
  // Docusaurus' noIndex writes this tag in every page's head.
  if (c.noIndex === true)
    headTags.push({ tagName: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } });
  if (headTags.length > 0) config.headTags = headTags;
  const clientModules = (Array.isArray(c.clientModules) ? c.clientModules : []).filter(
    (m): m is string => typeof m === 'string',
  );
  if (clientModules.length > 0) config.clientModules = clientModules.map((m) => relIn(siteDir, m));
  const i18n = convertI18n(c.i18n, { url: config.url, baseUrl, siteDir }, notes);
  if (i18n) config.i18n = i18n;
  const custom = customFieldsOf(c.customFields, configSource, siteDir, notes, env);
  if (Object.keys(custom.fields).length > 0) config.customFields = custom.fields;

  const plugins: 'search'[] = [];
  let search = false;
  let docsOptions: { options: unknown; at: string } | undefined;
  let redirectOptions: { o: Dict; at: string } | undefined;
  let sitemap: Dict | undefined;
  const customCss: string[] = [];
  const dropped: { prefix: string; what: string }[] = [];
  const docsPlugins: { options: Dict; at: string; id: string }[] = [];
  const apiEntries: { options: Dict; at: string }[] = [];
  const redocEntries: { options: Dict; at: string }[] = [];
  const blogs = blogCollector(siteDir, notes, dropped, version);
  const others: OtherMarkdown[] = [];
  const webpackSettings = emptyWebpackSettings();
  // The theme component folders (getThemePath) of the plugins, then of the themes: Docusaurus' order.
  const themeDirs: string[] = [];
  const presets = await runPresets(c, siteDir, configFile, notes);
  for (const { options: o, at } of presets.classic) {
    if (o.docs !== false) docsOptions = { options: o.docs, at: `${at}.docs` };
    if (o.blog !== false) blogs.add(o.blog, `${at}.blog`);
    else blogs.disable();
    others.push({ options: o.blog, at: `${at}.blog`, what: 'blog posts' });
    pagesOptions(o.pages, `${at}.pages`, siteDir, notes, others, config);
    if (o.theme !== undefined) {
      const given = isDict(o.theme) ? o.theme.customCss : undefined;
      const css = Array.isArray(given) ? given.map((f) => relIn(siteDir, f)) : relIn(siteDir, given);
      // The site's own rules (its components' and pages' classes) still apply: carried over.
      const files = (Array.isArray(css) ? css : [css]).filter(
        (f): f is string => typeof f === 'string' && fs.existsSync(path.resolve(siteDir, f)),
      );
      if (files.length > 0) customCss.push(...files);
      // A file of a package not installed (require.resolve stood in) is named, not dropped unsaid.
      const absent = (Array.isArray(css) ? css : []).filter((f) => !files.includes(f as string));
      notes.add(
        `${at}.theme.customCss`,
        files.length > 0
          ? `(${describeValue(files)}) is carried over into customCss, after docgen's own CSS: a brand colour set as Infima's --ifm-color-primary colours docgen's links and current items, but docgen's theme reads no other --ifm-* variable nor Docusaurus' class names (.navbar, .menu…), so those rules do nothing.${absent.length > 0 ? ` Not carried over, no such file in the site folder (a package not installed?): ${describeValue(absent)}.` : ''}`
          : `${css === undefined ? 'is' : `(${describeValue(css)}) is`} not carried over: no such file in the site folder.`,
        "restyle docgen's chrome through theme overrides (docs/guide/theme-overrides.md); rules for your own pages and components apply as they are (.scss needs the sass package, as with docusaurus-plugin-sass).",
      );
    }
    if (isDict(o.sitemap)) sitemap = sitemapOf(o.sitemap, `${at}.sitemap`, notes);
    for (const key of ['gtag', 'googleAnalytics', 'googleTagManager'])
      if (o[key] !== undefined && o[key] !== false)
        notes.add(
          `${at}.${key}`,
          "is not carried over: docgen's analytics send page views to an endpoint of yours (analytics.trackers).",
          'configure analytics.trackers (docs/guide/configuration.md).',
        );
    for (const key of ['debug', 'svgr'])
      if (o[key] !== undefined)
        notes.add(`${at}.${key}`, 'configures a Docusaurus plugin docgen has no use for.', 'nothing to do.');
  }

  // Docusaurus' order: the presets' plugins, then the site's own.
  for (const { entry, at } of [...presets.plugins, ...placesOf(c.plugins, 'plugins')]) {
    const plugin = entryOf(entry, siteDir);
    if (!plugin) continue;
    const o: Dict = isDict(plugin.options) ? plugin.options : {};
    if (isPackage(plugin.name, '@docusaurus/plugin-content-docs', 'content-docs')) {
      docsPlugins.push({ options: o, at, id: str(o.id) ?? 'default' });
    } else if (isPackage(plugin.name, '@docusaurus/plugin-content-pages', 'content-pages')) {
      pagesOptions(o, at, siteDir, notes, others, config);
    } else if (isPackage(plugin.name, '@docusaurus/plugin-client-redirects', 'client-redirects')) {
      redirectOptions = { o, at };
    } else if (isPackage(plugin.name, 'docusaurus-plugin-openapi-docs', 'docusaurus-plugin-openapi-docs')) {
      apiEntries.push({ options: o, at });
    } else if (isPackage(plugin.name, 'docusaurus-plugin-redoc', 'redoc')) {
      redocEntries.push({ options: o, at });
    } else if (isPackage(plugin.name, '@docusaurus/plugin-pwa', 'pwa')) {
      config.headTags = [...((config.headTags as Dict[] | undefined) ?? []), ...pwaHeadTags(o, at, baseUrl, notes)];
    } else if (isPackage(plugin.name, '@docusaurus/plugin-sitemap', 'sitemap')) {
      sitemap = sitemapOf(o, at, notes);
    } else if (/search|lunr/i.test(plugin.name) && !plugin.fn) {
      search = true;
      notes.add(
        at,
        `("${plugin.name}") is replaced by @docgen/plugin-search, an offline index built with the site.`,
        'install @docgen/plugin-search beside @docgen/cli.',
      );
    } else {
      const webpack = await webpackAliasesOf(entry, plugin.name, c, siteDir, at, notes);
      mergeWebpackSettings(webpackSettings, webpack);
      if (webpack?.only) continue;
      const { wraps, options: given } = wrapperOf(entry, plugin, o, at, siteDir, notes, dropped);
      if (wraps === 'docs') docsPlugins.push({ options: o, at, id: str(o.id) ?? 'default' });
      else if (wraps === 'blog' || isPackage(plugin.name, '@docusaurus/plugin-content-blog', 'content-blog')) {
        if (!given) continue;
        blogs.add(given, at);
        const id = str(given.id);
        others.push({ options: given, at, what: 'blog posts', ...(id && id !== 'default' ? { id } : {}) });
      } else notes.add(at, pluginWhat(plugin.name, plugin.fn, entry, siteDir), pluginTodo(plugin.name));
      if (!wraps) themeDirOf(entry, c, siteDir, at, notes, themeDirs, 'plugin');
    }
  }

  // A docs plugin entry is the docs section when the preset gives none: the one of id "default",
  // else (a site whose only docs have an id of their own) the first; the others are left out.
  const main = docsOptions ? undefined : (docsPlugins.find((d) => d.id === 'default') ?? docsPlugins[0]);
  if (main) {
    docsOptions = main;
    if (main.id !== 'default')
      notes.add(
        main.at,
        `is the docs section "${main.id}"; with no default docs section, it was read as docgen's docs section.`,
        docsPlugins.length > 1 ? 'check that it is the section you want as the main one.' : 'nothing to do.',
      );
  }
  // The other docs plugin instances are further docs sections (`docsInstances`).
  const instances = docsPlugins
    .filter((d) => d !== main)
    .map((d) => convertDocsInstance(d.options, d.at, d.id, siteDir, notes));
  if (
    convertThemes(
      [...presets.themes, ...placesOf(c.themes, 'themes')],
      c,
      siteDir,
      { openapiDocs: apiEntries.length > 0, redoc: redocEntries.length > 0 },
      notes,
      themeDirs,
    )
  )
    search = true;

  // A main docs instance's id (a plugin entry's or the preset's docs.id) is kept: its files are named by it.
  const givenId = main ? main.id : isDict(docsOptions?.options) ? str(docsOptions.options.id) : undefined;
  const mainId = givenId !== 'default' ? givenId : undefined;
  const docs = convertDocs(
    docsOptions?.options,
    docsOptions?.at ?? 'presets[0].docs',
    siteDir,
    notes,
    mainId ? `${mainId}_versions.json` : undefined,
  );
  if (mainId) docs.docs = { id: mainId, ...docs.docs };
  themeSidebarCollapsible(c.themeConfig, [docs.docs, ...instances.map((i) => i.instance)], notes);
  if (docs.sidebarFile === false || docs.sidebarFile === undefined) docs.docs.sidebarPath = false;
  if (Object.keys(docs.docs).length > 0) config.docs = docs.docs;
  if (instances.length > 0) config.docsInstances = instances.map((i) => i.instance);
  blogs.apply(config);
  const sections = [
    { id: 'default', plugins: docs.markdownPlugins },
    ...instances.map((i) => ({ id: String(i.instance.id), plugins: i.markdownPlugins })),
  ];
  // Every section's plugins, each once, in one order: the instances' lists add nothing after this.
  docs.markdownPlugins = noteOtherMarkdownPlugins(others, siteDir, notes, sections);

  const routeBase = typeof docs.docs.routeBasePath === 'string' ? (docs.docs.routeBasePath as string) : 'docs';
  // API pages go into the current docs, at `next` on a site whose latest docs are a version.
  const current = currentDocsPath(docs.docs, siteDir, mainId ? `${mainId}_versions.json` : undefined);
  const mainDocs = {
    path: docs.docsPath,
    routeBase: [routeBase.replace(/^\/+|\/+$/g, ''), current].filter(Boolean).join('/'),
  };
  const apiDocs = apiDocsOf(apiEntries, docsSectionFor(instances, mainDocs), siteDir, notes);
  const paths = new Set(apiDocs.sections.map((s) => String(s.reference.path)));
  apiDocs.sections.push(...redocSectionsOf(redocEntries, mainDocs, siteDir, paths, notes));
  const theme = convertThemeConfig(
    c.themeConfig,
    {
      docsRoot: routeBase ? `/${routeBase}` : '/',
      siteTitle: String(config.title),
      siteDir,
      dropped,
      ...(mainId ? { mainDocsId: mainId } : {}),
      menus: menusOf(c.i18n, docs.docs, siteDir, mainId),
      sections: Object.fromEntries(
        instances.map((i) => [i.instance.id, `/${String(i.instance.routeBasePath).replace(/^\/+|\/+$/g, '')}`]),
      ),
    },
    notes,
  );
  const { logo, navbar, footer, ...restTheme } = theme.config;
  if (logo) config.logo = logo;
  if (search || theme.search) {
    plugins.push('search');
    const items = ((navbar as Dict | undefined)?.items as Dict[] | undefined) ?? [];
    if (!items.some((i) => i.type === 'search')) items.push({ type: 'search', position: 'right' });
    config.navbar = { ...(navbar as Dict | undefined), items };
  } else if (navbar) config.navbar = navbar;
  if (footer) config.footer = footer;
  Object.assign(config, restTheme);
  if (sitemap) config.sitemap = sitemap;
  if (customCss.length > 0) config.customCss = customCss;
  for (const [key, value] of Object.entries({ ...webpackSettings, themeDirs }))
    if (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0) config[key] = value;
  const redirects = redirectOptions
    ? redirectsOf(
        redirectOptions.o,
        redirectOptions.at,
        {
          ...{ siteDir, docsPath: str(docs.docs.path) ?? 'docs', routeBase, docs: docs.docs },
          ...(mainId ? { versionsFile: `${mainId}_versions.json` } : {}),
          ...(typeof c.trailingSlash === 'boolean' ? { trailingSlash: c.trailingSlash } : {}),
          instances: instances.map((i) => i.instance),
        },
        notes,
      )
    : [];
  if (redirects.length > 0) config.redirects = redirects;
  const extensions = redirectOptions ? redirectExtensionsOf(redirectOptions.o, redirectOptions.at, notes) : undefined;
  if (extensions) config.redirectExtensions = extensions;

  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onDuplicateRoutes'] as const) {
    const value = c[key];
    if (value === 'throw' || value === 'warn' || value === 'ignore') config[key] = value;
    else if (value === 'log') {
      config[key] = 'warn';
      notes.add(key, 'is "log"; docgen has "warn" (reported, the build goes on).', 'nothing to do.');
    }
  }
  // Docusaurus' anchors default to "warn", docgen's to "throw": the migrated site keeps Docusaurus' behaviour.
  config.onBrokenAnchors ??= 'warn';
  markdownOf(c, config, notes, version);
  if (docs.mermaid || instances.some((i) => i.mermaid)) (config.markdown as Dict).mermaid = true;

  noteUnreadTopLevelKeys(c, notes);
  const fromPresets = [...presets.plugins, ...presets.themes];
  return {
    config,
    plugins,
    notes,
    docs,
    instances,
    imports: custom.imports,
    apiDocs,
    fromPresets,
    envWritten: custom.envWritten,
  };
}

/** The entries of the config's plugins or themes, with where each is. */
function placesOf(list: unknown, key: 'plugins' | 'themes'): PluginPlace[] {
  return (Array.isArray(list) ? list : []).map((entry, i) => ({ entry, at: `${key}[${i}]` }));
}

/** A path inside the site as written relative to it (`require.resolve` made it absolute). */
function relIn(siteDir: string, value: unknown): unknown {
  if (typeof value !== 'string' || !path.isAbsolute(value)) return value;
  const rel = path.relative(siteDir, value);
  return rel.startsWith('..') ? value : `./${rel.split(path.sep).join('/')}`;
}

/**
 * The config's `url` as Docusaurus' absolute URLs have it: its normalizeUrl puts two slashes after
 * the scheme (`https:/site.dev` gives canonical links to `https://site.dev/…`), so the migration
 * writes it mended, and says so; docgen would write it as it is.
 */
function siteUrl(written: string, notes: Notes): string {
  const bare = written.replace(/\/+$/, '');
  const mended = bare.replace(/^(https?):\/*(?=[^/])/i, '$1://');
  if (mended !== bare)
    notes.add(
      'url',
      `("${written}") has no "//" after its scheme; Docusaurus writes its absolute URLs (canonical links, sitemap) with them: written as "${mended}".`,
      'write it so in docusaurus.config.js too.',
    );
  return mended;
}
