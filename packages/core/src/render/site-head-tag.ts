import type { HeadTag } from '@docgen/shared';

/**
 * A `headTags` entry of the config as the theme's head tag: `true` a bare attribute, `false`
 * none; a site path in `href` or `src` (`/img/favicon.png`) gets the site's base, as the logo's.
 */
export function siteHeadTag(
  tag: {
    tagName: HeadTag['tag'];
    attributes: Record<string, string | boolean>;
    innerHTML?: string | undefined;
  },
  authored: (href: string) => string,
): HeadTag {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(tag.attributes))
    if (value !== false)
      attributes[name] = value === true ? '' : name === 'href' || name === 'src' ? authored(value) : value;
  return { tag: tag.tagName, attributes, ...(tag.innerHTML !== undefined ? { text: tag.innerHTML } : {}) };
}
