import { currentDocusaurusPage } from './docusaurus.js';

// What the Docusaurus modules of the theme and compiled MDX read at run time, kept out of the
// package's index (the browser runtime's bundle never holds it): `@docgen/shared/docusaurus-client`.

/** The docs plugin and the instance docgen's `docs` section stands for (`usePluginData`, `useDocsData`); each of `docsInstances` is an instance by its id. */
export const DOCUSAURUS_DOCS_PLUGIN = { name: 'docusaurus-plugin-content-docs', id: 'default' } as const;

/**
 * MDX's provider (`providerImportSource`): the component map of the page being rendered, under
 * the components a page is given. Docusaurus' `MDXProvider` gives `@theme/MDXComponents` to every
 * MDX file a page renders, the files it imports included: so does this.
 */
export function useMDXComponents(components?: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { ...currentDocusaurusPage()?.mdxComponents, ...components };
}
