import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteConfig } from '@docgen/config';
import { type Diagnostic, locateInSource } from '@docgen/diagnostics';
import { installCommand } from '../util/module-error.js';
import { packageName } from '../util/site-package.js';

/**
 * Each `provide` module that is a package must be installed in the site: said at its key, rather
 * than as a fault of the module docgen injects into every browser bundle.
 */
export function provideChecks(config: SiteConfig, siteDir: string, file: string, source: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const require = createRequire(path.resolve(siteDir, 'package.json'));
  for (const [name, value] of Object.entries(config.provide ?? {})) {
    const module = typeof value === 'string' ? value : value[0]!;
    if (/^\.{1,2}\/|^\//.test(module)) continue;
    try {
      require.resolve(module);
    } catch {
      const pkg = packageName(module);
      out.push({
        name: 'InvalidConfigValue',
        severity: 'error',
        message: `provide.${name} names "${module}", which is not installed in the site.`,
        why: `The site's browser bundles get ${name} from that module, as webpack's ProvidePlugin gave it under Docusaurus.`,
        fix: `install it (${installCommand(pkg, siteDir)}), or remove provide.${name}.`,
        file,
        ...locateInSource(source, ['provide', name]),
      });
    }
  }
  return out;
}
