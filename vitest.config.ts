import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { ramTmpdir } from './test/support/ram-tmpdir.js';

const SERIAL = [
  'packages/cli/test/serve*.test.ts',
  'packages/dev/test/dev-site.test.ts',
  'packages/dev/test/mdx-imports.test.ts',
  'packages/cli/test/pack.test.ts',
];

/**
 * The longest files (CLI scripts, the catalogue, whole-site builds), longest first. Vitest's default order puts a file
 * without a recorded duration (every clean checkout) by its size, and these small files name
 * their cases elsewhere: they started last and ran alone for most of the unit group.
 */
const LONGEST_FIRST = [
  'packages/cli/test/scripts-',
  'packages/cli/test/catalog-coverage.test.ts',
  'packages/cli/test/strict.test.ts',
  'packages/dev/test/parity.test.ts',
  'packages/dev/test/memory.test.ts',
  // Small files with long tests (10-32 s): sorted by size they started late, and the unit group
  // ended on one (deterministic.test.ts, 15 s, its last file in stop 58's clean run).
  'packages/plugin-openapi/test/samples.test.ts',
  'test/repo.test.ts',
  'packages/core/test/worker-pool.test.ts',
  'content/test/deterministic.test.ts',
  'content/test/getting-started.test.ts',
  'packages/core/test/cache.test.ts',
  'packages/cli/test/startup.test.ts',
  'packages/core/test/cache-off.test.ts',
  // The browser group's longest (the Lintas site spec on the dev server, ~130 s in a clean CI run).
  'e2e/lintas-serve.test.ts',
  'e2e/navbar.test.ts',
  'e2e/lintas.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((p) => f.moduleId.includes(`/${p}`));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const UNIT = [
  'packages/*/test/**/*.test.{ts,tsx}',
  'themes/*/test/**/*.test.{ts,tsx}',
  'content/test/**/*.test.ts',
  'test/**/*.test.ts',
];

/**
 * The unit test files that keep a process of their own (project `unit-isolated`): those that mock
 * modules (`vi.mock`, `vi.doMock`) and those that say `// unit-isolated: <why>` (what they check
 * is changed for the whole process by code other files run, e.g. docgen's React routing). The
 * unit project runs file after file in one module registry per worker: a mock registered there
 * would stay for the next files and would not reach a module an earlier file had imported.
 */
function isolatedFiles(): string[] {
  const roots = ['packages', 'themes']
    .flatMap((dir) => fs.readdirSync(dir).map((name) => path.join(dir, name, 'test')))
    .concat(['content/test', 'test'])
    .filter((root) => fs.existsSync(root));
  return roots
    .flatMap((root) =>
      fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
        .map((file) => path.join(root, file)),
    )
    .filter((file) => /\bvi\.(do)?mock\(|^\/\/ unit-isolated: /im.test(fs.readFileSync(file, 'utf8')))
    .sort();
}
const ISOLATED = isolatedFiles();

/** The tests' temporary sites go to a RAM disk when the machine has one (see ramTmpdir). */
const TEST_TMPDIR = ramTmpdir();

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    // docgen runs React's production build, as for a user (bin.ts sets NODE_ENV when the shell has
    // none): vitest's default "test" made every build in the tests render with React's development
    // build, a path no user's build takes, at ~9 % of the CLI scripts' CPU.
    env: { NODE_ENV: 'production', ...(TEST_TMPDIR ? { TMPDIR: TEST_TMPDIR } : {}) },
    // .ci/run sets DOCGEN_TEST_REPORT to read the tally from a JSON report.
    reporters: process.env.DOCGEN_TEST_REPORT
      ? ['default', ['json', { outputFile: process.env.DOCGEN_TEST_REPORT }]]
      : ['default'],
    projects: [
      {
        // Test files' JSX compiles to React's production runtime: the workers run React's
        // production build (test.env above), whose jsx-dev-runtime has no jsxDEV.
        oxc: { jsx: { development: false } },
        test: {
          name: 'unit',
          include: UNIT,
          exclude: ['**/node_modules/**', ...SERIAL, ...ISOLATED],
          testTimeout: 60_000,
          // Removing a file's temporary sites (thousands of files) outlasts the 10 s default at load 30.
          hookTimeout: 120_000,
          // Vitest's default on a 2-core machine is one worker (cores - 1), and most of these
          // tests wait on a child docgen: two files at a time, two CLI scripts at a time in each.
          maxWorkers: 2,
          maxConcurrency: 2,
          // A worker runs file after file in one module registry: each file's fresh one forked a
          // process and imported vitest's runtime and docgen's modules again. The files restore
          // what they change in the process (environment, globals, spies); the few that cannot are apart (ISOLATED).
          isolate: false,
        },
      },
      {
        oxc: { jsx: { development: false } },
        test: {
          name: 'unit-isolated',
          include: ISOLATED,
          exclude: ['**/node_modules/**', ...SERIAL],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          maxConcurrency: 2,
        },
      },
      {
        test: {
          name: 'serial',
          // Tests that run dev servers and package installs: one file at a time, so their timing
          // assertions do not race each other for the 2 cores.
          include: SERIAL,
          fileParallelism: false,
          // After the unit tests, never beside them (groups run one after another).
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts', 'packages/client/test/**/*.browser.ts'],
          // docgen's built packages load as Node loads them for the command, not through vitest's
          // transform: one copy of each module for docgen and the site code it loads (a site
          // component's translate() is recorded in @docgen/shared's), and no transform of each
          // module in each worker.
          server: { deps: { external: [/\/(packages|themes)\/[^/]+\/dist\//] } },
          // Three files at a time: a file mostly waits on Chromium, a fixture build, a server or
          // a throttled load (with two, the whole run used 1.25 of the 2 cores: 1,132 s of CPU in 906 s).
          maxWorkers: 3,
          // A worker runs file after file in one module registry: each file's fresh one imported
          // playwright-core, the server and the support modules again (~1 s of CPU a file, 46
          // files). The files share no state but the group's Chromium; each has its own contexts.
          isolate: false,
          sequence: { groupOrder: 2 },
          // One Chromium for the group's files (each connects), not one launched per file.
          globalSetup: ['e2e/support/chromium-server.ts'],
          // A page a server renders on demand can take seconds on a loaded machine (vitest's 1 s
          // default failed a dev-server navigation at load 20); a reader would wait that long too.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
