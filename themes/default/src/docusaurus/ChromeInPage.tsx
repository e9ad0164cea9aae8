/**
 * `@theme/Navbar` and `@theme/Footer` in a React page: a landing page that draws its own chrome
 * (`<LayoutProvider><Navbar />…<Footer /></LayoutProvider>`, without `@theme/Layout`). docgen's
 * page has its navbar and footer around the content already, made from the same config, so these
 * render nothing: drawn here, they would show twice.
 */
export default function ChromeInPage(): null {
  return null;
}
