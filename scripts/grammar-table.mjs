#!/usr/bin/env node
// Writes packages/markdown/src/highlight/grammar-table.ts: what the highlighter reads of shiki's
// bundled grammars to work out which to load for a block (reach.ts), so that a highlighting
// thread does not import the modules of the whole fixed set only to read their scope names.
// Run after upgrading shiki (`pnpm build:js` first); highlight-reach.test.ts fails until then.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const markdown = path.join(root, 'packages/markdown');
const { grammarTableOf } = await import(path.join(markdown, 'dist/highlight/reach.js'));
const requireMd = createRequire(path.join(markdown, 'package.json'));
const { bundledLanguages } = await import(requireMd.resolve('shiki/langs'));
const version = requireMd('shiki/package.json').version;
const table = await grammarTableOf(Object.keys(bundledLanguages));
// reach.ts takes a grammar from its own language's module by name: one name, one grammar.
const names = table.grammars.map(([name]) => name);
if (new Set(names).size !== names.length) throw new Error('grammar-table: two bundled grammars share a name');
const json = JSON.stringify(table);
// Written in single quotes as biome formats it: a quote or backslash in a name would need escaping.
if (/['\\]/.test(json)) throw new Error('grammar-table: a quote or a backslash in a grammar name or scope');
fs.writeFileSync(
  path.join(markdown, 'src/highlight/grammar-table.ts'),
  [
    "// Written by `node scripts/grammar-table.mjs` from shiki's bundled languages (see reach.ts): do not edit.",
    `export const GRAMMAR_TABLE_SHIKI = '${version}';`,
    'export const GRAMMAR_TABLE =',
    `  '${json}';`,
    '',
  ].join('\n'),
);
console.log(
  `grammar-table.ts: shiki ${version}, ${Object.keys(table.langs).length} languages, ${table.grammars.length} grammars`,
);
