import path from 'node:path';
import { normalizePath } from '@docgen/shared';
import type { BlogAuthor, BlogConfig, BlogListInfo, BlogPostInfo, SiteContext, SourceFile } from '@docgen/config';
import { sha256 } from '../util/hash.js';
import { relPosix } from '../util/paths.js';
import { compareCodeUnits, compareForReaders } from '../util/order.js';
import { BLOG_ID, blogBase, DEFAULT_BLOG_ID } from './blog.js';
import type { BlogOptionTexts } from './blog-options.js';

/** The posts the lists show, newest first (then by route): neither drafts nor unlisted. */
export function listedPosts(sources: readonly SourceFile[], locale: string, blogId?: string): SourceFile[] {
  return postsOf(sources, locale, blogId, false);
}

/** The posts that are not drafts, listed or unlisted ones, newest first (then by route). */
function postsOf(sources: readonly SourceFile[], locale: string, blogId: string | undefined, unlisted: boolean) {
  const id = blogId === DEFAULT_BLOG_ID ? undefined : blogId;
  return sources
    .filter(
      (s) =>
        s.locale === locale &&
        s.blog?.type === 'post' &&
        s.blog.blogId === id &&
        Boolean(s.frontMatter.unlisted) === unlisted &&
        !s.frontMatter.draft,
    )
    .sort((a, b) => {
      const pa = a.blog as BlogPostInfo;
      const pb = b.blog as BlogPostInfo;
      return compareCodeUnits(pb.date, pa.date) || compareCodeUnits(pa.path, pb.path);
    });
}

/**
 * The blog's list pages, one source each per locale (the posts of a locale are its translations,
 * else the default locale's): the blog's pages (`/blog`, `/blog/page/2`), each tag's, the tags
 * index, the page of each author of the authors file with `page` set, the archive. Their content is the posts' excerpts, put in by the
 * render stage's markdown (`render/blog-content.ts`); their bodies are empty.
 */
