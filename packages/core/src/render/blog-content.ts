import type { RenderedMarkdown, RouteManifest, RouteRecord } from '@docgen/config';
import { BLOG_EXCERPT_SEPARATOR, TRUNCATE_SENTINEL } from '@docgen/shared';
import { pageKey } from '../routes/manifest.js';

type MarkdownOf = (route: RouteRecord) => Promise<RenderedMarkdown | undefined>;

/**
 * The content of the blog's routes, over the markdown stage's: a post without its truncate
 * sentinel; a list page made of its posts' excerpts (what is above the marker, else the whole
 * post) in the page's locale, joined by `BLOG_EXCERPT_SEPARATOR` for the theme to place each in
 * its post's card. Such a result has no `htmlHash` (no cache blob): its HTML goes to render
 * workers with the job.
 */
export function blogMarkdownOf(manifest: RouteManifest, of: MarkdownOf): MarkdownOf {
  const made = new Map<RenderedMarkdown, RenderedMarkdown>();
  return async (route) => {
    const md = await of(route);
    const blog = route.source?.blog;
    if (!md || !blog) return md;
    const known = made.get(md);
    if (known) return known;
    let html: string;
    if (blog.type === 'post') html = md.html.replace(TRUNCATE_SENTINEL, '');
    // The archive lists titles and dates, no excerpts.
    else if (blog.type === 'archive') html = '';
    else {
      const parts: string[] = [];
      for (const id of blog.posts) {
        const postRoute = manifest.pageRoutes.get(pageKey(route.locale, 'markdownPage', id));
        const post = postRoute && (await of(postRoute));
        const text = post?.html ?? '';
        const at = text.indexOf(TRUNCATE_SENTINEL);
        parts.push(at >= 0 ? text.slice(0, at) : text);
      }
      html = parts.join(BLOG_EXCERPT_SEPARATOR);
    }
    const { htmlHash: _dropped, ...rest } = md;
    const out = { ...rest, html };
    made.set(md, out);
    return out;
  };
}

/**
 * A route's markdown as the link stage reads it, the posts' links added to a list page's as
 * `unchecked`: a broken link of an excerpt is reported once, at its line in the post.
 */
export function blogLinksOf(
  manifest: RouteManifest,
  entryOf: (route: RouteRecord) => RenderedMarkdown | undefined,
): (route: RouteRecord) => RenderedMarkdown | undefined {
  return (route) => {
    const md = entryOf(route);
    const blog = route.source?.blog;
    if (!md || blog?.type === 'post' || blog?.type === 'archive' || !blog) return md;
    const links = [...md.links];
    for (const id of blog.posts) {
      const postRoute = manifest.pageRoutes.get(pageKey(route.locale, 'markdownPage', id));
      const post = postRoute && entryOf(postRoute);
      for (const link of post?.links ?? []) links.push({ ...link, unchecked: true });
    }
    return { ...md, links };
  };
}
