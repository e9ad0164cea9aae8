import type { ReactNode } from 'react';

/**
 * `@theme/Layout/Provider`: Docusaurus' providers (colour mode, navbar state…) without the layout,
 * which a landing page that draws its own header wraps itself in. docgen's page is inside its own
 * providers and chrome already, so the children render as they are.
 */
export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