export function blogListSources(
  ctx: SiteContext,
  blog: BlogConfig,
  sources: readonly SourceFile[],
  /** The authors file's authors, by locale (`readLocaleAuthors`). */
  localeAuthors: ReadonlyMap<string, ReadonlyMap<string, BlogAuthor>> = new Map(),
  options: ReadonlyMap<string, BlogOptionTexts> = new Map(),
): SourceFile[] {
  const authorsFile = localeAuthors.get(ctx.defaultLocale.code) ?? new Map<string, BlogAuthor>();
  const posts = listedPosts(sources, ctx.defaultLocale.code, blog.id);
  const blogId = blog.id && blog.id !== DEFAULT_BLOG_ID ? { blogId: blog.id } : {};
  // No posts, no pages (as Docusaurus, whose blog plugin then makes no route).
  if (posts.length === 0) return [];
  const base = blogBase(blog);
  const perPage = blog.postsPerPage === 'ALL' ? Math.max(posts.length, 1) : blog.postsPerPage;
  const lists: { info: BlogListInfo; title: string; description: string }[] = [];
  const paginate = (
    root: string,
    list: SourceFile[],
    title: string,
    description: string,
    extra: Partial<BlogListInfo> = {},
    type: BlogListInfo['type'] = 'list',
  ) => {
    const pages = Math.max(1, Math.ceil(list.length / perPage));
    const pathOf = (n: number) => (n === 1 ? root : normalizePath(`${root}/page/${n}`));
    for (let n = 1; n <= pages; n++)
      lists.push({
        title,
        description,
        info: {
          type,
          path: pathOf(n),
          posts: list.slice((n - 1) * perPage, n * perPage).map((s) => s.id),
          page: n,
          pages,
          ...(n > 1 ? { newer: pathOf(n - 1) } : {}),
          ...(n < pages ? { older: pathOf(n + 1) } : {}),
          ...extra,
        },
      });
  };
  paginate(base, posts, blog.blogTitle, blog.blogDescription);
  // A locale's tag pages are made of its posts' tags (a translation's own), as Docusaurus builds each locale's blog from its posts.
  const tagLists = (shown: SourceFile[], unlisted: SourceFile[]) => {
    const start = lists.length;
    const tags = tagsOf(shown);
    const sortedTags = sortTags(tags.values());
    if (sortedTags.length > 0) {
      const index = normalizePath(`${base}/${blog.tagsBasePath}`);
      lists.push({
        title: 'Tags',
        description: blog.blogDescription,
        info: {
          type: 'tags',
          path: index,
          posts: [],
          page: 1,
          pages: 1,
          tags: sortedTags.map((t) => ({ label: t.label, permalink: t.permalink, count: t.posts.length })),
        },
      });
    }
    // As Docusaurus, a tag only unlisted posts have has its page of them, itself unlisted: out of
    // the tags index and of search engines, and there for the links the posts' footers give it.
    const unlistedTags = sortTags([...tagsOf(unlisted).values()].filter((t) => !tags.has(t.permalink)));
    for (const tag of [...sortedTags, ...unlistedTags]) {
      const { posts: tagged, ...rest } = tag;
      paginate(tag.permalink, tagged, tag.label, tag.description ?? blog.blogDescription, {
        tag: { ...rest, count: tagged.length },
        ...(unlistedTags.includes(tag) ? { unlisted: true } : {}),
      });
    }
    return lists.splice(start).map((list) => ({ ...list, info: { ...list.info, ...blogId } }));
  };
  const translations = new Map(sources.map((s) => [`${s.locale}\0${s.id}`, s]));
  const inLocale = (code: string, of: readonly SourceFile[]) =>
    of.map((p) => {
      const t = translations.get(`${code}\0${p.id}`);
      return t?.blog?.type === 'post' ? t : p;
    });
  const unlisted = postsOf(sources, ctx.defaultLocale.code, blog.id, true);
  const tagsByLocale = new Map(
    ctx.locales.map((l) => [l.code, tagLists(inLocale(l.code, posts), inLocale(l.code, unlisted))]),
  );
  // Routes come from the default locale's pages: a tag page only other locales have is one of its
  // pages too, built in those locales alone, as is a tag page of the default locale some lack.
  const having = new Map<string, string[]>();
  for (const [code, tagged] of tagsByLocale)
    for (const list of tagged) having.set(list.info.path, [...(having.get(list.info.path) ?? []), code]);
  const defaultTags = new Map((tagsByLocale.get(ctx.defaultLocale.code) ?? []).map((list) => [list.info.path, list]));
  for (const tagged of tagsByLocale.values())
    for (const list of tagged) if (!defaultTags.has(list.info.path)) defaultTags.set(list.info.path, list);
  tagsByLocale.set(
    ctx.defaultLocale.code,
    [...defaultTags.values()].map((list) => {
      const has = having.get(list.info.path)!;
      return has.length < ctx.locales.length ? { ...list, info: { ...list.info, locales: has } } : list;
    }),
  );
  const authors = new Map<string, { author: BlogAuthor; posts: SourceFile[] }>();
  for (const post of posts)
    for (const author of (post.blog as BlogPostInfo).authors) {
      if (!author.key || !author.page) continue;
      const entry = authors.get(author.key) ?? { author, posts: [] };
      entry.posts.push(post);
      authors.set(author.key, entry);
    }
  const tagsAt = lists.length;
  if (blog.archiveBasePath !== null)
    lists.push({
      title: 'Archive',
      description: 'Archive',
      info: {
        type: 'archive',
        path: normalizePath(`${base}/${blog.archiveBasePath.replace(/^\/+|\/+$/g, '')}`),
        posts: posts.map((s) => s.id),
        page: 1,
        pages: 1,
      },
    });
  // As in Docusaurus, an author of the file with a page has it without posts too.
  for (const [key, author] of authorsFile)
    if (author.page && !authors.has(key)) authors.set(key, { author, posts: [] });
  for (const [key, { author, posts: written }] of [...authors].sort(([a], [b]) => compareForReaders(a, b))) {
    const root = normalizePath(`${base}/authors/${typeof author.page === 'string' ? author.page : key}`);
    paginate(root, written, author.name ?? key, author.title ?? blog.blogDescription, { author }, 'author');
  }
  if (authorsFile.size > 0)
    lists.push({ title: 'Authors', description: blog.blogDescription, info: authorsIndex(blog, authorsFile, posts) });
  for (const list of lists) Object.assign(list.info, blogId);
  const file = path.resolve(ctx.siteDir, blog.path);
  const out: SourceFile[] = [];
  for (const locale of ctx.locales)
    for (const list of [...lists.slice(0, tagsAt), ...(tagsByLocale.get(locale.code) ?? []), ...lists.slice(tagsAt)]) {
      const relFile = relPosix(ctx.siteDir, file);
      // options.json translates the blog's own pages (`/blog`, `/blog/page/2`), as Docusaurus does; tag and author pages keep theirs.
      const texts = options.get(locale.code);
      const own = list.info.type === 'list' && !list.info.tag && !list.info.author && texts;
      // An author's page and the authors index show the locale's authors file (translated names).
      const people = localeAuthors.get(locale.code);
      const translated = people && people !== authorsFile ? localized(list, people) : list;
      const title = (own && texts.title) || translated.title;
      const description = (own && texts.description) || translated.description;
      const info: BlogListInfo =
        own && texts.sidebarTitle ? { ...translated.info, sidebarTitle: texts.sidebarTitle } : translated.info;
      out.push({
        kind: 'markdownPage',
        locale: locale.code,
        file: path.join(file, `${info.path}.list`),
        relFile,
        relPath: `${info.path}.list`,
        id: `${BLOG_ID}${info.path}`,
        version: 'current',
        frontMatter: { title, description, hide_table_of_contents: true, ...(info.unlisted ? { unlisted: true } : {}) },
        body: '',
        bodyLineOffset: 0,
        hash: sha256(JSON.stringify([title, description, info])),
        generated: 'blog-list',
        blog: info,
      });
    }
  return out;
}

