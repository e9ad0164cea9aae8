import type { VFile } from 'vfile';
import type { MdxNode } from './nodes.js';
import { importNode } from './page-imports.js';

/** `React.` as a name of code (`React.useState`, `<React.Fragment>`), not a member (`x.React`). */
const NAMES_REACT = /(^|[^\w$.])React\s*\./;

/**
 * Docusaurus 2's MDX loader wrote `import React from 'react'` above every MDX file, so its pages
 * use `React.useState` or `<React.Fragment>` without importing it; MDX 3 (Docusaurus 3) adds no
 * such import. An MDX 1 page that names `React.` and neither imports nor declares it gets the
 * import, and so does a component docgen makes of the page's code.
 */
export function remarkMdx1React() {
  return (tree: { children: MdxNode[] }, file: VFile) => {
    if (!NAMES_REACT.test(String(file.value))) return;
    const bound = tree.children.some(
      (node) =>
        node.type === 'mdxjsEsm' && (node.data?.estree?.body ?? []).some((s) => bindsReact(s as unknown as Statement)),
    );
    if (!bound) tree.children.unshift(importNode('React', 'react'));
  };
}

/** What of a top-level statement binds names (an import's specifiers, a declaration's ids). */
interface Statement {
  specifiers?: { local?: { name?: string } }[];
  declaration?: Statement | null;
  declarations?: { id?: { name?: string } }[];
  id?: { name?: string } | null;
}

/** Whether a top-level statement binds the name `React` (an import of it, a declaration). */
function bindsReact(statement: Statement): boolean {
  const declaration = statement.declaration ?? statement;
  return (
    (statement.specifiers ?? []).some((s) => s.local?.name === 'React') ||
    (declaration.declarations ?? []).some((d) => d.id?.name === 'React') ||
    declaration.id?.name === 'React'
  );
}
