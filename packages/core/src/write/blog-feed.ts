import type {
  BlogConfig,
  BlogListInfo,
  BlogPostInfo,
  RenderedMarkdown,
  RouteManifest,
  RouteRecord,
  SiteContext,
} from '@docgen/config';
import type { OutputWriter } from '../output/writer.js';
import { blogBase, blogsOf, DEFAULT_BLOG_ID, feedFiles, postTitle } from '../discover/blog.js';
import { builtLocales, localePrefix, pageKey } from '../routes/manifest.js';
import { siteHref } from '../routes/base-url.js';
import { descriptionOf } from '../discover/description.js';

/**
 * The blog's RSS, Atom and JSON feeds in each locale (`/blog/rss.xml`, `/fr/blog/atom.xml`), with
 * `feed` (the library Docusaurus writes them with): the newest posts, each with its whole HTML,
 * its site paths made absolute as a feed reader needs. Dated by the newest post, never by the
 * clock, so the same site gives the same bytes.
 */
export async function writeBlogFeeds(args: {
  ctx: SiteContext;
  manifest: RouteManifest;
  markdownOf(route: RouteRecord): Promise<RenderedMarkdown | undefined>;
  writer: OutputWriter;
}): Promise<void> {
  for (const blog of blogsOf(args.ctx)) await writeFeeds(args, blog);
}

async function writeFeeds(
  args: Parameters<typeof writeBlogFeeds>[0],
  blog: BlogConfig & { id: string },
): Promise<void> {
  const { ctx, manifest, writer } = args;
  const blogId = blog.id === DEFAULT_BLOG_ID ? undefined : blog.id;
  const files = feedFiles(blog);
  if (files.length === 0) return;
  // feed (with its XML writer) loads only for a site whose blog has feeds.
  const { Feed } = await import('feed');
  const origin = ctx.config.url.replace(/\/$/, '');
  const absolute = (p: string) => `${origin}${siteHref(ctx, p)}`;
  for (const locale of builtLocales(ctx)) {
    const prefix = localePrefix(ctx, locale.code);
    const root = blogBase(blog) === '/' ? '' : blogBase(blog);
    const posts = manifest.routes
      .filter((r) => r.locale === locale.code && r.source?.blog?.type === 'list' && r.source.blog.blogId === blogId)
      .filter((r) => !(r.source!.blog as BlogListInfo).tag && !(r.source!.blog as BlogListInfo).author)
      .sort((a, b) => (a.source!.blog as BlogListInfo).page - (b.source!.blog as BlogListInfo).page)
      .flatMap((r) => (r.source!.blog as BlogListInfo).posts)
      .flatMap((id) => manifest.pageRoutes.get(pageKey(locale.code, 'markdownPage', id)) ?? []);
    const limited = blog.feedOptions.limit === false ? posts : posts.slice(0, blog.feedOptions.limit);
    const newest = limited[0]?.source?.blog as BlogPostInfo | undefined;
    const blogUrl = absolute(`${prefix}${root}` || '/');
    const feed = new Feed({
      title: blog.feedOptions.title ?? ctx.config.title,
      description: blog.feedOptions.description ?? blog.blogDescription,
      id: blogUrl,
      link: blogUrl,
      language: locale.htmlLang,
      copyright: blog.feedOptions.copyright ?? '',
      generator: 'docgen',
      updated: new Date(newest?.date ?? 0),
      feedLinks: Object.fromEntries(files.map((f) => [f.type, absolute(`${prefix}${root}/${f.file}`)])),
    });
    for (const route of limited) {
      const source = route.source!;
      const info = source.blog as BlogPostInfo;
      const md = await args.markdownOf(route);
      const content = (md?.html ?? '').replace(/ (href|src)="\/(?!\/)/g, ` $1="${origin}/`);
      const description = descriptionOf(source);
      feed.addItem({
        title: postTitle(source),
        id: absolute(route.path),
        link: absolute(route.path),
        date: new Date(info.date),
        ...(description ? { description } : {}),
        content,
        // Only when there is one: feed's JSON writer reads the first author of the list.
        ...(info.authors.length > 0
          ? {
              author: info.authors.map((a) => ({
                name: a.name ?? a.key ?? '',
                ...(a.url ? { link: a.url } : {}),
                ...(a.email ? { email: a.email } : {}),
              })),
            }
          : {}),
        category: info.tags.map((t) => ({ name: t.label })),
      });
    }
    for (const f of files) {
      const text = f.type === 'rss' ? feed.rss2() : f.type === 'atom' ? feed.atom1() : feed.json1();
      writer.write(`${prefix ? `${prefix.slice(1)}/` : ''}${root ? `${root.slice(1)}/` : ''}${f.file}`, text);
    }
  }
}
