import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { shortHash } from '../util/hash.js';
import { writeOnce } from '../util/write-once.js';

/**
 * The config's `provide` (webpack's ProvidePlugin) as the module esbuild injects into a browser
 * bundle of the site's code: each export replaces the global of its name where code uses it
 * without importing it (`process` in a package written for webpack 4). None without `provide`.
 */
export function provideInject(ctx: SiteContext): string[] {
  const entries = Object.entries(ctx.config.provide ?? {});
  if (entries.length === 0) return [];
  const code = entries
    .map(([name, value], i) => {
      const [module, exported] = typeof value === 'string' ? [value, undefined] : value;
      // A path is from the site folder; a package is resolved from the file, in .docgen/ of the site.
      const from = JSON.stringify(/^\.{1,2}\//.test(module!) ? path.resolve(ctx.siteDir, module!) : module);
      const local = `provided${i}`;
      return `${exported ? `import { ${exported} as ${local} } from ${from};` : `import ${local} from ${from};`}\nexport { ${local} as ${name} };`;
    })
    .join('\n');
  // Named by its content: worker threads write the same file at once, and none is ever rewritten.
  const file = path.join(ctx.siteDir, '.docgen', 'provide', `${shortHash(code)}.js`);
  writeOnce(file, `${code}\n`);
  return [file];
}
