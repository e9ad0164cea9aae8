// Invariants of the repository itself: formatted and lint-clean code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the repository', () => {
  it('is formatted and lint-clean (biome ci)', () => {
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/biome'),
      ['ci', '.', '--colors=off', '--error-on-warnings'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  });
});
