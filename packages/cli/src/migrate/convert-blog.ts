import fs from 'node:fs';
import path from 'node:path';
import { type DocusaurusVersion, olderThan } from './docusaurus-version.js';
import { type Dict, describeValue, isDict, type Notes, str } from './notes.js';
import { filesBelow } from './scan-site.js';

/** Options of Docusaurus' blog plugin docgen's `blog` config takes as they are. */
const KEPT = [
  'path',
  'routeBasePath',
  'blogTitle',
  'blogDescription',
  'postsPerPage',
  'blogSidebarCount',
  'blogSidebarTitle',
  'authorsMapPath',
  'tagsBasePath',
  'include',
  'exclude',
] as const;
/** Options carried over with a check of their own below. */
const CARRIED = [
  'showReadingTime',
  'feedOptions',
  'archiveBasePath',
  'tags',
  'onInlineTags',
  'editUrl',
  'onUntruncatedBlogPosts',
  'onInlineAuthors',
];
const FEED_KEPT = ['type', 'title', 'description', 'copyright', 'limit'];
/** Options that change nothing docgen builds (Docusaurus' own machinery). */
const INERT = [
  'id',
  'admonitions',
  'rehypePlugins',
  'remarkPlugins',
  'beforeDefaultRemarkPlugins',
  'beforeDefaultRehypePlugins',
];

/**
 * The blog of a Docusaurus config (`presets[0].blog`, a `plugin-content-blog` entry) as docgen's
 * `blog` config: the options docgen's blog has are carried over; the others get a note saying
 * what is left out (a second blog, `processBlogPosts`, `feedOptions.createFeedItems`…).
 */
