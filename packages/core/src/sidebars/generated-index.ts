import type { GeneratedIndexLink } from '@docgen/config';
import GithubSlugger from 'github-slugger';

type Label = string | Record<string, string>;

/** Doc ids of generated index pages start with `_`: no file can claim one (`_` files are partials). */
export const GENERATED_INDEX_PREFIX = '_category_/';

/** A category's generated index, as its sidebar node holds it. */
export interface GeneratedIndex extends GeneratedIndexLink {
  docId: string;
  slug: string;
  /** The sidebar the category is in (its translations are keyed by it). */
  sidebar: string;
  /** The `_category_` file that asks for it (site-relative), when it is not the sidebars file. */
  declaredIn?: string;
  /** Until `assignDefaultSlugs` runs: the label its default slug comes from. */
  slugFrom?: string;
}

/** A category node as far as its generated index is concerned. */
interface IndexedNode {
  type: string;
  linkDocId?: string;
  index?: GeneratedIndex;
  items?: IndexedNode[];
}

/**
 * The generated index of a category. Without `link.slug`, its slug is left empty: Docusaurus
 * derives it from the label (as the sidebars file or `_category_` file writes it, or the
 * folder's name) once the sidebars are complete (`assignDefaultSlugs`).
 */
export function generatedIndexOf(
  label: Label,
  link: GeneratedIndexLink,
  sidebar: string,
  declaredIn?: string,
): GeneratedIndex {
  const at = declaredIn ? { declaredIn } : {};
  if (link.slug === undefined)
    return {
      ...link,
      slug: '',
      sidebar,
      docId: '',
      ...at,
      slugFrom: typeof label === 'string' ? label : (Object.values(label)[0] ?? ''),
    };
  const normalized = `/${link.slug.replace(/^\/+|\/+$/g, '')}`;
  return { ...link, slug: normalized, sidebar, ...at, docId: `${GENERATED_INDEX_PREFIX}${normalized.slice(1)}` };
}

/**
 * Gives each generated index without `link.slug` Docusaurus' default, `/category/<label>`: the
 * label through github-slugger (`C/C++` → `cc`), one slugger per docs version shared by its
 * sidebars in order, categories in reading order (a parent before its children), so that a
 * label met again gets `-1`, `-2`… (`normalizeCategoryLink` of its docs plugin's post-processing).
 */
export function assignDefaultSlugs(nodes: readonly IndexedNode[], slugger: GithubSlugger): void {
  for (const node of nodes) {
    if (node.type !== 'category') continue;
    const index = node.index;
    if (index?.slugFrom !== undefined) {
      const slug = `/category/${slugger.slug(index.slugFrom) || 'category'}`;
      delete index.slugFrom;
      index.slug = slug;
      index.docId = `${GENERATED_INDEX_PREFIX}${slug.slice(1)}`;
      node.linkDocId = index.docId;
    }
    assignDefaultSlugs(node.items ?? [], slugger);
  }
}

/** A slugger for one docs version's category labels. */
export function categorySlugger(): GithubSlugger {
  return new GithubSlugger();
}
