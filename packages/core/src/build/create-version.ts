import fs from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { DocgenError, type Diagnostic, locateInSource } from '@docgen/diagnostics';
import { DEFAULT_DOCS_PLUGIN_ID, docsSectionOf, docsVersionName, localeDir, type SiteContext } from '@docgen/config';
import { discover } from '../discover/discover.js';
import {
  CURRENT_VERSION,
  invalidVersionName,
  readVersionsFile,
  sectionLayout,
  type VersionsLayout,
} from '../discover/versions.js';
import { sectionOfInstanceOption } from './version-section.js';
import { docsBase } from '../routes/manifest.js';
import { resolveDocsVersions, type DocsVersion } from '../routes/versions.js';
import { loadSidebars, sidebarsOf } from '../sidebars/resolve.js';
import { sidebarsToConfig } from '../sidebars/to-config.js';
import { toPosix } from '../util/paths.js';
import { loadSite } from '../site/load.js';
import { SITE_FOLDERS } from '../discover/discover.js';

export interface CreateVersionOptions {
  siteDir: string;
  /** Name of the new version, e.g. `1.0`. */
  name: string;
  /** Explicit config file (relative to the site folder). */
  configFile?: string;
  /** Folders docgen's own packages resolve from when the site has none. */
  resolveFrom?: string[];
  /**
   * Docusaurus' plugin id of the docs section to freeze (`docusaurus docs:version:<id>`): an id of
   * `docsInstances`, `docs.id` or `default`; the docs section when unset.
   */
  instance?: string;
}

export interface CreateVersionResult {
  name: string;
  /** Site folder (absolute). */
  siteDir: string;
  /** Snapshot of the docs folder: site-relative folder and number of files copied. */
  docs: { dir: string; files: number };
  /** Site-relative path of the sidebars snapshot. */
  sidebars: string;
  /** Snapshots of the translations, one per locale that has translated docs. */
  translations: { locale: string; dir: string; files: number }[];
  /** The section's versions file (`versions.json`, `<id>_versions.json`), site-relative. */
  versionsFile: string;
  /** Where the section's version options are in the config: `docs` or `docsInstances[i]`. */
  configKey: string;
  /** The versions file's snapshots after the change (newest first). */
  versions: string[];
  /** The site's docs versions now, in menu order, with where each is served (default locale). */
  routes: { name: string; label: string; latest: boolean; path: string }[];
}

const IGNORE = ['**/node_modules/**', '**/.docgen/**', '**/.*/**'];

/**
 * `docgen version <name>`: freezes the current docs of a docs section as a named version, in
 * Docusaurus' layout (`docusaurus docs:version`, `docs:version:<id>` for an instance): the docs
 * folder is copied to `versioned_docs/version-<name>/` (`<id>_versioned_docs/…`), its resolved
 * sidebars written to `versioned_sidebars/version-<name>-sidebars.json`, each locale's translated
 * docs of `current` copied beside them as the version's, and the name put first in the versions
 * file. An existing name is refused; on any failure, what was written is removed again.
 */