/** An author's page or the authors index with a locale's authors (same keys, translated fields). */
function localized(
  list: { info: BlogListInfo; title: string; description: string },
  people: ReadonlyMap<string, BlogAuthor>,
): { info: BlogListInfo; title: string; description: string } {
  const own = (author: BlogAuthor) => (author.key ? people.get(author.key) : undefined) ?? author;
  const { author, authors } = list.info;
  if (author) {
    const a = own(author);
    return {
      info: { ...list.info, author: a },
      title: a.name ?? list.title,
      description: a.title ?? list.description,
    };
  }
  if (authors)
    return { ...list, info: { ...list.info, authors: authors.map((e) => ({ ...e, author: own(e.author) })) } };
  return list;
}

/**
 * The authors index (`/blog/authors`), as Docusaurus 3.5 makes it when the blog has an authors
 * file: every author of the file, in its order (those without a page of their own too), each
 * with the number of listed posts they wrote.
 */
function authorsIndex(
  blog: BlogConfig,
  file: ReadonlyMap<string, BlogAuthor>,
  posts: readonly SourceFile[],
): BlogListInfo {
  const counts = new Map<string, number>();
  for (const post of posts)
    for (const key of new Set((post.blog as BlogPostInfo).authors.map((a) => a.key)))
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  return {
    type: 'authors',
    path: normalizePath(`${blogBase(blog)}/authors`),
    posts: [],
    page: 1,
    pages: 1,
    authors: [...file].map(([key, author]) => ({ author, count: counts.get(key) ?? 0 })),
  };
}

type TagEntry = { label: string; permalink: string; description?: string; posts: SourceFile[] };

/** The tags of posts by permalink, each with its posts in their order. */
function tagsOf(posts: readonly SourceFile[]): Map<string, TagEntry> {
  const tags = new Map<string, TagEntry>();
  for (const post of posts)
    for (const tag of (post.blog as BlogPostInfo).tags) {
      const entry = tags.get(tag.permalink) ?? { ...tag, posts: [] };
      if (!entry.posts.includes(post)) entry.posts.push(post);
      tags.set(tag.permalink, entry);
    }
  return tags;
}

function sortTags(tags: Iterable<TagEntry>): TagEntry[] {
  return [...tags].sort((a, b) => compareForReaders(a.label, b.label) || compareCodeUnits(a.permalink, b.permalink));
}
