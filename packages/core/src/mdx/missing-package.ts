import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { aliasFolder, aliasHint, sigilAlias } from './aliases.js';
import { packageName } from '../util/site-package.js';

/**
 * A bare import the site's node_modules lacks: a package to install, or, when it looks like one
 * (`@components/Button`, `~/lib/x`, a package the site's package.json does not list whose name
 * is a folder of the site), an import alias of webpack's that the config's aliases lack.
 */
export function missingPackage(ctx: SiteContext, specifier: string, importer: string): Diagnostic {
  const install = `install it in the site folder (npm install ${packageName(specifier)}), or remove the import.`;
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `Cannot resolve import "${specifier}": no such package in the site's node_modules.`,
    why: `Packages ${importer} imports are resolved from the site folder.`,
    // `@/components/X` names no package npm could have: the alias is the only fix.
    fix: sigilAlias(specifier)
      ? `${aliasHint(ctx, specifier)}.`
      : mayBeAlias(ctx, specifier)
        ? `${aliasHint(ctx, specifier)}; else ${install}`
        : install,
  };
}

function mayBeAlias(ctx: SiteContext, specifier: string): boolean {
  const name = packageName(specifier);
  if (declared(ctx.siteDir).has(name)) return false;
  return /^[@~#]/.test(specifier) || aliasFolder(ctx, specifier) !== undefined;
}

function declared(siteDir: string): Set<string> {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    return new Set(
      ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((k) =>
        Object.keys((pkg[k] as Record<string, unknown> | undefined) ?? {}),
      ),
    );
  } catch {
    return new Set();
  }
}
