import path from 'node:path';
import { CONFIG_FILE_NAMES } from '../config/raw.js';
import { OVERRIDES_DIR } from '../theme/overrides.js';
import type { SourceFile } from '@docgen/config';
import { relPosix } from '../util/paths.js';

/**
 * What a run of the build redoes. A first run, or `docgen build`, redoes everything (`full`); a
 * later run of the same `Build` (the dev server's) redoes what its changed files touch.
 */
export interface ChangePlan {
  /** Everything: no earlier state is reused (caches on disk still are). */
  full: boolean;
  /** The config (or a file it imports): everything is reloaded. */
  config: boolean;
  /** The theme's code or UI strings: a fresh theme, every page rendered again. */
  theme: boolean;
  /** The client runtime or the theme's CSS: a new client bundle, every page rendered again. */
  bundle: boolean;
  /** The site's UI translations (`i18n/<locale>/theme.json`). */
  strings: boolean;
  /** Sources, categories, static files or anything unknown were added, removed or changed: discover again. */
  discover: boolean;
  /** The sidebars file (or a file it imports). */
  sidebars: boolean;
  /** React pages (or files next to them) changed: render them again. */
  components: boolean;
  /** Markdown sources changed in place (the fast path when their front matter stays the same). */
  content: Set<string>;
  /** Files MDX pages import (components, partials) changed in place: the pages importing them are made again. */
  imports: Set<string>;
  /** Names of changed non-markdown files: cached markdown mentioning them is rendered again (images). */
  names: Set<string>;
  /** Markdown depends on something docgen cannot see (a plugin's data file): render all markdown again. */
  allMarkdown: boolean;
}

export interface ClassifyContext {
  siteDir: string;
  configFiles: string[];
  sidebarFiles: string[];
  themeCodeDirs: string[];
  themeStyleDirs: string[];
  clientDir?: string;
  /** The site's stylesheets (`customCss`) and the files they were made of. */
  styleFiles?: readonly string[];
  sources: Map<string, SourceFile>;
  /** Plugins add markdown plugins (they may read any file). */
  pluginMarkdown: boolean;
  /** Files the last run's MDX pages were made from (their imports). */
  pageDependencies?: ReadonlySet<string>;
  /** The site's static folders (`staticDirectories`; default `static`). */
  staticDirs?: readonly string[];
}

export function emptyPlan(): ChangePlan {
  return {
    full: false,
    config: false,
    theme: false,
    bundle: false,
    strings: false,
    discover: false,
    sidebars: false,
    components: false,
    content: new Set(),
    imports: new Set(),
    names: new Set(),
    allMarkdown: false,
  };
}

/** A run that redoes everything. */
export function fullPlan(): ChangePlan {
  return {
    ...emptyPlan(),
    full: true,
    config: true,
    theme: true,
    bundle: true,
    strings: true,
    discover: true,
    sidebars: true,
    components: true,
    allMarkdown: true,
  };
}

/** The plan only changes the text of markdown files (their front matter stays): pages render alone. */
export function onlyContent(plan: ChangePlan): boolean {
  return (
    !plan.full &&
    !plan.config &&
    !plan.theme &&
    !plan.bundle &&
    !plan.strings &&
    !plan.discover &&
    !plan.sidebars &&
    !plan.components &&
    (plan.content.size > 0 || plan.imports.size > 0)
  );
}

/** Every page renders again: the config, the theme, its UI strings or the client bundle changed. */
export function renderAll(plan: ChangePlan): boolean {
  return plan.full || plan.config || plan.theme || plan.strings || plan.bundle;
}

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/** Sorts changed files (absolute paths) into the work they call for. */
export function classifyChanges(files: Iterable<string>, c: ClassifyContext): ChangePlan {
  const plan = emptyPlan();
  for (const file of files) {
    // A package.json says how every script below it is compiled ("type") and what it may import.
    if (path.basename(file) === 'package.json' && inside(c.siteDir, file)) return fullPlan();
    if (
      c.configFiles.includes(file) ||
      (path.dirname(file) === c.siteDir && CONFIG_FILE_NAMES.includes(path.basename(file)))
    ) {
      plan.config = true;
      continue;
    }
    if (c.themeStyleDirs.some((d) => inside(d, file)) || c.styleFiles?.includes(file)) {
      plan.bundle = true;
      // A page or component Tailwind scans for class names (a PostCSS dependency) is made again too.
      if (!c.sources.has(file) && !c.pageDependencies?.has(file)) continue;
    }
    if (c.themeCodeDirs.some((d) => inside(d, file))) {
      plan.theme = true;
      continue;
    }
    if (c.clientDir && inside(c.clientDir, file)) {
      plan.bundle = true;
      continue;
    }
    if (c.sidebarFiles.includes(file)) {
      plan.sidebars = true;
      continue;
    }
    // A static file (an image whose size a page shows) is copied again: discover sees to both.
    const statics = c.staticDirs ?? [path.join(c.siteDir, 'static')];
    const isStatic = statics.some((d) => inside(d, file));
    if (c.pageDependencies?.has(file) && !isStatic) {
      // A component or partial edited in place: the pages made from it are made again, alone.
      plan.imports.add(file);
      if (c.sources.has(file)) plan.content.add(file);
      continue;
    }
    if (!inside(c.siteDir, file)) {
      // Outside the site: a file the config or sidebars import was already matched above.
      plan.discover = true;
      continue;
    }
    const rel = relPosix(c.siteDir, file);
    if (/^i18n\/[^/]+\/(theme\.json|code\.json|docusaurus-theme-classic\/(navbar|footer)\.json)$/.test(rel)) {
      plan.strings = true;
      continue;
    }
    if (rel.startsWith(`${OVERRIDES_DIR}/`)) {
      // The site's component overrides (and their helpers) are part of the theme.
      plan.theme = true;
      continue;
    }
    if (/\.mdx?$/i.test(rel)) {
      const known = c.sources.get(file);
      if (known) plan.content.add(file);
      // A blog post shows in the blog's lists (excerpt, reading time): they are made again.
      if (!known || known.blog) plan.discover = true;
      continue;
    }
    plan.discover = true;
    if (/^((i18n\/[^/]+\/)?pages|src\/pages)\//.test(rel) && /\.[cm]?[jt]sx?$/.test(rel)) {
      plan.components = true;
      continue;
    }
    // A component of `src/` (Docusaurus' React pages import them) renders its pages again.
    if (rel.startsWith('src/') && /\.[cm]?[jt]sx?$/.test(rel)) plan.components = true;
    if (!rel.endsWith('_category_.json')) {
      plan.names.add(path.basename(file));
      if (c.pluginMarkdown && !isStatic) plan.allMarkdown = true;
    }
  }
  return plan;
}
