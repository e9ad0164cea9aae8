import type { SourceFile } from '@docgen/config';

/** Whether a source is MDX: `format` in its front matter, else its extension (Docusaurus' `detect`). */
export function isMdxSource(source: SourceFile): boolean {
  const format = (source.frontMatter as { format?: string }).format;
  return format === 'mdx' || (format !== 'md' && /\.mdx$/i.test(source.relFile));
}
