import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteContext } from '@docgen/config';
import { closest, type Diagnostic, DocgenError, didYouMean } from '@docgen/diagnostics';
import type { Plugin } from 'esbuild';
import { sha256 } from '../util/hash.js';
import { loadSiteModule } from '../util/load-module.js';
import { relPosix } from '../util/paths.js';
import type { LoadedTheme } from './types.js';

/** The folder of a site's theme overrides. */
export const OVERRIDES_DIR = 'theme';
const OVERRIDE_FILE = /^([A-Za-z][A-Za-z0-9]*)\.(tsx|jsx|ts|js|mts|mjs)$/;

/**
 * Swizzling, the small way: every top-level file of the site's `theme/` folder replaces the theme
 * component of the same name (`theme/Footer.tsx` → `Footer`); files in its subfolders are helpers
 * they import. Each is compiled with esbuild, with `@theme-original/<Name>` aliased to the theme's
 * own component, so an override can wrap the original. The overrides' code is part of the
 * fingerprint (render cache key). `themeUrl` is the URL of the theme module `loaded` was
 * imported from: overrides import the very same module instance.
 */
export async function applyThemeOverrides(
  ctx: SiteContext,
  loaded: LoadedTheme,
  themeUrl: string,
): Promise<LoadedTheme> {
  const dir = path.join(ctx.siteDir, OVERRIDES_DIR);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return loaded;
  // A theme that is itself the site's theme/ folder (config.theme: './theme') has no overrides.
  if (fileURLToPathSafe(themeUrl).startsWith(dir + path.sep)) return loaded;
  const files = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (e) =>
        e.isFile() &&
        !e.name.startsWith('.') &&
        !e.name.startsWith('_') &&
        !e.name.endsWith('.d.ts') &&
        /\.[cm]?[jt]sx?$/.test(e.name),
    )
    .map((e) => e.name)
    .sort();
  if (files.length === 0) return loaded;
  const { theme } = loaded;
  const names = theme.components ? Object.keys(theme.components).sort() : [];
  const diagnostics: Diagnostic[] = [];
  if (!theme.components || typeof theme.withOverrides !== 'function') {
    throw new DocgenError([
      {
        name: 'ThemeOverrideError',
        severity: 'error',
        message: `The theme "${theme.name}" does not support component overrides, but the site has ${files.length} in ${OVERRIDES_DIR}/.`,
        file: `${OVERRIDES_DIR}/${files[0]}`,
        why: 'A theme supports overrides by exporting its components by name and a withOverrides() factory (ThemeModule in @docgen/shared).',
        fix: `remove the ${OVERRIDES_DIR}/ folder, or use a theme that supports overrides (e.g. @docgen/theme-default).`,
      },
    ]);
  }
  const byName = new Map<string, string>();
  for (const file of files) {
    const rel = `${OVERRIDES_DIR}/${file}`;
    const m = OVERRIDE_FILE.exec(file);
    const name = m?.[1] ?? file.replace(/\.[^.]+$/, '');
    if (!m || !names.includes(name)) {
      diagnostics.push({
        name: 'UnknownThemeComponent',
        severity: 'error',
        message: `${rel} overrides "${name}", which is not a component of the theme "${theme.name}".`,
        file: rel,
        why: `Each file at the top of ${OVERRIDES_DIR}/ replaces the theme component of the same name (helpers go in a subfolder).`,
        fix: didYouMean(name, names) ?? `name the file after one of: ${names.join(', ')}.`,
      });
      continue;
    }
    const previous = byName.get(name);
    if (previous) {
      diagnostics.push({
        name: 'ThemeOverrideError',
        severity: 'error',
        message: `Two files override "${name}": ${OVERRIDES_DIR}/${previous} and ${rel}.`,
        file: rel,
        why: 'A component is replaced by one file.',
        fix: 'keep one of them.',
      });
      continue;
    }
    byName.set(name, file);
  }
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);

  const components: Record<string, unknown> = {};
  const keys: string[] = [];
  const dependencies: string[] = [];
  for (const [name, file] of [...byName].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const abs = path.join(dir, file);
    const { module, dependencies: inputs } = await loadSiteModule<{ default?: unknown }>({
      siteDir: ctx.siteDir,
      file: abs,
      syntaxError: 'ThemeOverrideError',
      runtimeError: 'ThemeOverrideError',
      plugins: [themeOriginal(themeUrl, names)],
      ...(ctx.resolveFrom ? { resolveFrom: ctx.resolveFrom } : {}),
    });
    if (typeof module.default !== 'function') {
      throw new DocgenError([
        {
          name: 'ThemeOverrideError',
          severity: 'error',
          message: `${OVERRIDES_DIR}/${file} must default-export a React component (a function); it exports ${module.default === undefined ? 'no default' : typeof module.default}.`,
          file: `${OVERRIDES_DIR}/${file}`,
          why: `It replaces the theme's "${name}" component.`,
          fix: `export default function ${name}(props) { … } (import Original from '@theme-original/${name}' to wrap the theme's own).`,
        },
      ]);
    }
    components[name] = module.default;
    const files = inputs.filter((f) => fs.existsSync(f)).sort();
    dependencies.push(...files);
    keys.push(`${name}:${files.map((f) => `${relPosix(ctx.siteDir, f)}=${sha256(fs.readFileSync(f))}`).join(',')}`);
  }
  return {
    theme: theme.withOverrides(components),
    strings: loaded.strings,
    dependencies: [...loaded.dependencies, dir, ...dependencies],
    fingerprint: sha256(`${loaded.fingerprint}\n${keys.join('\n')}`),
    overrides: [...byName.keys()].sort(),
  };
}

/** Resolves `@theme-original/<Name>` to the theme's own component (the default export's `components[Name]`). */
function themeOriginal(themeUrl: string, names: string[]): Plugin {
  return {
    name: 'docgen-theme-original',
    setup(b) {
      b.onResolve({ filter: /^@theme-original\// }, (args) => {
        const name = args.path.slice('@theme-original/'.length);
        if (!names.includes(name)) {
          const near = closest(name, names);
          const fix =
            near.length > 0
              ? `did you mean ${near.map((c) => `"@theme-original/${c}"`).join(', ')}?`
              : `the components are ${names.join(', ')}.`;
          return { errors: [{ text: `"${args.path}" names no component of the theme.`, notes: [{ text: fix }] }] };
        }
        // Named as Vite and Rollup name a module without a file (`virtual:`): a tool that reads the
        // compiled override's source map (vitest loading it) knows the source is not on disk.
        return { path: `theme-original/${name}`, namespace: 'virtual' };
      });
      b.onResolve({ filter: /^file:/ }, (args) => ({ path: args.path, external: true }));
      b.onLoad({ filter: /^theme-original\//, namespace: 'virtual' }, (args) => ({
        contents: `import theme from ${JSON.stringify(themeUrl)};\nexport default theme.components[${JSON.stringify(args.path.slice('theme-original/'.length))}];\n`,
        loader: 'js',
      }));
    },
  };
}

function fileURLToPathSafe(url: string): string {
  try {
    return fileURLToPath(url);
  } catch {
    return url;
  }
}
