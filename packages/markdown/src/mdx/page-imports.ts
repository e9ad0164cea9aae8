import type { EstreeNode, MdxNode } from './nodes.js';

/** An import of the page a component made of its code uses: `import <clause> from "<specifier>"`. */
export interface PageImport {
  specifier: string;
  /** The name it binds. */
  local: string;
  /** `X`, `* as X` or `{ a as X }`. */
  clause: string;
}

/** An import specifier as MDX's estree holds it. */
export interface ImportSpecifier {
  type: string;
  local: { name: string };
  imported?: { name?: string; value?: string };
}

/** One name an `import` statement of the page binds, as a `PageImport`. */
export function pageImportOf(specifier: string, s: ImportSpecifier): PageImport {
  const local = s.local.name;
  const imported = s.imported?.name ?? s.imported?.value ?? local;
  const clause =
    s.type === 'ImportDefaultSpecifier'
      ? local
      : s.type === 'ImportNamespaceSpecifier'
        ? `* as ${local}`
        : `{ ${/^[\w$]+$/.test(imported) ? imported : JSON.stringify(imported)} as ${local} }`;
  return { specifier, clause, local };
}

/** Whether `code` names `name` (not as a property). */
export function mentions(code: string, name: string): boolean {
  return new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(code);
}

/** `import <local> from "<specifier>"` as MDX's tree holds it (its estree is what is compiled). */
export function importNode(local: string, specifier: string): MdxNode {
  const value = `import ${local} from ${JSON.stringify(specifier)}`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
            source: { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) },
            attributes: [],
          } as unknown as EstreeNode,
        ],
        sourceType: 'module',
        comments: [],
      } as unknown as NonNullable<MdxNode['data']>['estree'] & object,
    },
  };
}
