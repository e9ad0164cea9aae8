import type { BlogListInfo, BlogPostInfo, RouteManifest, RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import type { BlogLink, BlogPostSummary, BlogView } from '@docgen/shared';
import { blogBase, blogOf, feedFiles, postTitle } from '../discover/blog.js';
import { localePrefix, pageKey } from '../routes/manifest.js';

/** The blog's part of a page's view (`PageView.blog`), from the route manifest alone (render workers make it too). */
export class BlogViews {
  private readonly ordered = new Map<string, RouteRecord[]>();
  private readonly lists = new Map<string, RouteRecord[]>();

  constructor(
    private readonly ctx: SiteContext,
    private readonly manifest: RouteManifest,
    private readonly href: (path: string) => string,
  ) {}

  /** The listed posts of a locale, newest first: the blog's own list pages, in order. */
  private postsOf(locale: string): RouteRecord[] {
    let list = this.ordered.get(locale);
    if (list) return list;
    const pages = this.listPages(locale);
    list = pages.flatMap((r) =>
      (r.source!.blog as BlogListInfo).posts.flatMap((id) => this.postRoute(locale, id) ?? []),
    );
    this.ordered.set(locale, list);
    return list;
  }

  /** The blog's own list pages of a locale (not a tag's or an author's), in order. */
  private listPages(locale: string): RouteRecord[] {
    let pages = this.lists.get(locale);
    if (pages) return pages;
    pages = this.manifest.routes
      .filter((r) => r.locale === locale && r.source?.blog?.type === 'list')
      .filter((r) => {
        const info = r.source!.blog as BlogListInfo;
        return !info.tag && !info.author;
      })
      .sort((a, b) => (a.source!.blog as BlogListInfo).page - (b.source!.blog as BlogListInfo).page);
    this.lists.set(locale, pages);
    return pages;
  }

  /** The blog sidebar's title in a locale: Docusaurus' `options.json` translation, else the config's. */
  private sidebarTitle(locale: string): string {
    const first = this.listPages(locale)[0]?.source?.blog as BlogListInfo | undefined;
    return first?.sidebarTitle ?? blogOf(this.ctx)!.blogSidebarTitle;
  }

  private postRoute(locale: string, id: string): RouteRecord | undefined {
    return this.manifest.pageRoutes.get(pageKey(locale, 'markdownPage', id));
  }

  summary(route: RouteRecord, htmlLang: string): BlogPostSummary {
    const source = route.source as SourceFile;
    const info = source.blog as BlogPostInfo;
    const prefix = localePrefix(this.ctx, route.locale);
    const withPrefix = (p: string) => {
      const localized = `${prefix}${p}`;
      return this.href(this.manifest.byPath.has(localized) ? localized : p);
    };
    const date = new Date(info.date);
    return {
      title: postTitle(source),
      href: this.href(route.path),
      date: info.date,
      dateText: new Intl.DateTimeFormat(htmlLang, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(date),
      authors: info.authors.map((a) => {
        const page = a.page
          ? `${prefix}${blogRoot(this.ctx)}/authors/${typeof a.page === 'string' ? a.page : a.key}`
          : undefined;
        return {
          name: a.name ?? a.key ?? '',
          ...(a.title ? { title: a.title } : {}),
          ...(a.url ? { href: a.url } : a.email ? { href: `mailto:${a.email}` } : {}),
          ...(a.imageUrl ? { imageUrl: a.imageUrl.startsWith('/') ? this.href(a.imageUrl) : a.imageUrl } : {}),
          ...(page && this.manifest.byPath.has(page) ? { page: this.href(page) } : {}),
        };
      }),
      tags: info.tags.map((t) => ({ label: t.label, href: withPrefix(t.permalink) })),
      ...(info.readingTime !== undefined ? { readingTime: info.readingTime } : {}),
      truncated: info.truncateLine !== undefined,
    };
  }

  view(route: RouteRecord, htmlLang: string): BlogView | undefined {
    const blog = blogOf(this.ctx);
    const info = route.source?.blog;
    if (!blog || !info) return undefined;
    const posts = this.postsOf(route.locale);
    const link = (r: RouteRecord): BlogLink => ({ label: postTitle(r.source!), href: this.href(r.path) });
    const count = blog.blogSidebarCount === 'ALL' ? posts.length : blog.blogSidebarCount;
    const prefix = localePrefix(this.ctx, route.locale);
    const view: BlogView = {
      type: info.type,
      ...(count > 0
        ? { sidebar: { title: this.sidebarTitle(route.locale), items: posts.slice(0, count).map(link) } }
        : {}),
      feeds: feedFiles(blog).map((f) => ({
        type: f.type,
        href: this.href(`${prefix}${blogRoot(this.ctx)}/${f.file}`.replace(/\/{2,}/g, '/')),
        title: blog.feedOptions.title ?? this.ctx.config.title,
      })),
    };
    if (info.type === 'post') {
      view.post = this.summary(route, htmlLang);
      const at = posts.findIndex((r) => r.path === route.path);
      if (at > 0) view.newer = link(posts[at - 1]!);
      if (at >= 0 && at < posts.length - 1) view.older = link(posts[at + 1]!);
      return view;
    }
    view.posts = info.posts.flatMap((id) => {
      const r = this.postRoute(route.locale, id);
      return r ? [this.summary(r, htmlLang)] : [];
    });
    const page = (p: string | undefined) => (p ? this.href(`${prefix}${p}`) : undefined);
    const newer = page(info.newer);
    const older = page(info.older);
    if (newer) view.newer = { label: '', href: newer };
    if (older) view.older = { label: '', href: older };
    if (info.tag)
      view.tag = {
        label: info.tag.label,
        count: info.tag.count,
        allTagsHref: this.href(`${prefix}${blogRoot(this.ctx)}/${blog.tagsBasePath}`.replace(/\/{2,}/g, '/')),
      };
    if (info.author) view.author = this.summaryAuthor(info, route);
    if (info.tags)
      view.tags = info.tags.map((t) => ({
        label: t.label,
        href: this.href(`${prefix}${t.permalink}`),
        count: t.count,
      }));
    return view;
  }

  private summaryAuthor(info: BlogListInfo, route: RouteRecord) {
    const a = info.author!;
    void route;
    return {
      name: a.name ?? a.key ?? '',
      ...(a.title ? { title: a.title } : {}),
      ...(a.url ? { href: a.url } : {}),
      ...(a.imageUrl ? { imageUrl: a.imageUrl.startsWith('/') ? this.href(a.imageUrl) : a.imageUrl } : {}),
    };
  }
}

/** The blog's root route (`/blog`, or '' for a blog at the site root). */
function blogRoot(ctx: SiteContext): string {
  const blog = blogOf(ctx);
  const base = blog ? blogBase(blog) : '/blog';
  return base === '/' ? '' : base;
}
