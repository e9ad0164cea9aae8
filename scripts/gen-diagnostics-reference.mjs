#!/usr/bin/env node
// Writes docs/guide/diagnostics.md from the catalogue of @docgen/diagnostics (after `pnpm build`).
// `pnpm docs:config`; packages/diagnostics/test/catalog.test.ts fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'packages/diagnostics/dist/index.js');
if (!fs.existsSync(entry)) {
  process.stderr.write('error: packages/diagnostics/dist/index.js is missing.\n  fix: run `pnpm build` first.\n');
  process.exit(2);
}
const { diagnosticsReferenceMarkdown } = await import(pathToFileURL(entry).href);
const out = path.join(root, 'docs/guide/diagnostics.md');
const text = diagnosticsReferenceMarkdown();
const before = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : undefined;
fs.writeFileSync(out, text);
process.stdout.write(`${before === text ? 'unchanged' : 'wrote'} ${path.relative(root, out)}\n`);
