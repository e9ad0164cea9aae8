interface Node {
  type: string;
  [key: string]: unknown;
}

/**
 * A page's code (`function-body`) is run with `new AsyncFunction`, where `import()` works in Node
 * but not in every host (a vm context, as test runners use, has no import callback): its
 * `import()`s call `arguments[0].dynamicImport`, the host's own.
 */
export function recmaHostImport() {
  return (tree: Node) => {
    const replace = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(replace);
      if (!node || typeof node !== 'object') return node;
      const n = node as Node;
      for (const key of Object.keys(n)) n[key] = replace(n[key]);
      if (n.type !== 'ImportExpression') return n;
      return {
        type: 'CallExpression',
        optional: false,
        callee: { type: 'Identifier', name: '_docgenImport' },
        arguments: [n.source],
      };
    };
    replace(tree);
    (tree.body as Node[]).unshift({
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: { type: 'Identifier', name: '_docgenImport' },
          init: {
            type: 'MemberExpression',
            computed: false,
            optional: false,
            object: {
              type: 'MemberExpression',
              computed: true,
              optional: false,
              object: { type: 'Identifier', name: 'arguments' },
              property: { type: 'Literal', value: 0 },
            },
            property: { type: 'Identifier', name: 'dynamicImport' },
          },
        },
      ],
    });
  };
}
