import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { shortHash } from '../util/hash.js';
import { writeOnce } from '../util/write-once.js';
import { siteThemeDirs, siteThemeFile, themeDirOf } from './site-theme.js';

/**
 * Docusaurus' own MDX map draws every code fence through `@theme/MDXComponents/Code` (and its
 * `Pre`), which draws a block with `@theme/CodeBlock`: a site that swizzles any of the three
 * changes every fence of its pages (a CodeBlock that fills `^{placeholders}` from what a reader
 * typed, Flow's that shows type errors under its examples), not only the blocks a page imports
 * `@theme/CodeBlock` for. docgen's map draws fences with its own markup; for such a site the map
 * its pages get (and the `@theme-original/MDXComponents` its own map spreads) is docgen's with
 * those entries the site's, as Docusaurus' would be: a module written in `.docgen/theme/`.
 */

/** The swizzled components of the site that Docusaurus' map draws fences with. */
export interface SwizzledFenceParts {
  /** `src/theme/MDXComponents/Code`: the map's `code`. */
  code?: string;
  /** `src/theme/MDXComponents/Pre`: the map's `pre`. */
  pre?: string;
  /** `src/theme/CodeBlock`: what the original `code` draws a block with. */
  codeBlock?: string;
}

export function swizzledFenceParts(ctx: SiteContext): SwizzledFenceParts {
  const code = siteThemeFile(ctx, 'MDXComponents/Code');
  const pre = siteThemeFile(ctx, 'MDXComponents/Pre');
  const codeBlock = siteThemeFile(ctx, 'CodeBlock');
  return { ...(code ? { code } : {}), ...(pre ? { pre } : {}), ...(codeBlock ? { codeBlock } : {}) };
}

/**
 * The map module docgen's map becomes with the site's swizzled fence components; undefined when
 * the site swizzled none of them. Its imports go through `@theme/`, so each component is the
 * site's own (an island when it needs the browser), and `@theme-original/MDXComponents` from a
 * file outside the theme folders is docgen's map.
 */
export function swizzledMapFile(ctx: SiteContext): string | undefined {
  const parts = swizzledFenceParts(ctx);
  if (!parts.code && !parts.pre && !parts.codeBlock) return undefined;
  const lines = ["import Original from '@theme-original/MDXComponents';"];
  const entries: string[] = [];
  if (parts.code) {
    lines.push("import Code from '@theme/MDXComponents/Code';");
    entries.push('code: Code');
  } else if (parts.codeBlock) {
    // docgen's `code` tells a block from inline code as Docusaurus' does; a block is the site's CodeBlock.
    lines.push(
      "import CodeBlock from '@theme/CodeBlock';",
      'const OriginalCode = Original.code;',
      'const hasLineBreak = (children) => [].concat(children).some((c) => typeof c === "string" && c.includes("\\n"));',
      'function MDXCode(props) {',
      '  const block = /\\blanguage-/.test(props.className ?? "") || props.metastring !== undefined || hasLineBreak(props.children);',
      '  return block ? <CodeBlock {...props} /> : <OriginalCode {...props} />;',
      '}',
    );
    entries.push('code: MDXCode');
  }
  if (parts.pre) {
    lines.push("import Pre from '@theme/MDXComponents/Pre';");
    entries.push('pre: Pre');
  }
  lines.push(`export default { ...Original, ${entries.join(', ')} };`);
  const code = `${lines.join('\n')}\n`;
  // Named by its content: threads write it at once, and a site that changes its swizzles gets another.
  const file = path.join(ctx.siteDir, '.docgen', 'theme', `MDXComponents.${shortHash(code)}.jsx`);
  writeOnce(file, code);
  return file;
}

/** The site's MDX component map: its own `src/theme/MDXComponents`, else docgen's with its swizzled fence components. */
export function siteMapFile(ctx: SiteContext): string | undefined {
  return siteThemeFile(ctx, 'MDXComponents') ?? swizzledMapFile(ctx);
}

/** Whether `from` is a file of the site's theme folders (`src/theme/`, `themeDirs`). */
export function inSiteThemeDirs(ctx: SiteContext, from: string): boolean {
  return themeDirOf(siteThemeDirs(ctx), from) >= 0;
}
