import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type { PartialMessage } from 'esbuild';
import picomatch from 'picomatch';
import type { CssSyntaxError } from 'postcss';
import { installCommand } from '../util/module-error.js';
import { relPosix } from '../util/paths.js';

/** The site's PostCSS set-up: its config file and a run over one stylesheet. */
export interface SitePostCss {
  /** The config file (`postcss.config.js`, `.postcssrc`, `package.json`'s `postcss`). */
  file: string;
  run(css: string, from: string): Promise<PostCssResult>;
}

/** CSS and the files it was made of (Tailwind's content files among them), or esbuild's errors. */
export type PostCssResult = { css: string; files: string[] } | { errors: PartialMessage[]; files: string[] };

/** A config that does not load: at the config file, with why and what to do. */
export interface PostCssConfigError {
  file?: string;
  message: string;
  fix: string;
  /** Files whose appearance would let the config load (the missing package where Node looks for it). */
  watch: string[];
}

/** Where postcss-load-config looks, in the site folder (`migrate` checks them before writing one). */
export const POSTCSS_CONFIG_NAMES = [
  'package.json',
  ...['', '.json', '.yaml', '.yml', '.js', '.cjs', '.mjs', '.ts', '.cts', '.mts'].map((ext) => `.postcssrc${ext}`),
  ...['js', 'cjs', 'mjs', 'ts', 'cts', 'mts'].map((ext) => `postcss.config.${ext}`),
];

const loaded = new Map<string, { stamp: string; found: Promise<SitePostCss | PostCssConfigError | undefined> }>();

/**
 * The site's PostCSS config, found as Docusaurus' postcss-loader finds it (`postcss-load-config`,
 * in the site folder), or undefined. Tailwind sites add their plugins there (or in a plugin's
 * `configurePostCss`, which `docgen migrate docusaurus` writes into such a file). Loaded again
 * when one of those files changes (the dev server).
 */
export function sitePostCss(siteDir: string): Promise<SitePostCss | PostCssConfigError | undefined> {
  const dir = path.resolve(siteDir);
  const stamp = POSTCSS_CONFIG_NAMES.map(
    (name) => fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? '',
  ).join(',');
  const known = loaded.get(dir);
  if (known?.stamp === stamp) return known.found;
  const found = loadConfig(dir);
  loaded.set(dir, { stamp, found });
  return found;
}

async function loadConfig(siteDir: string): Promise<SitePostCss | PostCssConfigError | undefined> {
  // Most sites have no PostCSS config: postcss and its loader (0.03 s of CPU) load only for one that does.
  if (!hasConfigFile(siteDir)) return undefined;
  const { default: loadPostCssConfig } = await import('postcss-load-config');
  const { default: postcss } = await import('postcss');
  let config: Awaited<ReturnType<typeof loadPostCssConfig>>;
  try {
    config = await loadPostCssConfig({ cwd: siteDir, env: 'production' }, siteDir, { stopDir: siteDir });
  } catch (error) {
    const message = (error as Error).message;
    if (/^No PostCSS Config found/.test(message)) return undefined;
    const missing = /Cannot find module '([^']+)'/.exec(message)?.[1];
    const file = /\(@?([^()]+)\)\s*$/.exec(message)?.[1];
    const at = file && fs.existsSync(file) ? file : undefined;
    return {
      ...(at ? { file: at } : {}),
      watch: [...(at ? [at] : []), ...(missing ? whereNodeLooks(missing, at ? path.dirname(at) : siteDir) : [])],
      message: `The PostCSS config does not load: ${message.split('\n')[0]}`,
      fix: !missing
        ? 'correct the config; docgen runs its plugins over every stylesheet of the site.'
        : /^\.{0,2}\/|^[A-Za-z]:[\\/]/.test(missing)
          ? `create ${missing}, or correct its path in the config (a relative path is read from the config's folder).`
          : `install it in the site (${installCommand(missing, siteDir)}).`,
    };
  }
  const plugins = config.plugins;
  return {
    file: config.file,
    async run(css, from) {
      try {
        const result = await withSiteCwd(siteDir, () =>
          postcss(plugins).process(css, { ...config.options, from, to: from, map: false }),
        );
        return { css: result.css, files: [config.file, ...dependencies(result.messages)] };
      } catch (error) {
        return { errors: [syntaxError(siteDir, error as Error, from)], files: [config.file] };
      }
    },
  };
}

/**
 * Where Node's `require` from `dir` would find `name`: a relative path's file (with the extensions
 * it tries), or a package's package.json in each node_modules folder from `dir` up (a workspace
 * hoists it to the root's). A cached build that failed on the package is made again once it is there.
 */
function whereNodeLooks(name: string, dir: string): string[] {
  if (/^\.{0,2}\//.test(name)) {
    const file = path.resolve(dir, name);
    return [file, ...['.js', '.cjs', '.mjs', '.json'].map((ext) => file + ext)];
  }
  const pkg = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  const found: string[] = [];
  for (let at = dir; ; at = path.dirname(at)) {
    found.push(path.join(at, 'node_modules', pkg, 'package.json'));
    if (path.dirname(at) === at) return found;
  }
}

