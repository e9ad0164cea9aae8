import fs from 'node:fs';
import path from 'node:path';
import { acorn } from '../util/acorn.js';
import { parse } from 'cjs-module-lexer';
import { esbuild } from '../util/esbuild.js';
import { findFile } from '../docusaurus/site-theme.js';

// A site's own CommonJS component (`module.exports = { Alpha, Beta }`, `exports.X = …`) compiles,
// as an entry of esbuild's ES module output, to `export default require_x();`: its names were not
// exports, so `import { Alpha } from '@site/src/components/x'` was undefined and a `require()` of
// its module (through the namespace `requiredModule` gives) had `default` only. webpack, which
// Docusaurus builds with, reads them from `module.exports`: so does the module now.

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** esbuild's statement for a CommonJS entry, alone on its line. */
const CJS_ENTRY = /^export default (require_[\w$]+)\(\);$/m;

/** The names of module.exports a module can export by name (not `default`, nor the `__esModule` flag). */
export function exportableNames(names: readonly string[]): string[] {
  return [...new Set(names)].filter((n) => IDENTIFIER.test(n) && n !== 'default' && n !== '__esModule');
}

/** Whether esbuild's output is that of a CommonJS entry (then `withCommonJsNames` applies). */
export function isCommonJsEntry(code: string): boolean {
  return CJS_ENTRY.test(code);
}

/**
 * The names a site file puts on `module.exports`, after its JSX or TypeScript is compiled away:
 * those Node's import of it finds (cjs-module-lexer, Node's own lexer), and every key of an
 * object literal assigned to it, as webpack (Docusaurus' bundler) and jiti (its loader of site
 * code in Node) give them. Node's lexer stops at the first value that is not a name
 * (`module.exports = { A: function () {}, B: () => 2 }` is `A` alone under Node): a site written
 * for Docusaurus imports `B` and gets it. A file it re-exports whole
 * (`module.exports = require('./x')`) is read too.
 */
export async function siteCommonJsNames(file: string, seen = new Set<string>()): Promise<string[]> {
  if (seen.has(file)) return [];
  seen.add(file);
  let code: string;
  try {
    const source = fs.readFileSync(file, 'utf8');
    const loader = /\.tsx?$/.test(file) ? (file.endsWith('x') ? 'tsx' : 'ts') : 'jsx';
    code = (await esbuild().transform(source, { loader })).code;
  } catch {
    return [];
  }
  const lexed = lexCommonJs(code);
  if (!lexed) return [];
  const names = new Set([...lexed.exports, ...objectLiteralKeys(code)]);
  for (const specifier of lexed.relativeReexports) {
    const target = findFile(path.resolve(path.dirname(file), specifier));
    if (target) for (const n of await siteCommonJsNames(target, seen)) names.add(n);
  }
  return [...names];
}

/**
 * What Node's own lexer (cjs-module-lexer) reads in a CommonJS module: the names it puts on
 * `module.exports`, and the relative modules it re-exports whole (`module.exports = require('./x')`),
 * which a caller reads in turn, each its own way (a package's files as Node resolves them, a site's
 * compiled from JSX first). Undefined when the code does not lex.
 */
export function lexCommonJs(code: string): { exports: string[]; relativeReexports: string[] } | undefined {
  try {
    const { exports, reexports } = parse(code);
    return { exports, relativeReexports: reexports.filter((r) => /^\.{1,2}\//.test(r)) };
  } catch {
    return undefined;
  }
}

/**
 * esbuild's output of a CommonJS entry with `module.exports`' names as exports, and as default
 * what webpack's and Babel's interop give `import X from` (`exports.default` of a module compiled
 * from ESM, which sets `exports.__esModule`; `module.exports` otherwise), where esbuild's entry
 * gives `module.exports` always: `<FbInternalOnly>` of internaldocs-fb's `exports.default = …` was
 * an object. The same line is rewritten, so the source map's lines hold. Undefined when the code
 * is no CommonJS entry.
 */
export function withCommonJsNames(code: string, names: readonly string[]): string | undefined {
  const entry = CJS_ENTRY.exec(code);
  if (!entry) return undefined;
  const named = exportableNames(names);
  const cjs = '__docgenCjs';
  // Each name through a local of its own: a name of module.exports may be one the bundle declares.
  const locals = named.map((n, i) => `${cjs}${i} = ${cjs}[${JSON.stringify(n)}]`);
  const line = [
    `var ${cjs} = ${entry[1]}();`,
    ...(named.length > 0 ? [`var ${locals.join(', ')};`] : []),
    `export default ${cjs} && ${cjs}.__esModule ? ${cjs}.default : ${cjs};`,
    ...(named.length > 0 ? [`export { ${named.map((n, i) => `${cjs}${i} as ${n}`).join(', ')} };`] : []),
  ].join(' ');
  return code.replace(entry[0], () => line);
}

/**
 * The keys of the object literals a file's top-level statements assign to `module.exports`
 * (spread elements and computed keys have no name to read).
 */
function objectLiteralKeys(code: string): string[] {
  if (!code.includes('module.exports')) return [];
  let program: { body: Node[] };
  try {
    program = acorn().Parser.parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
    }) as never;
  } catch {
    return [];
  }
  const keys: string[] = [];
  for (const statement of program.body) {
    let assigned = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    // `module.exports = exports = {…}`, `exports = module.exports = {…}`
    while (assigned?.type === 'AssignmentExpression' && assigned.left && assigned.right) {
      const { left, right } = assigned;
      if (isModuleExports(left) && right.type === 'ObjectExpression')
        for (const property of right.properties ?? []) {
          const key = property.key;
          if (property.type !== 'Property' || property.computed || !key) continue;
          const name = key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : undefined;
          if (name !== undefined) keys.push(name);
        }
      assigned = right;
    }
  }
  return keys;
}

/** The fields of ESTree nodes read here. */
interface Node {
  type: string;
  expression?: Node;
  left?: Node;
  right?: Node;
  properties?: Node[];
  key?: Node;
  computed?: boolean;
  object?: Node;
  property?: Node;
  name?: string;
  value?: unknown;
}

function isModuleExports(node: Node): boolean {
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.object?.type === 'Identifier' &&
    node.object.name === 'module' &&
    node.property?.name === 'exports'
  );
}
