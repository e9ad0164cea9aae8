import fs from 'node:fs';
import path from 'node:path';
import { closest, type Diagnostic } from '@docgen/diagnostics';

/**
 * A file of a theme's component folder that is no component: a stylesheet (a swizzled Tabs'
 * `@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css`), an image, JSON data.
 */
const THEME_ASSET = /\.(css|scss|sass|less|svg|png|jpe?g|gif|webp|json)$/i;

/** The theme file an import names, by Docusaurus' aliases or by the theme package's own path. */
const THEME_FILE = /^(?:@(theme|theme-original|theme-init)|(@docusaurus\/theme-[\w-]+)\/lib\/theme)\/(.+)$/;

/** The theme packages `@theme-original/X` and `@theme/X` fall back to, in Docusaurus' order of presets. */
const THEME_PACKAGES = [
  '@docusaurus/theme-classic',
  '@docusaurus/theme-live-codeblock',
  '@docusaurus/theme-mermaid',
  '@docusaurus/theme-search-algolia',
];

/** What `themePackageFile` answers: the file to bundle, or why there is none. */
export type ThemePackageFile = { file: string } | { error: Diagnostic };

/**
 * A non-component file of a Docusaurus theme package, as a site's swizzled component imports it
 * (`import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css'`, or by
 * `@theme-original/Tabs/styles.module.css`). docgen's components stand in for the package's, but a
 * stylesheet is plain data whichever component draws it: it is read from the installed package, as
 * webpack reads it under Docusaurus (a CSS module's classes hashed like the site's own). `own` gives
 * the site's `src/theme/` file for `@theme/X`, which comes first. Undefined for any other import.
 */
export function themePackageFile(
  siteDir: string,
  written: string,
  from: string,
  own: (name: string) => string | undefined,
): ThemePackageFile | undefined {
  const match = THEME_FILE.exec(written);
  if (!match || !THEME_ASSET.test(written)) return undefined;
  const [, alias, named, name] = match as unknown as [string, string | undefined, string | undefined, string];
  if (alias === 'theme') {
    const file = own(name);
    if (file) return { file };
  }
  const packages = named ? [named] : THEME_PACKAGES;
  const installed: { pkg: string; dir: string }[] = [];
  for (const pkg of packages) {
    const dir = packageDir(pkg, [path.dirname(from), siteDir]);
    if (!dir) continue;
    installed.push({ pkg, dir });
    const file = path.join(dir, 'lib', 'theme', name);
    if (fs.existsSync(file)) return { file };
  }
  const first = installed[0];
  return {
    error: first ? notInPackage(written, name, first.pkg, first.dir) : notInstalled(written, name, packages[0]!),
  };
}

/** The folder of `pkg` in the node_modules folders from each of `starts` up. */
function packageDir(pkg: string, starts: string[]): string | undefined {
  for (const start of starts) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', pkg);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
      if (path.dirname(dir) === dir) break;
    }
  }
  return undefined;
}

function notInstalled(written: string, name: string, pkg: string): Diagnostic {
  const folder = path.posix.dirname(name);
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `Cannot resolve import "${written}": it is a file of ${pkg}, which is not installed in the site.`,
    why: `docgen draws Docusaurus' theme components with its own, but a file of the theme's folders (a stylesheet, an image) is read from the installed package, as Docusaurus' webpack reads it.`,
    fix: `install the package (npm install --save-dev ${pkg}), or copy ${path.posix.basename(name)} into src/theme/${folder}/ and import it from there.`,
  };
}

function notInPackage(written: string, name: string, pkg: string, dir: string): Diagnostic {
  const themeDir = path.join(dir, 'lib', 'theme', path.dirname(name));
  let near: string[] = [];
  try {
    near = closest(path.basename(name), fs.readdirSync(themeDir));
  } catch {}
  const version = packageVersion(dir);
  const where = path.posix.join('lib/theme', name);
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `Cannot resolve import "${written}": the installed ${pkg}${version ? ` ${version}` : ''} has no ${where}.`,
    why: 'A file of a theme package is read from the installed package; its theme folders change between Docusaurus versions.',
    fix:
      near.length > 0
        ? `did you mean ${near.map((n) => `"${path.posix.join(path.posix.dirname(written), n)}"`).join(', ')}?`
        : `copy the file the site was written against into src/theme/${path.posix.dirname(name)}/ and import it from there.`,
  };
}

function packageVersion(dir: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}
