import type { ReactNode } from 'react';
import { usePage } from './page.js';
import useIsBrowser from './useIsBrowser.js';

/**
 * `@docusaurus/BrowserOnly`: the fallback on the server and in the first render in the browser,
 * the children once mounted. A site component using it hydrates (an island); one written in an
 * MDX page is made a component of its own that does (`core/src/mdx/browser-only.ts`); a React
 * page of src/pages using it hydrates as an island of its own (`core/src/render/docusaurus-page.ts`).
 */
export default function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const page = usePage();
  const mounted = useIsBrowser();
  if (mounted && children) return <>{children()}</>;
  // Its children read the site's config in the browser only: an island must carry all of it.
  if (children) page.readsInBrowser?.();
  if (typeof window === 'undefined' && !page.inIsland)
    page.report(
      '<BrowserOnly> is used outside a component that hydrates: it shows its fallback only',
      'move it into a component of src/components (which then hydrates as an island), and use that component here.',
    );
  return <>{fallback ?? null}</>;
}
