import { usePage } from './page.js';
import { useLocation } from './router.js';

// `@docusaurus/theme-common/internal`: Docusaurus 2.x exported the doc hooks (`useDoc`,
// `useDocsSidebar`…) from here before they moved to the docs plugin's client; what docgen has of
// theme-common, and the path helpers its swizzled components use.
export * from './theme-common.js';

/** `isSamePath(a, b)`: the same path, whatever the case and the trailing slash (Docusaurus' rule). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const normal = (p: string | undefined) => (p?.endsWith('/') ? p : `${p}/`).toLowerCase();
  return normal(a) === normal(b);
}

/** `useLocalPathname()`: the page's path without the site's base URL (`/base/docs/a` → `/docs/a`). */
export function useLocalPathname(): string {
  const { baseUrl } = usePage();
  const { pathname } = useLocation();
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}
