import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContext } from '@docgen/config';
import { DocgenError, type Diagnostic } from '@docgen/diagnostics';
import { compileForNode } from '../util/load-module.js';
import { sameStats, statFile, type FileStat } from '../util/file-stats.js';
import { shortHash } from '../util/hash.js';
import { relPosix } from '../util/paths.js';
import { docusaurusImports } from './resolve.js';

/** Site components compiled on this thread: the URL Node imports, kept while their files are the same. */
const compiled = new Map<string, { url: string; inputs: FileStat[] }>();

/**
 * A site component an MDX file imports (`@site/src/components/X`, `./Y.tsx`), compiled with esbuild
 * into `.docgen/modules` (Docusaurus imports answered by the theme); its URL, and the files it
 * is made of. A compile error is thrown as diagnostics at the component's own line.
 */
export async function compileComponent(
  ctx: SiteContext,
  docusaurusModules: Readonly<Record<string, string>>,
  file: string,
): Promise<{ url: string; inputs: string[] }> {
  const known = compiled.get(file);
  if (
    known &&
    sameStats(
      known.inputs,
      known.inputs.map(([f]) => statFile(f)),
    )
  )
    return { url: known.url, inputs: known.inputs.map(([f]) => f) };
  const { code, inputs } = await compileForNode(file, {
    siteDir: ctx.siteDir,
    name: 'UnresolvedImport',
    plugins: [docusaurusImports(ctx, docusaurusModules)],
    ...(ctx.resolveFrom ? { resolveFrom: ctx.resolveFrom } : {}),
    // Styles are the browser's: the server needs CSS modules' class names only. Docusaurus
    // compiles `.js` files with JSX (Babel): so does docgen.
    loader: { '.js': 'jsx', '.css': 'empty', '.module.css': 'local-css' },
    describe: (m) => ({
      message: m.text,
      why: `${relPosix(ctx.siteDir, file)} is imported by an MDX page; it must compile (TypeScript, JSX).`,
      ...(m.notes[0]?.text ? { fix: m.notes[0].text } : {}),
    }),
  });
  const url = writeModule(ctx, file, code);
  compiled.set(file, { url, inputs: inputs.map(statFile) });
  return { url, inputs };
}

/** Writes compiled code into the site's `.docgen/modules`, named by its content. */
export function writeModule(ctx: SiteContext, file: string, code: string): string {
  const outDir = path.join(ctx.siteDir, '.docgen', 'modules');
  fs.mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, `${path.basename(file).replace(/\.[^.]+$/, '')}-${shortHash(code)}.mjs`);
  if (!fs.existsSync(outFile)) fs.writeFileSync(outFile, code);
  return pathToFileURL(outFile).href;
}

/** A compile's diagnostics, or the error itself when it is not docgen's. */
export function diagnosticsOf(error: unknown): Diagnostic[] {
  if (error instanceof DocgenError) return error.diagnostics;
  throw error;
}
