import type { DocusaurusPageState, HeadTag } from '@docgen/shared';

type PageHead = NonNullable<DocusaurusPageState['head']>;

/**
 * What `@docusaurus/Head` set while an MDX page rendered (a component of the page puts its
 * `<title>` there, as Docusaurus' react-helmet lets any component of a doc do), as the head tags
 * the page's own `<head>` element gives: the theme writes them over its tags of the same key.
 */
export function headTagsOf(head: PageHead): HeadTag[] {
  const tags: HeadTag[] = [];
  if (head.title !== undefined) tags.push({ tag: 'title', attributes: {}, text: head.title });
  if (head.description !== undefined)
    tags.push({ tag: 'meta', attributes: { name: 'description', content: head.description } });
  if (head.keywords?.length)
    tags.push({ tag: 'meta', attributes: { name: 'keywords', content: head.keywords.join(', ') } });
  return [...tags, ...(head.tags ?? [])];
}
