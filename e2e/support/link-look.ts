import type { Page } from 'playwright-core';

/** The computed styles that make a navbar link look like the theme's own. */
const LOOK = ['color', 'fontSize', 'fontWeight', 'paddingLeft', 'paddingTop', 'textDecorationLine'] as const;

/** How the first element `selector` matches looks: compared with a theme link's to tell a site's item from it. */
export function linkLook(page: Page, selector: string): Promise<Record<string, string>> {
  return page.$eval(
    selector,
    (el, keys) => {
      const style = getComputedStyle(el) as unknown as Record<string, string>;
      return Object.fromEntries(keys.map((k) => [k, style[k]!]));
    },
    [...LOOK],
  );
}
