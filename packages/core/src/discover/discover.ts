import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@docgen/diagnostics';
import { DocgenError, sortDiagnostics } from '@docgen/diagnostics';
import {
  type CategoryMeta,
  DEFAULT_DOCS_PLUGIN_ID,
  type DiscoveredSite,
  type DocsVersionSet,
  docsVersionName,
  docusaurusPluginId,
  localeDir,
  type SiteContext,
  type SourceFile,
} from '@docgen/config';

export type { FrontMatterMemo, KnownFrontMatter } from './read-source.js';
export { docId } from './read-source.js';
import { sha256 } from '../util/hash.js';
import { relPosix } from '../util/paths.js';
import { staticDirs } from '../util/static-dirs.js';
import { readCategory } from './category.js';
import { listContent } from './tree.js';
import { checkConfigFiles } from './config-files.js';
import { checkChromeImages } from './chrome-images.js';
import { discoverStaticFiles } from './static-files.js';
import { type DiscoverOptions, readSource } from './read-source.js';
import { CURRENT_VERSION, docusaurusDocsTranslations, docusaurusVersionName } from './versions.js';
import { checkedInstances, instanceGlobs, instanceOfVersion, strayVersionFiles } from './instances.js';
import { unreadDocusaurusConfig } from './docusaurus-config.js';
import { discoverSectionVersions, sectionVersionOptions } from './section-versions.js';
import { DOCGEN_VERSION } from '../util/version.js';
import { blogsOf, blogTranslations, discoverBlogPosts } from './blog.js';
import { markShadowedTranslations } from './shadowed-translations.js';
import { blogListSources } from './blog-lists.js';
import { readLocaleAuthors } from './blog-authors.js';
import { docsTagsReader } from './tags-file.js';
import { readBlogOptions } from './blog-options.js';
import { draftTranslations } from './draft-translations.js';
import { compareCodeUnits } from '../util/order.js';
import { strayDefaultTranslation } from './stray-default-translations.js';

// Files and folders named `_…` are partials, never pages (Docusaurus' rule). A folder named
// `build` inside the docs is docs (Docusaurus reads it); the site's own output is SITE_FOLDERS'.
const IGNORE = ['**/node_modules/**', '**/.docgen/**', '**/.*/**', '**/_*.md', '**/_*.mdx', '**/_*/**'];
/** Markdown and MDX (Docusaurus reads both; `format` in front matter says which syntax). */
const CONTENT_PATTERNS = ['**/*.md', '**/*.mdx'];
/** Folders of a zero-config site (docs at the site root) that hold no current docs. */
export const SITE_FOLDERS = [
  'build/**',
  'i18n/**',
  'pages/**',
  'src/pages/**',
  'static/**',
  'theme/**',
  'versioned_docs/**',
  'versioned_sidebars/**',
  '*_versioned_docs/**',
  '*_versioned_sidebars/**',
];
/**
 * Docusaurus' pages folder and its rules (`@docusaurus/plugin-content-pages`): every Markdown,
 * MDX, JavaScript and TypeScript file is a page, but `_`-named files and folders, tests and
 * `__tests__` folders.
 */
export const DOCUSAURUS_PAGES_DIR = 'src/pages';
const DOCUSAURUS_PAGE_PATTERNS = ['**/*.md', '**/*.mdx', '**/*.js', '**/*.jsx', '**/*.ts', '**/*.tsx'];
const DOCUSAURUS_PAGE_IGNORE = [
  ...IGNORE,
  '**/_*.{js,jsx,ts,tsx}',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
  '**/*.d.ts',
];

/** A folder of docs: its locale and version, and the section's own file globs (Docusaurus' include and exclude). */
interface DocRoot {
  locale: string;
  root: string;
  version: string;
  exclude?: string[];
  include?: string[] | undefined;
}

