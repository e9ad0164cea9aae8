/** What the theme renders of the blog's pages (`PageView.blog`), made by the build's views. */

/** Joins the excerpts of a list page's posts in its HTML: the theme puts each in its post's card. */
export const BLOG_EXCERPT_SEPARATOR = '<!--dg-blog-excerpt-->';
/** Where a post's excerpt ends in its HTML (the truncate marker), taken out of the post's page. */
export const TRUNCATE_SENTINEL = '<div data-dg-truncate=""></div>';

export interface BlogAuthorView {
  name: string;
  title?: string;
  href?: string;
  imageUrl?: string;
  /** The author's page on the blog (an author of the authors file). */
  page?: string;
}

export interface BlogLink {
  label: string;
  href: string;
}

/** A post as a list shows it, and as its own page heads it. */
export interface BlogPostSummary {
  title: string;
  href: string;
  /** ISO date, and as the page's locale writes it. */
  date: string;
  dateText: string;
  authors: BlogAuthorView[];
  tags: BlogLink[];
  readingTime?: number;
  /** The list shows an excerpt: a "Read more" link follows it. */
  truncated: boolean;
}

export interface BlogView {
  type: 'post' | 'list' | 'tags' | 'author' | 'authors' | 'archive';
  /** The recent posts' sidebar (absent: `blogSidebarCount: 0`). */
  sidebar?: { title: string; items: BlogLink[] };
  /** A post's own page. */
  post?: BlogPostSummary;
  /** A post's "edit this page" link (`editUrl`, front matter `custom_edit_url`). */
  editUrl?: string;
  /** A list's posts, in the order of the excerpts in the page's HTML (the archive's: every post, newest first, no excerpts). */
  posts?: BlogPostSummary[];
  /** A post's neighbours (newer, older); a list's neighbour pages. */
  newer?: BlogLink;
  older?: BlogLink;
  /** A tag's list: the tag, its post count and the tags index. */
  tag?: { label: string; count: number; allTagsHref: string };
  /** An author's list, and the authors index when the blog has one. */
  author?: BlogAuthorView;
  allAuthorsHref?: string;
  /** The tags index. */
  tags?: (BlogLink & { count: number })[];
  /** The authors index: every author of the authors file, with their post count. */
  authors?: (BlogAuthorView & { count: number })[];
  /** The archive: its posts by year, newest first, each dated by month and day. */
  archive?: { year: string; posts: (BlogLink & { date: string; dateText: string })[] }[];
  /** Links of the page's feeds (the head's `<link rel="alternate">`). */
  feeds?: { type: 'rss' | 'atom' | 'json'; href: string; title: string }[];
}
