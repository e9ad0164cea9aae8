import type { SourceFile } from '@docgen/config';

/** A source's description as Docusaurus gives it: its front matter's, else its first line of text. */
export function descriptionOf(source: SourceFile | undefined): string | undefined {
  return source?.frontMatter.description ?? source?.excerpt;
}
