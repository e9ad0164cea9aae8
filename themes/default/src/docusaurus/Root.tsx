import type { ReactNode } from 'react';

/**
 * `@theme/Root`: the component Docusaurus renders at the top of the React tree. Docusaurus' own
 * renders its children only, so a site's `src/theme/Root` wrapping `@theme-original/Root` gets
 * its children back as it gave them.
 */
export default function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
