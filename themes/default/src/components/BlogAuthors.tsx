import type { ReactElement, ReactNode } from 'react';
import type { BlogAuthorView, BlogView } from '@docgen/shared';
import type { ThemeProps } from '../context.js';
import { pluralString } from '../docusaurus/theme-common-utils.js';

/** An author as a post's header and the authors index show them: picture, name (a link to their page, else their site) and title. */
export function BlogAuthorItem({ author: a, after }: { author: BlogAuthorView; after?: ReactNode }): ReactElement {
  const href = a.page ?? a.href;
  return (
    <li className="dg-blog-author">
      {a.imageUrl ? <img className="dg-blog-author__image" src={a.imageUrl} alt="" width={40} height={40} /> : null}
      <span className="dg-blog-author__text">
        {href ? (
          <a className="dg-blog-author__name" href={href}>
            {a.name}
          </a>
        ) : (
          <span className="dg-blog-author__name">{a.name}</span>
        )}
        {after}
        {a.title ? <span className="dg-blog-author__title">{a.title}</span> : null}
      </span>
    </li>
  );
}

/** The authors index (`/blog/authors`): every author of the authors file, with their post count. */
export function BlogAuthorsIndex({ view, t }: ThemeProps): ReactElement {
  const authors = (view.blog as BlogView).authors ?? [];
  return (
    <>
      <h1 className="dg-blog__title">{t('blog.authorsTitle')}</h1>
      <ul className="dg-blog-authors dg-blog-authors--index">
        {authors.map((a) => (
          <BlogAuthorItem
            key={`${a.name}${a.page ?? a.href ?? ''}`}
            author={a}
            after={
              <span className="dg-blog-tags__count">
                {pluralString(
                  t,
                  a.count === 1 ? 'blog.authorPostCountOne' : 'blog.authorPostCount',
                  a.count,
                  view.locale.code,
                  {
                    count: String(a.count),
                  },
                )}
              </span>
            }
          />
        ))}
      </ul>
    </>
  );
}
