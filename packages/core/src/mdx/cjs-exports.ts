import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isModuleFile } from '../util/module-format.js';
import { lexCommonJs } from './cjs-entry.js';
import { probeExportNames } from './export-probe.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await arguments eval'.split(
    ' ',
  ),
);
const known = new Map<string, string[]>();

/**
 * The names a CommonJS package puts on `module.exports` at run time. Node's `import` of it sees
 * only those its lexer finds in the source (`exports.x =`), not those a bundler's helper defines
 * (Parcel's `$parcel$export(module.exports, "TailSpin", …)`), which then import as undefined;
 * webpack (Docusaurus) reads the property. Empty for an ES module. A package that fails to load in
 * Node (its `require('./card.css')` is webpack's to answer: it is bundled) gets the names Node's
 * lexer finds in its entry and in the relative files it re-exports whole.
 * Read on a thread of its own (`export-probe.ts`): loading a package here would leave its errors
 * and its React copies in the build's thread.
 */
export function commonJsExportNames(siteDir: string, specifier: string): string[] {
  const key = `${siteDir}\0${specifier}`;
  const cached = known.get(key);
  if (cached) return cached;
  let names: string[] = [];
  try {
    const require = createRequire(path.join(siteDir, 'package.json'));
    // An ES module's names are Node's own view; one that fails to load (it needs the browser) too.
    const file = require.resolve(specifier);
    if (!isModuleFile(file))
      names = (probeExportNames(siteDir, specifier) ?? lexedNames(file)).filter(
        (n) => IDENTIFIER.test(n) && !RESERVED.has(n) && n !== '__esModule',
      );
  } catch {
    // Not resolvable from the site: Node's import reports it.
  }
  known.set(key, names);
  return names;
}

/**
 * A module that imports a package as webpack (Docusaurus) does: its names as Node sees them,
 * those `commonJsExportNames` finds read from `module.exports`, and as default the
 * `exports.default` of a CommonJS module compiled from ESM (`exports.__esModule`), where Node's
 * import gives `module.exports`. `from` is what the module imports (a specifier or a URL).
 */
export function interopModule(from: string, names: readonly string[]): string {
  const at = JSON.stringify(from);
  // Its own names are unlikely to be a package's (`export const d` would clash with a `d`).
  const named = names
    .filter((n) => n !== '__ns' && n !== '__cjs')
    .map((n) => {
      const key = JSON.stringify(n);
      return `export const ${n} = ${key} in __ns ? __ns[${key}] : __cjs == null ? undefined : __cjs[${key}];\n`;
    });
  return `import * as __ns from ${at};\nexport * from ${at};\nconst __cjs = __ns.default;\n${named.join('')}export default __cjs && typeof __cjs === 'object' && __cjs.__esModule && 'default' in __cjs ? __cjs.default : __cjs;\n`;
}

/**
 * A JSON file of a package (`import pkg from 'lib/package.json'`) as webpack imports it: the value
 * as the default export, its top-level keys as named exports. Node would need an import
 * attribute (`with { type: 'json' }`) that code written for webpack never has.
 */
export function jsonModule(file: string): string {
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const names =
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.keys(value).filter((k) => IDENTIFIER.test(k) && !RESERVED.has(k) && k !== '__json')
      : [];
  return `const __json = ${JSON.stringify(value)};\nexport default __json;\n${names.map((n) => `export const ${n} = __json[${JSON.stringify(n)}];\n`).join('')}`;
}

/** The names of `module.exports` that cjs-module-lexer (Node's own) finds in a file and the relative files it re-exports. */
function lexedNames(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  let lexed: ReturnType<typeof lexCommonJs>;
  try {
    lexed = lexCommonJs(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  if (!lexed) return [];
  const names = [...lexed.exports];
  for (const specifier of lexed.relativeReexports) {
    try {
      names.push(...lexedNames(createRequire(file).resolve(specifier), seen));
    } catch {
      // A re-exported file that is not there: the bundle names it at its require.
    }
  }
  return names;
}