/** Stage "discover": finds docs, pages, translations, categories and static files; parses front matter. */
export async function discover(ctx: SiteContext, options: DiscoverOptions = {}): Promise<DiscoveredSite> {
  const diagnostics: Diagnostic[] = [];
  const { siteDir, config } = ctx;
  const docsRoot = path.resolve(siteDir, config.docs.path);
  const zeroConfigRoot = config.docs.path === '.';
  const sources: SourceFile[] = [];
  const localizedDefaults: SourceFile[] = [];
  const categories: CategoryMeta[] = [];
  const wanted = (locale: string) =>
    !ctx.onlyLocales || ctx.onlyLocales.includes(locale) || locale === ctx.defaultLocale.code;

  // Docs versions (versions.json): each snapshot has its own docs root per locale.
  const defaultOptions = sectionVersionOptions(ctx, DEFAULT_DOCS_PLUGIN_ID);
  const defaultSection = discoverSectionVersions(ctx, defaultOptions, diagnostics);
  const { versions, withCurrent } = defaultSection;
  const defaultLayout = defaultOptions.layout;
  // The docs section's `include` and `exclude` hold for each of its roots: versions and translations alike.
  const { include, exclude = [] } = config.docs;
  const docRoots: DocRoot[] = withCurrent
    ? [{ locale: ctx.defaultLocale.code, root: docsRoot, version: CURRENT_VERSION, exclude, include }]
    : [];
  for (const version of versions)
    docRoots.push({
      locale: ctx.defaultLocale.code,
      root: path.join(siteDir, defaultLayout.docsDir(version)),
      version,
      exclude,
      include,
    });
  // Further docs sections: each version of each its own docs root, as the docs section's versions.
  const instances = checkedInstances(ctx, diagnostics).map((instance) => {
    const options = sectionVersionOptions(ctx, instance.id);
    const section = discoverSectionVersions(ctx, options, diagnostics);
    const names = [...(section.withCurrent ? [CURRENT_VERSION] : []), ...section.versions];
    return { instance, layout: options.layout, names, found: section.found };
  });
  diagnostics.push(...strayVersionFiles(ctx), ...unreadDocusaurusConfig(ctx));
  const instanceVersionSets: Record<string, DocsVersionSet> = {};
  for (const { instance, layout, names, found } of instances) {
    if (found.versions || found.withoutCurrentVersion) instanceVersionSets[instance.id] = found;
    for (const name of names)
      docRoots.push({
        locale: ctx.defaultLocale.code,
        root: path.resolve(siteDir, name === CURRENT_VERSION ? instance.path : layout.docsDir(name)),
        version: docsVersionName(instance.id, name),
        ...instanceGlobs(instance),
      });
  }
  const pageRoots: { locale: string; root: string; docusaurus?: true }[] = [
    { locale: ctx.defaultLocale.code, root: path.join(siteDir, 'pages') },
    { locale: ctx.defaultLocale.code, root: path.join(siteDir, DOCUSAURUS_PAGES_DIR), docusaurus: true },
  ];
  for (const locale of ctx.locales) {
    if (locale.code === ctx.defaultLocale.code || !wanted(locale.code)) continue;
    const folder = localeDir(ctx.config, locale.code);
    for (const version of withCurrent ? [CURRENT_VERSION, ...versions] : versions)
      for (const dir of defaultLayout.translationDirs(folder, version))
        docRoots.push({ locale: locale.code, root: path.join(siteDir, dir), version, exclude, include });
    for (const { instance, layout, names } of instances)
      for (const name of names)
        for (const dir of layout.translationDirs(folder, name))
          docRoots.push({
            locale: locale.code,
            root: path.join(siteDir, dir),
            version: docsVersionName(instance.id, name),
            ...instanceGlobs(instance),
          });
    pageRoots.push({ locale: locale.code, root: path.join(siteDir, folder, 'pages') });
    pageRoots.push({ locale: locale.code, root: path.join(siteDir, folder, 'docusaurus-plugin-content-pages') });
  }

  const docsTags = docsTagsReader(ctx, diagnostics);
  // Docs at the site root: the static folders hold no docs, whatever their names.
  const siteFolders = [...SITE_FOLDERS, ...staticDirs(ctx).map((d) => `${relPosix(siteDir, d)}/**`)];
  for (const { locale, root, version, exclude: excluded = [], include: included } of docRoots) {
    if (!fs.existsSync(root)) continue;
    const ignore = [...IGNORE, ...(zeroConfigRoot && root === docsRoot ? siteFolders : []), ...excluded];
    const files = listContent(siteDir, root, included ?? CONTENT_PATTERNS, ignore, diagnostics);
    const localizedRoot = locale === ctx.defaultLocale.code ? defaultLocaleTranslations(ctx, version) : undefined;
    for (const rel of files) {
      if (included && !/\.mdx?$/.test(rel)) continue;
      const source = readSource(ctx, 'doc', locale, path.join(root, rel), rel, diagnostics, options, version);
      if (source) {
        docsTags(source, root);
        sources.push(source);
      }
      const localized = localizedRoot && path.join(localizedRoot, rel);
      if (source && localized && fs.existsSync(localized)) {
        const own = readSource(ctx, 'doc', locale, localized, rel, diagnostics, options, version);
        if (own) localizedDefaults.push(own);
      }
    }
    if (localizedRoot && fs.existsSync(localizedRoot)) {
      const docs = new Set(files);
      for (const rel of listContent(siteDir, localizedRoot, included ?? CONTENT_PATTERNS, [...IGNORE, ...excluded], []))
        if (!docs.has(rel) && /\.mdx?$/.test(rel))
          diagnostics.push(strayDefaultTranslation(relPosix(siteDir, path.join(localizedRoot, rel)), rel, files));
    }
    const categoryFiles = listContent(
      siteDir,
      root,
      ['**/_category_.json', '**/_category_.yml', '**/_category_.yaml'],
      zeroConfigRoot && root === docsRoot ? [...IGNORE.slice(0, 3), ...siteFolders] : IGNORE.slice(0, 3),
      [],
    );
    for (const rel of categoryFiles) {
      const meta = readCategory(ctx, locale, path.join(root, rel), rel, diagnostics);
      categories.push(version === CURRENT_VERSION ? meta : { ...meta, version });
    }
  }

  for (const { locale, root, docusaurus } of pageRoots) {
    if (!fs.existsSync(root)) continue;
    const patterns = docusaurus
      ? DOCUSAURUS_PAGE_PATTERNS
      : locale === ctx.defaultLocale.code
        ? [...CONTENT_PATTERNS, '**/*.tsx', '**/*.jsx']
        : CONTENT_PATTERNS;
    const ignore = [...(docusaurus ? DOCUSAURUS_PAGE_IGNORE : IGNORE), ...(config.pages?.exclude ?? [])];
    const files = listContent(siteDir, root, patterns, ignore, diagnostics);
    for (const rel of files) {
      const kind = /\.mdx?$/.test(rel) ? 'markdownPage' : 'componentPage';
      const source = readSource(ctx, kind, locale, path.join(root, rel), rel, diagnostics, options);
      if (source) sources.push(source);
    }
  }

  markShadowedTranslations(ctx, sources);
  const blogs = blogsOf(ctx);
  // Read once for the posts' authors and the authors' pages.
  const blogAuthors = blogs.map((blog) =>
    readLocaleAuthors(ctx, blog, (locale) => blogTranslations(localeDir(ctx.config, locale), blog.id), diagnostics),
  );
  for (const [i, blog] of blogs.entries())
    sources.push(...discoverBlogPosts(ctx, blog, blogAuthors[i]!, wanted, diagnostics, options));

  const staticFiles = discoverStaticFiles(ctx, diagnostics);

  const blogOptions = blogs.map((blog) => readBlogOptions(ctx, diagnostics, blog.id));
  if (diagnostics.some((d) => d.severity === 'error')) throw new DocgenError(sortDiagnostics(diagnostics));
  diagnostics.push(...checkConfigFiles(ctx, staticFiles), ...checkChromeImages(ctx, staticFiles));

  const ofDrafts = ctx.mode === 'serve' ? undefined : draftTranslations(ctx, sources);
  if (ofDrafts) diagnostics.push(...ofDrafts.diagnostics);
  const kept = sources.filter((s) => ctx.mode === 'serve' || (!s.frontMatter.draft && !ofDrafts?.dropped.has(s)));
  for (const [i, blog] of blogs.entries())
    kept.push(...blogListSources(ctx, blog, kept, blogAuthors[i]!, blogOptions[i]));
  kept.sort(compareSources);
  localizedDefaults.sort(compareSources);
  const buildId = sha256(
    [
      DOCGEN_VERSION,
      JSON.stringify(config, replacer),
      ...kept.map((s) => `${s.relFile}:${s.hash}`),
      ...localizedDefaults.map((s) => `${s.relFile}:${s.hash}`),
      ...staticFiles.map((f) => f.outPath),
    ].join('\n'),
  ).slice(0, 12);
  return {
    sources: kept,
    categories,
    staticFiles,
    buildId,
    warnings: diagnostics,
    ...defaultSection.found,
    ...(Object.keys(instanceVersionSets).length > 0 ? { instanceVersionSets } : {}),
    ...(localizedDefaults.length > 0 ? { localizedDefaults } : {}),
    ...(blogs.length > 0 ? { styles: ['blog'] } : {}),
  };
}

