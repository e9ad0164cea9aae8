import type {
  BlogAuthor,
  BlogConfig,
  BlogListInfo,
  BlogPostInfo,
  RouteManifest,
  RouteRecord,
  SiteContext,
  SourceFile,
} from '@docgen/config';
import type { BlogLink, BlogPostSummary, BlogView } from '@docgen/shared';
import fs from 'node:fs';
import path from 'node:path';
import { blogBase, blogById, blogsOf, DEFAULT_BLOG_ID, feedFiles, postTitle } from '../discover/blog.js';
import { generatedFilesDir } from '../docusaurus/site-plugin-data.js';
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

  /** The listed posts of a blog in a locale, newest first: the blog's own list pages, in order. */
  private postsOf(locale: string, blogId: string | undefined): RouteRecord[] {
    const key = `${locale}\0${blogId ?? ''}`;
    let list = this.ordered.get(key);
    if (list) return list;
    list = this.listPages(locale, blogId).flatMap((r) =>
      (r.source!.blog as BlogListInfo).posts.flatMap((id) => this.postRoute(locale, id) ?? []),
    );
    this.ordered.set(key, list);
    return list;
  }

  /**
   * Docusaurus' `.docusaurus/docusaurus-plugin-content-blog/<id>/blog-post-list-prop-<id>.json`,
   * its blog sidebar's data (`{ title, items: [{ title, permalink, unlisted, date }] }`, the
   * newest `blogSidebarCount` posts), which home pages `require` to list recent posts: written
   * for the default locale before pages compile, when its content changed, for a site whose
   * `src/` names such a file (no other site gets a `.docusaurus/` folder).
   */
  writeListProps(): void {
    if (!namesListProp(path.join(this.ctx.siteDir, 'src'))) return;
    const locale = this.ctx.defaultLocale.code;
    for (const blog of blogsOf(this.ctx)) {
      const blogId = blog.id === DEFAULT_BLOG_ID ? undefined : blog.id;
      const posts = this.postsOf(locale, blogId);
      const count = blog.blogSidebarCount === 'ALL' ? posts.length : blog.blogSidebarCount;
      const prop = {
        title: this.sidebarTitle(locale, blogId, blog.blogSidebarTitle),
        items: posts.slice(0, count).map((r) => ({
          title: postTitle(r.source!),
          permalink: this.href(r.path),
          unlisted: false,
          date: new Date((r.source!.blog as BlogPostInfo).date).toISOString(),
        })),
      };
      const dir = path.join(generatedFilesDir(this.ctx.siteDir), 'docusaurus-plugin-content-blog', blog.id);
      const file = path.join(dir, `blog-post-list-prop-${blog.id}.json`);
      const text = `${JSON.stringify(prop, null, 2)}\n`;
      if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(file, text);
    }
  }

  /** A blog's own list pages in a locale (not a tag's or an author's), in order. */
  private listPages(locale: string, blogId: string | undefined): RouteRecord[] {
    const key = `${locale}\0${blogId ?? ''}`;
    let pages = this.lists.get(key);
    if (pages) return pages;
    pages = this.manifest.routes
      .filter((r) => r.locale === locale && r.source?.blog?.type === 'list' && r.source.blog.blogId === blogId)
      .filter((r) => {
        const info = r.source!.blog as BlogListInfo;
        return !info.tag && !info.author;
      })
      .sort((a, b) => (a.source!.blog as BlogListInfo).page - (b.source!.blog as BlogListInfo).page);
    this.lists.set(key, pages);
    return pages;
  }

  /** A blog sidebar's title in a locale: Docusaurus' `options.json` translation, else the config's. */
  private sidebarTitle(locale: string, blogId: string | undefined, fallback: string): string {
    const first = this.listPages(locale, blogId)[0]?.source?.blog as BlogListInfo | undefined;
    return first?.sidebarTitle ?? fallback;
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
      authors: (info.localeAuthors?.[route.locale] ?? info.authors).map((a) => ({
        name: a.name ?? a.key ?? '',
        ...(a.title ? { title: a.title } : {}),
        ...(a.url ? { href: a.url } : a.email ? { href: `mailto:${a.email}` } : {}),
        ...(a.imageUrl ? { imageUrl: a.imageUrl.startsWith('/') ? this.href(a.imageUrl) : a.imageUrl } : {}),
        ...this.authorPage(a, route.locale, info.blogId),
      })),
      tags: info.tags.map((t) => ({ label: t.label, href: withPrefix(t.permalink) })),
      ...(info.readingTime !== undefined ? { readingTime: info.readingTime } : {}),
      truncated: info.truncateLine !== undefined,
    };
  }

  view(route: RouteRecord, htmlLang: string): BlogView | undefined {
    const info = route.source?.blog;
    const blog = info && blogById(this.ctx, info.blogId);
    if (!blog || !info) return undefined;
    const posts = this.postsOf(route.locale, info.blogId);
    const root = blogRoot(blog);
    const link = (r: RouteRecord): BlogLink => ({ label: postTitle(r.source!), href: this.href(r.path) });
    const count = blog.blogSidebarCount === 'ALL' ? posts.length : blog.blogSidebarCount;
    const prefix = localePrefix(this.ctx, route.locale);
    const view: BlogView = {
      type: info.type,
      ...(count > 0
        ? {
            sidebar: {
              title: this.sidebarTitle(route.locale, info.blogId, blog.blogSidebarTitle),
              items: posts.slice(0, count).map(link),
            },
          }
        : {}),
      feeds: feedFiles(blog).map((f) => ({
        type: f.type,
        href: this.href(`${prefix}${root}/${f.file}`.replace(/\/{2,}/g, '/')),
        title: blog.feedOptions.title ?? this.ctx.config.title,
      })),
    };
    if (info.type === 'post') {
      view.post = this.summary(route, htmlLang);
      const editUrl = postEditUrl(blog, route.source as SourceFile);
      if (editUrl) view.editUrl = editUrl;
      const at = posts.findIndex((r) => r.path === route.path);
      if (at > 0) view.newer = link(posts[at - 1]!);
      if (at >= 0 && at < posts.length - 1) view.older = link(posts[at + 1]!);
      return view;
    }
    if (info.type === 'archive') {
      view.archive = this.archive(info, route.locale, htmlLang);
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
        allTagsHref: this.href(`${prefix}${root}/${blog.tagsBasePath}`.replace(/\/{2,}/g, '/')),
      };
    if (info.author) {
      view.author = this.summaryAuthor(info.author);
      const index = `${prefix}${root}/authors`;
      if (this.manifest.byPath.has(index)) view.allAuthorsHref = this.href(index);
    }
    if (info.authors)
      view.authors = info.authors.map(({ author, count }) => ({
        ...this.summaryAuthor(author),
        ...this.authorPage(author, route.locale, info.blogId),
        count,
      }));
    if (info.tags)
      view.tags = info.tags.map((t) => ({
        label: t.label,
        href: this.href(`${prefix}${t.permalink}`),
        count: t.count,
      }));
    return view;
  }

  /** The archive's posts by year (UTC, as Docusaurus' archive page groups them). */
  private archive(info: BlogListInfo, locale: string, htmlLang: string): NonNullable<BlogView['archive']> {
    const format = new Intl.DateTimeFormat(htmlLang, { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const years: NonNullable<BlogView['archive']> = [];
    for (const id of info.posts) {
      const r = this.postRoute(locale, id);
      if (!r) continue;
      const date = (r.source!.blog as BlogPostInfo).date;
      const year = date.slice(0, 4);
      if (years.at(-1)?.year !== year) years.push({ year, posts: [] });
      years.at(-1)!.posts.push({
        label: postTitle(r.source!),
        href: this.href(r.path),
        date,
        dateText: format.format(new Date(date)),
      });
    }
    return years;
  }

  /** The author's page on the blog, when the authors file gives them one. */
  private authorPage(a: BlogAuthor, locale: string, blogId: string | undefined): { page?: string } {
    if (!a.page || !a.key) return {};
    const root = blogRoot(blogById(this.ctx, blogId));
    const page = `${localePrefix(this.ctx, locale)}${root}/authors/${typeof a.page === 'string' ? a.page : a.key}`;
    return this.manifest.byPath.has(page) ? { page: this.href(page) } : {};
  }

  private summaryAuthor(a: BlogAuthor) {
    return {
      name: a.name ?? a.key ?? '',
      ...(a.title ? { title: a.title } : {}),
      ...(a.url ? { href: a.url } : {}),
      ...(a.imageUrl ? { imageUrl: a.imageUrl.startsWith('/') ? this.href(a.imageUrl) : a.imageUrl } : {}),
    };
  }
}

/** A blog's root route (`/blog`, or '' for a blog at the site root). */
function blogRoot(blog: BlogConfig | undefined): string {
  const base = blog ? blogBase(blog) : '/blog';
  return base === '/' ? '' : base;
}

/** A post's edit link: front matter `custom_edit_url` (null: none), else `editUrl` and the file's path below the site folder. */
function postEditUrl(blog: BlogConfig, source: SourceFile): string | undefined {
  const custom = source.frontMatter.custom_edit_url;
  if (typeof custom === 'string') return custom;
  if (custom === null || !blog.editUrl) return undefined;
  return `${blog.editUrl.replace(/\/$/, '')}/${source.relFile}`;
}

/** Whether a code file of the folder (or below it) names a blog list prop file. */
function namesListProp(dir: string): boolean {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((e) =>
    e.isDirectory()
      ? e.name !== 'node_modules' && namesListProp(path.join(dir, e.name))
      : /\.(?:[cm]?[jt]sx?|mdx?)$/.test(e.name) &&
        fs.readFileSync(path.join(dir, e.name), 'utf8').includes('blog-post-list-prop-'),
  );
}
