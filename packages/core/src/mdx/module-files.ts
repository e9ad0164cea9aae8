import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContext } from '@docgen/config';
import { shortHash } from '../util/hash.js';
import { writeOnce } from '../util/write-once.js';

// Apart from modules.ts so that what writes a module (inline loaders) need not import the compiler.

/** Writes compiled code into the site's `.docgen/modules`, named by its content. */
export function writeModule(ctx: SiteContext, file: string, code: string, suffix = ''): string {
  const outFile = path.join(
    modulesDir(ctx),
    `${path.basename(file).replace(/\.[^.]+$/, '')}${suffix}-${shortHash(code)}.mjs`,
  );
  writeOnce(outFile, code);
  return pathToFileURL(outFile).href;
}

/** The site's folder of compiled modules. */
export function modulesDir(ctx: SiteContext): string {
  return path.join(ctx.siteDir, '.docgen', 'modules');
}
