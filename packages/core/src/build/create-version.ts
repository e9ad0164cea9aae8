import fs from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { DocgenError, type Diagnostic, locateInSource } from '@docgen/diagnostics';
import { discover } from '../discover/discover.js';
import {
  CURRENT_VERSION,
  VERSIONS_FILE,
  invalidVersionName,
  readVersionsFile,
  versionedDocsDir,
  versionedSidebarsFile,
  versionedTranslationsDir,
} from '../discover/versions.js';
import { docsBase } from '../routes/manifest.js';
import { resolveDocsVersions, type DocsVersion } from '../routes/versions.js';
import { loadSidebars, sidebarsToConfig } from '../sidebars/resolve.js';
import { toPosix } from '../util/paths.js';
import { loadSite } from '../site/load.js';

export interface CreateVersionOptions {
  siteDir: string;
  /** Name of the new version, e.g. `1.0`. */
  name: string;
  /** Explicit config file (relative to the site folder). */
  configFile?: string;
  /** Folders docgen's own packages resolve from when the site has none. */
  resolveFrom?: string[];
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
  /** `versions.json` after the change (newest first). */
  versions: string[];
  /** The site's docs versions now, in menu order, with where each is served (default locale). */
  routes: { name: string; label: string; latest: boolean; path: string }[];
}

const IGNORE = ['**/node_modules/**', '**/.docgen/**', '**/.*/**', '**/build/**'];

/**
 * `docgen version <name>`: freezes the current docs as a named version (Docusaurus' layout):
 * the docs folder is copied to `versioned_docs/version-<name>/`, its resolved sidebars written
 * to `versioned_sidebars/version-<name>-sidebars.json`, each locale's translated docs copied to
 * `i18n/<locale>/docs-versions/version-<name>/`, and the name put first in `versions.json`.
 * An existing name is refused; on any failure, what was written is removed again.
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
  const diagnostics: Diagnostic[] = [];
  const { snapshots: existing, listed } = readVersionsFile(ctx, diagnostics);
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);

  const translationDirs = ctx.locales
    .filter((l) => l.code !== ctx.defaultLocale.code)
    .map((l) => ({
      locale: l.code,
      from: path.join(siteDir, 'i18n', l.code, 'docs'),
      to: versionedTranslationsDir(l.code, name),
    }))
    .filter((t) => fs.existsSync(t.from));
  const targets = [versionedDocsDir(name), versionedSidebarsFile(name), ...translationDirs.map((t) => t.to)];
  const taken = existing.includes(name) ? VERSIONS_FILE : targets.find((t) => fs.existsSync(path.join(siteDir, t)));
  if (taken) {
    const inList = taken === VERSIONS_FILE;
    throw new DocgenError([
      {
        name: 'VersionExists',
        severity: 'error',
        message: inList
          ? `The docs version "${name}" already exists (versions.json: ${existing.join(', ')}).`
          : `${taken} already exists, though versions.json does not list "${name}".`,
        file: inList ? VERSIONS_FILE : taken,
        ...(inList ? locateInSource(fs.readFileSync(path.join(siteDir, VERSIONS_FILE), 'utf8'), [], name) : {}),
        why: 'A version is a frozen snapshot of the docs: docgen version never overwrites one.',
        fix: inList
          ? `pick a new name (e.g. ${JSON.stringify(suggestNext(name))}); to take the snapshot again, delete ${targets.join(', ')} and "${name}" in versions.json first.`
          : `delete ${taken} (left over from an earlier snapshot), or pick another name.`,
      },
    ]);
  }

  // The current docs and their sidebars, checked as a build would (unknown sidebar ids are errors).
  const site = await discover(ctx);
  const docs = site.sources.filter(
    (s) => s.kind === 'doc' && s.locale === ctx.defaultLocale.code && s.version === CURRENT_VERSION,
  );
  const docsRoot = path.resolve(siteDir, ctx.config.docs.path);
  if (docs.length === 0) {
    throw new DocgenError([
      {
        name: 'InvalidVersions',
        severity: 'error',
        message: `There are no docs to snapshot in ${toPosix(path.relative(siteDir, docsRoot)) || '.'}/.`,
        why: 'docgen version copies the current docs (config docs.path) into a named version.',
        fix: 'write some docs first, or check docs.path in the config.',
      },
    ]);
  }
  const sidebars = await loadSidebars(ctx, site);

  const created: string[] = [];
  try {
    const docsDir = versionedDocsDir(name);
    const zeroConfigRoot = docsRoot === siteDir;
    const docFiles = await copyTree(docsRoot, path.join(siteDir, docsDir), zeroConfigRoot, created);
    const sidebarsFile = versionedSidebarsFile(name);
    writeFile(path.join(siteDir, sidebarsFile), `${JSON.stringify(sidebarsToConfig(sidebars), null, 2)}\n`, created);
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
    // Last: until versions.json names it, the snapshot is not part of the site.
    fs.writeFileSync(path.join(siteDir, VERSIONS_FILE), `${JSON.stringify(written, null, 2)}\n`);
    let resolved: DocsVersion[] = [];
    try {
      resolved = resolveDocsVersions(ctx, { versions, ...order });
    } catch {
      // The config names versions that do not exist (reported by the next build).
    }
    const base = docsBase(ctx, ctx.defaultLocale.code);
    return {
      name,
      siteDir,
      docs: { dir: docsDir, files: docFiles },
      sidebars: sidebarsFile,
      translations,
      versions,
      routes: resolved.map((v) => ({
        name: v.name,
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

/** Copies every file of a docs tree (a zero-config site's root: only what is not a site folder). */
async function copyTree(from: string, to: string, zeroConfigRoot: boolean, created: string[]): Promise<number> {
  const ignore = zeroConfigRoot
    ? [...IGNORE, 'i18n/**', 'pages/**', 'static/**', 'theme/**', 'versioned_docs/**', 'versioned_sidebars/**']
    : IGNORE;
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
