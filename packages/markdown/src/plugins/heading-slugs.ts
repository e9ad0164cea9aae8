import GithubSlugger from 'github-slugger';
import type { Root } from 'hast';
import { hastToString, rehypeSlug, visit } from '../vendor/unified.js';

/**
 * The plugin that gives headings without an id one from their text: rehype-slug's (GitHub's
 * lower-cased slugs), or with `maintainCase` the same slugs in the heading's own letter case, as
 * Docusaurus' `markdown.anchors.maintainCase` makes them (`## Create Jira issue` is
 * `#Create-Jira-issue`, which links of such a site name).
 */
export function headingSlugs(maintainCase: boolean | undefined) {
  return maintainCase ? rehypeCasedSlugs : rehypeSlug;
}

function rehypeCasedSlugs() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node) => {
      if (/^h[1-6]$/.test(node.tagName) && !node.properties.id)
        node.properties.id = slugger.slug(hastToString(node), true);
    });
  };
}
