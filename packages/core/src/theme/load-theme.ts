import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ThemeModule } from '@docgen/shared';
import { fileHash, hashTree } from '@docgen/config';
import { DocgenError } from '@docgen/diagnostics';
import { sha256 } from '../util/hash.js';
import { installCommand } from '../util/module-error.js';
import { findPackageRoot } from '../util/package-root.js';
import { codeTree } from '../util/own-code.js';
import { reachesDocgenReact, shareDocgenReact } from '../util/share-react.js';
import { applyThemeOverrides } from './overrides.js';
import { textsKey, themeStrings, themeTextsOf } from './strings.js';
import type { LoadedTheme } from './types.js';

export type { LoadedTheme } from './types.js';
import type { SiteContext } from '@docgen/config';

/** The entry file of the theme named by the config: the site's folder first, then docgen's own. */
export function resolveThemeEntry(ctx: SiteContext): string {
  return resolveThemeModule(ctx.siteDir, ctx.config.theme, ctx.resolveFrom);
}

/** The entry file of theme `name` for the site in `siteDir` (see `resolveThemeEntry`). */
export function resolveThemeModule(siteDir: string, name: string, resolveFrom: readonly string[] = []): string {
  const bases = [path.join(siteDir, 'package.json'), ...resolveFrom.map((d) => path.join(d, 'package.json'))];
  for (const base of [...bases, import.meta.url]) {
    try {
      return createRequire(base).resolve(name.startsWith('.') ? path.resolve(siteDir, name) : name);
    } catch {
      // try the next base
    }
  }
  throw new DocgenError([
    {
      name: 'ThemeNotFound',
      severity: 'error',
      message: `The theme "${name}" cannot be found.`,
      why: 'config.theme names a package installed in the site folder, or a path relative to it.',
      fix: `${name.startsWith('.') ? 'fix the path' : `install it (${installCommand(name, siteDir)})`}, or remove config.theme to use @docgen/theme-default.`,
    },
  ]);
}

/** Loads the theme named by the config, from the site's folder first, then docgen's own. */
export async function loadTheme(ctx: SiteContext): Promise<LoadedTheme> {
  const name = ctx.config.theme;
  const entry = resolveThemeEntry(ctx);
  let mod: { default?: ThemeModule };
  if (!reachesDocgenReact(entry)) shareDocgenReact();
  try {
    mod = (await import(pathToFileURL(entry).href)) as { default?: ThemeModule };
  } catch (error) {
    throw new DocgenError([
      {
        name: 'ThemeNotFound',
        severity: 'error',
        message: `The theme "${name}" threw while it was loaded: ${(error as Error).message}`,
        why: `docgen imports ${entry} to render the pages.`,
        fix: 'fix the theme, or remove config.theme to use @docgen/theme-default.',
      },
    ]);
  }
  const theme = mod.default;
  if (!theme || typeof theme.renderPage !== 'function') {
    throw new DocgenError([
      {
        name: 'ThemeNotFound',
        severity: 'error',
        message: `"${name}" does not export a docgen theme (default export with renderPage).`,
        why: 'A theme is a module whose default export has a renderPage(view) function.',
        fix: 'export the theme as the default export, or remove config.theme to use @docgen/theme-default.',
      },
    ]);
  }
  const texts = themeStrings(ctx, theme);
  const dependencies = [entry, ...texts.files];
  const packageRoot = findPackageRoot(entry);
  const entryRel = path.relative(packageRoot, entry);
  const fingerprint = sha256(`${themeCodeHash(packageRoot, entryRel)}\n${textsKey(texts)}`);
  return applyThemeOverrides(
    ctx,
    { theme, ...themeTextsOf(texts), dependencies: [...dependencies, packageRoot], fingerprint },
    pathToFileURL(entry).href,
  );
}

/** What the build stamp lists of a theme's package (`takeSnapshot`): its sources and tests are not what runs. */
export const THEME_TREE_IGNORE = ['**/node_modules/**', 'src/**', 'test/**'];

/**
 * The hash of the theme's files that count (`themeFileCounts`), from the listing the build stamp
 * takes too: docgen's own theme is listed and hashed once per process (`codeTree`).
 */
export function themeCodeHash(packageRoot: string, entryRel: string): string {
  const top = entryRel.split(path.sep)[0];
  // A theme that runs its sources or tests: they count, and the stamp's listing leaves them out.
  if (top === 'src' || top === 'test') return hashTree(packageRoot, (rel) => themeFileCounts(rel, entryRel));
  const tree = codeTree(packageRoot, THEME_TREE_IGNORE);
  const key = `hash:${entryRel}`;
  let hash = tree.derived.get(key) as string | undefined;
  if (hash === undefined) {
    // As hashTree lists it: no file below a dot folder, no dot file.
    const parts = tree.files
      .filter(([rel]) => !rel.split('/').some((part) => part.startsWith('.')))
      .map(([rel, size, mtimeMs]) => [rel.split('/').join(path.sep), size, mtimeMs] as const)
      .filter(([rel]) => themeFileCounts(rel, entryRel))
      .map(([rel, size, mtimeMs]) => `${rel}:${fileHash(path.join(packageRoot, rel), { size, mtimeMs })}`);
    hash = sha256(parts.join('\n'));
    tree.derived.set(key, hash);
  }
  return hash;
}

/**
 * Whether a file of the theme's package counts in its fingerprint (every render cache key): what
 * pages are made of, not what tools leave beside it. Type declarations, source maps and tsc's
 * build info come and go (`pnpm build` writes declarations, `pnpm build:js` empties dist/): each
 * switch made every render entry miss while the markdown entries, keyed by code alone, were found.
 */
export function themeFileCounts(rel: string, entryRel = path.join('dist', 'index.js')): boolean {
  // Sources and tests are not what runs, unless the package's entry is itself one of them.
  const top = rel.split(path.sep)[0];
  if ((top === 'src' || top === 'test') && entryRel.split(path.sep)[0] !== top) return false;
  const name = path.basename(rel);
  if (/\.(d\.[cm]?ts|map|tsbuildinfo)$/.test(name)) return false;
  // The package's own documents, beside its code (a README edit renders nothing differently).
  return !(rel === name && /^(readme|changelog|license)(\.|$)/i.test(name));
}
