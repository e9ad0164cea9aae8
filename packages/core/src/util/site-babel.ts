import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OnLoadResult, PluginBuild } from 'esbuild';
import { shortHash } from './hash.js';
import { sitePackageDir } from './site-package.js';

/**
 * The one Babel config Docusaurus (2 and 3) hands babel-loader, as `configFile` with `babelrc: false`:
 * `babel.config.mjs`, `.babelrc` and the others are never read by its build.
 */
function configFileName(): string {
  return process.env.DOCUSAURUS_BABEL_CONFIG_FILE_NAME ?? 'babel.config.js';
}

/** Docusaurus' own Babel preset (`@docusaurus/core/lib/babel/preset`, `@docusaurus/babel/preset`): docgen's esbuild compile does its work. */
const DOCUSAURUS_PRESET = /[\\/]@docusaurus[\\/](?:core[\\/]lib[\\/]babel[\\/]|babel[\\/])/;

interface BabelApi {
  loadPartialConfigAsync(options: object): Promise<{ options: BabelOptions } | null>;
  transformAsync(code: string, options: object): Promise<{ code?: string | null } | null>;
}
interface BabelOptions {
  presets?: { file?: { resolved: string } }[];
  plugins?: unknown[];
  parserOpts?: { plugins?: unknown[] };
  [key: string]: unknown;
}

/** What runs the site's Babel additions on a file, or why it cannot (esbuild's message for each file). */
export type SiteBabel =
  | { transform(text: string, file: string): Promise<string> }
  | { problem: { text: string; detail: { why: string; fix: string } } };

const bySite = new Map<string, Promise<SiteBabel | undefined>>();
const byText = new Map<string, Promise<string>>();

/**
 * The presets and plugins a Docusaurus site's Babel config adds to Docusaurus' own preset (Flow
 * types and component syntax, a macro, a styled-components plugin), which Docusaurus runs on every
 * file of the site with babel-loader; undefined when the site has no Babel config or only that
 * preset, whose work esbuild does. Read with the site's own @babel/core.
 */
export function siteBabel(siteDir: string): Promise<SiteBabel | undefined> {
  const name = configFileName();
  const config = existsSync(path.join(siteDir, name)) ? name : undefined;
  // The dev server reads the config again once it changed.
  const key = `${siteDir}\0${config}\0${config ? statSync(path.join(siteDir, config)).mtimeMs : ''}`;
  let known = bySite.get(key);
  if (!known) bySite.set(key, (known = loadSiteBabel(siteDir, config)));
  return known;
}

async function loadSiteBabel(siteDir: string, config: string | undefined): Promise<SiteBabel | undefined> {
  if (!config || onlyDocusaurusPreset(path.join(siteDir, config))) return undefined;
  let babel: BabelApi;
  try {
    // The site's own, never one NODE_PATH lends it (`sitePackageDir`).
    const dir = sitePackageDir(siteDir, '@babel/core');
    if (!dir) throw new Error('@babel/core is not installed');
    babel = createRequire(path.join(siteDir, 'package.json'))(dir) as BabelApi;
  } catch {
    return problem(
      `${config} adds Babel presets or plugins, which docgen runs with the site's @babel/core; it is not installed.`,
      "Docusaurus runs the site's Babel config on every file of the site; without it, syntax its plugins read (Flow, a macro) does not compile.",
      `install @babel/core in the site (npm install --save-dev @babel/core), or remove what ${config} adds to Docusaurus' preset.`,
    );
  }
  // Targets from the site's browserslist are the Docusaurus preset's business, left out here;
  // reading them would print browserslist's "data is old" notice on every build. As webpack's
  // babel-loader says, the bundler takes ES modules and dynamic imports as they are.
  const base = {
    cwd: siteDir,
    root: siteDir,
    browserslistConfigFile: false,
    caller: {
      name: 'docgen',
      supportsStaticESM: true,
      supportsDynamicImport: true,
      supportsTopLevelAwait: true,
      supportsExportNamespaceFrom: true,
    },
  };
  let partial: Awaited<ReturnType<BabelApi['loadPartialConfigAsync']>>;
  try {
    partial = await babel.loadPartialConfigAsync({
      ...base,
      filename: path.join(siteDir, 'docgen.js'),
      configFile: path.join(siteDir, config),
      babelrc: false,
    });
  } catch (error) {
    return problem(
      `${config} cannot be loaded: ${firstLine(error)}`,
      "docgen reads the site's Babel config with the site's @babel/core, to run what it adds to Docusaurus' preset on the site's files as Docusaurus does.",
      `install what it names in the site (the site's own npm install), or fix ${config}.`,
    );
  }
  if (!partial) return undefined;
  const { options } = partial;
  const presets = (options.presets ?? []).filter((p) => !DOCUSAURUS_PRESET.test(p.file?.resolved ?? ''));
  if (presets.length === 0 && (options.plugins ?? []).length === 0) return undefined;
  return {
    async transform(text, file) {
      // The site's additions alone: JSX and TypeScript are left for esbuild, as written.
      const syntax = /\.[cm]?tsx?$/.test(file) ? ['typescript', ...(file.endsWith('x') ? ['jsx'] : [])] : ['jsx'];
      const out = await babel.transformAsync(text, {
        ...options,
        ...base,
        presets,
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: 'inline',
        parserOpts: { ...options.parserOpts, plugins: [...syntax, ...(options.parserOpts?.plugins ?? [])] },
      });
      return out?.code ?? text;
    },
  };
}

