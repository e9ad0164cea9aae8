/** The module compiled MDX asks for its component map (`useMDXComponents`): the runner links it. */
export const MDX_PROVIDER = '@docgen/shared/docusaurus-client';
