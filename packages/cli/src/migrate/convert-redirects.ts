import fs from 'node:fs';
import path from 'node:path';
import { docsVersionSegment } from '@docgen/config';
import { type Dict, isDict, type Notes } from './notes.js';
import { filesBelow } from './scan-site.js';

/** Where the site's docs are, to list the paths `createRedirects` is asked about. */
export interface RedirectSite extends RedirectDocs {
  siteDir: string;
  /** The site's `trailingSlash`, which Docusaurus applies to the route paths `createRedirects` is given. */
  trailingSlash?: boolean;
  /** The other docs plugin instances, as migrated (`docsInstances`): their routes are the site's too. */
  instances?: (Dict & { id: string; path: string; routeBasePath: string })[];
}

/** One docs section (the docs section, or a docs plugin instance). */
export interface RedirectDocs {
  /** The docs folder, relative to the site folder. */
  docsPath: string;
  /** The docs route base, without slashes ('' for the site root). */
  routeBase: string;
  /** The migrated docs options (`lastVersion`, `includeCurrentVersion`, `onlyIncludeVersions`, `versions`). */
  docs?: Dict;
  /** The file listing the docs versions (`versions.json`, `<id>_versions.json`). */
  versionsFile?: string;
}

/**
 * client-redirects' options as docgen redirects: `redirects` ({ from: string | string[], to }), and
 * `createRedirects(existingPath)` evaluated here over the site's pages, as the plugin does at build
 * time (each path it returns redirects to the page; one that is itself a page is skipped, as the
 * plugin skips it).
 */
export function redirectsOf(o: Dict, at: string, site: RedirectSite, notes: Notes): Dict[] {
  const out: Dict[] = [];
  (Array.isArray(o.redirects) ? o.redirects : []).forEach((r) => {
    if (!isDict(r) || typeof r.to !== 'string') return;
    const froms = (Array.isArray(r.from) ? r.from : [r.from]).filter((f): f is string => typeof f === 'string');
    if (froms.length > 0) out.push({ from: froms.length === 1 ? froms[0] : froms, to: r.to });
  });
  if (typeof o.createRedirects === 'function') {
    const create = o.createRedirects as (existingPath: string) => unknown;
    const pages = sitePaths(site);
    const existing = new Set(pages.map(withoutSlash));
    let made = 0;
    let failed: string | undefined;
    for (const page of pages) {
      let result: unknown;
      try {
        result = create(page);
      } catch (error) {
        failed ??= `${page}: ${(error as Error).message}`;
        continue;
      }
      const froms = (Array.isArray(result) ? result : [result]).filter(
        (f): f is string => typeof f === 'string' && f.startsWith('/') && !existing.has(withoutSlash(f)),
      );
      if (froms.length === 0) continue;
      out.push({ from: froms.length === 1 ? froms[0] : froms, to: page });
      made += froms.length;
    }
    notes.add(
      `${at}.createRedirects`,
      `was evaluated over the ${pages.length} pages found in ${docsFolders(site)} and src/pages/ (their routes, from their paths, \`id\`s and \`slug\`s): ${made} redirect${made === 1 ? '' : 's'} written into redirects${failed ? `; it threw for ${failed}` : ''}.`,
      'check redirects; rerun the migration after adding pages, or keep the redirects up to date by hand.',
    );
  }
  return out;
}

