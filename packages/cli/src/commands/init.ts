import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DOCGEN_VERSION, EXIT, formatDiagnostics, type Diagnostic } from '@docgen/core';
import { createOutput } from '../output.js';
import { guarded } from '../run.js';

const require = createRequire(import.meta.url);

/** The starter site copied by `docgen init` (shipped in the package's `templates/`). */
export const STARTER_DIR = fileURLToPath(new URL('../../templates/starter/', import.meta.url));

/** Template files whose name npm would drop or act on are stored under another name. */
const RENAMES: Record<string, string> = { _gitignore: '.gitignore' };

/** Entries that do not make a folder "non-empty". */
const IGNORED_ENTRIES = new Set(['.git', '.DS_Store', 'Thumbs.db']);

export interface InitOptions {
  force?: boolean;
}

/**
 * `docgen init [dir]`: writes a starter site (config, sidebar, docs, landing page, package.json)
 * that builds at once. Refuses a non-empty folder unless `--force`.
 */
export async function runInit(dir: string, opts: InitOptions): Promise<number> {
  const output = createOutput();
  return guarded(output, async () => init(dir, opts, output.color));
}

async function init(dir: string, opts: InitOptions, color: boolean): Promise<number> {
  const target = path.resolve(dir);
  const shown = displayPath(dir);

  if (fs.existsSync(target) && !fs.statSync(target).isDirectory()) {
    return fail(color, {
      where: shown,
      message: `"${shown}" is a file, not a folder.`,
      why: 'docgen init writes a new site into a folder.',
      fix: `pick another name, e.g. \`docgen init ${shown}-docs\`.`,
    });
  }
  const existing = fs.existsSync(target)
    ? fs
        .readdirSync(target)
        .filter((e) => !IGNORED_ENTRIES.has(e))
        .sort()
    : [];
  if (existing.length > 0 && !opts.force) {
    const listed = existing.slice(0, 3).join(', ') + (existing.length > 3 ? ', …' : '');
    return fail(color, {
      where: shown,
      message: `The folder "${shown}" is not empty (${existing.length} ${existing.length === 1 ? 'entry' : 'entries'}: ${listed}).`,
      why: 'docgen init never overwrites files unless told to.',
      fix: `create the site in a new folder (\`docgen init ${dir === '.' ? 'my-docs' : `${shown}-site`}\`), or pass --force to write the starter files into this one (files with the same names are replaced).`,
    });
  }

  const files = listFiles(STARTER_DIR).map((rel) => ({
    rel,
    outRel: rel
      .split('/')
      .map((seg) => RENAMES[seg] ?? seg)
      .join('/'),
  }));
  // With --force, a file where the starter needs a folder (or the reverse) stops init before it writes anything.
  for (const { outRel } of files) {
    const segments = outRel.split('/');
    for (let i = 1; i <= segments.length; i++) {
      const partial = segments.slice(0, i).join('/');
      const full = path.join(target, partial);
      if (!fs.existsSync(full)) break;
      const wantsDir = i < segments.length;
      if (fs.statSync(full).isDirectory() !== wantsDir) {
        return fail(color, {
          where: `${shown}/${partial}`,
          message: `"${shown}/${partial}" is a ${wantsDir ? 'file' : 'folder'} where the starter site needs a ${wantsDir ? 'folder' : 'file'}.`,
          why: 'docgen init --force replaces files of the starter site, never a folder by a file or a file by a folder.',
          fix: `move "${shown}/${partial}" away, or create the site in a new folder.`,
        });
      }
    }
  }

  const written: string[] = [];
  for (const { rel, outRel } of files) {
    const out = path.join(target, outRel);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.copyFileSync(path.join(STARTER_DIR, rel), out);
    written.push(outRel);
  }
  writePackageJson(target);
  written.push('package.json');

  const cd = path.relative(process.cwd(), target);
  const steps = [
    ...(cd ? [`cd ${/\s/.test(cd) ? JSON.stringify(cd) : cd}`] : []),
    'npm install        # or pnpm install',
    'npm run build      # → build/ (docgen build --strict)',
    'npm run serve      # dev server on http://127.0.0.1:3000/',
  ];
  process.stdout.write(
    [
      `Created a docgen site in ${cd || '.'}${cd ? '/' : ''} (${written.length} files).`,
      '',
      'Next steps:',
      ...steps.map((s) => `  ${s}`),
      '',
      'Then edit docs/ and sidebars.ts, and set url in docgen.config.ts before you deploy.',
      '',
    ].join('\n'),
  );
  return EXIT.ok;
}

/** The site's package.json, depending on the running docgen's versions; an existing one (--force) is merged into. */
function writePackageJson(target: string): void {
  const file = path.join(target, 'package.json');
  const cliVersion = (require('../../package.json') as { version: string }).version;
  let pkg: Record<string, unknown> = {};
  if (fs.existsSync(file)) {
    try {
      pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      pkg = {};
    }
  }
  const base = {
    name: packageName(path.basename(target)),
    private: true,
    version: '0.1.0',
    type: 'module',
  };
  const merged = {
    ...base,
    ...pkg,
    scripts: {
      ...(pkg.scripts as Record<string, string> | undefined),
      build: 'docgen build --strict',
      check: 'docgen check',
      serve: 'docgen serve',
    },
    dependencies: {
      ...(pkg.dependencies as Record<string, string> | undefined),
      '@docgen/cli': `^${cliVersion}`,
      '@docgen/config': `^${DOCGEN_VERSION}`,
    },
    engines: { node: '>=20.19', ...(pkg.engines as Record<string, string> | undefined) },
  };
  fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
}

function packageName(folder: string): string {
  const name = folder
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[-]+$/g, '');
  return name || 'my-docs';
}

/** Files below `root` (relative, POSIX), sorted. */
function listFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function displayPath(dir: string): string {
  return dir.replace(/\\/g, '/').replace(/\/+$/, '') || '.';
}

function fail(color: boolean, d: Omit<Diagnostic, 'name' | 'severity'>): number {
  // `SiteDirNotEmpty` is reported like every other diagnostic (usage class: exit 2).
  const diagnostic: Diagnostic = { name: 'SiteDirNotEmpty', severity: 'error', ...d };
  process.stderr.write(formatDiagnostics([diagnostic], { color }));
  return EXIT.usage;
}
