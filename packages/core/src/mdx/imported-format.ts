import type { SiteContext } from '@docgen/config';
import { mdxSignal } from '@docgen/markdown/scan';

/**
 * How an MDX page reads a file it imports, by the markdown stage's rule (`sourceFormat`): its own front matter
 * `format`, else `markdown.format`; `detect` reads a `.md` file as Markdown unless it is written
 * in MDX (Docusaurus compiles an imported `.md` file as CommonMark then).
 */
export function importedFormat(ctx: SiteContext, relFile: string, ownFormat: unknown, body: string): 'md' | 'mdx' {
  const mode =
    ownFormat === 'md' || ownFormat === 'mdx' || ownFormat === 'detect' ? ownFormat : ctx.config.markdown.format;
  if (mode !== 'detect') return mode;
  return /\.mdx$/i.test(relFile) || mdxSignal(body) ? 'mdx' : 'md';
}
