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

/** An error a Docusaurus stand-in throws for what docgen does not give: the build's diagnostic shows its why and fix. */
export interface ExplainedError extends Error {
  why: string;
  fix: string;
  /** Text the site's code writes at the call (a plugin's name), to report it at its line. */
  written?: string;
}

export function explainedError(message: string, why: string, fix: string, written?: string): ExplainedError {
  return Object.assign(new Error(message), { name: 'DocgenUnsupported', why, fix, ...(written ? { written } : {}) });
}

/** The why and fix an error of `explainedError` carries (checked by shape: bundles may hold two copies of this module). */
export function explanationOf(error: unknown): { why: string; fix: string; written?: string } | undefined {
  const e = error as Partial<ExplainedError> | undefined;
  if (e?.name !== 'DocgenUnsupported' || typeof e.why !== 'string' || typeof e.fix !== 'string') return undefined;
  return { why: e.why, fix: e.fix, ...(typeof e.written === 'string' ? { written: e.written } : {}) };
}
