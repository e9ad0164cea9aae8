import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ThemeModule } from '@docgen/shared';
import { hashTree } from '../cache/content-cache.js';
import { DocgenError } from '../diagnostics/index.js';
import { sha256 } from '../util/hash.js';
import type { SiteContext } from '../model.js';

export interface LoadedTheme {
  theme: ThemeModule;
  /** UI strings per locale: theme defaults merged with the site's `i18n/<locale>/theme.json`. */
  strings: Map<string, Record<string, string>>;
  /** Files whose change changes the rendering (cache keys, watcher). */
  dependencies: string[];
  /** Hash of the theme package's files and the UI strings: part of every render cache key. */
  fingerprint: string;
}

/** Loads the theme named by the config, from the site's folder first, then docgen's own. */
export async function loadTheme(ctx: SiteContext): Promise<LoadedTheme> {
  const name = ctx.config.theme;
  let entry: string | undefined;
  for (const base of [path.join(ctx.siteDir, 'package.json'), import.meta.url]) {
    try {
      entry = createRequire(base).resolve(name.startsWith('.') ? path.resolve(ctx.siteDir, name) : name);
      break;
    } catch {
      // try the next base
    }
  }
  if (!entry) {
    throw new DocgenError([
      {
        name: 'ThemeNotFound',
        severity: 'error',
        message: `The theme "${name}" cannot be found.`,
        why: 'config.theme names a package installed in the site folder, or a path relative to it.',
        fix: `install it (pnpm add ${name}) or remove config.theme to use @docgen/theme-default.`,
      },
    ]);
  }
  const mod = (await import(pathToFileURL(entry).href)) as { default?: ThemeModule };
  const theme = mod.default;
  if (!theme || typeof theme.renderPage !== 'function') {
    throw new DocgenError([{ name: 'ThemeNotFound', severity: 'error', message: `"${name}" does not export a docgen theme (default export with renderPage).` }]);
  }
  const strings = new Map<string, Record<string, string>>();
  const dependencies = [entry];
  for (const locale of ctx.locales) {
    const base = theme.strings[locale.code] ?? theme.strings.en ?? {};
    const overrideFile = path.join(ctx.siteDir, 'i18n', locale.code, 'theme.json');
    let overrides: Record<string, string> = {};
    if (fs.existsSync(overrideFile)) {
      dependencies.push(overrideFile);
      overrides = JSON.parse(fs.readFileSync(overrideFile, 'utf8')) as Record<string, string>;
    }
    strings.set(locale.code, { ...base, ...overrides });
  }
  const packageRoot = findPackageRoot(entry);
  const fingerprint = sha256(`${hashTree(packageRoot, (rel) => !rel.startsWith('test') && !rel.startsWith('src'))}\n${JSON.stringify([...strings])}`);
  return { theme, strings, dependencies: [...dependencies, packageRoot], fingerprint };
}

function findPackageRoot(file: string): string {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}