function problem(text: string, why: string, fix: string): SiteBabel {
  return { problem: { text, detail: { why, fix } } };
}

/** A config that names Docusaurus' preset alone (the one `create-docusaurus` writes): Babel is not loaded for it. */
function onlyDocusaurusPreset(file: string): boolean {
  if (!/\.(c?js|json)$|babelrc$/.test(file)) return false;
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  const strings = text.match(/(['"`])[^'"`]*\1/g) ?? [];
  return (
    (!/\bplugins\b|\boverrides\b|\benv\b|\bparserOpts\b/.test(text) &&
      strings.length === 1 &&
      /@docusaurus\/(core\/lib\/babel\/preset|babel\/preset)/.test(strings[0]!)) ||
    presetCopy(text)
  );
}

/** What Docusaurus' preset is made of (`@docusaurus/babel/preset`): esbuild's compile does their work. */
const PRESET_PARTS = new Set([
  'path',
  '@babel/preset-env',
  '@babel/preset-react',
  '@babel/preset-typescript',
  '@babel/plugin-transform-runtime',
  '@babel/runtime/package.json',
  '@babel/plugin-syntax-dynamic-import',
  'babel-plugin-dynamic-import-node',
]);

/**
 * A copy of Docusaurus' preset with other options (zedux's, which sets preset-env's browser
 * targets, as Docusaurus' docs suggest): every module it names is one of the preset's, so it adds
 * no syntax esbuild does not compile, and the site's @babel/core (not installed beside a pnpm
 * site's Docusaurus) is not needed.
 */
function presetCopy(text: string): boolean {
  const named = [...text.matchAll(/\brequire(?:\.resolve)?\(\s*(['"`])([^'"`]+)\1\s*\)/g)].map((m) => m[2]!);
  const babelNames = [...text.matchAll(/(['"`])((?:@babel\/|babel-(?:plugin|preset)-)[^'"`]+)\1/g)].map((m) => m[2]!);
  return (
    named.length > 0 &&
    !/\boverrides\b|\bparserOpts\b/.test(text) &&
    [...named, ...babelNames].every((name) => PRESET_PARTS.has(name))
  );
}

/**
 * {@link siteBabel} for the files of one esbuild build: the config is looked for once a build
 * (a context's rebuild in the dev server looks again), not at each file it loads.
 */
export function siteBabelOfBuild(siteDir: string, build: PluginBuild): () => Promise<SiteBabel | undefined> {
  let known: Promise<SiteBabel | undefined> | undefined;
  build.onStart(() => {
    known = undefined;
  });
  return () => (known ??= siteBabel(siteDir));
}

/**
 * A site file's text for a compile (`text`) beside its text on disk: the same, or as the site's
 * Babel additions make it ({@link siteBabel}); or the errors esbuild reports for it (Babel's, at
 * their line). Packages are the site's dependencies, compiled already, and left alone.
 */
export async function siteScriptText(
  siteBabelNow: () => Promise<SiteBabel | undefined>,
  file: string,
  disk?: string,
): Promise<{ disk: string; text: string } | OnLoadResult> {
  const text = disk ?? (await fs.readFile(file, 'utf8'));
  if (file.includes(`${path.sep}node_modules${path.sep}`)) return { disk: text, text };
  const babel = await siteBabelNow();
  if (!babel) return { disk: text, text };
  if (!('transform' in babel)) return { errors: [babel.problem] };
  const key = `${file}\0${shortHash(text, 16)}`;
  let made = byText.get(key);
  if (!made) byText.set(key, (made = babel.transform(text, file)));
  try {
    return { disk: text, text: await made };
  } catch (error) {
    byText.delete(key);
    const e = error as { message?: string; loc?: { line: number; column: number } };
    const lineText = e.loc ? (text.split('\n')[e.loc.line - 1] ?? '') : '';
    // Babel's message starts with the file and ends with the place, which the location gives.
    const message = firstLine(error)
      .replace(/^\/[^:]*:\s*/, '')
      .replace(/\s*\(\d+:\d+\)$/, '');
    return {
      errors: [
        {
          text: message,
          ...(e.loc ? { location: { file, line: e.loc.line, column: e.loc.column, lineText } } : {}),
          detail: {
            why: "the site's Babel config (as Docusaurus runs it on the site's files) could not compile the file.",
          },
        },
      ],
    };
  }
}

/** An error's first line (Babel's messages go on with a code frame). */
function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0]!;
}
