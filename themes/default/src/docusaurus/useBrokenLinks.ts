import { currentDocusaurusPage } from '@docgen/shared';

/** What `useBrokenLinks()` gives: Docusaurus' broken-link checker API for site components. */
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const COLLECTOR: BrokenLinks = {
  collectLink: (link) => {
    if (typeof link === 'string' && link) currentDocusaurusPage()?.links?.add(link);
  },
  collectAnchor: (anchor) => {
    if (typeof anchor === 'string' && anchor) currentDocusaurusPage()?.anchors?.add(anchor);
  },
};

/**
 * `@docusaurus/useBrokenLinks`: components call it to register the links and anchors they render.
 * docgen's link checker reads ids from the rendered HTML of every page, and links too, but for a
 * component's plain `<a>` (left unchecked, as by Docusaurus): a link it collects is checked, and an
 * anchor it renders only in the browser (a page showing the section picked by the URL's hash)
 * is recorded by the server render for the checker.
 */
export default function useBrokenLinks(): BrokenLinks {
  return COLLECTOR;
}
