import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { ThemeModule } from '@docgen/shared';
import { DocgenError } from '@docgen/diagnostics';
import type { SiteContext } from '@docgen/config';
import { shortHash } from '../util/hash.js';
import { compileForNode } from '../util/load-module.js';
import { resolveThemeEntry } from './load-theme.js';
import { applyThemeOverrides } from './overrides.js';
import { textsKey, themeStrings, themeTextsOf } from './strings.js';
import type { LoadedTheme } from './types.js';
import { reachesDocgenReact, shareDocgenReact } from '../util/share-react.js';

/** Where a theme lives: its package folder and the entry Node imports. */
export interface ThemeLocation {
  name: string;
  /** The theme's package folder (real path), or the folder of a theme file. */
  packageDir: string;
  /** The module `loadTheme` imports (usually `dist/index.js`). */
  entry: string;
  /** Folders whose changes re-render the site with a fresh copy of the theme (its compiled code, its strings). */
  codeDirs: string[];
  /** Folders of the theme's stylesheets (a change rebuilds the CSS bundle only). */
  styleDirs: string[];
}

/** Finds the theme named by the config the way `loadTheme` does (site folder first, then docgen's own). */
export function locateTheme(ctx: SiteContext): ThemeLocation {
  const name = ctx.config.theme;
  let entry = resolveThemeEntry(ctx);
  entry = fs.realpathSync(entry);
  let packageDir = path.dirname(entry);
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      packageDir = dir;
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  // A package's compiled code and translations; a theme file of the site: its folder.
  const codeDirs =
    packageDir === path.dirname(entry) ? [packageDir] : [path.dirname(entry), path.join(packageDir, 'i18n')];
  const styleDirs = [path.join(packageDir, 'css')];
  return {
    name,
    packageDir,
    entry,
    codeDirs: codeDirs.filter((d) => fs.existsSync(d)),
    styleDirs: styleDirs.filter((d) => fs.existsSync(d)),
  };
}

/**
 * Loads a fresh copy of the theme for the dev server. Node caches ES modules for the life of
 * the process, so a changed theme cannot be imported again; instead its code is bundled
 * (esbuild, packages left external so the theme shares the core's React) into a new,
 * content-named module. The dev server renders with it; `docgen build` imports the same code. `import.meta.url` keeps meaning each file's own location, so a theme
 * finding its CSS and translations next to its code still does.
 */
export async function loadLiveTheme(ctx: SiteContext, location: ThemeLocation): Promise<LoadedTheme> {
  const entry = location.entry;
  const { code, inputs } = await compileForNode(entry, {
    siteDir: ctx.siteDir,
    name: 'ThemeNotFound',
    plugins: [keepImportMetaUrl(location.packageDir)],
    describe: (m) => ({
      message: `The theme "${location.name}" does not compile: ${m.text}`,
      why: 'docgen serve renders with the theme as it is on disk.',
      fix: 'fix the theme file; the page updates when it compiles again.',
    }),
  });
  const file = await writeModule(location.packageDir, ctx.siteDir, `theme-${shortHash(code, 12)}.mjs`, code);
  let mod: { default?: ThemeModule };
  if (!reachesDocgenReact(entry)) shareDocgenReact();
  try {
    mod = (await import(pathToFileURL(file).href)) as { default?: ThemeModule };
  } catch (error) {
    throw new DocgenError([
      {
        name: 'ThemeNotFound',
        severity: 'error',
        message: `The theme "${location.name}" threw while it was loaded: ${(error as Error).message}`,
        file: displayPath(ctx.siteDir, entry),
      },
    ]);
  }
  const theme = mod.default;
  if (!theme || typeof theme.renderPage !== 'function') {
    throw new DocgenError([
      {
        name: 'ThemeNotFound',
        severity: 'error',
        message: `"${location.name}" does not export a docgen theme (default export with renderPage).`,
      },
    ]);
  }
  const texts = themeStrings(ctx, theme);
  // The site's theme/ overrides wrap this very copy (their @theme-original imports resolve to its URL).
  return applyThemeOverrides(
    ctx,
    {
      theme,
      ...themeTextsOf(texts),
      dependencies: [...inputs, ...texts.files],
      fingerprint: shortHash(`${code}\n${textsKey(texts)}`, 64),
    },
    pathToFileURL(file).href,
  );
}

/** Writes the bundled theme where its bare imports resolve like the theme's own (its `node_modules/.cache`). */
async function writeModule(packageDir: string, siteDir: string, name: string, code: string): Promise<string> {
  for (const dir of [
    path.join(packageDir, 'node_modules', '.cache', 'docgen-dev'),
    path.join(siteDir, '.docgen', 'dev'),
  ]) {
    try {
      await fsp.mkdir(dir, { recursive: true });
      const file = path.join(dir, name);
      if (!fs.existsSync(file)) {
        // Written aside then renamed: another dev server (or test) may import the same file meanwhile.
        const tmp = `${file}.${process.pid}-${threadId}.tmp`;
        await fsp.writeFile(tmp, code);
        await fsp.rename(tmp, file);
      }
      return file;
    } catch {
      // not writable: try the next place
    }
  }
  throw new DocgenError([
    { name: 'InternalError', severity: 'error', message: `Cannot write the dev copy of the theme (${name}).` },
  ]);
}

function keepImportMetaUrl(packageDir: string): Plugin {
  return {
    name: 'docgen-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (!args.path.startsWith(packageDir + path.sep)) return undefined;
        const source = await fsp.readFile(args.path, 'utf8');
        const url = pathToFileURL(args.path).href;
        const contents = source
          .replace(/\bimport\.meta\.url\b/g, JSON.stringify(url))
          .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(args.path)))
          .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path));
        const ext = path.extname(args.path).slice(1).replace(/^[cm]/, '');
        return { contents, loader: ext as 'ts' | 'tsx' | 'js' | 'jsx', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

function displayPath(siteDir: string, file: string): string {
  const rel = path.relative(siteDir, file);
  return rel.startsWith('..') ? file : rel.split(path.sep).join('/');
}
