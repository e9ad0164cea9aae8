/**
 * One process may migrate several sites (the test hosts do, and so would a script): a config that
 * must run as an ES module (top-level await) is written to a temporary file and imported, and Node
 * keeps every imported module by URL. Two sites' configs of the same name must each give their own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { evaluateDocusaurusFile } from '../src/migrate/evaluate.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-migrate-evaluate-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function site(name: string, title: string): string {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  // Top-level await: evaluated as an ES module, through the temporary file.
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.mjs'),
    `const title = await Promise.resolve(${JSON.stringify(title)});\nexport default { title, url: 'https://x.example', baseUrl: '/' };\n`,
  );
  return dir;
}

it('evaluates two configs of the same name in one process, each to its own value', async () => {
  for (const [name, title] of [
    ['first', 'First Docs'],
    ['second', 'Second Docs'],
  ] as const) {
    const dir = site(name, title);
    const evaluated = await evaluateDocusaurusFile(path.join(dir, 'docusaurus.config.mjs'), dir);
    expect((evaluated.value as { title?: string }).title).toBe(title);
  }
});
