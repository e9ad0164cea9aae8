import type { SiteContext } from '@docgen/config';
import { staticFile } from '../util/static-dirs.js';

/** The icon of a site that has none: empty, as `<link rel="icon" href="data:,">` declares it. */
export const EMPTY_FAVICON = 'data:,';

/**
 * Whether the pages get `EMPTY_FAVICON`: browsers ask a page that declares no icon for
 * `/favicon.ico` and log its 404 in the console. Not when the site may have an icon: in
 * `headTags` (the config's `favicon` is the caller's case), a `favicon.ico` of a static folder, or
 * at the root of the host of a site below a base path (`/docs/`), which is not the site's to hide.
 */
export function wantsEmptyFavicon(
  ctx: SiteContext,
  headTags: readonly { tagName: string; attributes: Record<string, unknown> }[],
): boolean {
  if (ctx.config.baseUrl.replace(/\/+$/, '') !== '') return false;
  const declared = headTags.some(
    (t) => t.tagName === 'link' && /(^|\s)icon(\s|$)/i.test(String(t.attributes.rel ?? '')),
  );
  return !declared && !staticFile(ctx, 'favicon.ico');
}
