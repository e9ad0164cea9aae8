import Link from './Link.js';
import { uiString, usePage } from './page.js';

export interface TagsListInlineProps {
  tags: readonly { label: string; permalink: string; description?: string }[];
}

/**
 * `@theme/TagsListInline`: a list of tags as links, in docgen's markup for a doc's tags (the
 * label, then the tags); nothing for no tags.
 */
export default function TagsListInline({ tags }: TagsListInlineProps) {
  const page = usePage();
  if (tags.length === 0) return null;
  return (
    <div className="dg-tags">
      <span className="dg-tags__label">{uiString(page, 'theme.tags.tagsListLabel', 'Tags:')}</span>
      <ul className="dg-tags__list">
        {tags.map((tag) => (
          <li key={tag.permalink} className="dg-tags__tag">
            <Link to={tag.permalink} title={tag.description}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
