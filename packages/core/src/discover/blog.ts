import fs from 'node:fs';
import path from 'node:path';
import { normalizePath } from '@docgen/shared';
import { blogSchema } from '@docgen/config/schema';
import {
  type BlogAuthor,
  type BlogConfig,
  type BlogPostInfo,
  localeDir,
  type SiteContext,
  type SourceFile,
} from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { authorFields, unknownAuthor } from './blog-authors.js';
import { firstCommitDate } from './post-git-date.js';
import { type DiscoverOptions, readSource } from './read-source.js';
import { listContent } from './tree.js';
import { readTagsFile, resolveTags } from './tags-file.js';

/**
 * Docusaurus' blog file names: a date (`2024-05-01-`, `2024/05/01/`) before the slug, in any folder
 * (its `parseBlogFileName`: the last date of the path, the folder before it kept after the date).
 */
const DATED =
  /^(?<folder>.*)(?<date>(?<y>\d{4})[-/](?<m>\d{1,2})[-/](?<d>\d{1,2}))[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;
// Anywhere on a line, as Docusaurus tests the file's text (`text. <!-- truncate -->` ends a paragraph):
// the excerpt then ends after the block holding the marker.
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
const IGNORE = ['**/node_modules/**', '**/.*/**', '**/_*.md', '**/_*.mdx', '**/_*/**'];

/** The blog of the site: its config (defaults filled in), or undefined when it has none. */
export function blogOf(ctx: SiteContext): BlogConfig | undefined {
  const blog = ctx.config.blog;
  if (blog === false) return undefined;
  if (blog) return blog;
  // Unset: the blog folder makes a blog, as Docusaurus' classic preset does.
  if (!defaults.has(ctx.config))
    defaults.set(
      ctx.config,
      fs.existsSync(path.join(ctx.siteDir, 'blog')) ? (blogSchema.parse({}) as BlogConfig) : undefined,
    );
  return defaults.get(ctx.config);
}
const defaults = new WeakMap<object, BlogConfig | undefined>();

/** The id of the `blog` (Docusaurus' blog plugin instance without an `id`). */
export const DEFAULT_BLOG_ID = 'default';

/** Every blog of the site, each with its id: the `blog`, then each of `blogInstances`. */
export function blogsOf(ctx: SiteContext): (BlogConfig & { id: string })[] {
  let all = every.get(ctx.config);
  if (!all) {
    const main = blogOf(ctx);
    all = [...(main ? [{ ...main, id: DEFAULT_BLOG_ID }] : []), ...ctx.config.blogInstances];
    every.set(ctx.config, all);
  }
  return all;
}
const every = new WeakMap<object, (BlogConfig & { id: string })[]>();

/** The blog a post or list page is of (`blogId`, absent for the `blog`). */
export function blogById(ctx: SiteContext, id: string | undefined): BlogConfig | undefined {
  return blogsOf(ctx).find((b) => b.id === (id ?? DEFAULT_BLOG_ID));
}

/** Route of the blog in the default locale (`/blog`; `/` for a blog-only site). */
export function blogBase(blog: BlogConfig): string {
  return normalizePath(`/${blog.routeBasePath.replace(/^\/+|\/+$/g, '')}`);
}

/**
 * The folder of a locale's translated posts (`i18n/<locale>/docusaurus-plugin-content-blog`, `-<id>`
 * for a further blog), from the locale's folder (`localeDir`).
 */
export function blogTranslations(localeFolder: string, id: string = DEFAULT_BLOG_ID): string {
  return `${localeFolder}/docusaurus-plugin-content-blog${id === DEFAULT_BLOG_ID ? '' : `-${id}`}`;
}

/**
 * The posts of the blog folder and their translations: markdown pages at their blog route,
 * with what discover reads of them (date, authors, tags, reading time, truncate marker).
 */
export function discoverBlogPosts(
  ctx: SiteContext,
  blog: BlogConfig,
  /** The authors file's authors, by locale (`readLocaleAuthors`). */
  authors: ReadonlyMap<string, ReadonlyMap<string, BlogAuthor>>,
  wanted: (locale: string) => boolean,
  diagnostics: Diagnostic[],
  options: DiscoverOptions,
): SourceFile[] {
  const root = path.resolve(ctx.siteDir, blog.path);
  if (!fs.existsSync(root)) return [];
  const roots = [{ locale: ctx.defaultLocale.code, dir: root }];
  for (const l of ctx.locales)
    if (l.code !== ctx.defaultLocale.code && wanted(l.code))
      roots.push({
        locale: l.code,
        dir: path.join(ctx.siteDir, blogTranslations(localeDir(ctx.config, l.code), blog.id)),
      });
  const out: SourceFile[] = [];
  const base = blogBase(blog);
  for (const { locale, dir } of roots) {
    if (!fs.existsSync(dir)) continue;
    const tagsFile = readTagsFile(ctx, dir === root ? [root] : [dir, root], blog.tags, diagnostics);
    const ignore = [
      ...IGNORE,
      blog.authorsMapPath,
      ...(typeof blog.tags === 'string' ? [blog.tags] : []),
      ...blog.exclude,
    ];
    for (const rel of listContent(ctx.siteDir, dir, blog.include, ignore, diagnostics)) {
      if (!/\.mdx?$/.test(rel)) continue;
      // Docusaurus pairs a translation with the post of its own path (extension included) and
      // reads no other file of the locale's folder: one without its post is a StrayTranslation
      // (routes/stray-translations.ts), not a post whose date or marker is worth a word.
      const stray = dir !== root && !fs.existsSync(path.join(root, rel));
      const told = stray ? [] : diagnostics;
      const found: Diagnostic[] = [];
      const source = readSource(ctx, 'markdownPage', locale, path.join(dir, rel), rel, found, options);
      // Docusaurus 2's one-author keys are a post's own (read below), not unknown keys.
      told.push(
        ...found.filter(
          (d) =>
            !(
              d.name === 'UnknownFrontMatterKey' &&
              /"author(_title|_url|_image_url|Title|URL|ImageURL)?"/.test(d.message)
            ),
        ),
      );
      if (!source) continue;
      const localeAuthors = authors.get(locale) ?? authors.get(ctx.defaultLocale.code) ?? new Map();
      const post = postInfo(ctx, blog, base, source, localeAuthors, told);
      if (blog.id && blog.id !== DEFAULT_BLOG_ID) post.blogId = blog.id;
      // Shown untranslated in a locale with its own authors file, the post names its authors as that file does.
      if (dir === root)
        for (const [code, people] of authors)
          if (code !== locale && people !== localeAuthors)
            (post.localeAuthors ??= {})[code] = postAuthors(ctx, source, people, []);
      post.tags = resolveTags(source, tagsFile, blog.onInlineTags, told).map((t) => ({
        label: t.label,
        permalink: normalizePath(`${base}/${blog.tagsBasePath}/${t.permalink}`),
        ...(t.description ? { description: t.description } : {}),
      }));
      if (post.truncateLine === undefined && blog.onUntruncatedBlogPosts !== 'ignore' && !source.frontMatter.draft)
        told.push({
          name: 'BlogPostUntruncated',
          severity: blog.onUntruncatedBlogPosts === 'throw' ? 'error' : 'warning',
          message: 'The post has no truncate marker: the blog’s lists show the whole of it.',
          file: source.relFile,
          line: source.bodyLineOffset + 1,
          column: 1,
          why:
            'A truncate marker ends the excerpt the list pages show; `onUntruncatedBlogPosts` is "' +
            blog.onUntruncatedBlogPosts +
            '".',
          fix: "write `<!-- truncate -->` (`{/* truncate */}` in MDX) where the excerpt ends, or set `onUntruncatedBlogPosts: 'ignore'`.",
        });
      source.id = `${BLOG_ID}${post.path}${stray ? `${STRAY_FILE}${rel}` : ''}`;
      source.blog = post;
      out.push(source);
    }
  }
  return out;
}

/** Ids of the blog's pages start with it: they never meet a page of `src/pages`. */
export const BLOG_ID = 'blog:';
/** Between a stray translation's id and its file in its id: it translates no page, even one of its id. */
export const STRAY_FILE = '\0stray:';

function postInfo(
  ctx: SiteContext,
  blog: BlogConfig,
  base: string,
  source: SourceFile,
  authors: ReadonlyMap<string, BlogAuthor>,
  diagnostics: Diagnostic[],
): BlogPostInfo {
  const fm = source.frontMatter;
  const rel = source.relPath;
  const dated = DATED.exec(rel)?.groups;
  let date: Date;
  let added: Date | undefined;
  if (fm.date !== undefined) date = fm.date instanceof Date ? fm.date : new Date(fm.date);
  else if (dated) date = new Date(Date.UTC(Number(dated.y), Number(dated.m) - 1, Number(dated.d)));
  else if ((added = firstCommitDate(source.file))) date = added;
  else {
    date = fs.statSync(source.file).mtime;
    diagnostics.push({
      name: 'BlogPostDate',
      severity: 'warning',
      message: 'The post has no date: it takes its file’s modification time.',
      file: source.relFile,
      line: 1,
      column: 1,
      why: 'A post is dated by its front matter `date`, its file name (`2024-05-01-slug.md`), else the commit that added it to git (none here).',
      fix: 'write `date: YYYY-MM-DD` in its front matter.',
    });
  }
  const slugOf = (): string => {
    if (typeof fm.slug === 'string') return fm.slug;
    // The date as written (`2020-2-14-x.md` is at /2020/2/14/x), the folder after it, as in Docusaurus.
    if (dated) return `${dated.date!.replace(/-/g, '/')}/${dated.folder ?? ''}${dated.text ?? ''}`;
    return rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  };
  const postPath = normalizePath(`${base}/${slugOf()}`);
  const body = source.body;
  const lines = body.split('\n');
  let fence: string | undefined;
  let truncateLine: number | undefined;
  for (let i = 0; i < lines.length && truncateLine === undefined; i++) {
    const line = lines[i]!;
    const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (open && open[0] === fence[0] && open.length >= fence.length) fence = undefined;
    } else if (open) fence = open;
    else if (TRUNCATE.test(line)) truncateLine = i + 1;
  }
  const words = body.replace(/```[\s\S]*?```/g, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return {
    type: 'post',
    path: postPath,
    date: date.toISOString(),
    authors: postAuthors(ctx, source, authors, diagnostics, blog.onInlineAuthors),
    // Resolved against the tags file by the caller.
    tags: [],
    ...(blog.showReadingTime ? { readingTime: Math.max(1, Math.ceil(words / 200)) } : {}),
    ...(truncateLine !== undefined ? { truncateLine } : {}),
  };
}

function postAuthors(
  ctx: SiteContext,
  source: SourceFile,
  map: ReadonlyMap<string, BlogAuthor>,
  diagnostics: Diagnostic[],
  onInline: BlogConfig['onInlineAuthors'] = 'ignore',
): BlogAuthor[] {
  const fm = source.frontMatter as Record<string, unknown>;
  const given = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  const out: BlogAuthor[] = [];
  for (const a of given) {
    if (typeof a === 'string') {
      const found = map.get(a);
      if (found) out.push(found);
      else {
        const text = fs.readFileSync(source.file, 'utf8').split('\n');
        // The key's line in the front matter, from its `authors` line on.
        const from = Math.max(
          0,
          text.findIndex((l) => /^authors\s*:/.test(l)),
        );
        const at = text.findIndex((l, i) => i >= from && l.includes(a));
        diagnostics.push({
          name: 'BlogAuthorUnknown',
          severity: 'error',
          file: source.relFile,
          ...(at >= 0 ? { line: at + 1, column: text[at]!.indexOf(a) + 1 } : {}),
          ...unknownAuthor(ctx, a, map),
        });
      }
    } else if (a && typeof a === 'object') {
      const o = a as Record<string, unknown>;
      const key = typeof o.key === 'string' ? o.key : undefined;
      out.push({ ...(key ? map.get(key) : {}), ...authorFields(o) });
    }
  }
  // Docusaurus 2's one-author keys, and the camelCase names Docusaurus reads for each (`authorURL`).
  if (typeof fm.author === 'string')
    out.push(
      authorFields({
        name: fm.author,
        title: fm.author_title ?? fm.authorTitle,
        url: fm.author_url ?? fm.authorURL,
        image_url: fm.author_image_url ?? fm.authorImageURL,
      }),
    );
  // Docusaurus' onInlineAuthors: an author without a key (not from the authors file) is reported.
  const inline = [
    ...given.filter((a) => a && typeof a === 'object' && typeof (a as { key?: unknown }).key !== 'string'),
    ...(typeof fm.author === 'string' ? [{ name: fm.author }] : []),
  ].map((a) => String((a as { name?: unknown }).name ?? JSON.stringify(a)));
  if (inline.length > 0 && onInline !== 'ignore') {
    const text = fs.readFileSync(source.file, 'utf8').split('\n');
    const at = text.findIndex((l) => /^author(s)?\s*:/.test(l));
    diagnostics.push({
      name: 'BlogInlineAuthors',
      severity: onInline === 'throw' ? 'error' : 'warning',
      message: `The post names ${inline.length === 1 ? 'an author' : `${inline.length} authors`} inline, not by a key of the authors file: ${inline.map((n) => `"${n}"`).join(', ')}.`,
      file: source.relFile,
      ...(at >= 0 ? { line: at + 1, column: 1 } : {}),
      why: `\`onInlineAuthors\` is "${onInline}" (Docusaurus' default is "warn"): authors declared once in the authors file keep the same details on every post.`,
      fix: "declare the author in the authors file (authors.yml) and write its key, or set the blog's `onInlineAuthors: 'ignore'`.",
    });
  }
  return out;
}

/** A post's title: its front matter's, else its first heading, else its slug. */
export function postTitle(source: SourceFile): string {
  const info = source.blog as BlogPostInfo | undefined;
  return source.frontMatter.title ?? source.contentTitle ?? info?.path.split('/').pop() ?? source.id;
}

type FeedType = 'rss' | 'atom' | 'json';
const FILES: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };

/** The feeds the blog writes (`feedOptions.type`), with their file names below the blog's route. */
export function feedFiles(blog: BlogConfig): { type: FeedType; file: string }[] {
  const t = blog.feedOptions.type;
  const types: FeedType[] = t === null ? [] : t === 'all' ? ['rss', 'atom', 'json'] : Array.isArray(t) ? t : [t];
  return types.map((type) => ({ type, file: FILES[type] }));
}
