import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { SiteContext } from '@docgen/config';
import { mdxSignal } from '@docgen/markdown/scan';

const require = createRequire(import.meta.url);

// The shared bundled parser (`@docgen/config/yaml`), loaded by the first front matter naming a format:
// a build that reuses every page never needs it.
let yaml: typeof import('@docgen/config/yaml') | undefined;

/**
 * How an MDX page reads a file it imports, by the markdown stage's rule (`sourceFormat`): its own front matter
 * `mdx.format` (or `format`), else `markdown.format`; `detect` reads a `.md` file as Markdown unless it is written
 * in MDX (Docusaurus compiles an imported `.md` file as CommonMark then).
 */
export function importedFormat(ctx: SiteContext, relFile: string, ownFormat: unknown, body: string): 'md' | 'mdx' {
  const mode =
    ownFormat === 'md' || ownFormat === 'mdx' || ownFormat === 'detect' ? ownFormat : ctx.config.markdown.format;
  if (mode !== 'detect') return mode;
  return /\.mdx$/i.test(relFile) || mdxSignal(body) ? 'mdx' : 'md';
}

/** An imported Markdown file as it compiles: its body without front matter, where that body starts, and its syntax. */
export interface ImportedMarkdown {
  body: string;
  /** Lines of front matter before the body (diagnostics count lines as in the file). */
  lineOffset: number;
  syntax: 'md' | 'mdx';
}

/**
 * Reads a Markdown file an MDX page or a component imports, under one rule for both (a file
 * compiled differently by who imports it would show two ways on one site).
 */
export function readImportedMarkdown(ctx: SiteContext, file: string, relFile: string): ImportedMarkdown {
  const text = fs.readFileSync(file, 'utf8');
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text)?.[0] ?? '';
  const body = text.slice(frontMatter.length);
  const ownFormat = frontMatter ? formatOf(frontMatter) : undefined;
  return {
    body,
    lineOffset: frontMatter.split('\n').length - 1,
    syntax: importedFormat(ctx, relFile, ownFormat, body),
  };
}

/**
 * The syntax a front matter block asks for: Docusaurus' `mdx: { format }`, else docgen's `format`.
 * Only a block that names a format is parsed; one that is not YAML asks for none (the file's own
 * page reports it).
 */
function formatOf(block: string): unknown {
  if (!/^\s*(?:mdx|format)\b/m.test(block)) return undefined;
  try {
    yaml ??= require('@docgen/config/yaml') as typeof import('@docgen/config/yaml');
    const data = yaml.parse(block.replace(/^---\r?\n/, '').replace(/\r?\n---\r?\n$/, '')) as Record<
      string,
      unknown
    > | null;
    const mdx = data?.mdx as { format?: unknown } | undefined;
    return (mdx && typeof mdx === 'object' ? mdx.format : undefined) ?? data?.format;
  } catch {
    return undefined;
  }
}
