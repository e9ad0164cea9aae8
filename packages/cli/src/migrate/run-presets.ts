import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import { type ClassicPreset, classicPresets } from './convert-presets.js';
import { redocusaurusPlaces } from './convert-redoc.js';
import { loadContextOf } from './load-context.js';
import { withModuleSyntax } from './module-syntax.js';
import { isStub, noteModule } from './stubs.js';
import { type Dict, entryOf, errorLine, isDict, isPackage, type Notes } from './notes.js';

/** An entry of the config's plugins or themes, or one a preset gave, and where it is said to be. */
export interface PluginPlace {
  entry: unknown;
  at: string;
}

/** What the config's presets give: the classic preset's options, and the other plugins and themes. */
export interface PresetsRead {
  classic: ClassicPreset[];
  plugins: PluginPlace[];
  themes: PluginPlace[];
}

const CLASSIC = '@docusaurus/preset-classic';

type Load = (request: string, parent: { filename?: string } | undefined, isMain: boolean) => unknown;

/**
 * The config's presets run as Docusaurus runs them (its `loadPresets`): each preset other than
 * `@docusaurus/preset-classic` (a company preset wrapping it, `./my-preset.js`) is resolved from
 * the site folder with Docusaurus' shorthands (`x` as `x`, `@docusaurus/preset-x` or
 * `docusaurus-preset-x`; `@scope/x` as `@scope/x` or `@scope/docusaurus-preset-x`) and called with
 * the site's context and its options; the `{ plugins, themes }` it returns are what the site gets.
 * The classic preset it calls is docgen's reading of it: the options it is handed are read as the
 * classic preset's own (docs with the remark plugins the wrapper added, blog, pages, theme).
 * A preset that is not installed is read by its options' shape (convert-presets.ts); one that
 * cannot be loaded or throws is a `DocusaurusPresetFailed` error, since what it adds is unknown.
 */
export function runPresets(raw: Dict, siteDir: string, configFile: string, notes: Notes): Promise<PresetsRead> {
  // Written as ES modules or TypeScript, presets load as jiti loads them for Docusaurus.
  return withModuleSyntax(() => run(raw, siteDir, configFile, notes));
}

/**
 * Docusaurus runs in the site's folder (`npm run build` there): a preset may check it
 * (docusaurus-plugin-internaldocs-fb looks for docusaurus.config.js in process.cwd()) or read
 * relative paths. The folder is given back before anything is reported.
 */
async function inSiteFolder<T>(siteDir: string, run: () => Promise<T>): Promise<T> {
  const cwd = process.cwd();
  try {
    process.chdir(siteDir);
  } catch {
    // A worker thread cannot change folder: relative paths then read from the current one.
  }
  try {
    return await run();
  } finally {
    if (process.cwd() !== cwd) process.chdir(cwd);
  }
}

