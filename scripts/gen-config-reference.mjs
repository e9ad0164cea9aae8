#!/usr/bin/env node
// Writes docs/guide/config-reference.md from the config schema of @docgen/config (after `pnpm build`).
// `pnpm docs:config`; packages/core/test/config-reference.test.ts fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'packages/config/dist/schema-entry.js');
if (!fs.existsSync(entry)) {
  process.stderr.write('error: packages/config/dist/schema-entry.js is missing.\n  fix: run `pnpm build` first.\n');
  process.exit(2);
}
const { configReferenceMarkdown } = await import(pathToFileURL(entry).href);
const out = path.join(root, 'docs/guide/config-reference.md');
const text = configReferenceMarkdown();
const before = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : undefined;
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, text);
process.stdout.write(`${before === text ? 'unchanged' : 'wrote'} ${path.relative(root, out)}\n`);
