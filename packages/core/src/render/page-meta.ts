import type { RouteRecord, SiteContext } from '@docgen/config';
import { isExternalHref, type DocView, type PageView } from '@docgen/shared';
import { relPosix } from '../util/paths.js';
import type { LastUpdates } from './last-update.js';
import { instanceOfVersion } from '../discover/instances.js';

/**
 * What a page's front matter adds to its view: no title heading (`hide_title`), the link-preview
 * image (`image`, else the config's), and its visibility (`unlisted`; `draft`, only ever built by
 * the dev server). Empty for a page that sets none of them.
 */
export function pageMeta(
  ctx: SiteContext,
  route: RouteRecord,
  siteUrl: string,
  image: string | undefined,
): Pick<PageView, 'hideTitle' | 'image' | 'visibility'> {
  const fm = route.source?.frontMatter ?? {};
  const out: Pick<PageView, 'hideTitle' | 'image' | 'visibility'> = {};
  if (route.kind === 'notFound') return out;
  if (fm.hide_title) out.hideTitle = true;
  const shown = image ?? ctx.config.image;
  if (shown) out.image = isExternalHref(shown) ? shown : `${siteUrl}${shown.startsWith('/') ? '' : '/'}${shown}`;
  if (fm.unlisted) out.visibility = 'unlisted';
  else if (fm.draft) out.visibility = 'draft';
  return out;
}

/** The settings of the docs section a version belongs to: a further section's, else `docs`. */
function sectionOf(ctx: SiteContext, version: string): { editUrl?: string } {
  return instanceOfVersion(ctx, version) ?? ctx.config.docs;
}

/** What a doc's front matter and the docs options add to its `DocView`: edit link, last update, tags. */
export function docMeta(
  ctx: SiteContext,
  route: RouteRecord,
  lastUpdates: LastUpdates,
): Pick<DocView, 'editUrl' | 'lastUpdate' | 'tags'> {
  const fm = route.source?.frontMatter ?? {};
  const out: Pick<DocView, 'editUrl' | 'lastUpdate' | 'tags'> = {};
  // A category's generated index is made from the sidebar, not a file a reader could edit (Docusaurus shows no link either).
  const generated = route.source?.generated === 'category-index';
  const editBase = route.source && !generated ? sectionOf(ctx, route.source.version).editUrl : undefined;
  if (typeof fm.custom_edit_url === 'string') out.editUrl = fm.custom_edit_url;
  else if (fm.custom_edit_url !== null && editBase && route.source)
    out.editUrl = `${editBase.replace(/\/$/, '')}/${relPosix(ctx.siteDir, route.source.file)}`;
  const lastUpdate = generated ? undefined : lastUpdates.of(route.source);
  if (lastUpdate) out.lastUpdate = lastUpdate;
  if (fm.tags && fm.tags.length > 0)
    out.tags = route.source?.tagLabels ?? fm.tags.map((t) => (typeof t === 'string' ? t : t.label));
  return out;
}
