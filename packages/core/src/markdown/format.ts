import type { SiteContext, SourceFile } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { type MdxSignal, mdxSignal } from '@docgen/markdown/scan';
import { type FormatBy, formatOf, frontMatterFormat, liveFenceOf } from '../docusaurus/format-rule.js';

/** How a source is read, and why. */
export interface SourceFormat {
  format: 'md' | 'mdx';
  /** What chose it: the file's front matter `format`, `markdown.format`, its extension, or its content. */
  by: FormatBy;
  /** The first MDX found in it: why a `.md` file is read as MDX, or what a Markdown file prints as text. */
  signal?: MdxSignal;
}

/**
 * How a page is read, by the one rule of `formatOf` (mdx/format-rule.ts), with what the reports
 * need: the first MDX of a `.md` file read as MDX for it, or of a file read as Markdown.
 */
export function sourceFormat(ctx: SiteContext, source: SourceFile): SourceFormat {
  // Pages docgen or a plugin makes are Markdown: their text comes from elsewhere (an OpenAPI description).
  if (source.generated || source.generatedBy) return { format: 'md', by: 'extension' };
  let signal: MdxSignal | undefined;
  // Discover scanned the body already: only a file written in MDX is scanned again, for the place.
  const written = () =>
    (source.writtenInMdx !== false && (signal = mdxSignal(source.body)) !== undefined) ||
    (signal = liveFenceOf(ctx, source.body)) !== undefined;
  const own = frontMatterFormat(source.frontMatter)?.format;
  const { format, by } = formatOf(source.relFile, own, ctx.config.markdown.format, written);
  // A file read as Markdown by its setting says what MDX it holds (MdxInMarkdown).
  if (format === 'md' && by !== 'extension') signal = mdxSignal(source.body);
  return { format, by, ...(signal && (by === 'content' || format === 'md') ? { signal } : {}) };
}

/**
 * Whether a source is read as MDX, as `sourceFormat` decides, without reading its body: discover
 * notes whether a `.md` file is written in MDX (`writtenInMdx`). The build asks it of every page.
 */
export function readsAsMdx(ctx: SiteContext, source: SourceFile): boolean {
  if (source.generated || source.generatedBy || source.kind === 'componentPage') return false;
  const own = frontMatterFormat(source.frontMatter)?.format;
  const written = () =>
    (source.writtenInMdx ?? mdxSignal(source.body) !== undefined) || liveFenceOf(ctx, source.body) !== undefined;
  return formatOf(source.relFile, own, ctx.config.markdown.format, written).format === 'mdx';
}

const KIND: Record<MdxSignal['kind'], string> = {
  esm: 'an import/export',
  component: 'a JSX component',
  expression: 'a JSX expression',
  'mdx-code-block': 'an mdx-code-block fence',
  'live-code-block': 'a live code block',
};

/** The MdxInMarkdown warning of a file read as Markdown that holds MDX; undefined when it holds none. */
export function mdxInMarkdown(source: SourceFile, format: SourceFormat): Diagnostic | undefined {
  if (format.format !== 'md' || !format.signal) return undefined;
  const { signal } = format;
  const key = frontMatterFormat(source.frontMatter)?.key ?? 'format';
  const setting = format.by === 'front matter' ? `its front matter says \`${key}: md\`` : "markdown.format is 'md'";
  return {
    name: 'MdxInMarkdown',
    severity: 'warning',
    message: `${KIND[signal.kind]} (\`${signal.text}\`) is printed as text: this file is read as Markdown (${setting}).`,
    file: source.relFile,
    line: signal.line + source.bodyLineOffset,
    column: signal.column,
    why: 'Markdown (CommonMark) has no imports or components: the line is shown as written, and <Tabs> becomes an unknown HTML element.',
    fix:
      format.by === 'front matter'
        ? `remove \`${key}: md\` from the front matter to read the file as MDX, or escape the text (\`\\<\`, \`\\{\`).`
        : "set markdown.format to 'detect' (or `format: mdx` in this file's front matter), or escape the text (`\\<`, `\\{`).",
  };
}

/** An MDX syntax error in a `.md` file read as MDX for its content says why the file is MDX (its fix names `format: md`). */
export function explainPromotion(
  source: SourceFile,
  format: SourceFormat,
  diagnostics: Diagnostic[],
  from: number,
): void {
  if (format.by !== 'content' || !format.signal) return;
  const { signal } = format;
  for (let i = from; i < diagnostics.length; i++) {
    const d = diagnostics[i]!;
    if (d.name !== 'MdxSyntaxError' || d.file !== source.relFile) continue;
    diagnostics[i] = {
      ...d,
      why: `This .md file is read as MDX because it is written in MDX: ${KIND[signal.kind]} at line ${signal.line + source.bodyLineOffset} (\`${signal.text}\`), as Docusaurus reads every .md file. In MDX, \`<\` starts JSX and \`{\` an expression.`,
      // The fix of an MDX 1 form says how to write it for MDX 3; a .md file may also stay Markdown.
      fix: d.fix?.includes('format: md') ? d.fix : `${d.fix}; or set \`format: md\` in the front matter`,
    };
  }
}

/**
 * The LiveCodeBlockInMarkdown warning of a page read as Markdown that holds a live fence while
 * live code blocks are on: only MDX pages run them (the page imports the component), so the
 * fence is a code block here, which its author did not mean.
 */
export function liveFenceInMarkdown(
  ctx: SiteContext,
  source: SourceFile,
  format: SourceFormat,
): Diagnostic | undefined {
  if (format.format !== 'md') return undefined;
  const fence = liveFenceOf(ctx, source.body);
  if (!fence) return undefined;
  // Under `detect` a live fence makes a `.md` file MDX: only a format set to `md` leaves it code.
  const why = format.by === 'front matter' ? 'its front matter says `format: md`' : "markdown.format is 'md'";
  return {
    name: 'LiveCodeBlockInMarkdown',
    severity: 'warning',
    message: `This live code block is shown as code: the page is read as Markdown (${why}), and only MDX pages run live code.`,
    file: source.relFile,
    line: fence.line + source.bodyLineOffset,
    column: 1,
    fix: "write `format: mdx` in its front matter (or set markdown.format to 'detect' or 'mdx', as Docusaurus reads every file).",
  };
}
