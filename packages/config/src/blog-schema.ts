import { z } from './vendor/zod.js';

/**
 * `blog` of the site config: Docusaurus' blog plugin (`presets[0].blog`, `@docusaurus/plugin-content-blog`).
 * One doc line per field, as in `schema.ts`.
 */
const blogOptions = z.strictObject({
  path: z.string().default('blog').describe('Folder of the posts, relative to the site folder.'),
  routeBasePath: z.string().default('blog').describe('Route segment of the blog (`blog` → `/blog/…`).'),
  blogTitle: z.string().default('Blog').describe('Title of the list pages (`<title>` and heading).'),
  blogDescription: z
    .string()
    .default('Blog')
    .describe('Meta description of the list pages, and the description of the feeds.'),
  postsPerPage: z
    .union([z.number().int().min(1), z.literal('ALL')])
    .default(10)
    .describe('Posts per list page (`ALL`: one page); the next ones are on `/blog/page/2`, …'),
  blogSidebarCount: z
    .union([z.number().int().min(0), z.literal('ALL')])
    .default(5)
    .describe('Recent posts in the blog sidebar (`ALL`: every post, 0: no sidebar).'),
  blogSidebarTitle: z.string().default('Recent posts').describe('Title of the blog sidebar.'),
  showReadingTime: z.boolean().default(true).describe('Show the estimated reading time of each post.'),
  authorsMapPath: z
    .string()
    .default('authors.yml')
    .describe('Authors file (YAML or JSON) relative to the blog folder: keys posts name in `authors`.'),
  tagsBasePath: z.string().default('tags').describe('Route segment of the tag pages below the blog (`/blog/tags/…`).'),
  archiveBasePath: z
    .string()
    .nullable()
    .default('archive')
    .describe(
      'Route segment of the archive page below the blog (`/blog/archive`: every post by year); null: no archive.',
    ),
  tags: z
    .union([z.string(), z.literal(false), z.null()])
    .optional()
    .describe(
      'Tags file of predefined tags (YAML: `key: { label, permalink, description }`) relative to the blog folder; unset: `tags.yml` when it exists; false or null: none.',
    ),
  onInlineTags: z
    .enum(['ignore', 'log', 'warn', 'throw'])
    .default('warn')
    .describe(
      'What a front matter tag the tags file does not define does (`InlineTag`): `warn`, `throw` (an error), `ignore`; `log` is `warn`. Only with a tags file.',
    ),
  editUrl: z
    .string()
    .optional()
    .describe(
      'Base URL of the posts\' "edit this page" links; the post\'s path below the site folder is appended (front matter `custom_edit_url` wins).',
    ),
  onUntruncatedBlogPosts: z
    .enum(['ignore', 'log', 'warn', 'throw'])
    .default('warn')
    .describe(
      'What a post without a truncate marker does (`BlogPostUntruncated`, its whole text in the lists): `warn`, `throw` (an error), `ignore`; `log` is `warn`.',
    ),
  onInlineAuthors: z
    .enum(['ignore', 'log', 'warn', 'throw'])
    .default('warn')
    .describe(
      "What a post naming an author not in the authors file (an object without `key`, or Docusaurus 2's `author`) does (`BlogInlineAuthors`): `warn`, `throw` (an error), `ignore`; `log` is `warn`.",
    ),
  include: z.array(z.string()).default(['**/*.{md,mdx}']).describe('Globs of the post files in the blog folder.'),
  exclude: z.array(z.string()).default([]).describe('Globs of files of the blog folder that are not posts.'),
  feedOptions: z
    .strictObject({
      type: z
        .union([z.enum(['rss', 'atom', 'json', 'all']), z.array(z.enum(['rss', 'atom', 'json'])), z.null()])
        .default(['rss', 'atom'])
        .describe('Feeds written (`rss.xml`, `atom.xml`, `feed.json` below the blog); null: none.'),
      title: z.string().optional().describe('Title of the feeds; defaults to the site title.'),
      description: z.string().optional().describe('Description of the feeds; defaults to `blogDescription`.'),
      copyright: z.string().optional().describe('Copyright line of the feeds.'),
      limit: z
        .union([z.number().int().min(1), z.literal(false)])
        .default(20)
        .describe('Posts in each feed (newest first); false: every post.'),
    })
    .default({ type: ['rss', 'atom'], limit: 20 })
    .describe('RSS, Atom and JSON feeds of the posts.'),
});

export const blogSchema = z
  .union([z.literal(false), blogOptions])
  .optional()
  .describe(
    'The blog: posts in `blog/` with list, tag and author pages and feeds (Docusaurus’ blog plugin); unset: built when the folder exists; false: none.',
  );

/** `blogInstances`: further blogs, Docusaurus' blog plugin used again with an `id`. */
export const blogInstancesSchema = z
  .array(
    blogOptions.extend({
      id: z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, "_" and "-" (it names folders)')
        .refine((id) => id !== 'default', '"default" is the `blog` itself')
        .describe(
          "Id of the blog, as the blog plugin's `id`: its translations are in `i18n/<locale>/docusaurus-plugin-content-blog-<id>/`.",
        ),
    }),
  )
  .default([])
  .describe(
    "Further blogs beside `blog`, each with its own folder, routes, list, tag, author and archive pages, authors, tags and feeds (Docusaurus' blog plugin used again: `['@docusaurus/plugin-content-blog', { id, path, routeBasePath }]`).",
  );

/** A blog's options (`blog`, an entry of `blogInstances`), with its id (`default` for `blog`). */
export type BlogConfig = Exclude<z.output<typeof blogSchema>, false | undefined> & { id?: string };
