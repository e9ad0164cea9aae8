// Bundles dist/vendor/unified.js (the unified stack, hundreds of small ES modules) into one file
// in place: Node loads one module much faster than hundreds. See src/vendor/unified.ts.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'vendor', 'unified.js');
await build({ entryPoints: [file], outfile: file, allowOverwrite: true, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning', legalComments: 'none' });
// tsc's map describes the file before bundling.
fs.rmSync(`${file}.map`, { force: true });
