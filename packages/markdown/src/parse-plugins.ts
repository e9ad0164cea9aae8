import type { PluggableList } from 'unified';
import { remarkMdx1Escapes } from './plugins/mdx1-escapes.js';
import { remarkSyntaxByNeed } from './syntax-by-need.js';
import { remarkParse } from './vendor/unified.js';

/**
 * What a page's parser reads: CommonMark, MDX 1's backslash escapes with `mdx1`, GFM and
 * directives, each document parsed with the extensions it can use (`syntax-by-need.ts`). The
 * processor and the highlight thread's parse-ahead (`pieces-ahead.ts`) both use it, so a tree
 * the thread makes is the tree the processor would.
 */
export function parsePlugins(mdx1: boolean): PluggableList {
  return [remarkParse, ...(mdx1 ? [remarkMdx1Escapes] : []), remarkSyntaxByNeed];
}
