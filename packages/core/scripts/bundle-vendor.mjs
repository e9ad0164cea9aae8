// Bundles each dist/vendor/*.js (the unified stack, zod, htmlparser2: many small ES modules each)
// into one file in place: Node loads one module much faster than hundreds. See src/vendor/.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'vendor');
for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
  const file = path.join(dir, name);
  await build({
    entryPoints: [file],
    outfile: file,
    allowOverwrite: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    legalComments: 'none',
  });
  // tsc's map describes the file before bundling.
  fs.rmSync(`${file}.map`, { force: true });
}
