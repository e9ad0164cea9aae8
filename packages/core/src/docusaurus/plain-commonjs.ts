import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What Node cannot load itself: types, JSX, ES modules. */
const COMPILED = /\.(?:tsx?|jsx|mjs|mts|cts)$/;
/** An `import` or `export` statement at the start of a line: the file is an ES module. */
const MODULE_SYNTAX = /^\s*(?:import\s*[\w{*'"]|export\s)/m;
const REQUIRE = /\brequire\s*\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * Whether a plugin file of the site is a CommonJS script Node runs as it is (`module.exports =
 * function …`, requiring packages and other scripts): Docusaurus loads it that way, in sloppy
 * mode, where a name assigned without a declaration (`fontName = options.font`) becomes a global.
 * Compiled into an ES module (strict), such a plugin would throw a ReferenceError it never throws
 * under Docusaurus. A file written in TypeScript, JSX or ES module syntax, in a package of
 * `"type": "module"`, or requiring such a file or a `@site/` path, is compiled instead.
 */
export function isPlainCommonJs(file: string): boolean {
  if (COMPILED.test(file) || nearestType(path.dirname(file)) === 'module') return false;
  const text = fs.readFileSync(file, 'utf8');
  if (MODULE_SYNTAX.test(text)) return false;
  for (const [, , spec] of text.matchAll(REQUIRE)) {
    if (spec!.startsWith('@site/')) return false;
    if (/^\.\.?(\/|$)/.test(spec!)) {
      const base = path.resolve(path.dirname(file), spec!);
      const found = ['', '.js', '.cjs', '.json', '/index.js'].some(
        (e) => fs.existsSync(base + e) && fs.statSync(base + e).isFile(),
      );
      if (!found) return false;
    }
  }
  return true;
}

/**
 * Loads a plain CommonJS plugin file with Node's own `require`, fresh: the site's files it loaded
 * before (an earlier build of `docgen serve`) are loaded again, as Docusaurus does after an edit.
 */
export function requireFresh(file: string, siteDir: string): unknown {
  const req = createRequire(file);
  const root = `${path.resolve(siteDir)}${path.sep}`;
  for (const key of Object.keys(req.cache))
    if (key.startsWith(root) && !key.includes(`${path.sep}node_modules${path.sep}`)) delete req.cache[key];
  return req(file);
}

function nearestType(dir: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const pkg = path.join(at, 'package.json');
    if (fs.existsSync(pkg)) {
      try {
        return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { type?: string }).type;
      } catch {
        return undefined;
      }
    }
    if (path.dirname(at) === at) return undefined;
  }
}
