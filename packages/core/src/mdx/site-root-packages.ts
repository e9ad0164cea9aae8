import fs from 'node:fs';
import { sitePackageDir } from '../util/site-package.js';

/**
 * The packages the site's wrappers import themselves (`import { Theme } from '@radix-ui/themes'`
 * in `src/theme/Root`), which the root module also holds for the browser: each component's chunk
 * bundles its packages on its own, so a context a package's provider in the Root gives
 * (`<Theme>`) would be another copy's for a component reading it (`useThemeContext` throws
 * "must be used within a Theme", the island unmounts and its content disappears), where
 * webpack's one bundle has one copy. Static imports of values only, as written in the wrappers'
 * own files; React, the router and Docusaurus' modules are shared already.
 */
export function rootPackageSpecifiers(files: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(IMPORT)) {
      const clause = m[1]!.trim();
      const spec = m[2]!;
      if (/^type\s/.test(clause) || typeOnly(clause) || !BARE.test(spec) || NOT_SHARED.test(spec)) continue;
      found.add(spec);
    }
  }
  return [...found].sort();
}

/** `import <clause> from '<specifier>'` at the start of a line (a side-effect import shares nothing). */
const IMPORT = /^\s*import\s+([^'";]+?)\s+from\s*['"]([^'"]+)['"]/gm;
/** A package's specifier: neither relative, rooted, an alias of the site's nor a Node built-in. */
const BARE = /^(?:@[\w.-]+\/)?[\w][\w.-]*(?:\/[^?!]*)?$/;
const NOT_SHARED =
  /^(?:react(?:-dom)?(?:\/.*)?|react-router(?:-dom)?|@docusaurus\/.*|@theme(?:-original|-init)?\/.*|@generated\/.*|@site\/.*|node:.*)$|\.(?:css|s[ac]ss|less|json|svg|png|jpe?g|gif|webp|mdx?)$/;

/** `{ type A, type B }`: a clause TypeScript erases. */
function typeOnly(clause: string): boolean {
  const braces = /^\{([^}]*)\}$/.exec(clause);
  if (!braces) return false;
  const names = braces[1]!
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => /^type\s/.test(n));
}

/** The folder of the package `spec` names, as Node finds it from `from` (real path), or undefined. */
export function packageDir(spec: string, from: string): string | undefined {
  const dir = sitePackageDir(from, spec);
  return dir && fs.realpathSync(dir);
}
