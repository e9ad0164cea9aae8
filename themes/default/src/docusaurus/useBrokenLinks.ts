/** What `useBrokenLinks()` gives: Docusaurus' broken-link checker API for site components. */
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const COLLECTOR: BrokenLinks = { collectLink: () => {}, collectAnchor: () => {} };

/**
 * `@docusaurus/useBrokenLinks`: components call it to register the links and anchors they render.
 * docgen's link checker reads links and ids from the rendered HTML of every page, so there is
 * nothing to register: both collectors accept the calls and do nothing.
 */
export default function useBrokenLinks(): BrokenLinks {
  return COLLECTOR;
}