/**
 * Docusaurus reads `i18n/<locale>/docusaurus-plugin-content-docs/current/` for the locale it builds,
 * the default one included: there a file of the docs folder's path replaces it (a site whose docs
 * folder is in Chinese and whose default locale is English). Not for further docs sections.
 */
function defaultLocaleTranslations(ctx: SiteContext, version: string): string | undefined {
  if (instanceOfVersion(ctx, version)) return undefined;
  const dir = path.join(
    ctx.siteDir,
    docusaurusDocsTranslations(
      localeDir(ctx.config, ctx.defaultLocale.code),
      docusaurusPluginId(ctx.config, DEFAULT_DOCS_PLUGIN_ID),
    ),
    docusaurusVersionName(version),
  );
  return fs.existsSync(dir) ? dir : undefined;
}

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'function' ? String(value) : value;
}

/** The order of the site's sources: by locale, kind, version, id and file, in code units (the same bytes under any locale). */
export function compareSources(a: SourceFile, b: SourceFile): number {
  return (
    compareCodeUnits(a.locale, b.locale) ||
    compareCodeUnits(a.kind, b.kind) ||
    compareCodeUnits(a.version, b.version) ||
    compareCodeUnits(a.id, b.id) ||
    compareCodeUnits(a.file, b.file)
  );
}
