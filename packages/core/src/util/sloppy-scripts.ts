import { acorn } from './acorn.js';
import { esmByPackageJson } from './native-module-type.js';

/**
 * A site script that webpack runs in sloppy mode made to behave so in docgen's ES module bundles,
 * which are strict. webpack gives a file with no `import`/`export` (a "javascript/auto" module
 * that is not harmony) no "use strict": a vendored script whose inner functions read `this` as the
 * global object (`(function () { this.requirejs = require; })()`) or assign names it never
 * declares (`requirejs = …`) works there and throws here. Without `eval` (a site with a strict
 * Content-Security-Policy still runs it), the two sloppy behaviours such scripts rely on are
 * written out:
 * - `this` in a sloppy function becomes `(this == null ? globalThis : this)`, what sloppy mode
 *   gives a function called without a receiver (a method call's `this` is unchanged);
 * - an assignment to a name the file declares nowhere becomes one to `globalThis.name`.
 *
 * Undefined when the file needs none of it: it has `import`/`export` (strict in webpack too), says
 * "use strict", does not parse as a script (JSX, TypeScript), or has neither pattern; a function
 * that says "use strict" keeps its own `this`. Lines keep their numbers. Left strict: `with`
 * (esbuild refuses it at its line, a BrowserBundleError) and `arguments.callee`. Packages in
 * node_modules are not rewritten (they are published for strict bundlers); webpack would run
 * theirs sloppy too.
 */
export function asSloppyScript(text: string): string | undefined {
  if (!/\bthis\b|=/.test(text) || /^\s*(import|export)\b/m.test(text)) return undefined;
  let program: AstNode;
  try {
    program = acorn().parse(text, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
      allowHashBang: true,
    }) as unknown as AstNode;
  } catch {
    return undefined;
  }
  if (hasUseStrict(program)) return undefined;
  const declared = new Set<string>();
  collectDeclared(program, declared);
  const edits: { start: number; end: number; text: string }[] = [];
  visit(program, { sloppyFunction: false, strict: false }, (node, scope, parent) => {
    if (node.type === 'ThisExpression' && scope.sloppyFunction && !scope.strict)
      edits.push({ start: node.start, end: node.end, text: '(this == null ? globalThis : this)' });
    if (
      !scope.strict &&
      parent &&
      (parent.type === 'AssignmentExpression' || parent.type === 'UpdateExpression') &&
      (parent.left === node || parent.argument === node) &&
      node.type === 'Identifier' &&
      !declared.has(node.name as string) &&
      !COMMONJS.has(node.name as string)
    )
      edits.push({ start: node.start, end: node.end, text: `globalThis.${node.name as string}` });
  });
  if (edits.length === 0) return undefined;
  let out = '';
  let at = 0;
  for (const e of edits.sort((a, b) => a.start - b.start)) {
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}

/** A file webpack may run as a script: `.js`, `.cjs`, `.jsx`, outside a `"type": "module"` package (`.mjs` and those are ES modules there). */
export function sloppyCandidate(file: string): boolean {
  return /\.c?jsx?$/.test(file) && !esmByPackageJson(file);
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Scope {
  /** Inside a function (not an arrow) whose `this` sloppy mode fills in. */
  sloppyFunction: boolean;
  strict: boolean;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression']);
/** Names esbuild gives a CommonJS file itself. */
const COMMONJS = new Set(['module', 'exports', 'require']);

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

function hasUseStrict(node: AstNode): boolean {
  const body = (node.type === 'Program' ? node.body : (node.body as AstNode | undefined)?.body) as
    | AstNode[]
    | undefined;
  if (!Array.isArray(body)) return false;
  for (const statement of body) {
    if (typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use strict') return true;
  }
  return false;
}

function visit(
  node: AstNode,
  scope: Scope,
  enter: (node: AstNode, scope: Scope, parent: AstNode | undefined) => void,
  parent?: AstNode,
): void {
  enter(node, scope, parent);
  let inner = scope;
  // Class bodies are strict code; a function's own "use strict" makes it strict.
  if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression')
    inner = { sloppyFunction: false, strict: true };
  else if (FUNCTIONS.has(node.type)) inner = { sloppyFunction: true, strict: scope.strict || hasUseStrict(node) };
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) visit(child, inner, enter, node);
    } else if (isNode(value)) visit(value, inner, enter, node);
  }
}

/** Every name the file binds anywhere (a conservative reading: a name bound in any scope is never made global). */
function collectDeclared(node: AstNode, into: Set<string>): void {
  const bind = (pattern: unknown): void => {
    if (!isNode(pattern)) return;
    if (pattern.type === 'Identifier') into.add(pattern.name as string);
    else if (pattern.type === 'ObjectPattern')
      for (const p of pattern.properties as AstNode[]) bind(p.type === 'RestElement' ? p.argument : p.value);
    else if (pattern.type === 'ArrayPattern') for (const e of pattern.elements as unknown[]) bind(e);
    else if (pattern.type === 'RestElement') bind(pattern.argument);
    else if (pattern.type === 'AssignmentPattern') bind(pattern.left);
  };
  const walk = (n: AstNode): void => {
    if (n.type === 'VariableDeclarator') bind(n.id);
    if (FUNCTIONS.has(n.type) || n.type === 'ArrowFunctionExpression') {
      bind(n.id);
      for (const p of n.params as AstNode[]) bind(p);
    }
    if (n.type === 'ClassDeclaration' || n.type === 'ClassExpression') bind(n.id);
    if (n.type === 'CatchClause') bind(n.param);
    for (const [key, value] of Object.entries(n)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) walk(child);
      } else if (isNode(value)) walk(value);
    }
  };
  walk(node);
}