async function run(raw: Dict, siteDir: string, configFile: string, notes: Notes): Promise<PresetsRead> {
  const out: PresetsRead = { classic: [], plugins: [], themes: [] };
  const failures: Diagnostic[] = [];
  const presets = Array.isArray(raw.presets) ? raw.presets : [];
  const source = readText(configFile);
  for (const [i, entry] of presets.entries()) {
    const preset = entryOf(entry, siteDir);
    if (!preset) continue;
    const at = `presets[${i}]`;
    const head: unknown = Array.isArray(entry) ? entry[0] : entry;
    const file = typeof head === 'string' && !isStub(head) ? presetFile(head, configFile) : undefined;
    if (!file && isPackage(preset.name, 'redocusaurus', 'redocusaurus')) {
      // Not installed, but what it gives is known: docusaurus-plugin-redoc per document, its theme.
      const given = redocusaurusPlaces(isDict(preset.options) ? preset.options : {}, at, siteDir);
      out.plugins.push(...given.plugins);
      out.themes.push(...given.themes);
      notes.add(
        at,
        'is the preset "redocusaurus", which is not installed: read by its options, as docusaurus-plugin-redoc for each document and docusaurus-theme-redoc (each said below).',
        'nothing to do, unless a note below says otherwise.',
      );
      continue;
    }
    if (isPackage(preset.name, CLASSIC, 'classic') || !file || isPackage(file, CLASSIC, 'classic')) {
      // The classic preset, or one that is not installed: read by its options (convert-presets.ts).
      const read = classicPresets([entry], siteDir, notes, !file && !isPackage(preset.name, CLASSIC, 'classic'), i);
      out.classic.push(...read.map((c) => ({ ...c, at })));
      continue;
    }
    const options = Array.isArray(entry) && entry[1] !== undefined ? entry[1] : {};
    let given: unknown;
    const handed: Dict[] = [];
    try {
      given = await withClassicReading(siteDir, handed, () =>
        inSiteFolder(siteDir, async () => {
          const mod = createRequire(configFile)(file) as unknown;
          const fn = isDict(mod) && 'default' in mod ? mod.default : mod;
          if (typeof fn !== 'function') throw new Error(`its module exports ${describe(fn)}, not a preset function`);
          return await (fn as (c: unknown, o: unknown) => unknown)(loadContextOf(raw, siteDir, configFile), options);
        }),
      );
      if (!isDict(given)) throw new Error(`it returned ${describe(given)}, not { plugins, themes }`);
    } catch (error) {
      failures.push(presetFailure(error, preset.name, at, siteDir, configFile, source));
      continue;
    }
    const shown = preset.name;
    for (const o of handed) out.classic.push({ options: o, at });
    const list = (key: 'plugins' | 'themes') => (Array.isArray(given[key]) ? (given[key] as unknown[]) : []);
    for (const [j, p] of list('plugins').entries()) out.plugins.push({ entry: p, at: `${at}.plugins[${j}]` });
    for (const [j, t] of list('themes').entries()) out.themes.push({ entry: t, at: `${at}.themes[${j}]` });
    notes.add(
      at,
      `is the preset "${shown}", run as Docusaurus runs it: ${handed.length > 0 ? `the options it gives @docusaurus/preset-classic are read as that preset's, ` : ''}its ${list('plugins').length} plugin${list('plugins').length === 1 ? '' : 's'} and ${list('themes').length} theme${list('themes').length === 1 ? '' : 's'} as the site's own (each said below as ${at}.plugins[i] or ${at}.themes[i]).`,
      'nothing to do, unless a note below says otherwise.',
    );
  }
  if (failures.length > 0) throw new DocgenError(failures);
  return out;
}

/** The file a preset name resolves to from the config, by Docusaurus' shorthands; undefined when none is installed. */
function presetFile(name: string, configFile: string): string | undefined {
  const req = createRequire(configFile);
  const candidates =
    name.startsWith('.') || path.isAbsolute(name)
      ? [path.resolve(path.dirname(configFile), name)]
      : name.startsWith('@')
        ? name.includes('/')
          ? [name, name.replace(/^(@[^/]+)\/(.*)$/, '$1/docusaurus-preset-$2')]
          : [`${name}/docusaurus-preset`]
        : [name, `@docusaurus/preset-${name}`, `docusaurus-preset-${name}`];
  for (const candidate of candidates) {
    try {
      return req.resolve(candidate);
    } catch {
      // the next shorthand
    }
  }
  return undefined;
}

/**
 * Runs `fn` with `@docusaurus/preset-classic` answered by docgen's reading of it: the options
 * a wrapper hands it are kept in `handed` and it gives no plugins (docgen reads those options as
 * the classic preset's). The values a module loads are noted by the import the site would write
 * for them (`pkg/lib/remark/x`, `./src/remark/x.js`), so the remark plugins a preset adds are
 * carried over by import.
 */
async function withClassicReading<T>(siteDir: string, handed: Dict[], fn: () => Promise<T>): Promise<T> {
  const loader = Module as unknown as { _load: Load; _resolveFilename: (r: string, p: unknown) => string };
  const load = loader._load;
  const classic = Object.assign(
    (_context: unknown, options: unknown) => {
      handed.push(isDict(options) ? options : {});
      return { plugins: [], themes: [] };
    },
    { __esModule: true },
  );
  Object.assign(classic, { default: classic });
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  loader._load = function classicReading(this: unknown, request, parent, isMain) {
    if (request === CLASSIC || request.startsWith(`${CLASSIC}/lib/index`)) return classic;
    const value = load.call(this, request, parent, isMain);
    try {
      const spec = importSpec(loader._resolveFilename(request, parent), siteDir, siteRequire);
      if (spec) noteModule(value, spec);
    } catch {
      // a builtin, or a module resolved some other way: nothing to note
    }
    return value;
  };
  try {
    return await fn();
  } finally {
    loader._load = load;
  }
}

/** How the site imports `file`: `./rel` inside the site, `pkg` or `pkg/sub` for a package's file that resolves so. */
function importSpec(file: string, siteDir: string, siteRequire: NodeRequire): string | undefined {
  if (!path.isAbsolute(file)) return undefined;
  const inPackage = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)([\\/].*)?$/.exec(file);
  if (!inPackage) {
    const rel = path.relative(siteDir, file).split(path.sep).join('/');
    return rel.startsWith('..') ? undefined : `./${rel}`;
  }
  const pkg = inPackage[1]!.split(path.sep).join('/');
  const sub = (inPackage[2] ?? '').split(path.sep).join('/');
  const real = fs.realpathSync(file);
  // The shortest import that gives the file: the package, its folder (`/index.js` left out), the file without its extension.
  const bare = sub.replace(/\.[cm]?js$/, '');
  for (const spec of [pkg, `${pkg}${bare.replace(/\/index$/, '')}`, `${pkg}${bare}`, `${pkg}${sub}`]) {
    try {
      if (fs.realpathSync(siteRequire.resolve(spec)) === real) return spec;
    } catch {
      // not importable so from the site
    }
  }
  return undefined;
}

/** The error of a preset that could not be loaded or run, at its line of the config (or where it threw in the site). */
function presetFailure(
  error: unknown,
  name: string,
  at: string,
  siteDir: string,
  configFile: string,
  source: string,
): Diagnostic {
  // Paths as the other messages of migrate name them: from the current folder.
  const shown = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');
  const thrown = siteFrame(error, siteDir);
  const line = thrown ? undefined : lineOf(source, name);
  const missing = (error as { code?: string })?.code === 'MODULE_NOT_FOUND';
  return {
    name: 'DocusaurusPresetFailed',
    severity: 'error',
    message: `${at}, the preset "${name}", could not be ${missing ? 'loaded' : 'run'}: ${errorLine(error)}`,
    file: shown(thrown ? path.join(siteDir, thrown.file) : configFile),
    ...(thrown ? { line: thrown.line, column: thrown.column } : line ? { line, column: 1 } : {}),
    why: 'a preset is a function that gives the site its plugins and themes (the docs, blog and pages options it hands @docusaurus/preset-classic, the remark plugins it adds); docgen migrate runs it as Docusaurus does, and without it cannot know what the site is made of.',
    fix: missing
      ? "install the site's packages (npm install in the site folder) and run docgen migrate again."
      : 'fix the preset at the line shown (it fails under Docusaurus too), or replace it by @docusaurus/preset-classic with its options, then run docgen migrate again.',
  };
}

/** The first frame of an error's stack in a file of the site (not of a package). */
function siteFrame(error: unknown, siteDir: string): { file: string; line: number; column: number } | undefined {
  const stack = (error as { stack?: unknown })?.stack;
  if (typeof stack !== 'string') return undefined;
  for (const m of stack.matchAll(/\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?$/gm)) {
    const file = m[1]!.replace(/^file:\/\//, '');
    const rel = path.relative(siteDir, file);
    if (rel.startsWith('..') || rel.split(path.sep).includes('node_modules')) continue;
    return { file: rel.split(path.sep).join('/'), line: Number(m[2]), column: Number(m[3]) };
  }
  return undefined;
}

/** The line of the config that names the preset: as written in quotes, else (a `require.resolve` path) its file's name. */
function lineOf(source: string, name: string): number | undefined {
  const quoted = [`'${name}'`, `"${name}"`, `\`${name}\``].map((q) => source.indexOf(q)).find((i) => i !== -1);
  const index = quoted ?? source.indexOf(path.basename(name).replace(/\.[cm]?[jt]s$/, ''));
  return index === -1 ? undefined : source.slice(0, index).split('\n').length;
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
