import type { ReactNode } from 'react';

/**
 * `@theme/MDXContent`: Docusaurus wraps MDX content in it to give it the theme's MDX components
 * (its MDXProvider). docgen's MDX is compiled to render the theme's elements (headings with
 * anchors, highlighted code, admonitions) itself, so a page that wraps an imported MDX file in it
 * (`<MDXContent><Intro /></MDXContent>`) gets its children as they are.
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
