import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// The compiled core: workers run dist/pool/worker.js, which a build from the TypeScript sources
// does not have (it renders everything on the main thread).
import { build, type BuildOptions } from '../dist/index.js';
import { MAIN_THREAD_IDLE_FROM, MIN_PAGES_FOR_WORKERS, WorkerPool, workerCount } from '../dist/pool/pool.js';
import { MIN_RENDERS_TO_START_WORKERS } from '../dist/render/misses.js';
import type { BuildJobs, WorkerInit } from '../dist/build/jobs.js';
import { differences } from './support/tree.js';

/** The build's compiled worker, as `Build` starts it. */
const WORKER = fileURLToPath(new URL('../dist/build/worker.js', import.meta.url));

/** Docs per locale: enough pages for the (forced) pool to share markdown and renders with the main thread. */
const DOCS = 40;

let site: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};

/**
 * A sidebar of `docs` docs and a page per doc in both locales (each with its link-preview image);
 * `plain` pages are a title and a line (where only the number of pages counts).
 */
function writeDocs(docs: number, plain = false): void {
  write(
    'sidebars.ts',
    `export default { docs: [${Array.from({ length: docs }, (_, i) => `'doc-${i}'`).join(', ')}] };\n`,
  );
  for (const [locale, dir] of [
    ['fr', 'docs'],
    ['en', 'i18n/en/docs'],
  ] as const) {
    for (let i = 0; i < docs; i++) {
      const next = (i + 1) % docs;
      if (plain) {
        write(`${dir}/doc-${i}.md`, `---\ntitle: Doc ${i} (${locale})\n---\n\nDoc ${i}.\n`);
        continue;
      }
      write(
        `${dir}/doc-${i}.md`,
        `---\ntitle: Doc ${i} (${locale})\nimage: https://img.example.com/doc-${i}.png\n---\n\nIntro of doc ${i}, see [the next one](./doc-${next}.md#section-two).\n\n## Section one\n\n| a | b |\n| - | - |\n| ${i} | ${locale} |\n\n## Section two\n\n\`\`\`js\nconst doc = ${i};\n\`\`\`\n`,
      );
    }
  }
}

// Workers whenever there is work for them (`workerCount` below tests when they start by themselves).
const run = (outDir: string, options: Partial<BuildOptions> = {}) =>
  build({ siteDir: site, outDir: path.join(site, outDir), strict: true, workers: true, ...options });

function makeSite(): void {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-pool-'));
  // The core's own dependencies: its default theme is what the test themes wrap.
  fs.symlinkSync(path.resolve(__dirname, '../node_modules'), path.join(site, 'node_modules'), 'dir');
  // A package.json marks the site's own theme as a package (its files are the theme's fingerprint).
  write('package.json', '{ "name": "pool-site", "private": true, "type": "module" }\n');
  write(
    'docgen.config.ts',
    `export default { title: 'Pool site', url: 'https://pool.example.com', theme: process.env.POOL_THEME ?? '@docgen/theme-default', i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] } };\n`,
  );
  writeDocs(DOCS);
}
// Thousands of output files: on a loaded machine their removal alone can pass vitest's 10 s.
function removeSite(): void {
  delete process.env.POOL_THEME;
  fs.rmSync(site, { recursive: true, force: true });
}

describe('one site built on the pool, then compared', () => {
  // One pooled build (with the cache) serves the three tests below: each compares it another way.
  let pooled: Awaited<ReturnType<typeof run>>;
  let renderJobs: unknown[];
  beforeAll(async () => {
    makeSite();
    const runs = vi.spyOn(WorkerPool.prototype, 'run');
    try {
      pooled = await run('pooled');
      renderJobs = runs.mock.calls.filter(([kind]) => kind === 'render').flatMap(([, jobs]) => jobs);
    } finally {
      runs.mockRestore();
    }
  }, 120_000);
  afterAll(removeSite, 60_000);

  it('are byte for byte the pages the main thread renders alone, with or without the cache', async () => {
    expect(pooled.workers.started).toBe(1);
    expect(pooled.workers.jobs.markdown).toBeGreaterThan(0);
    expect(pooled.workers.jobs.render).toBeGreaterThan(0);
    // Without the cache, the markdown's HTML travels to the worker in its job.
    const uncached = await run('uncached', { cache: false });
    expect(uncached.workers.jobs.render).toBeGreaterThan(0);
    const alone = await run('alone', { workers: false, cache: false });
    expect(alone.workers.started).toBe(0);

    expect(differences(path.join(site, 'alone'), path.join(site, 'pooled'))).toEqual([]);
    expect(differences(path.join(site, 'alone'), path.join(site, 'uncached'))).toEqual([]);
    // Links and anchors the workers scanned are checked as the main thread's are.
    expect(pooled.linksChecked).toBe(alone.linksChecked);
    expect(uncached.linksChecked).toBe(alone.linksChecked);
    expect(fs.readdirSync(path.join(site, 'pooled', 'assets', 'sidebars')).sort()).toEqual(
      fs.readdirSync(path.join(site, 'alone', 'assets', 'sidebars')).sort(),
    );
  }, 120_000);

  it("a render job carries the bundle's URLs, not the bytes of its files", () => {
    // The bundle's assets (every chunk's bytes) went with each job once, and the worker turned
    // them to JSON per job: 40% of its render time at 1,500 pages.
    expect(pooled.workers.jobs.render).toBeGreaterThan(0);
    expect(renderJobs.length).toBeGreaterThan(0);
    for (const job of renderJobs as { bundle: Record<string, unknown> }[]) {
      expect(Object.keys(job.bundle).sort()).toEqual(
        expect.arrayContaining(['headInlineScript', 'modulePreloads', 'scripts', 'stylesheets']),
      );
      expect(job.bundle).not.toHaveProperty('assets');
      expect(JSON.stringify(job.bundle).length).toBeLessThan(4096);
    }
  });

  it('a rebuild of unchanged pages starts no worker and writes the same bytes', async () => {
    const again = await run('second');
    expect(again.workers.started).toBe(0);
    expect(again.cache.misses).toBe(0);
    expect(differences(path.join(site, 'pooled'), path.join(site, 'second'))).toEqual([]);
  }, 120_000);
});

