import { execFile, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The published packages work outside the monorepo: every package is packed (`pnpm pack`, which
 * replaces `workspace:` ranges), the tarballs are installed into a fresh folder under the OS temp
 * folder (pnpm's strict node_modules: an import missing from `dependencies` fails), and the
 * installed `docgen` binary builds `examples/minimal` and a `docgen init` starter there.
 *
 * Needs `pnpm build` first (the README's test command does it) and pnpm on the PATH; the
 * third-party dependencies come from pnpm's store or the registry. Slow: one install.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Packed {
  dir: string;
  name: string;
  version: string;
  tarball: string;
  files: string[];
  manifest: Record<string, any>;
}

const REQUIRED = [
  'packages/shared',
  'packages/diagnostics',
  'packages/config',
  'packages/markdown',
  'packages/client',
  'themes/default',
  'packages/core',
  'packages/server',
  'packages/dev',
  'packages/cli',
];
/** Plugins: packed when built. */
const OPTIONAL = ['packages/plugin-openapi', 'packages/plugin-search'];

/** Files each tarball must hold (beyond package.json). */
const MUST_SHIP: Record<string, string[]> = {
  '@docgen/shared': ['README.md', 'dist/index.js', 'dist/index.d.ts'],
  '@docgen/core': ['README.md', 'dist/index.js', 'dist/index.d.ts'],
  '@docgen/cli': [
    'README.md',
    'dist/bin.js',
    'dist/commands/init.js',
    'templates/starter/docgen.config.ts',
    'templates/starter/sidebars.ts',
    'templates/starter/pages/index.md',
    'templates/starter/_gitignore',
  ],
  '@docgen/client': ['README.md', 'dist/main.js', 'dist/head-inline.js'],
  '@docgen/diagnostics': ['README.md', 'dist/index.js', 'dist/index.d.ts'],
  '@docgen/config': ['README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/schema-entry.js'],
  '@docgen/markdown': ['README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/vendor/unified.js'],
  '@docgen/server': ['README.md', 'dist/index.js', 'dist/index.d.ts'],
  '@docgen/dev': ['README.md', 'dist/index.js', 'dist/index.d.ts'],
  '@docgen/theme-default': [
    'README.md',
    'dist/index.js',
    'dist/index.d.ts',
    'css/tokens.css',
    'i18n/en.json',
    'i18n/fr.json',
    'i18n/id.json',
  ],
  '@docgen/plugin-openapi': ['README.md', 'dist/index.js', 'dist/index.d.ts'],
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-pack-'));
afterAll(() => {
  if (!process.env.DOCGEN_KEEP_PACK_TEST) fs.rmSync(work, { recursive: true, force: true });
});

/** The environment of the nested pnpm: the outer pnpm run's script variables removed. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (
      /^(npm_package_|npm_lifecycle_|npm_command$|npm_config_frozen_lockfile$|PNPM_PACKAGE_NAME$|PNPM_SCRIPT_SRC_DIR$|INIT_CWD$)/i.test(
        key,
      )
    )
      continue;
    env[key] = value;
  }
  return { ...env, NO_COLOR: '1', CI: 'true' };
}

function run(cmd: string, args: string[], cwd: string, timeout = 300_000): SpawnSyncReturns<string> {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: cleanEnv(), timeout, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
}

function transcript(result: SpawnSyncReturns<string>): string {
  return `[exit ${result.status}]\n[stdout]\n${result.stdout}\n[stderr]\n${result.stderr}`;
}

/** Reads one file of a .tgz (ustar) without a tar binary. */
function readFromTarball(tarball: string, wanted: string): string | undefined {
  const tar = gunzipSync(fs.readFileSync(tarball));
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    const full = prefix ? `${prefix}/${name}` : name;
    if (full === wanted) return tar.subarray(offset + 512, offset + 512 + size).toString('utf8');
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

/** Bare module specifiers a shipped file loads at run time (type-only imports left out). */
function runtimeImports(code: string): string[] {
  const found = new Set<string>();
  const re =
    /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\sfrom\s*)?['"]([^'"./][^'"]*)['"]|import\(\s*['"]([^'"./][^'"]*)['"]\s*\)|require(?:\.resolve)?\(\s*['"]([^'"./][^'"]*)['"]\s*\)/g;
  for (const m of code.matchAll(re)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    // Only what npm could install: a template (`${specifier}`) or code inside a string is not an import.
    if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w./-]*)?$/i.test(spec)) continue;
    if (spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0]!)) continue;
    found.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
  }
  return [...found];
}

