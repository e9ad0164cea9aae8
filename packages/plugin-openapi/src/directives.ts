/**
 * The directives the plugin renders (`::openapi{…}`, `::openapi-errors{…}`, `::openapi-statuses`,
 * and `::openapi-page{…}`, the body of the reference section's generated pages).
 */
export const DIRECTIVES = ['openapi', 'openapi-errors', 'openapi-statuses', 'openapi-page'] as const;

interface Node {
  type: string;
  name?: string;
  children?: Node[];
}

/** Whether a markdown tree holds one of the plugin's directives (a page without any never needs the document). */
export function usesDirectives(tree: Node): boolean {
  if (tree.type === 'leafDirective' && (DIRECTIVES as readonly string[]).includes(tree.name ?? '')) return true;
  return tree.children?.some(usesDirectives) ?? false;
}
