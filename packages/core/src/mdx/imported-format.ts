import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { SiteContext } from '@docgen/config';
import { mdxSignal } from '@docgen/markdown/scan';
import { type Format, formatOf, frontMatterFormat, liveFenceOf } from '../docusaurus/format-rule.js';

const require = createRequire(import.meta.url);

// The shared bundled parser (`@docgen/config/yaml`), loaded by the first front matter naming a format:
// a build that reuses every page never needs it.
let yaml: typeof import('@docgen/config/yaml') | undefined;

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
  const ownFormat = frontMatter ? formatIn(frontMatter) : undefined;
  return {
    body,
    lineOffset: frontMatter.split('\n').length - 1,
    // The pages' rule (format-rule.ts): Docusaurus compiles an imported `.md` file as CommonMark under `detect`.
    syntax: formatOf(
      relFile,
      ownFormat,
      ctx.config.markdown.format,
      () => mdxSignal(body) !== undefined || liveFenceOf(ctx, body) !== undefined,
    ).format,
  };
}

/**
 * The syntax a front matter block asks for (`frontMatterFormat`). Only a block that names a
 * format is parsed; one that is not YAML asks for none (the file's own page reports it).
 */
function formatIn(block: string): Format | undefined {
  if (!/^\s*(?:mdx|format)\b/m.test(block)) return undefined;
  try {
    yaml ??= require('@docgen/config/yaml') as typeof import('@docgen/config/yaml');
    return frontMatterFormat(yaml.parse(block.replace(/^---\r?\n/, '').replace(/\r?\n---\r?\n$/, '')))?.format;
  } catch {
    return undefined;
  }
}
