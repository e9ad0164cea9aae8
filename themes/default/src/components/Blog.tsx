import type { ReactElement } from 'react';
import { BLOG_EXCERPT_SEPARATOR, type BlogLink, type BlogPostSummary, type BlogView, DOM } from '@docgen/shared';
import { cx, MAIN_ID, type ThemeProps } from '../context.js';
import { BlogAuthorItem, BlogAuthorsIndex } from './BlogAuthors.js';
import { hasToc } from './Toc.js';
import { slot } from '../slots.js';
import { pluralString } from '../docusaurus/theme-common-utils.js';

const Icon = slot('Icon');
const PostMeta = slot('BlogPostMeta');
const RecentPosts = slot('BlogSidebar');
const PageDrawer = slot('PageDrawer');
const Toc = slot('Toc');
const TocMobile = slot('TocMobile');
const VisibilityBanner = slot('VisibilityBanner');

/** A page of the blog (`view.blog`): the recent posts beside a post, a list of posts or the tags index. */
export function BlogPage(props: ThemeProps): ReactElement {
  const { view, t } = props;
  const blog = view.blog as BlogView;
  const withToc = blog.type === 'post' && hasToc(props);
  // No recent posts (`blogSidebarCount: 0`): the content takes the sidebar's column, as in Docusaurus.
  const alone = !blog.sidebar || blog.sidebar.items.length === 0;
  return (
    <>
      <PageDrawer {...props} />
      <main id={MAIN_ID} tabIndex={-1} className="dg-page dg-page--blog" {...{ [DOM.main]: '' }}>
        <div className={cx('dg-blog', withToc && 'dg-blog--toc', alone && 'dg-blog--alone')}>
          <RecentPosts {...props} />
          <div className="dg-blog__content">
            <VisibilityBanner {...props} />
            {blog.type === 'post' ? <BlogPostArticle {...props} /> : null}
            {blog.type === 'list' || blog.type === 'author' ? <BlogList {...props} /> : null}
            {blog.type === 'archive' ? <BlogArchive {...props} /> : null}
            {blog.type === 'authors' ? <BlogAuthorsIndex {...props} /> : null}
            {blog.type === 'tags' ? (
              <>
                <h1 className="dg-blog__title">{t('blog.tagsTitle')}</h1>
                <ul className="dg-blog-tags">
                  {(blog.tags ?? []).map((tag) => (
                    <li key={tag.href}>
                      <a className="dg-tags__tag" href={tag.href}>
                        {tag.label} <span className="dg-blog-tags__count">{tag.count}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          {withToc ? <Toc {...props} /> : null}
        </div>
      </main>
    </>
  );
}

/** The recent posts (`blogSidebarCount`, `blogSidebarTitle`). */
export function BlogSidebar({ view, t }: ThemeProps): ReactElement | null {
  const sidebar = view.blog?.sidebar;
  if (!sidebar || sidebar.items.length === 0) return null;
  return (
    <nav className="dg-blog__sidebar" aria-label={t('blog.sidebarLabel')}>
      <p className="dg-blog__sidebar-title">{sidebar.title}</p>
      <ul className="dg-blog__sidebar-list">
        {sidebar.items.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.href === view.path ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A post's date, reading time and authors. */
export function BlogPostMeta({ t, view, post }: ThemeProps & { post: BlogPostSummary }): ReactElement {
  // A site's code.json may give the reading time in plural forms (`One min read|{readingTime} min read`).
  const readingTime =
    post.readingTime === undefined
      ? undefined
      : pluralString(t, 'blog.readingTime', post.readingTime, view.locale.code, { minutes: String(post.readingTime) });
  return (
    <div className="dg-blog-post__meta">
      <p className="dg-blog-post__date">
        <time dateTime={post.date}>{post.dateText}</time>
        {readingTime !== undefined ? <> · {readingTime}</> : null}
      </p>
      {post.authors.length > 0 ? (
        <ul className="dg-blog-authors">
          {post.authors.map((a) => (
            <BlogAuthorItem key={`${a.name}${a.href ?? ''}`} author={a} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function BlogPostArticle(props: ThemeProps): ReactElement {
  const { view, t } = props;
  const blog = view.blog as BlogView;
  const post = blog.post as BlogPostSummary;
  return (
    <article className="dg-blog-post">
      <header>
        {view.hideTitle ? null : <h1 className="dg-blog__title">{view.heading ?? view.title}</h1>}
        <PostMeta {...props} post={post} />
      </header>
      <TocMobile {...props} />
      <div className="dg-markdown dg-markdown__body" dangerouslySetInnerHTML={{ __html: view.html }} />
      <BlogTags {...props} tags={post.tags} />
      {blog.editUrl ? (
        <div className="dg-doc-meta">
          <a className="dg-edit-link" href={blog.editUrl} rel="noopener noreferrer">
            <Icon name="pencil" size={16} />
            {t('doc.editPage')}
          </a>
        </div>
      ) : null}
      <Pager t={t} label={t('blog.postPaginationLabel')} blog={blog} newer="blog.newerPost" older="blog.olderPost" />
    </article>
  );
}

function BlogList(props: ThemeProps): ReactElement {
  const { view, t } = props;
  const blog = view.blog as BlogView;
  const excerpts = view.html.split(BLOG_EXCERPT_SEPARATOR);
  const tag = blog.tag;
  return (
    <>
      {tag ? (
        <header className="dg-blog__header">
          <h1 className="dg-blog__title">
            {pluralString(t, tag.count === 1 ? 'blog.tagTitleOne' : 'blog.tagTitle', tag.count, view.locale.code, {
              count: String(tag.count),
              tag: tag.label,
            })}
          </h1>
          <a href={tag.allTagsHref}>{t('blog.allTags')}</a>
        </header>
      ) : blog.author ? (
        <header className="dg-blog__header">
          <h1 className="dg-blog__title">{blog.author.name}</h1>
          {blog.author.title ? <p>{blog.author.title}</p> : null}
          {blog.allAuthorsHref ? <a href={blog.allAuthorsHref}>{t('blog.allAuthors')}</a> : null}
          {(blog.posts ?? []).length === 0 ? <p>{t('blog.authorNoPosts')}</p> : null}
        </header>
      ) : (
        <h1 className="dg-blog__title dg-visually-hidden">{view.title}</h1>
      )}
      {(blog.posts ?? []).map((post, i) => (
        <article key={post.href} className="dg-blog-post dg-blog-post--excerpt">
          <header>
            <h2 className="dg-blog-post__title">
              <a href={post.href}>{post.title}</a>
            </h2>
            <PostMeta {...props} post={post} />
          </header>
          <div className="dg-markdown dg-markdown__body" dangerouslySetInnerHTML={{ __html: excerpts[i] ?? '' }} />
          {post.truncated ? (
            <p className="dg-blog-post__more">
              <a href={post.href} aria-label={t('blog.readMoreAbout', { title: post.title })}>
                {t('blog.readMore')}
              </a>
            </p>
          ) : null}
          <BlogTags {...props} tags={post.tags} />
        </article>
      ))}
      <Pager t={t} label={t('blog.paginationLabel')} blog={blog} newer="blog.newerEntries" older="blog.olderEntries" />
    </>
  );
}

/** The archive (`/blog/archive`): every post by year, newest first, as Docusaurus' archive page. */
function BlogArchive({ view, t }: ThemeProps): ReactElement {
  return (
    <>
      <header className="dg-blog__header">
        <h1 className="dg-blog__title">{t('blog.archiveTitle')}</h1>
        <p>{t('blog.archiveDescription')}</p>
      </header>
      {(view.blog?.archive ?? []).map((year) => (
        <section key={year.year} className="dg-blog-archive__year">
          <h2 id={year.year}>{year.year}</h2>
          <ul className="dg-blog-archive__posts">
            {year.posts.map((post) => (
              <li key={post.href}>
                <a href={post.href}>
                  <time dateTime={post.date}>{post.dateText}</time> - {post.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function BlogTags({ t, tags }: ThemeProps & { tags: BlogLink[] }): ReactElement | null {
  if (tags.length === 0) return null;
  return (
    <div className="dg-tags">
      <span className="dg-tags__label">{t('tags.label')}</span>
      <ul className="dg-tags__list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="dg-tags__tag" href={tag.href}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Pager(props: {
  t: ThemeProps['t'];
  label: string;
  blog: BlogView;
  newer: string;
  older: string;
}): ReactElement | null {
  const { t, blog } = props;
  if (!blog.newer && !blog.older) return null;
  return (
    <nav className="dg-pagination" aria-label={props.label}>
      {blog.newer ? (
        <a className="dg-pagination__link dg-pagination__link--prev" href={blog.newer.href} rel="prev">
          <span className="dg-pagination__sub">{t(props.newer)}</span>
          {blog.newer.label ? <span className="dg-pagination__label">{blog.newer.label}</span> : null}
        </a>
      ) : null}
      {blog.older ? (
        <a className="dg-pagination__link dg-pagination__link--next" href={blog.older.href} rel="next">
          <span className="dg-pagination__sub">{t(props.older)}</span>
          {blog.older.label ? <span className="dg-pagination__label">{blog.older.label}</span> : null}
        </a>
      ) : null}
    </nav>
  );
}
