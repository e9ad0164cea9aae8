// Bundles each dist/vendor/*.js of a package (the unified stack, htmlparser2: many small ES
// modules each) into one file in place: Node loads one module much faster than hundreds.
// Usage: node ../../scripts/bundle-vendor.mjs (from the package folder).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// esbuild as the package being built depends on it.
const esbuild = createRequire(path.join(process.cwd(), 'package.json')).resolve('esbuild');
const { build } = await import(pathToFileURL(esbuild).href);

const dir = path.join(process.cwd(), 'dist', 'vendor');
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