describe('pages rendered on the worker pool', () => {
  beforeEach(makeSite);
  afterEach(removeSite, 60_000);

  it('a broken anchor is reported with its file and line when pages are rendered on the pool', async () => {
    write(
      'i18n/en/docs/doc-7.md',
      '---\ntitle: Doc 7 (en)\n---\n\nSee [nowhere](./doc-8.md#section-three).\n\n## Section two\n',
    );
    await expect(run('broken')).rejects.toMatchObject({
      diagnostics: [
        expect.objectContaining({
          name: 'BrokenAnchor',
          file: 'i18n/en/docs/doc-7.md',
          line: 5,
          message: expect.stringContaining('#section-three'),
        }),
      ],
    });
    expect(fs.existsSync(path.join(site, 'broken'))).toBe(false);
  }, 120_000);

  it("a theme that throws on a worker fails the build with each page's diagnostic, and no worker is left running", async () => {
    write(
      'broken-theme.mjs',
      `import base from '@docgen/theme-default';\nexport default { ...base, renderPage(view, content) { if (view.doc) throw new Error('the theme broke on ' + view.path); return base.renderPage(view, content); } };\n`,
    );
    process.env.POOL_THEME = './broken-theme.mjs';
    await expect(run('themed')).rejects.toSatisfy(
      (error: { diagnostics: { name: string; message: string; file?: string }[] }) => {
        // Every doc page in both locales (and the docs roots showing the first doc), whichever
        // thread rendered it, with its source file.
        expect(
          error.diagnostics.every((d) => d.name === 'InternalError' && /the theme broke on \//.test(d.message)),
        ).toBe(true);
        const files = new Set(error.diagnostics.map((d) => d.file));
        expect(files.size).toBe(DOCS * 2);
        expect([...files]).toEqual(expect.arrayContaining(['docs/doc-0.md', 'i18n/en/docs/doc-39.md']));
        return true;
      },
    );
    expect(fs.existsSync(path.join(site, 'themed'))).toBe(false);
  }, 120_000);

  it('a worker that runs out of its heap is not a failed build: the main thread does its batches', async () => {
    // A heap far too small for the worker to even load the site.
    const pool = new WorkerPool<BuildJobs>(
      WORKER,
      { siteDir: site, options: { strict: true, mode: 'build' }, cache: false } satisfies WorkerInit,
      4,
    );
    const jobs = Array.from({ length: 6 }, (_, i) => ({ paths: [`/docs/doc-${i}`] }));
    const doneBy = new Map<number, string>();
    try {
      await pool.run(
        'markdown',
        jobs,
        2,
        jobs.length,
        async (job) => {
          // Not before the worker has died: the main thread would take every batch back first.
          await vi.waitFor(() => expect(pool.size).toBe(0), { timeout: 30_000 });
          return { pages: [], highlights: [['here', job.paths[0]!]] };
        },
        (batch, result) => {
          expect(doneBy.has(batch)).toBe(false);
          doneBy.set(batch, result.highlights[0]?.[0] ?? 'worker');
        },
      );
      expect(pool.stats.outOfMemory).toBe(1);
      expect([...doneBy.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect([...doneBy.values()].every((by) => by === 'here')).toBe(true);
      // The next stage's run starts no worker: it would run out of memory too.
      await pool.run(
        'markdown',
        jobs.slice(0, 2),
        2,
        2,
        async () => ({ pages: [], highlights: [] }),
        () => undefined,
      );
      expect(pool.stats.started).toBe(1);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it(`from ${MAIN_THREAD_IDLE_FROM} pages the workers do every batch and the main thread only keeps the results`, async () => {
    const pool = new WorkerPool<BuildJobs>(WORKER, {
      siteDir: site,
      options: { strict: true, mode: 'build' },
      cache: false,
    } satisfies WorkerInit);
    const jobs = Array.from({ length: 8 }, (_, i) => ({ paths: [`/docs/doc-${i}`, `/en/docs/doc-${i}`] }));
    const titles: string[] = [];
    let here = 0;
    try {
      await pool.run(
        'markdown',
        jobs,
        2,
        MAIN_THREAD_IDLE_FROM,
        async () => {
          here++;
          return { pages: [], highlights: [] };
        },
        (_, result) => titles.push(...result.pages.map((p) => p.result.title)),
      );
      expect(here).toBe(0);
      expect(pool.stats.started).toBe(2);
      expect(pool.stats.jobs.markdown).toBe(8);
      expect(titles.sort()).toEqual(
        Array.from({ length: 8 }, (_, i) => [`Doc ${i} (en)`, `Doc ${i} (fr)`])
          .flat()
          .sort(),
      );
    } finally {
      await pool.close();
    }
  }, 60_000);

  // Two builds of 810 pages: past 180 s of wall at load 25-30 on the 2-core CI machine.
  it(`a theme change with ${MIN_RENDERS_TO_START_WORKERS} pages or more to render starts workers for the render stage alone`, async () => {
    const docs = Math.ceil(MIN_RENDERS_TO_START_WORKERS / 2) + 5;
    writeDocs(docs, true);
    write('stamped-theme.mjs', `import base from '@docgen/theme-default';\nexport default { ...base };\n`);
    process.env.POOL_THEME = './stamped-theme.mjs';
    await run('first');
    // Only the theme's files change: every page's markdown comes from the cache, no page's render.
    write('stamped-theme.mjs', `import base from '@docgen/theme-default';\n// v2\nexport default { ...base };\n`);
    const rebuilt = await run('second');
    expect(rebuilt.workers.jobs.markdown).toBe(0);
    expect(rebuilt.workers.started).toBe(1);
    expect(rebuilt.workers.jobs.render).toBeGreaterThan(0);
    expect(rebuilt.cache.hits).toBeGreaterThanOrEqual(docs * 2);
    expect(differences(path.join(site, 'first'), path.join(site, 'second'))).toEqual([]);
  }, 300_000);
});

describe('a site under the page count for workers, with slow pages', () => {
  beforeEach(makeSite);
  afterEach(removeSite, 60_000);

  it('hands the rest of its pages to a worker once their pace says it pays, to the same bytes', async () => {
    // A remark plugin that takes SLOW_MS of CPU a page (a plugin running its own highlighter):
    // 80 pages, well under MIN_PAGES_FOR_WORKERS, ~20 s on one thread (a site that loads in over
    // 3 s, a machine loaded beyond that, would keep them: START_COSTS).
    write(
      'docgen.config.ts',
      `const slow = () => () => { const until = performance.now() + Number(process.env.SLOW_MS ?? 0); while (performance.now() < until); };
export default { title: 'Pool site', url: 'https://pool.example.com', i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] }, plugins: [{ name: 'slow', markdown: { remarkPlugins: [slow] } }] };\n`,
    );
    expect(2 * DOCS).toBeLessThan(MIN_PAGES_FOR_WORKERS);
    process.env.SLOW_MS = '250';
    let handed: Awaited<ReturnType<typeof run>>;
    try {
      handed = await run('handed', { workers: undefined, cache: false });
    } finally {
      delete process.env.SLOW_MS;
    }
    const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
    expect((handed.workers.jobs.markdown ?? 0) > 0).toBe(cores >= 2);
    expect(handed.workers.jobs.render ?? 0).toBe(0);
    const alone = await run('alone', { workers: false, cache: false });
    expect(differences(path.join(site, 'alone'), path.join(site, 'handed'))).toEqual([]);
    expect(handed.linksChecked).toBe(alone.linksChecked);
  }, 120_000);
});

describe('workerCount: workers start when they pay for their start', () => {
  afterEach(() => vi.restoreAllMocks());
  const cores = (n: number) => vi.spyOn(os, 'availableParallelism').mockReturnValue(n);

  it(`from ${MIN_PAGES_FOR_WORKERS} pages of work, one worker per core beside the main thread (4 threads at most)`, () => {
    cores(2);
    expect(workerCount(MIN_PAGES_FOR_WORKERS - 1)).toBe(0);
    expect(workerCount(MIN_PAGES_FOR_WORKERS)).toBe(2);
    expect(workerCount(5000)).toBe(2);
    cores(8);
    expect(workerCount(MIN_PAGES_FOR_WORKERS)).toBe(2);
    expect(workerCount(5000)).toBe(4);
    cores(1);
    expect(workerCount(5000)).toBe(0);
  });

  it('forced (workers: true), whenever there are two pages of work', () => {
    cores(2);
    expect(workerCount(1, undefined, true)).toBe(0);
    expect(workerCount(2, undefined, true)).toBe(2);
  });

  it(`the render stage alone waits for ${MIN_RENDERS_TO_START_WORKERS} pages`, () => {
    cores(2);
    expect(workerCount(MIN_RENDERS_TO_START_WORKERS - 1, MIN_RENDERS_TO_START_WORKERS)).toBe(0);
    expect(workerCount(MIN_RENDERS_TO_START_WORKERS, MIN_RENDERS_TO_START_WORKERS)).toBe(2);
  });
});