/** client-redirects' `fromExtensions` and `toExtensions` as docgen's `redirectExtensions` (made at each build). */
export function redirectExtensionsOf(o: Dict, at: string, notes: Notes): Dict | undefined {
  const out: Dict = {};
  for (const [key, name] of [
    ['fromExtensions', 'from'],
    ['toExtensions', 'to'],
  ] as const) {
    const value = o[key];
    if (value === undefined) continue;
    const list = Array.isArray(value)
      ? value.filter((e): e is string => typeof e === 'string' && /^\.?[\w-]+$/.test(e))
      : [];
    if (!Array.isArray(value) || list.length !== value.length)
      notes.add(
        `${at}.${key}`,
        'is not a list of extensions such as "html": left out.',
        `write redirectExtensions.${name} by hand.`,
      );
    if (list.length > 0) out[name] = list;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const MARKDOWN = /\.mdx?$/;

/** A path without its trailing slash (the root stays `/`): two forms of one page compare equal. */
function withoutSlash(p: string): string {
  return p.replace(/\/+$/, '') || '/';
}

/**
 * The site paths of the docs (each version the build has, at its route) and pages, as Docusaurus
 * routes them: the plugin asks `createRedirects` about every route, a version's too (`/docs/7.x/x`
 * → the latest version's `/docs/x`), in the form of its route: with a trailing slash where the
 * route has one (a `slug` written with one, the docs root `/docs/`, a folder's `index` page),
 * then `trailingSlash: true` adds one to every path and `false` takes it away. A function that
 * tests `startsWith('/docs/')` is thus asked about the docs root too.
 */
function sitePaths(site: RedirectSite): string[] {
  const routes = new Set<string>();
  for (const version of allDocs(site).flatMap((docs) => docsVersions(site.siteDir, docs))) {
    const docsDir = path.join(site.siteDir, version.dir);
    for (const rel of filesBelow(docsDir)) {
      if (!MARKDOWN.test(rel) || rel.split('/').some((s) => s.startsWith('_'))) continue;
      routes.add(docPath(version.base, rel, fs.readFileSync(path.join(docsDir, rel), 'utf8')));
    }
  }
  const pagesDir = path.join(site.siteDir, 'src/pages');
  for (const rel of filesBelow(pagesDir)) {
    if (!/\.(mdx?|[jt]sx?)$/.test(rel) || rel.split('/').some((s) => s.startsWith('_'))) continue;
    const route = rel.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '$1');
    routes.add(`/${route}`);
  }
  const paths = new Set<string>();
  for (const route of routes) {
    const bare = withoutSlash(route);
    paths.add(
      site.trailingSlash === true && bare !== '/'
        ? `${bare}/`
        : site.trailingSlash === false
          ? bare
          : route.replace(/\/{2,}$/, '/'),
    );
  }
  return [...paths].sort();
}

/**
 * The docs folders the build reads and the route of each, as the docs plugin makes them: the
 * latest version (`lastVersion`, else the first of versions.json) at the docs route, the others
 * below it at their name or `versions.<name>.path`, the docs folder (`current`) at `next` unless it
 * is the latest.
 */
function docsVersions(siteDir: string, site: RedirectDocs): { dir: string; base: string }[] {
  const versionsFile = site.versionsFile ?? 'versions.json';
  let names: string[] = [];
  try {
    const listed: unknown = JSON.parse(fs.readFileSync(path.join(siteDir, versionsFile), 'utf8'));
    if (Array.isArray(listed)) names = listed.filter((n): n is string => typeof n === 'string' && n !== 'current');
  } catch {
    // no versions: the docs folder alone
  }
  const docs = site.docs ?? {};
  const only = Array.isArray(docs.onlyIncludeVersions) ? new Set(docs.onlyIncludeVersions) : undefined;
  if (only) names = names.filter((n) => only.has(n));
  const last = typeof docs.lastVersion === 'string' ? docs.lastVersion : (names[0] ?? 'current');
  const own = isDict(docs.versions) ? docs.versions : {};
  const base = (name: string): string => {
    const custom = isDict(own[name]) && typeof own[name].path === 'string' ? own[name].path : undefined;
    return [site.routeBase, docsVersionSegment(name, last, custom)]
      .filter(Boolean)
      .map((s) => `/${s}`)
      .join('');
  };
  const versionedDir = versionsFile.replace(/versions\.json$/, 'versioned_docs');
  const out = names.map((name) => ({ dir: `${versionedDir}/version-${name}`, base: base(name) }));
  if (docs.includeCurrentVersion !== false || names.length === 0)
    out.unshift({ dir: site.docsPath, base: base('current') });
  return out;
}

/** The docs section and each docs plugin instance (its versions in `<id>_versions.json`). */
function allDocs(site: RedirectSite): RedirectDocs[] {
  return [
    site,
    ...(site.instances ?? []).map((instance) => ({
      docsPath: instance.path,
      routeBase: instance.routeBasePath,
      docs: instance,
      versionsFile: `${instance.id}_versions.json`,
    })),
  ];
}

function docsFolders(site: RedirectSite): string {
  const dirs = allDocs(site).flatMap((docs) => docsVersions(site.siteDir, docs).map((v) => `${v.dir}/`));
  const more = dirs.length - 2;
  return more <= 0 ? dirs.join(', ') : `${dirs[0]}, ${dirs[1]} and ${more} more folder${more === 1 ? '' : 's'}`;
}

/**
 * A doc's route, as Docusaurus makes it: its `slug` when it has one; else its folder's for an
 * index doc (index.md, README.md, one named after its folder); else its folder and its `id`
 * (front matter), or its file name without number prefix and extension. A trailing slash is kept
 * where Docusaurus' permalink has one.
 */
function docPath(base: string, rel: string, text: string): string {
  const dirs = rel.split('/').slice(0, -1).map(stripNumber);
  const slug = frontMatterValue(text, 'slug');
  if (slug) {
    const joined = slug.startsWith('/') ? slug : `/${[...dirs, slug].join('/')}`;
    // A slug keeps its trailing slash (`/` is the version's root, `/docs/`), as Docusaurus' permalink.
    return `${base}${joined}`.replace(/\/{2,}$/, '/') || '/';
  }
  const name = stripNumber(path.posix.basename(rel).replace(MARKDOWN, ''));
  const parent = dirs[dirs.length - 1];
  // An index doc's slug is its folder's with a slash (`/guides/`; `/` at the root: `/docs/`).
  if (/^(index|readme)$/i.test(name) || name === parent) return `${base}/${dirs.map((d) => `${d}/`).join('')}`;
  return `${base}/${[...dirs, frontMatterValue(text, 'id') ?? name].join('/')}`;
}

/** A top-level scalar of the front matter (`slug: /x`, `id: intro`), unquoted. */
function frontMatterValue(text: string, key: 'slug' | 'id'): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (!block) return undefined;
  return new RegExp(`^${key}:[ \\t]*['"]?([^'"\\r\\n]+?)['"]?[ \\t]*$`, 'm').exec(block)?.[1];
}

function stripNumber(segment: string): string {
  return segment.replace(/^\d+\s*[-_.]\s*/, '');
}
