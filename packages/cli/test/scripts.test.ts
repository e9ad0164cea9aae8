import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScript, runScript } from './script-runner.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scripts');

// Each case spawns docgen and mostly waits for it: two at a time keep both cores busy.
describe.concurrent('docgen CLI scripts', () => {
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    it(file.replace(/\.txt$/, ''), async () => {
      const result = await runScript(
        parseScript(file.replace(/\.txt$/, ''), fs.readFileSync(path.join(dir, file), 'utf8')),
      );
      expect(result.failures, result.transcript).toEqual([]);
    });
  }
});
