import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { closeHosts } from './docgen-hosts.js';
import { parseScript, runScript } from './script-runner.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scripts');

/** The shards of the CLI scripts: each runs in a test worker of its own, so both cores run scripts. */
export const SCRIPT_SHARDS = 2;

/** The scripts of one shard: every other file, so the long migrate-* scripts are shared out. */
export function describeScripts(shard: number): void {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .filter((_, i) => i % SCRIPT_SHARDS === shard);
  afterAll(closeHosts);
  // Each case spawns docgen and mostly waits for it: two at a time keep a core busy between commands.
  describe.concurrent('docgen CLI scripts', () => {
    for (const file of files) {
      // A script runs several commands: on a shared machine under load one can take minutes.
      it(file.replace(/\.txt$/, ''), { timeout: 240_000 }, async () => {
        const result = await runScript(
          parseScript(file.replace(/\.txt$/, ''), fs.readFileSync(path.join(dir, file), 'utf8')),
        );
        expect(result.failures, result.transcript).toEqual([]);
      });
    }
  });
}
