import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { aliasFolder, aliasHint, sigilAlias } from './aliases.js';
import { packageName } from '../util/site-package.js';
import { installCommand, missingPackageOf } from '../util/module-error.js';
import { relPosix } from '../util/paths.js';
import { importOnServer } from './package-styles.js';

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
  if (declaredPackages(ctx.siteDir).has(name)) return false;
  return /^[@~#]/.test(specifier) || aliasFolder(ctx, specifier) !== undefined;
}

/** The packages the site's package.json depends on, of every kind. */
export function declaredPackages(siteDir: string): Set<string> {
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

/**
 * A package the site has whose own import fails for a package that is not installed (a peer
 * dependency the site was meant to install, as `@styled-icons/*` need `styled-components`):
 * told at the import, rather than failing later as docgen's own bug.
 */
export async function missingDependency(
  ctx: SiteContext,
  specifier: string,
): Promise<Pick<Diagnostic, 'message' | 'why' | 'fix'> | undefined> {
  const found = await importOnServer(ctx.siteDir, specifier);
  if (!('error' in found) || !found.file) return undefined;
  const absent = missingPackageOf(found.error);
  if (!absent || absent === packageName(specifier)) return undefined;
  // Node's "Require stack" names the file that asked first.
  const asker = /Require stack:\n- (\S+)/.exec((found.error as Error).message ?? '')?.[1];
  const peer = peerDependencies(found.file, specifier).includes(absent);
  return {
    message: `The package "${packageName(specifier)}" needs the package "${absent}", which is not installed.`,
    why: `${asker ? `${relPosix(ctx.siteDir, asker)} imports "${absent}" as it loads` : `"${packageName(specifier)}" imports "${absent}" as it loads`}${peer ? `; it is a peer dependency of "${packageName(specifier)}", which the site installs itself (npm installs peers since npm 7, unless --legacy-peer-deps)` : ''}.`,
    fix: `install it: ${installCommand(absent, ctx.siteDir)}`,
  };
}

/** The peer dependencies the package's own package.json declares (its folder below node_modules). */
function peerDependencies(file: string, specifier: string): string[] {
  const folder = `${path.sep}node_modules${path.sep}${packageName(specifier).split('/').join(path.sep)}${path.sep}`;
  const at = file.lastIndexOf(folder);
  if (at < 0) return [];
  try {
    const manifest = path.join(file.slice(0, at + folder.length), 'package.json');
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { peerDependencies?: object };
    return Object.keys(pkg.peerDependencies ?? {});
  } catch {
    return [];
  }
}
