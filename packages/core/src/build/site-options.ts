import type { SiteOptions } from '../site/load.js';
import type { BuildOptions } from './types.js';

/** How a build loads its site, on the main thread (the workers get the same from it). */
export function siteOptionsOf(siteDir: string, o: BuildOptions): SiteOptions {
  return {
    siteDir,
    ...(o.configFile ? { configFile: o.configFile } : {}),
    ...(o.strict !== undefined ? { strict: o.strict } : {}),
    ...(o.locales ? { locales: o.locales } : {}),
    mode: o.mode ?? (o.watch ? 'serve' : 'build'),
    ...(o.resolveFrom ? { resolveFrom: o.resolveFrom } : {}),
    liveTheme: o.watch === true,
  };
}
