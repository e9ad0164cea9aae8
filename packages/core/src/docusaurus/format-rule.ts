import type { SiteContext } from '@docgen/config';
import { liveFence, type MdxSignal } from '@docgen/markdown/scan';

/** A syntax a file may ask for: `detect` goes by the extension, then by what the file is written in. */
export type Format = 'md' | 'mdx' | 'detect';

/** What chose a file's syntax: its front matter, `markdown.format`, its extension, or its content. */
export type FormatBy = 'front matter' | 'config' | 'extension' | 'content';

/**
 * The syntax a file's front matter asks for, and the key that says it: Docusaurus' `mdx.format`
 * (the one its MDX loader reads), else docgen's own `format`. A value that is no format asks
 * for none.
 */
export function frontMatterFormat(frontMatter: unknown): { format: Format; key: string } | undefined {
  if (!frontMatter || typeof frontMatter !== 'object') return undefined;
  const { mdx, format } = frontMatter as { mdx?: unknown; format?: unknown };
  const docusaurus = mdx && typeof mdx === 'object' ? (mdx as { format?: unknown }).format : undefined;
  if (isFormat(docusaurus)) return { format: docusaurus, key: 'mdx.format' };
  return isFormat(format) ? { format, key: 'format' } : undefined;
}

function isFormat(value: unknown): value is Format {
  return value === 'md' || value === 'mdx' || value === 'detect';
}

/**
 * Which files are MDX, one rule for pages and for the Markdown files pages import (a file
 * compiled differently by who reads it would show two ways on one site): Docusaurus' rule
 * (`getFormat` of its MDX loader), the file's own format (`frontMatterFormat`), else
 * `markdown.format`; `detect` goes by the extension, and docgen's `detect` also reads a `.md` file
 * written in MDX as MDX (`writtenInMdx`, asked only then): a Docusaurus site's `.md` files are MDX
 * (its default format), a docgen site's are Markdown with raw HTML, and both build unchanged.
 */
export function formatOf(
  relFile: string,
  own: Format | undefined,
  configFormat: Format,
  writtenInMdx: () => boolean,
): { format: 'md' | 'mdx'; by: FormatBy } {
  const mode = own ?? configFormat;
  const by = own ? 'front matter' : 'config';
  if (mode !== 'detect') return { format: mode, by };
  if (/\.mdx$/i.test(relFile)) return { format: 'mdx', by: 'extension' };
  return writtenInMdx() ? { format: 'mdx', by: 'content' } : { format: 'md', by: 'extension' };
}

/**
 * A live fence while live code blocks are on: under `detect` it makes a `.md` file MDX, since
 * Docusaurus runs it in every page (MDX 1 reads every `.md` file as MDX) and only MDX pages run it here.
 */
export function liveFenceOf(ctx: SiteContext, body: string): MdxSignal | undefined {
  return ctx.config.markdown.liveCodeBlocks ? liveFence(body) : undefined;
}