export function convertBlog(options: unknown, at: string, notes: Notes, version?: DocusaurusVersion): Dict {
  const o: Dict = isDict(options) ? options : {};
  const out: Dict = {};
  for (const key of KEPT) {
    const value = o[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[key] = value;
  }
  if (typeof o.showReadingTime === 'boolean') out.showReadingTime = o.showReadingTime;
  if (typeof o.archiveBasePath === 'string' || o.archiveBasePath === null) out.archiveBasePath = o.archiveBasePath;
  carryTags(o, out, at, notes);
  if (typeof o.editUrl === 'string') out.editUrl = o.editUrl;
  const derived =
    typeof o.editUrl === 'function' ? blogEditBase(o.editUrl as EditUrlFn, str(o.path) ?? 'blog') : undefined;
  if (derived) {
    out.editUrl = derived;
    notes.add(
      `${at}.editUrl`,
      `is a function; its URL for a post was read as the base "${derived}" (docgen appends the post's path from the site folder).`,
      "check the edit links; docgen's edit link of a translation opens that file.",
    );
  }
  for (const [key, what] of [
    ['onUntruncatedBlogPosts', 'a post without a truncate marker'],
    ['onInlineAuthors', 'a post with an author not in the authors file'],
  ] as const) {
    const value = o[key];
    if (value === 'ignore' || value === 'warn' || value === 'throw' || value === 'log') out[key] = value;
    if (value === 'log')
      notes.add(`${at}.${key}`, `is "log"; docgen reports ${what} as a warning, as "warn".`, 'nothing to do.');
  }
  // Docusaurus 3.5 added both checks: an older site never heard of its untruncated posts or inline authors.
  const unchecked = (['onUntruncatedBlogPosts', 'onInlineAuthors'] as const).filter((key) => o[key] === undefined);
  if (unchecked.length > 0 && olderThan(version, 3, 5)) {
    for (const key of unchecked) out[key] = 'ignore';
    notes.add(
      `${at}.${unchecked.join(' and ')}`,
      `${unchecked.length === 1 ? 'is' : 'are'} "ignore": this site is built with Docusaurus ${version?.version ?? version?.major} (${version?.from}), before 3.5 added ${unchecked.length === 1 ? 'that check' : 'those checks'}, so it never reported posts without a truncate marker or authors written inline; docgen's default ("warn") would.`,
      'nothing to do; remove them to be told of such posts (BlogPostUntruncated, BlogInlineAuthors).',
    );
  }
  if (isDict(o.feedOptions)) {
    const feed: Dict = {};
    for (const key of FEED_KEPT) if (o.feedOptions[key] !== undefined) feed[key] = o.feedOptions[key];
    if (Object.keys(feed).length > 0) out.feedOptions = feed;
    const rest = Object.keys(o.feedOptions).filter((k) => !FEED_KEPT.includes(k));
    if (rest.length > 0)
      notes.add(
        `${at}.feedOptions`,
        `has ${rest.map((k) => `"${k}"`).join(', ')}, not carried over: docgen's feeds hold each post's title, date, authors, tags, description and HTML.`,
        'nothing to do, or write the feed by a docgen plugin (its write hook) if you need those items.',
      );
  }
  for (const key of Object.keys(o).sort()) {
    if (
      (KEPT as readonly string[]).includes(key) ||
      (CARRIED.includes(key) && !(key === 'editUrl' && typeof out.editUrl !== 'string'))
    )
      continue;
    if (INERT.includes(key)) continue;
    notes.add(
      `${at}.${key}`,
      `is not carried over (${describeValue(o[key]).replace(/^a function \(.*\)$/, 'a function')}): docgen's blog has no such option.`,
      hint(key),
    );
  }
  return out;
}

/** A Docusaurus `editUrl` function, called with the post's place. */
type EditUrlFn = (args: Record<string, string>) => unknown;

/**
 * The base URL a blog's `editUrl` function gives (called as Docusaurus calls it, for a post of the
 * default locale), when its URL ends with the post's path from the site folder (docgen's form:
 * base + path), else undefined.
 */
function blogEditBase(fn: EditUrlFn, blogDir: string): string | undefined {
  const blogPath = 'docgen-probe/post.md';
  let url: unknown;
  try {
    url = fn({ blogDirPath: blogDir, blogPath, permalink: '/blog/docgen-probe/post', locale: 'en' });
  } catch {
    return undefined;
  }
  const tail = `${blogDir.replace(/^\.\/|\/+$/g, '')}/${blogPath}`;
  return typeof url === 'string' && url.endsWith(tail) ? url.slice(0, -tail.length) : undefined;
}

function hint(key: string): string {
  if (key === 'editUrl')
    return "write it as a string (the base the post's path below the site folder is appended to), or give posts `custom_edit_url`.";
  if (key === 'processBlogPosts') return 'write the posts as it would make them (drafts: `draft: true`).';
  if (key === 'truncateMarker')
    return 'write `<!-- truncate -->` (or `{/* truncate */}` in MDX) where the excerpt ends.';
  if (key === 'readingTime') return 'docgen counts 200 words a minute; `showReadingTime: false` hides it.';
  return 'leave it out, or override the theme component that should read it (docs/guide/theme-overrides.md).';
}

/** The tags file (`tags`) and what an inline tag does (`onInlineTags`), as the blog and docs plugins write them. */
export function carryTags(o: Dict, out: Dict, at: string, notes: Notes): void {
  if (typeof o.tags === 'string' || o.tags === false || o.tags === null) out.tags = o.tags;
  const policy = o.onInlineTags;
  if (policy === 'ignore' || policy === 'warn' || policy === 'throw' || policy === 'log') out.onInlineTags = policy;
  if (policy === 'log')
    notes.add(
      `${at}.onInlineTags`,
      'is "log"; docgen reports an inline tag as a warning, as "warn".',
      'nothing to do.',
    );
}

/**
 * The blogs of a Docusaurus config: the preset's (or a blog plugin without `id`) is `blog`, each
 * blog plugin with an `id` an entry of `blogInstances` (its `path` and `routeBasePath` written
 * out: Docusaurus' `blog` default would clash). A blog without posts makes no page there, so
 * links into it are left out (`dropped`).
 */
export function blogCollector(
  siteDir: string,
  notes: Notes,
  dropped: { prefix: string; what: string }[],
  version: DocusaurusVersion | undefined,
) {
  let main: Dict | false | undefined;
  const instances: Dict[] = [];
  return {
    add(options: unknown, at: string): void {
      const o = isDict(options) ? options : {};
      const id = typeof o.id === 'string' && o.id !== 'default' ? o.id : undefined;
      if (!id && main) {
        notes.add(
          at,
          'is a second blog without an `id`: Docusaurus refuses two blogs of id "default"; docgen builds the first.',
          'give it an `id` (it then becomes an entry of blogInstances).',
        );
        return;
      }
      const blog = convertBlog(options, at, notes, version);
      const folder = str(blog.path) ?? 'blog';
      const base = (str(blog.routeBasePath) ?? 'blog').replace(/^\/+|\/+$/g, '');
      if (!filesBelow(path.resolve(siteDir, folder)).some((f) => /\.mdx?$/.test(f)))
        dropped.push({ prefix: `/${base}`, what: `the blog${id ? ` "${id}"` : ''} (no posts in ${folder}/)` });
      if (id) instances.push({ id, ...blog, path: folder, routeBasePath: base });
      else main = blog;
    },
    /** The preset's `blog: false`. */
    disable(): void {
      main ??= false;
    },
    apply(config: Dict): void {
      // An empty object is the blog's defaults, which a blog folder gets without a word; without
      // a blog of id "default" (none, or the preset's given an id) the folder is no blog of its own.
      if (main === undefined || main === false) {
        if (fs.existsSync(path.join(siteDir, 'blog'))) config.blog = false;
      } else if (main && Object.keys(main).length > 0) config.blog = main;
      if (instances.length > 0) config.blogInstances = instances;
    },
  };
}
