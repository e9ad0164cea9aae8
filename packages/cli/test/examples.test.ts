import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScript, runScript, type ScriptCase } from './script-runner.js';

/**
 * The examples of the repository build as they are: each `examples/<name>.txt` is a CLI script
 * (the format of `scripts/*.txt`) whose files are the example folder itself, copied to `site/`.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const examplesRoot = path.resolve(here, '../../../examples');
const SKIP = new Set(['node_modules', 'build', '.docgen']);

function exampleFiles(root: string, prefix = ''): ScriptCase['files'] {
  const files: ScriptCase['files'] = [];
  for (const entry of fs.readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...exampleFiles(root, rel));
    else
      files.push({ name: `site/${rel}`, content: fs.readFileSync(path.join(root, rel), 'latin1'), encoding: 'latin1' });
  }
  return files;
}

describe('examples', () => {
  for (const file of fs
    .readdirSync(path.join(here, 'examples'))
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const name = file.replace(/\.txt$/, '');
    it(`examples/${name} builds`, async () => {
      const script = parseScript(`example-${name}`, fs.readFileSync(path.join(here, 'examples', file), 'utf8'));
      const result = await runScript({
        ...script,
        files: [...script.files, ...exampleFiles(path.join(examplesRoot, name))],
      });
      expect(result.failures, result.transcript).toEqual([]);
    });
  }
});

describe('the plugin guide', () => {
  it('shows the code of examples/plugin as it is', () => {
    const guide = fs.readFileSync(path.resolve(here, '../../../docs/guide/plugins.md'), 'utf8');
    for (const file of ['plugins/reading-time.ts', 'docgen.config.ts']) {
      const code = fs.readFileSync(path.join(examplesRoot, 'plugin', file), 'utf8').trimEnd();
      expect(
        guide.includes(`// ${file}\n${code}\n\`\`\``),
        `docs/guide/plugins.md quotes examples/plugin/${file} verbatim`,
      ).toBe(true);
    }
  });
});
