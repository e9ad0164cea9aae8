import { usePage } from './page.js';

/**
 * `@theme/Navbar`, `@theme/Footer`, `@theme/SkipToContent` and `@theme/AnnouncementBar` in a React
 * page: a landing page (or a theme package's layout) that draws its own chrome
 * (`<LayoutProvider><SkipToContent /><Navbar />…<Footer /></LayoutProvider>`, without
 * `@theme/Layout`). docgen's page has its skip link, announcement bar, navbar and footer around the
 * content already, made from the same config, so these render nothing: drawn here, they would show twice.
 */
export default function ChromeInPage(): null {
  const page = usePage();
  // The page keeps docgen's chrome, which stands for these, rather than being shown bare.
  if (page.head) page.head.chrome = true;
  return null;
}
