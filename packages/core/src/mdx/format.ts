import type { SourceFile } from '@docgen/config';

/** How a site reads its files (`markdown.format`). */
export type MarkdownFormat = 'detect' | 'mdx' | 'md';

/**
 * Whether a source is MDX: `format` in its front matter, else the site's `markdown.format`
 * (`detect`: by extension, as Docusaurus' `detect`).
 */
export function isMdxSource(source: SourceFile, siteFormat: MarkdownFormat = 'detect'): boolean {
  const own = (source.frontMatter as { format?: string }).format;
  const format = own === 'mdx' || own === 'md' ? own : siteFormat;
  return format === 'mdx' || (format === 'detect' && /\.mdx$/i.test(source.relFile));
}

/**
 * The line of a markdown file (read as markdown) that looks like MDX: an `import … from` or
 * `export` statement outside code fences, which markdown prints as text. 1-based, in the body.
 */
export function mdxLookingLine(body: string): number | undefined {
  let fence: string | undefined;
  const lines = body.split('\n');
  for (const [i, line] of lines.entries()) {
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (open) {
      if (!fence) fence = open[1]![0]!.repeat(open[1]!.length);
      else if (line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (!fence && /^(import\s+[\w{*][^'"]*\sfrom\s+['"]|import\s+['"]|export\s+(const|default|function)\s)/.test(line))
      return i + 1;
  }
  return undefined;
}
