import fs from 'node:fs';
import path from 'node:path';

/** A head tag a Docusaurus plugin's `injectHtmlTags` gives, in the shape of the config's `headTags`. */
export interface PluginHeadTag {
  tagName: 'link' | 'meta' | 'script' | 'style';
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
}

/** What a site's Docusaurus plugins gave in one locale: global data by plugin name and id, head tags, client modules. */
export interface LocalePluginData {
  globalData: Record<string, Record<string, unknown>>;
  headTags: PluginHeadTag[];
  /** What their `getClientModules()` return (absolute paths), loaded on every page. */
  clientModules: string[];
  /** The names of the plugins docgen ran (their data may be absent: a read of it is no plugin left out). */
  plugins?: string[];
  /** The routes their `actions.addRoute` added, made pages (absent: none). */
  routes?: PluginRoute[];
}

/** A route a plugin added: its path in the site (locale prefix included) and the module rendering it. */
export interface PluginRoute {
  path: string;
  /** The module written in the generated files folder that renders the route's component with its props. */
  file: string;
  plugin: string;
  /** The plugin's file (or the config that lists it), relative to the site: messages name it. */
  from: string;
  /** Hash of the module's code (the source's hash). */
  hash: string;
  /** The component, when the route renders it alone (no props, no modules): maybe a page of the site's own. */
  page?: string;
}

/** What the site's Docusaurus plugins gave, by locale (Docusaurus runs them once per locale built). */
export type SitePluginData = Record<string, LocalePluginData>;

/** Docusaurus' `generatedFilesDir`: where `createData` writes, and where the workers read the data. */
export function generatedFilesDir(siteDir: string): string {
  return path.join(siteDir, '.docusaurus');
}

/** The file the main thread writes and the worker threads read (they do not run the plugins again). */
function dataFile(siteDir: string): string {
  return path.join(generatedFilesDir(siteDir), 'docgen-plugin-data.json');
}

/** This thread's data by site: what this thread gave (main) or last read from the file (workers), by its stat. */
const known = new Map<string, { stamp?: string; data: SitePluginData | undefined }>();

/**
 * Keeps what the plugins gave for the pages this thread renders, and writes it for the worker
 * threads, which load the site again but must not run its plugins a second time. `undefined`:
 * the site has no Docusaurus plugins (a file left by an earlier build is removed).
 */
export function publishSitePluginData(siteDir: string, data: SitePluginData | undefined): void {
  const file = dataFile(siteDir);
  // No stamp: this thread answers from what it ran (`allSitePluginData`), with no stat per page.
  known.set(siteDir, { data });
  if (data === undefined) {
    fs.rmSync(file, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(data));
  fs.renameSync(tmp, file);
}

/** What the site's Docusaurus plugins gave in `locale` (empty when it has none). */
export function sitePluginData(siteDir: string, locale: string): LocalePluginData {
  return allSitePluginData(siteDir)?.[locale] ?? { globalData: {}, headTags: [], clientModules: [] };
}

function allSitePluginData(siteDir: string): SitePluginData | undefined {
  const mine = known.get(siteDir);
  // The thread that ran the plugins has the data; another reads the file when it changed.
  if (mine && mine.stamp === undefined) return mine.data;
  const file = dataFile(siteDir);
  const stamp = stampOf(file);
  if (mine && mine.stamp === stamp) return mine.data;
  let data: SitePluginData | undefined;
  try {
    data = stamp === undefined ? undefined : (JSON.parse(fs.readFileSync(file, 'utf8')) as SitePluginData);
  } catch {
    // Being replaced by the main thread: read again on the next call.
    return mine?.data;
  }
  known.set(siteDir, { ...(stamp ? { stamp } : {}), data });
  return data;
}

function stampOf(file: string): string | undefined {
  try {
    const st = fs.statSync(file);
    return `${st.mtimeMs}:${st.size}`;
  } catch {
    return undefined;
  }
}

/** The config's `clientModules`, then those the site's Docusaurus plugins give (`getClientModules`). */
export function clientModulesOf(ctx: {
  siteDir: string;
  config: { clientModules?: string[] | undefined };
  defaultLocale?: { code: string };
}): string[] {
  const own = ctx.config.clientModules ?? [];
  // A context made by hand (tests, tools) may have no default locale.
  const plugins = ctx.defaultLocale ? sitePluginData(ctx.siteDir, ctx.defaultLocale.code).clientModules : [];
  return plugins.length > 0 ? [...own, ...plugins] : own;
}