/** `run`, without blocking the test's thread: packs run side by side. */
function runAsync(cmd: string, args: string[], cwd: string, timeout = 300_000): Promise<SpawnSyncReturns<string>> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      cmd,
      args,
      { cwd, encoding: 'utf8', env: cleanEnv(), timeout, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // Not started, or ended by the timeout: thrown, as `run` throws spawnSync's error.
        if (error && typeof error.code !== 'number') return reject(error);
        resolve({
          pid: child.pid ?? 0,
          output: [null, stdout, stderr],
          stdout,
          stderr,
          status: child.exitCode,
          signal: child.signalCode,
        });
      },
    );
  });
}

async function pack(dir: string, dest: string): Promise<Packed> {
  const result = await runAsync('pnpm', ['pack', '--json', '--pack-destination', dest], path.join(root, dir));
  expect(result.status, `pnpm pack in ${dir}\n${transcript(result)}`).toBe(0);
  const json = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
    name: string;
    version: string;
    filename: string;
    files: { path: string }[];
  };
  const manifestText = readFromTarball(json.filename, 'package/package.json');
  expect(manifestText, `${json.filename} has a package.json`).toBeDefined();
  return {
    dir,
    name: json.name,
    version: json.version,
    tarball: json.filename,
    files: json.files.map((f) => f.path),
    manifest: JSON.parse(manifestText!),
  };
}

