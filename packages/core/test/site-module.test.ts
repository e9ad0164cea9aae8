import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DocgenError } from '@docgen/diagnostics';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteModule } from '../src/util/load-module.js';
import { thrownInSite } from '../src/util/module-error.js';

/**
 * A site's config, sidebars and pages are compiled into `<site>/.docgen/modules/` with an inline
 * source map: it must name the site's files so that Node, vitest and debuggers find them from
 * the compiled module, and where code threw is reported at the site's file:line:column.
 */
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-site-module-'));
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

function write(rel: string, text: string): string {
  const file = path.join(siteDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

function sourceMapOf(compiled: string): { sources: string[] } {
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(
    fs.readFileSync(compiled, 'utf8'),
  );
  expect(inline, 'an inline source map').not.toBeNull();
  return JSON.parse(Buffer.from(inline![1]!, 'base64').toString('utf8')) as { sources: string[] };
}

describe('a site module compiled by docgen', () => {
  it("names the site's files in its source map relative to the compiled module", async () => {
    write('lib/title.ts', "export const title = 'Shop';\n");
    const file = write('docgen.config.ts', "import { title } from './lib/title';\nexport default { title };\n");
    const { outFile, module } = await loadSiteModule<{ default: { title: string } }>({
      siteDir,
      file,
      syntaxError: 'ConfigSyntaxError',
      runtimeError: 'ConfigRuntimeError',
    });
    expect(module.default.title).toBe('Shop');
    const { sources } = sourceMapOf(outFile);
    expect(sources.map((s) => path.resolve(path.dirname(outFile), s)).sort()).toEqual(
      [file, path.join(siteDir, 'lib/title.ts')].sort(),
    );
  });

  it('is compiled again for another docgen installation', async () => {
    // Two installations (`resolveFrom`) whose `@docgen/*` differ: the compiled module imports one by its path.
    const installs = ['a', 'b'].map((name) => {
      const dir = path.join(siteDir, `install-${name}`);
      write(`install-${name}/package.json`, '{}\n');
      write(
        `install-${name}/node_modules/@docgen/probe/package.json`,
        '{ "name": "@docgen/probe", "main": "index.mjs" }\n',
      );
      write(`install-${name}/node_modules/@docgen/probe/index.mjs`, `export const from = '${name}';\n`);
      return dir;
    });
    const file = write('probe.config.ts', "import { from } from '@docgen/probe';\nexport default { from };\n");
    const load = (dir: string) =>
      loadSiteModule<{ default: { from: string } }>({
        siteDir,
        file,
        syntaxError: 'ConfigSyntaxError',
        runtimeError: 'ConfigRuntimeError',
        resolveFrom: [dir],
      });
    expect((await load(installs[0]!)).module.default.from).toBe('a');
    expect((await load(installs[1]!)).module.default.from).toBe('b');
  });

  it('that throws while loaded is reported at the line and column that threw', async () => {
    const file = write('sidebars.ts', 'const items = undefined;\n\nexport default { docs: items.map(String) };\n');
    const error = await loadSiteModule({
      siteDir,
      file,
      syntaxError: 'InvalidSidebars',
      runtimeError: 'InvalidSidebars',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).diagnostics).toMatchObject([
      { name: 'InvalidSidebars', file: 'sidebars.ts', line: 3, column: 30 },
    ]);
  });

  it('that throws later (a plugin hook, a page rendering) is found in the stack at its line', async () => {
    const file = write(
      'plugins/words.ts',
      "export function count(text: string): number {\n  if (!text) throw new Error('nothing to count');\n  return text.split(' ').length;\n}\n",
    );
    const { module } = await loadSiteModule<{ count: (t: string) => number }>({
      siteDir,
      file,
      syntaxError: 'ConfigSyntaxError',
      runtimeError: 'ConfigRuntimeError',
    });
    let thrown: unknown;
    try {
      module.count('');
    } catch (error) {
      thrown = error;
    }
    expect(thrownInSite(thrown, siteDir)).toEqual({ file: 'plugins/words.ts', line: 2, column: 20 });
    expect(thrownInSite(new Error('docgen itself'), siteDir)).toBeUndefined();
  });
});

describe('a site module compiled by several threads at once', () => {
  it('is read whole by every thread (the workers of a build load the same config together)', async () => {
    const { Worker } = await import('node:worker_threads');
    // The compiled core: worker threads cannot load the TypeScript sources.
    const loader = new URL('../dist/util/load-module.js', import.meta.url).href;
    // The same threads for every round, each loading docgen once: a thread started per load spent
    // the test's time importing docgen and starting esbuild (64 times), and the loads of a round
    // began seconds apart on a loaded machine, most after the first had written the module.
    // Started by one message, the threads of a round compile and write the same module together.
    const workers = Array.from(
      { length: 8 },
      () =>
        new Worker(
          `import { workerData, parentPort } from 'node:worker_threads';
           const { loadSiteModule } = await import(workerData.loader);
           parentPort.on('message', async ({ siteDir, file }) => {
             const { module } = await loadSiteModule({ siteDir, file, syntaxError: 'ConfigSyntaxError', runtimeError: 'ConfigRuntimeError' });
             parentPort.postMessage(module.default?.title ?? null);
           });
           parentPort.postMessage('ready');`,
          { eval: true, workerData: { loader } },
        ),
    );
    /** The next message of each thread; a thread that fails or ends fails the test rather than leaving it waiting. */
    const answers = () =>
      Promise.all(
        workers.map(
          (worker) =>
            new Promise<unknown>((resolve, reject) => {
              const settle = (fn: () => void) => {
                worker.off('message', onMessage).off('error', onError).off('exit', onExit);
                fn();
              };
              const onMessage = (m: unknown) => settle(() => resolve(m));
              const onError = (e: unknown) => settle(() => reject(e));
              const onExit = (code: number) => settle(() => reject(new Error(`a thread ended (exit ${code})`)));
              worker.on('message', onMessage).on('error', onError).on('exit', onExit);
            }),
        ),
      );
    try {
      expect(await answers()).toEqual(workers.map(() => 'ready'));
      for (let round = 0; round < 8; round++) {
        // A new text each round: a new compiled file, written by every thread while others import it.
        const big = Array.from({ length: 20000 }, (_, i) => `  k${i}: ${round * 10_000 + i},`).join('\n');
        const file = write(
          `race-${round}/docgen.config.ts`,
          `export default {\n  title: 'Round ${round}',\n${big}\n};\n`,
        );
        const titles = answers();
        for (const worker of workers) worker.postMessage({ siteDir: path.dirname(file), file });
        expect(await titles).toEqual(workers.map(() => `Round ${round}`));
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
  }, 60_000);
});
