import fs from 'node:fs';
import path from 'node:path';
import { DocgenError } from '@docgen/diagnostics';
import { loadConfig } from '../config/load.js';
import type { RawConfig } from '../config/raw.js';
import { relPosix } from '../util/paths.js';
import type { BuildOptions } from './types.js';

/** A build of some of the site's locales (`--locale`): where it goes and what it leaves out. */
export interface PartialBuild {
  outDir: string;
  built: string[];
  skipped: string[];
}

/**
 * A build of some locales never replaces a full output: without `--out` it goes to
 * `<site>/build-<locales>` (the full site's `build/` is left as it was); an `--out` folder that
 * holds pages of the locales it leaves out is refused. Undefined for a build of every locale.
 */
export async function partialBuild(options: BuildOptions, raw: RawConfig): Promise<PartialBuild | undefined> {
  if (!options.locales) return undefined;
  const siteDir = path.resolve(options.siteDir);
  const { config } = await loadConfig(siteDir, options.configFile, raw, options.resolveFrom);
  const { locales, defaultLocale } = config.i18n;
  const built = locales.filter((l) => l === defaultLocale || options.locales!.includes(l));
  const skipped = locales.filter((l) => !built.includes(l));
  if (skipped.length === 0) return undefined;
  if (!options.outDir) return { outDir: path.join(siteDir, `build-${built.join('-')}`), built, skipped };
  const outDir = path.resolve(options.outDir);
  const present = skipped.filter((l) => fs.existsSync(path.join(outDir, l, 'index.html')));
  if (present.length > 0) {
    const shown = relPosix(process.cwd(), outDir);
    throw new DocgenError([
      {
        name: 'PartialBuildOverFullOutput',
        severity: 'error',
        message: `--locale ${options.locales.join(' ')} builds ${built.join(', ')} only, but ${shown} holds pages of ${present.join(', ')}.`,
        why: 'Putting a partial build in place would remove the pages of the locales it leaves out.',
        fix: `drop --out to build into ${relPosix(process.cwd(), path.join(siteDir, `build-${built.join('-')}`))}, give another --out folder, or build every locale.`,
      },
    ]);
  }
  return { outDir, built, skipped };
}