describe('packed tarballs', () => {
  const packs: Packed[] = [];
  const tarballs = path.join(work, 'tarballs');
  const site = path.join(work, 'site');

  it('pack every package with complete metadata, no workspace: ranges, and every runtime import declared', async () => {
    fs.mkdirSync(tarballs, { recursive: true });
    const dirs: string[] = [];
    for (const dir of REQUIRED) {
      const entry = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
        bin?: Record<string, string>;
        exports?: Record<string, unknown>;
      };
      const built = entry.bin
        ? Object.values(entry.bin)[0]!
        : dir === 'packages/client'
          ? 'dist/main.js'
          : 'dist/index.js';
      expect(fs.existsSync(path.join(root, dir, built)), `${dir}/${built} is missing: run \`pnpm build\` first`).toBe(
        true,
      );
      dirs.push(dir);
    }
    for (const dir of OPTIONAL) {
      if (fs.existsSync(path.join(root, dir, 'dist/index.js'))) dirs.push(dir);
    }
    // Two `pnpm pack` at a time (12 packs of ~1.1 s each, one after another, left a core idle: the
    // serial group runs this file alone); the packs keep their order.
    for (let at = 0; at < dirs.length; at += 2)
      packs.push(...(await Promise.all(dirs.slice(at, at + 2).map((dir) => pack(dir, tarballs)))));
    const versions = new Map(packs.map((p) => [p.name, p.version]));

    for (const p of packs) {
      const m = p.manifest;
      const raw = JSON.stringify(m);
      expect(raw, `${p.name}: a workspace: range leaked into the packed package.json`).not.toContain('workspace:');
      expect(m.license, `${p.name}: license`).toBe('MIT');
      expect(m.repository?.url, `${p.name}: repository`).toBeTruthy();
      expect(m.engines?.node, `${p.name}: engines.node`).toBe('>=20.19');
      expect(m.type, `${p.name}: type`).toBe('module');
      expect(m.exports?.['./package.json'], `${p.name}: exports ./package.json`).toBe('./package.json');
      for (const file of MUST_SHIP[p.name] ?? []) expect(p.files, `${p.name} ships ${file}`).toContain(file);
      // Every export target and the types entry exist in the tarball.
      for (const [key, target] of Object.entries(m.exports as Record<string, unknown>)) {
        const targets = typeof target === 'string' ? [target] : Object.values(target as Record<string, string>);
        for (const t of targets) {
          if (t.includes('*')) {
            const prefix = t.slice(2, t.indexOf('*'));
            expect(
              p.files.some((f) => f.startsWith(prefix)),
              `${p.name}: exports["${key}"] matches shipped files`,
            ).toBe(true);
          } else if (t !== './package.json') {
            expect(p.files, `${p.name}: exports["${key}"] → ${t}`).toContain(t.slice(2));
          }
        }
      }
      if (m.types) expect(p.files, `${p.name}: types`).toContain(String(m.types).replace(/^\.\//, ''));
      for (const bin of Object.values((m.bin ?? {}) as Record<string, string>))
        expect(p.files).toContain(bin.replace(/^\.\//, ''));
      // @docgen/* ranges point at the versions being packed.
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
        for (const [dep, range] of Object.entries((m[field] ?? {}) as Record<string, string>)) {
          if (dep.startsWith('@docgen/'))
            expect(range, `${p.name} ${field}.${dep}`).toBe(`^${versions.get(dep) ?? m.version}`);
        }
      }
      // Every bare import of the shipped code is a declared dependency.
      const declared = new Set([
        ...Object.keys(m.dependencies ?? {}),
        ...Object.keys(m.peerDependencies ?? {}),
        ...Object.keys(m.optionalDependencies ?? {}),
        p.name,
      ]);
      const shipped = p.files.filter((f) => f.startsWith('dist/') && f.endsWith('.js'));
      const missing = new Set<string>();
      for (const f of shipped) {
        for (const dep of runtimeImports(fs.readFileSync(path.join(root, p.dir, f), 'utf8')))
          if (!declared.has(dep)) missing.add(`${dep} (${f})`);
      }
      expect([...missing], `${p.name}: imports missing from dependencies`).toEqual([]);
    }
    // The build resolves these at run time from @docgen/core, not through imports.
    const core = packs.find((p) => p.name === '@docgen/core')!;
    expect(Object.keys(core.manifest.dependencies)).toEqual(
      expect.arrayContaining(['@docgen/client', '@docgen/shared']),
    );
    expect(packs.find((p) => p.name === '@docgen/cli')!.manifest.bin).toEqual({ docgen: './dist/bin.js' });
  }, 300_000);

  it('install the tarballs outside the workspace and build examples/minimal and a docgen init starter with the installed docgen', () => {
    expect(packs.length, 'the packing test ran').toBeGreaterThanOrEqual(REQUIRED.length);
    fs.mkdirSync(site, { recursive: true });
    const spec = (p: Packed) => `file:${p.tarball}`;
    const byName = Object.fromEntries(packs.map((p) => [p.name, p]));
    const direct = [
      '@docgen/cli',
      '@docgen/config',
      ...(byName['@docgen/plugin-openapi'] ? ['@docgen/plugin-openapi'] : []),
    ];
    const pkg = {
      name: 'docgen-pack-test-site',
      private: true,
      type: 'module',
      scripts: { build: 'docgen build --strict' },
      dependencies: Object.fromEntries(direct.map((name) => [name, spec(byName[name]!)])),
      pnpm: {
        // Transitive @docgen/* dependencies come from the tarballs too, never from a registry.
        overrides: Object.fromEntries(packs.map((p) => [p.name, spec(p)])),
        onlyBuiltDependencies: ['esbuild'],
      },
    };
    fs.writeFileSync(path.join(site, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    const install = run('pnpm', ['install', '--no-frozen-lockfile', '--reporter=append-only'], site, 480_000);
    expect(install.status, `pnpm install in ${site}\n${transcript(install)}`).toBe(0);

    // Everything resolves inside the new folder: nothing leaks from the workspace.
    const resolve = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        [
          "import { createRequire } from 'node:module';",
          "import path from 'node:path';",
          "const site = createRequire(path.resolve('package.json'));",
          "const cli = createRequire(site.resolve('@docgen/cli/package.json'));",
          "const core = createRequire(cli.resolve('@docgen/core/package.json'));",
          "console.log(JSON.stringify([site.resolve('@docgen/config'), site.resolve('@docgen/cli/package.json'), cli.resolve('@docgen/theme-default'), core.resolve('@docgen/client/package.json'), core.resolve('@docgen/shared')]));",
        ].join('\n'),
      ],
      site,
    );
    expect(resolve.status, transcript(resolve)).toBe(0);
    const realSite = fs.realpathSync(site);
    for (const file of JSON.parse(resolve.stdout) as string[])
      expect(fs.realpathSync(file).startsWith(`${realSite}${path.sep}`), `${file} is inside ${realSite}`).toBe(true);

    const docgen = path.join(site, 'node_modules', '.bin', 'docgen');
    expect(fs.existsSync(docgen), 'node_modules/.bin/docgen').toBe(true);
    const version = run(docgen, ['--version'], site);
    expect(version.status, transcript(version)).toBe(0);
    expect(version.stdout.trim()).toBe(byName['@docgen/cli']!.version);

    // examples/minimal, as a user's site: its files, the installed packages.
    const example = path.join(root, 'examples', 'minimal');
    for (const entry of fs.readdirSync(example)) {
      if (['package.json', 'node_modules', 'build', '.docgen'].includes(entry)) continue;
      fs.cpSync(path.join(example, entry), path.join(site, entry), { recursive: true });
    }
    const built = run(docgen, ['build', '--strict'], site);
    expect(built.status, `docgen build --strict\n${transcript(built)}`).toBe(0);
    expect(built.stdout).toMatch(/built \d+ pages/);
    expect(fs.existsSync(path.join(site, 'build', 'index.html')), 'build/index.html').toBe(true);
    expect(fs.existsSync(path.join(site, 'build', 'docs', 'intro', 'index.html')), 'build/docs/intro/index.html').toBe(
      true,
    );
    expect(fs.existsSync(path.join(site, 'build', '404.html')), 'build/404.html').toBe(true);
    const intro = fs.readFileSync(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(intro).toMatch(
      /<link[^>]+rel="stylesheet"[^>]+href="\/assets\/css\/[^"]+\.css"|href="\/assets\/css\/[^"]+\.css"[^>]+rel="stylesheet"/,
    );
    expect(intro).toMatch(/<script[^>]+src="\/assets\/js\/main-[^"]+\.js"/);

    // The starter of `docgen init` ships in the tarball and builds with the installed packages.
    const init = run(docgen, ['init', 'starter'], site);
    expect(init.status, `docgen init starter\n${transcript(init)}`).toBe(0);
    const starterPkg = JSON.parse(fs.readFileSync(path.join(site, 'starter', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(starterPkg.dependencies['@docgen/cli']).toBe(`^${byName['@docgen/cli']!.version}`);
    expect(starterPkg.dependencies['@docgen/config']).toBe(`^${byName['@docgen/config']!.version}`);
    const starter = run(docgen, ['build', 'starter', '--strict'], site);
    expect(starter.status, `docgen build starter --strict\n${transcript(starter)}`).toBe(0);
    expect(fs.existsSync(path.join(site, 'starter', 'build', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'starter', 'build', 'docs', 'getting-started', 'index.html'))).toBe(true);

    if (byName['@docgen/plugin-openapi']) {
      const load = run(
        process.execPath,
        ['--input-type=module', '-e', "await import('@docgen/plugin-openapi');"],
        site,
      );
      expect(load.status, `import('@docgen/plugin-openapi')\n${transcript(load)}`).toBe(0);
    }
  }, 600_000);
});