/** A file postcss-load-config would read: one of its names, or a `postcss` key in package.json. */
function hasConfigFile(siteDir: string): boolean {
  return POSTCSS_CONFIG_NAMES.some((name) => {
    const file = path.join(siteDir, name);
    if (name !== 'package.json') return fs.existsSync(file);
    try {
      return 'postcss' in (JSON.parse(fs.readFileSync(file, 'utf8')) as object);
    } catch {
      // An unreadable package.json is the package manager's to report, not a PostCSS config.
      return false;
    }
  });
}

/** The runs in the site folder, one after the other (see withSiteCwd). */
let cwdTurns: Promise<unknown> = Promise.resolve();

/**
 * Tailwind reads its config and `content` globs from the working directory, as under Docusaurus,
 * whose build runs in the site folder; docgen may be run from elsewhere (`docgen build site`).
 * The directory is the process's: runs take turns, or one run's return to the old directory
 * would land in the middle of another's (two stylesheets, esbuild loads them at once), and
 * Tailwind would find no config there. Worker threads cannot change it (no `process.chdir`):
 * there, `process.cwd()`, which `path.resolve` and Tailwind's config and `content` lookups call,
 * answers the site folder during the turn; a plugin opening a relative path itself still reads
 * from where docgen runs.
 */
function withSiteCwd<T>(siteDir: string, run: () => Promise<T>): Promise<T> {
  const turn = cwdTurns.then(() => inSiteCwd(siteDir, run));
  cwdTurns = turn.catch(() => undefined);
  return turn;
}

async function inSiteCwd<T>(siteDir: string, run: () => Promise<T>): Promise<T> {
  const before = process.cwd();
  if (before === siteDir) return run();
  if (typeof process.chdir !== 'function' || !isMainThread) return inThreadCwd(siteDir, run);
  try {
    process.chdir(siteDir);
  } catch {
    return run();
  }
  try {
    return await run();
  } finally {
    process.chdir(before);
  }
}

async function inThreadCwd<T>(siteDir: string, run: () => Promise<T>): Promise<T> {
  const own = Object.getOwnPropertyDescriptor(process, 'cwd');
  const cwd = process.cwd;
  process.cwd = () => siteDir;
  try {
    return await run();
  } finally {
    if (own) Object.defineProperty(process, 'cwd', own);
    else process.cwd = cwd;
  }
}

/** The files a plugin says the result depends on (Tailwind: its config and content files). */
function dependencies(messages: { type: string; file?: string; dir?: string; glob?: string }[]): string[] {
  const files = new Set<string>();
  for (const m of messages) {
    if (m.type === 'dependency' && m.file) files.add(path.resolve(m.file));
    else if (m.type === 'dir-dependency' && m.dir && fs.existsSync(m.dir)) {
      const matches = picomatch(m.glob || '**/*', { dot: false });
      for (const entry of fs.readdirSync(m.dir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        const rel = path.relative(m.dir, file).split(path.sep).join('/');
        if (entry.isFile() && !rel.split('/').includes('node_modules') && matches(rel)) files.add(file);
      }
    }
  }
  return [...files].sort();
}

function syntaxError(siteDir: string, error: Error, from: string): PartialMessage {
  if ((error as { name?: string }).name === 'CssSyntaxError') {
    const e = error as CssSyntaxError;
    return {
      text: `PostCSS: ${e.reason}${e.plugin ? ` (${e.plugin})` : ''}`,
      location: { file: e.file ?? from, line: e.line ?? 1, column: Math.max(0, (e.column ?? 1) - 1) },
      detail: {
        why: "The site's PostCSS config runs its plugins over every stylesheet, as Docusaurus' postcss-loader does.",
        fix: 'correct the stylesheet at that line.',
      },
    };
  }
  return {
    text: `PostCSS failed on ${relPosix(siteDir, from)}: ${error.message.split('\n')[0]}`,
    location: { file: from, line: 1, column: 0 },
    detail: {
      why: "The site's PostCSS config runs its plugins over every stylesheet, as Docusaurus' postcss-loader does.",
      fix: 'check the PostCSS config and its plugins (their versions, their options).',
    },
  };
}

/** Directives only a CSS tool understands: left as written, the classes they stand for have no styles. */
const TOOL_DIRECTIVE = /^[ \t]*@(tailwind\s+[\w-]+|apply\s|import\s+["']tailwindcss["']|config\s+["'])/m;

/**
 * Where a stylesheet uses Tailwind's directives (`@tailwind base`, `@apply`, v4's
 * `@import "tailwindcss"`), as a 1-based line and column, for the diagnostic a site without a
 * PostCSS config gets: docgen leaves them as written, and the browser drops them.
 */
export function toolDirectiveAt(css: string): { line: number; column: number; directive: string } | undefined {
  const match = TOOL_DIRECTIVE.exec(css);
  if (!match) return undefined;
  const start = match.index + (match[0].length - match[0].trimStart().length);
  const before = css.slice(0, start);
  const line = before.split('\n').length;
  return {
    line,
    column: start - before.lastIndexOf('\n'),
    directive: `@${match[1]!.trim().split(/\s+/)[0]}`,
  };
}
