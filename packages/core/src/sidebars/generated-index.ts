import type { GeneratedIndexLink } from '@docgen/config';

type Label = string | Record<string, string>;

/** Doc ids of generated index pages start with `_`: no file can claim one (`_` files are partials). */
export const GENERATED_INDEX_PREFIX = '_category_/';

/** A category's generated index, as its sidebar node holds it. */
export interface GeneratedIndex extends GeneratedIndexLink {
  docId: string;
  slug: string;
  /** The sidebar the category is in (its translations are keyed by it). */
  sidebar: string;
}

/** The generated index of a category: Docusaurus' default slug is `/category/<label in kebab case>`. */
export function generatedIndexOf(label: Label, link: GeneratedIndexLink, sidebar: string): GeneratedIndex {
  const text = typeof label === 'string' ? label : (Object.values(label)[0] ?? 'category');
  const slug = link.slug ?? `/category/${kebab(text)}`;
  const normalized = `/${slug.replace(/^\/+|\/+$/g, '')}`;
  return { ...link, slug: normalized, sidebar, docId: `${GENERATED_INDEX_PREFIX}${normalized.slice(1)}` };
}

function kebab(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'category'
  );
}
