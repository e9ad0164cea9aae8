import { currentDocusaurusPage } from '@docgen/shared';

/** What `useBrokenLinks()` gives: Docusaurus' broken-link checker API for site components. */
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const COLLECTOR: BrokenLinks = {
  collectLink: () => {},
  collectAnchor: (anchor) => {
    if (typeof anchor === 'string' && anchor) currentDocusaurusPage()?.anchors?.add(anchor);
  },
};

/**
 * `@docusaurus/useBrokenLinks`: components call it to register the links and anchors they render.
 * docgen's link checker reads links and ids from the rendered HTML of every page, so links need
 * no registering; an anchor does when the component renders its id only in the browser (a page
 * showing the section picked by the URL's hash): the server render records it for the checker.
 */
export default function useBrokenLinks(): BrokenLinks {
  return COLLECTOR;
}
