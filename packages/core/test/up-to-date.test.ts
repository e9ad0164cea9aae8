import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, type BuildOptions } from '../src/index.js';
import { surelyBuilds } from '../src/build/build-if-changed.js';
import { listTree } from '../src/util/file-stats.js';

// `docgen build` stops after loading the config when the output is what the last build left
// and nothing that build read has changed. Each case below changes one input (or the output)
// and expects a real build; the first case expects none.

let site: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
const run = (options: Partial<BuildOptions> = {}) => buildIfChanged({ siteDir: site, workers: false, ...options });
const fresh = async (options: Partial<BuildOptions> = {}) => 'upToDate' in (await run(options));

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-fresh-'));
  fs.symlinkSync(path.resolve(__dirname, '../../../content/node_modules'), path.join(site, 'node_modules'), 'dir');
  write(
    'docgen.config.ts',
    `import { keyed } from './plugin';\nexport default { title: 'Fresh site', plugins: [keyed()] };\n`,
  );
  write(
    'plugin.ts',
    `export const keyed = () => ({ name: 'keyed', cacheKey: () => process.env.DOCGEN_TEST_PLUGIN_KEY ?? 'one' });\n`,
  );
  write('sidebars.ts', `export default { docs: ['intro', 'guide'] };\n`);
  write('docs/intro.md', '---\ntitle: Intro\n---\nIntro. See [guide](./guide.md).\n\n```klingon\nqapla\n```\n');
  write('docs/guide.md', '---\ntitle: Guide\n---\nGuide.\n');
  write('static/robots.txt', 'User-agent: *\n');
});
afterEach(() => {
  delete process.env.DOCGEN_TEST_PLUGIN_KEY;
  fs.rmSync(site, { recursive: true, force: true });
});

describe('a build with nothing changed', () => {
  it('stops after the config, touches no output file, and reports the last build again, warnings included', async () => {
    const first = await run();
    expect('upToDate' in first).toBe(false);
    const output = listTree(path.join(site, 'build'));
    const second = await run();
    if (!('upToDate' in second)) throw new Error('expected the second build to find the output up to date');
    expect(second.timings.map((t) => t.stage)).toEqual(['config']);
    expect(listTree(path.join(site, 'build'))).toEqual(output);
    expect(second.summary.pagesPerLocale).toEqual(first.pagesPerLocale);
    expect(second.summary.diagnostics.map((d) => d.name)).toEqual(['UnknownCodeLanguage']);
    expect(second.summary.output.files).toBe(output.length);
  });
});

describe('what makes it build again', () => {
  const cases: [string, () => void][] = [
    ['a page edited', () => write('docs/guide.md', '---\ntitle: Guide\n---\nGuide, edited.\n')],
    ['a page added', () => write('docs/more.md', '# More\n')],
    [
      'a page removed',
      () => {
        fs.rmSync(path.join(site, 'docs/guide.md'));
        write('sidebars.ts', `export default { docs: ['intro'] };\n`);
        write('docs/intro.md', '---\ntitle: Intro\n---\nIntro.\n');
      },
    ],
    [
      'the config',
      () =>
        write(
          'docgen.config.ts',
          `import { keyed } from './plugin';\nexport default { title: 'Renamed', plugins: [keyed()] };\n`,
        ),
    ],
    ['a file the config imports', () => write('plugin.ts', `export const keyed = () => ({ name: 'keyed-2' });\n`)],
    ["a plugin's cache key", () => (process.env.DOCGEN_TEST_PLUGIN_KEY = 'two')],
    ['the sidebar', () => write('sidebars.ts', `export default { docs: ['guide', 'intro'] };\n`)],
    ['a static file added', () => write('static/humans.txt', 'Us.\n')],
    ['a static file removed', () => fs.rmSync(path.join(site, 'static/robots.txt'))],
    [
      'a theme override',
      () => write('theme/Footer.tsx', `export default function Footer() { return <footer>Custom</footer>; }\n`),
    ],
    ['a UI string', () => write('i18n/en/theme.json', '{}\n')],
    ['an output file removed', () => fs.rmSync(path.join(site, 'build/docs/guide/index.html'))],
    [
      'an output file edited',
      () => fs.appendFileSync(path.join(site, 'build/docs/guide/index.html'), '<!-- edited -->'),
    ],
    ['a file added to the output', () => fs.writeFileSync(path.join(site, 'build/stray.txt'), 'x')],
    ['the output folder removed', () => fs.rmSync(path.join(site, 'build'), { recursive: true })],
    ['the stamp removed', () => fs.rmSync(path.join(site, '.docgen/output'), { recursive: true })],
  ];
  for (const [what, change] of cases) {
    it(`${what}`, async () => {
      await run();
      expect(await fresh()).toBe(true);
      change();
      expect(await fresh()).toBe(false);
      expect(await fresh()).toBe(true); // and the build it made is recorded in its turn
    });
  }

  it('other options (strict, locales, output folder) are other builds', async () => {
    await run();
    expect(await fresh({ locales: ['en'] })).toBe(false);
    expect(await fresh({ outDir: path.join(site, 'elsewhere') })).toBe(false);
    expect(await fresh({ outDir: path.join(site, 'elsewhere') })).toBe(true);
    // Strict turns the unknown language's warning into an error: it fails, every time.
    await expect(run({ strict: true })).rejects.toThrow(/UnknownCodeLanguage|unknown/);
    await expect(run({ strict: true })).rejects.toThrow(/UnknownCodeLanguage|unknown/);
  });

  it('--no-cache always builds, and leaves no stamp to trust', async () => {
    expect(await fresh({ cache: false })).toBe(false);
    expect(await fresh({ cache: false })).toBe(false);
    expect(await fresh()).toBe(false);
  });

  it('a file saved while the build ran makes the next one build', async () => {
    await run({
      onStage: (stage, state) => {
        if (stage === 'render' && state === 'start')
          write('docs/guide.md', '---\ntitle: Guide\n---\nSaved during the build.\n');
      },
    });
    expect(await fresh()).toBe(false);
    expect(fs.readFileSync(path.join(site, 'build/docs/guide/index.html'), 'utf8')).toContain(
      'Saved during the build.',
    );
  });

  it('a failed build keeps the last good output, and the next run builds', async () => {
    await run();
    write('docs/guide.md', '---\ntitle: Guide\n---\n[broken](./nowhere.md)\n');
    await expect(run()).rejects.toThrow();
    write('docs/guide.md', '---\ntitle: Guide\n---\nGuide.\n');
    // The output is the one from before the failure, but the inputs' stats changed: it builds.
    expect(await fresh()).toBe(false);
    expect(await fresh()).toBe(true);
  });
});

describe('the pipeline loaded with the config', () => {
  it('when no stamp can make the build stop early: a first build, no cache, a check', async () => {
    expect(surelyBuilds(site, { siteDir: site })).toBe(true);
    expect(surelyBuilds(site, { siteDir: site, cache: false })).toBe(true);
    expect(surelyBuilds(site, { siteDir: site, dryRun: true })).toBe(true);
    await run();
    expect(surelyBuilds(site, { siteDir: site })).toBe(false);
    // Another output folder has no stamp yet; a locale build finds its folder from the config.
    expect(surelyBuilds(site, { siteDir: site, outDir: path.join(site, 'elsewhere') })).toBe(true);
    expect(surelyBuilds(site, { siteDir: site, locales: ['en'] })).toBe(false);
  });
});
