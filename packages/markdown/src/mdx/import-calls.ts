import type { Root } from 'hast';
import { SITE_ISLANDS } from '@docgen/shared/islands';
import type { MdxNode } from './nodes.js';

/**
 * A call of something the file imports (`{Badge({ label: 'beta' })}`, `{renderTable(rows)}`,
 * `` `${Version()}` ``), anywhere in its code, goes through the called value's
 * `Symbol.for(SITE_ISLANDS.callKey)` when it has one: `X(a)` becomes `(X?.[key] ?? X)(a)`.
 * The build answers a site component's import with a wrapper that renders the component as an
 * island (`core/src/mdx/island-runtime.ts`); called as a function, the wrapper cannot tell a
 * call from React's render (both pass one object, or anything), so it took the arguments for
 * props. Under Docusaurus the page imports the module's own functions and such a call runs as
 * plain JavaScript: the key lets the wrapper run it so. Anything without the key (a package's
 * function, a shadowing local, the browser's modules) is called as before.
 */
export function rehypeMdxImportCalls() {
  return (tree: Root) => {
    const imported = new Set<string>();
    for (const node of tree.children as unknown as MdxNode[]) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? [])
        if (statement.type === 'ImportDeclaration')
          for (const s of statement.specifiers ?? []) imported.add(s.local.name);
    }
    if (imported.size > 0) visitCode(tree as unknown as MdxNode, (program) => rewriteCalls(program, imported));
  };
}

/** Every program of the tree's code: ESM, `{…}` expressions, attribute values and spreads. */
function visitCode(node: MdxNode, each: (program: object) => void): void {
  const estree = node.data?.estree;
  if (estree) each(estree);
  if (Array.isArray(node.attributes))
    for (const attribute of node.attributes as { value?: unknown; data?: { estree?: object } }[]) {
      if (attribute.data?.estree) each(attribute.data.estree);
      const value = attribute.value as { data?: { estree?: object } } | null | undefined;
      if (value && typeof value === 'object' && value.data?.estree) each(value.data.estree);
    }
  for (const child of node.children ?? []) visitCode(child, each);
}

type Node = { type: string; [key: string]: unknown };

const REWRITTEN = Symbol('docgen-import-call');

function rewriteCalls(node: unknown, imported: ReadonlySet<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) rewriteCalls(item, imported);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  const current = node as Node;
  for (const [key, value] of Object.entries(current))
    if (key !== 'loc' && key !== 'range' && value && typeof value === 'object') rewriteCalls(value, imported);
  if (current.type !== 'CallExpression' || current.optional || (current as Record<symbol, unknown>)[REWRITTEN]) return;
  const callee = current.callee as Node;
  if (!rootedAt(callee, imported)) return;
  (current as Record<symbol, unknown>)[REWRITTEN] = true;
  if (callee.type === 'Identifier') {
    current.callee = throughKey(callee);
    return;
  }
  // `ns.Badge(a)` keeps `ns` as `this`: Reflect.apply(ns.Badge?.[key] ?? ns.Badge, ns, [a]).
  current.callee = {
    type: 'MemberExpression',
    object: { type: 'Identifier', name: 'Reflect' },
    property: { type: 'Identifier', name: 'apply' },
    computed: false,
    optional: false,
  };
  current.arguments = [
    throughKey(callee),
    copy(callee.object),
    { type: 'ArrayExpression', elements: current.arguments },
  ];
}

/** An imported name, or a non-computed member of one (`ns.Badge`, `Steps.Item`). */
function rootedAt(callee: Node, imported: ReadonlySet<string>): boolean {
  if (callee.type === 'Identifier') return imported.has(callee.name as string);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.optional) return false;
  return rootedAt(callee.object as Node, imported);
}

/** `X?.[Symbol.for(key)] ?? X` (the second `X` a copy: MDX's later steps may rewrite nodes in place). */
function throughKey(callee: Node): Node {
  return {
    type: 'LogicalExpression',
    operator: '??',
    left: {
      type: 'ChainExpression',
      expression: {
        type: 'MemberExpression',
        object: callee,
        property: {
          type: 'CallExpression',
          callee: {
            type: 'MemberExpression',
            object: { type: 'Identifier', name: 'Symbol' },
            property: { type: 'Identifier', name: 'for' },
            computed: false,
            optional: false,
          },
          arguments: [{ type: 'Literal', value: SITE_ISLANDS.callKey, raw: JSON.stringify(SITE_ISLANDS.callKey) }],
          optional: false,
        },
        computed: true,
        optional: true,
      },
    },
    right: copy(callee),
  };
}

function copy(node: unknown): Node {
  return structuredClone(node) as Node;
}
