import { usePage } from './page.js';

/**
 * `@theme/Navbar` and `@theme/Footer` in a React page: a landing page that draws its own chrome
 * (`<LayoutProvider><Navbar />…<Footer /></LayoutProvider>`, without `@theme/Layout`). docgen's
 * page has its navbar and footer around the content already, made from the same config, so these
 * render nothing: drawn here, they would show twice.
 */
export default function ChromeInPage(): null {
  const page = usePage();
  // The page keeps docgen's chrome, which stands for these, rather than being shown bare.
  if (page.head) page.head.chrome = true;
  return null;
}