export async function createDocsVersion(options: CreateVersionOptions): Promise<CreateVersionResult> {
  const { name } = options;
  const siteDir = path.resolve(options.siteDir);
  const invalid = invalidVersionName(name);
  if (invalid) {
    throw new DocgenError([
      {
        name: 'InvalidVersionName',
        severity: 'error',
        message: `Cannot create the docs version ${JSON.stringify(name)}: ${invalid}`,
        why: 'A version name becomes a folder name (versioned_docs/version-<name>) and a URL segment (/docs/<name>/…).',
        fix: 'use a name such as "1.0", "2.1.3" or "v2".',
      },
    ]);
  }
  const { ctx } = await loadSite({
    siteDir,
    ...(options.configFile ? { configFile: options.configFile } : {}),
    ...(options.resolveFrom ? { resolveFrom: options.resolveFrom } : {}),
  });
  const section = sectionOfInstanceOption(ctx, options.instance);
  const layout = sectionLayout(ctx, section.id);
  const versionsFile = layout.versionsFile;
  const diagnostics: Diagnostic[] = [];
  const { snapshots: existing, listed } = readVersionsFile(ctx, diagnostics, layout);
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);

  const translationDirs = currentTranslations(ctx, layout, name);
  const targets = [layout.docsDir(name), layout.sidebarsFile(name), ...translationDirs.map((t) => t.to)];
  const taken = existing.includes(name) ? versionsFile : targets.find((t) => fs.existsSync(path.join(siteDir, t)));
  if (taken) {
    const inList = taken === versionsFile;
    throw new DocgenError([
      {
        name: 'VersionExists',
        severity: 'error',
        message: inList
          ? `The docs version "${name}" already exists (${versionsFile}: ${existing.join(', ')}).`
          : `${taken} already exists, though ${versionsFile} does not list "${name}".`,
        file: inList ? versionsFile : taken,
        ...(inList ? locateInSource(fs.readFileSync(path.join(siteDir, versionsFile), 'utf8'), [], name) : {}),
        why: 'A version is a frozen snapshot of the docs: docgen version never overwrites one.',
        fix: inList
          ? `pick a new name (e.g. ${JSON.stringify(suggestNext(name))}); to take the snapshot again, delete ${targets.join(', ')} and "${name}" in ${versionsFile} first.`
          : `delete ${taken} (left over from an earlier snapshot), or pick another name.`,
      },
    ]);
  }

  // The current docs and their sidebars, checked as a build would (unknown sidebar ids are errors).
  const site = await discover(ctx);
  const current = docsVersionName(section.id, CURRENT_VERSION);
  const docs = site.sources.filter(
    (s) => s.kind === 'doc' && s.locale === ctx.defaultLocale.code && s.version === current,
  );
  const docsRoot = path.resolve(siteDir, section.path);
  if (docs.length === 0) {
    throw new DocgenError([
      {
        name: 'InvalidVersions',
        severity: 'error',
        message: `There are no docs to snapshot in ${toPosix(path.relative(siteDir, docsRoot)) || '.'}/.`,
        why: `docgen version copies the current docs (config ${section.key}.path) into a named version.`,
        fix: `write some docs first, or check ${section.key}.path in the config.`,
      },
    ]);
  }
  const sidebars = await loadSidebars(ctx, site);

  const created: string[] = [];
  try {
    const docsDir = layout.docsDir(name);
    const zeroConfigRoot = docsRoot === siteDir;
    const docFiles = await copyTree(docsRoot, path.join(siteDir, docsDir), zeroConfigRoot, created);
    const sidebarsFile = layout.sidebarsFile(name);
    const frozen = sidebarsToConfig(sidebarsOf(sidebars, current));
    writeFile(path.join(siteDir, sidebarsFile), `${JSON.stringify(frozen, null, 2)}\n`, created);
    const translations: CreateVersionResult['translations'] = [];
    for (const t of translationDirs) {
      const files = await copyTree(t.from, path.join(siteDir, t.to), false, created);
      translations.push({ locale: t.locale, dir: t.to, files });
    }
    const versions = [name, ...existing];
    // A file that lists `current` (Docusaurus' form) keeps it; the new name goes first, as
    // Docusaurus' `docs:version` puts it.
    const written = [name, ...listed];
    const order = listed.includes(CURRENT_VERSION) ? { currentVersionAt: written.indexOf(CURRENT_VERSION) } : {};
    // Last: until the versions file names it, the snapshot is not part of the site.
    fs.writeFileSync(path.join(siteDir, versionsFile), `${JSON.stringify(written, null, 2)}\n`);
    let resolved: DocsVersion[] = [];
    try {
      const set = { versions, ...order };
      resolved =
        section.id === DEFAULT_DOCS_PLUGIN_ID
          ? resolveDocsVersions(ctx, set)
          : resolveDocsVersions(ctx, { instanceVersionSets: { [section.id]: set } }, section.id);
    } catch {
      // The config names versions that do not exist (reported by the next build).
    }
    const base = docsBase(ctx, ctx.defaultLocale.code, section.routeBasePath);
    return {
      name,
      siteDir,
      docs: { dir: docsDir, files: docFiles },
      sidebars: sidebarsFile,
      translations,
      versionsFile,
      configKey: section.key,
      versions,
      routes: resolved.map((v) => ({
        name: docsSectionOf(v.name).version,
        label: v.label,
        latest: v.latest,
        path: `${base}${v.segment ? `/${v.segment}` : ''}/`,
      })),
    };
  } catch (error) {
    for (const p of created.reverse()) fs.rmSync(p, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The translations of `current` a snapshot copies, each to the version's folder of the same kind
 * (docgen's `i18n/<locale>/docs/` to `docs-versions/version-<name>/`, Docusaurus'
 * `…/docusaurus-plugin-content-docs[-<id>]/current/` to `…/version-<name>/`), as Docusaurus does.
 */
function currentTranslations(
  ctx: SiteContext,
  layout: VersionsLayout,
  name: string,
): { locale: string; from: string; to: string }[] {
  return ctx.locales
    .filter((l) => l.code !== ctx.defaultLocale.code)
    .flatMap((l) => {
      const folder = localeDir(ctx.config, l.code);
      const to = layout.translationDirs(folder, name);
      return layout
        .translationDirs(folder, CURRENT_VERSION)
        .map((from, i) => ({ locale: l.code, from: path.join(ctx.siteDir, from), to: to[i]! }));
    })
    .filter((t) => fs.existsSync(t.from));
}

/** Copies every file of a docs tree (a zero-config site's root: only what is not a site folder). */
async function copyTree(from: string, to: string, zeroConfigRoot: boolean, created: string[]): Promise<number> {
  // At a zero-config root, the folders discover reads as no current docs are not frozen either.
  const ignore = zeroConfigRoot ? [...IGNORE, ...SITE_FOLDERS] : IGNORE;
  let files = (await glob(['**/*'], { cwd: from, ignore, dot: false })).sort();
  // At a zero-config root, top-level files other than docs (config, package.json…) are the site's own.
  if (zeroConfigRoot) files = files.filter((f) => f.includes('/') || /\.mdx?$/.test(f) || f === '_category_.json');
  if (!fs.existsSync(to)) {
    fs.mkdirSync(to, { recursive: true });
    created.push(to);
  }
  for (const rel of files) {
    const out = path.join(to, rel);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.copyFileSync(path.join(from, rel), out);
  }
  return files.length;
}

function writeFile(file: string, text: string, created: string[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  created.push(file);
}

/** `1.0` → `1.1`, `v2` → `v3`, else `<name>-2`. */
function suggestNext(name: string): string {
  const m = /^(.*?)(\d+)$/.exec(name);
  return m ? `${m[1]}${Number(m[2]) + 1}` : `${name}-2`;
}
