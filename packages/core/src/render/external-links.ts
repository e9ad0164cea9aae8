import type { SiteContext } from '@docgen/config';
import type { ExternalLinkAttrs } from '@docgen/shared';

/**
 * What a link of the navbar, footer or a sidebar that leaves the site gets from the site's
 * `externalLinks` (Docusaurus' new tab): its `attrs`, or nothing for a link within the site or a
 * site without the setting.
 */
export function externalAttrs(ctx: SiteContext, external: boolean): { attrs?: ExternalLinkAttrs } {
  const { target, rel } = ctx.config.externalLinks;
  if (!external || (target === undefined && rel === undefined)) return {};
  return { attrs: { ...(target !== undefined ? { target } : {}), ...(rel !== undefined ? { rel } : {}) } };
}
