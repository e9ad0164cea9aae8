// Modules stay small enough to read in one sitting: under 400 lines, code and stylesheets alike.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT = 400;

it(`has no module over ${LIMIT} lines`, () => {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const over = listed.stdout
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|js|mjs|cjs|css)$/.test(file))
    // Inputs of tests (documents, sites, generated pages) are data, not modules.
    .filter((file) => !/(^|\/)fixtures?\//.test(file))
    .filter((file) => fs.existsSync(path.join(root, file)))
    .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > LIMIT)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(over).toEqual([]);
});
