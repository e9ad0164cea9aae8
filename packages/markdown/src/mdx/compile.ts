import type { PluggableList, Processor } from 'unified';
import { remarkFileLinksAhead } from '../plugins/file-links-ahead.js';
import { remarkDirective, remarkGfm, VFile } from '../vendor/unified.js';
import type { MarkdownFileContext } from '../context.js';
import { fileLine, fileOptions } from '../context.js';
import { rehypeAdmonitionsAndTabs } from '../plugins/admonitions-tabs.js';
import { type CodeOptions, rehypeCode } from '../plugins/code.js';
import { remarkDirectives } from '../plugins/directives.js';
import { remarkHeadingIds } from '../plugins/heading-ids.js';
import { headingSlugs } from '../plugins/heading-slugs.js';
import { rehypeLinksAndHeadings } from '../plugins/links-headings.js';
import { remarkMdxHead, remarkMdxHeadAdded } from './head.js';
import { remarkMdx1NodesAdded } from '../plugins/mdx1-nodes-added.js';
import { remarkMdxHoistEsm } from './hoist-esm.js';
import { rehypeMdxImports, remarkMdxImports } from './imports.js';
import { remarkMdxRequire } from './require.js';
import { remarkMdxBrowserOnly } from './browser-only.js';
import { remarkMdxPageComponents } from './page-components.js';
import { remarkMdx1React } from './mdx1-react.js';
import { remarkMdx1EsmBack, remarkMdx1EsmView } from './mdx1-esm-view.js';
import { remarkMdx1NodesBack } from './mdx1-nodes-back.js';
import { rehypeJsxLinks, rehypeMdxCodeBlocks } from './jsx.js';
import { rehypeRawAsInnerHtml } from './raw.js';
import { rehypeFencesToComponents } from './fence-components.js';
import { remarkMdxLiveCode } from './live-code.js';
import { recmaHostImport } from './dynamic-import.js';
import { rehypeMdxImportCalls } from './import-calls.js';
import { rehypeEsmGaps } from './esm-gaps.js';
import { rehypeTocExport } from './toc-export.js';
import { admonitionTitlesToLabels } from '../admonition-titles.js';
import { Fences } from '../fences.js';
import { rehypeRawHtml } from '../plugins/raw-html.js';
import { mdx1ToMdx3 } from './mdx1.js';
import { remarkMdx1IndentedCode } from './mdx1-indented-code.js';
import { expressionParser, rehypeMdx1Join } from './mdx1-join.js';
import {
  rehypeMdx1Attributes,
  rehypeMdx1When,
  remarkMdx1Columns,
  remarkMdx1JsxText,
  setMdx1Text,
} from './mdx1-plugins.js';
import { mdx1Hint } from './mdx1-hints.js';
import { rehypeMdx1HeadingIds } from './mdx1-heading-ids.js';
import { remarkTruncate } from '../plugins/truncate.js';
import { MDX_PROVIDER } from './provider.js';

export interface MdxOptions {
  code: CodeOptions;
  /** The same plugins as the site's markdown (docgen plugins' remark and rehype steps). */
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  /** HTML written in an imported Markdown file (`MdxSyntax` `md`) is published; false: left out with a warning. */
  rawHtml?: boolean;
  /** What of MDX 1 (Docusaurus 2) MDX files may be written in (`markdown.mdx1Compat`); all but `syntax` by default. */
  mdx1Compat?: Mdx1Compat;
  /** `markdown.anchors`: with `maintainCase`, heading ids keep the heading's letter case (Docusaurus' option). */
  anchors?: { maintainCase?: boolean };
  /**
   * The page's MDX map is a site's own that takes `pre` or `code`: fences go through it, drawn
   * when the page renders (`CodeBlock`), instead of being highlighted here.
   */
  fencesThroughComponents?: boolean;
  /**
   * The headings (`h2`…) the page's MDX map draws with a site's own component, which adds its own
   * `#` link as Docusaurus' `@theme/Heading` does: docgen adds none to them.
   */
  headingsThroughComponents?: readonly string[];
  /** `markdown.liveCodeBlocks`: live fences are `@theme/LiveCodeBlock` elements (`live-code.ts`). */
  liveCodeBlocks?: boolean;
}

/** `markdown.mdx1Compat` of the config: the MDX 1 forms read in MDX files. */
export interface Mdx1Compat {
  comments: boolean;
  admonitions: boolean;
  headingIds: boolean;
  syntax: boolean;
}

const MDX1_DEFAULTS: Mdx1Compat = { comments: true, admonitions: true, headingIds: true, syntax: false };

/**
 * `function-body`: a page, run in this process with `run` semantics (`arguments[0]` is the JSX
 * runtime); `program`: an ES module (an MDX file another MDX file imports).
 */
export type MdxOutput = 'function-body' | 'program';

type MdxProcessor = Processor;
/** `md`: a Markdown file an MDX page imports (CommonMark, HTML as HTML), compiled to a component all the same. */
export type MdxSyntax = 'mdx' | 'md';
const processors = new WeakMap<MdxOptions, Map<string, Promise<MdxProcessor>>>();

/**
 * The MDX compiler with docgen's steps: the same remark and rehype plugins as markdown
 * (directives, `{#id}`, admonitions, tabs, shiki, links and headings), plus MDX's own (imports
 * resolved by the build, literal `<CodeBlock>` highlighted, JSX links checked). Loaded (the MDX
 * compiler and acorn) by the first MDX file only.
 */
function mdxProcessor(options: MdxOptions, output: MdxOutput, syntax: MdxSyntax): Promise<MdxProcessor> {
  let byOutput = processors.get(options);
  if (!byOutput) processors.set(options, (byOutput = new Map()));
  const key = `${output} ${syntax}`;
  let processor = byOutput.get(key);
  if (!processor) {
    const compat = options.mdx1Compat ?? MDX1_DEFAULTS;
    const mdx1 = syntax === 'mdx' && compat.syntax;
    processor = import('../vendor/mdx.js').then(
      ({ createProcessor, remarkComment, toEstree }) =>
        createProcessor({
          format: syntax,
          outputFormat: output,
          jsxImportSource: 'react',
          // The page's MDX component map (a site's `@theme/MDXComponents`) reaches every MDX file
          // it renders, as Docusaurus' MDXProvider: `useMDXComponents` of @docgen/shared.
          providerImportSource: MDX_PROVIDER,
          recmaPlugins: output === 'function-body' ? [recmaHostImport] : [],
          remarkPlugins: [
            ...(mdx1 ? [remarkMdx1Columns, remarkMdx1IndentedCode, remarkMdx1JsxText] : []),
            // HTML comments, as Docusaurus (`markdown.mdx1Compat.comments`): left out, not a syntax error.
            ...(syntax === 'mdx' && compat.comments ? [remarkComment] : []),
            remarkMdxHoistEsm,
            ...(mdx1 ? [remarkMdx1React] : []),
            remarkMdxHead,
            remarkGfm,
            remarkDirective,
            remarkHeadingIds,
            remarkTruncate,
            // A Docusaurus 2 site's plugins see imports and exports as MDX 1 did (mdx1-esm-view.ts).
            ...(mdx1 && options.remarkPlugins?.length ? [remarkMdx1EsmView] : []),
            ...(options.remarkPlugins?.length ? [remarkFileLinksAhead, ...options.remarkPlugins] : []),
            ...(mdx1 && options.remarkPlugins?.length
              ? ([[remarkMdx1EsmBack, { createProcessor }]] satisfies PluggableList)
              : []),
            // Again for the `<head>` a site's plugin adds: Docusaurus renders it wherever it is
            // (its MDXComponents' `head`), so it goes into the document head too.
            ...(options.remarkPlugins?.length
              ? ([
                  [remarkMdx1NodesBack, { createProcessor }],
                  remarkMdxHeadAdded,
                  remarkMdx1NodesAdded,
                ] satisfies PluggableList)
              : []),
            remarkDirectives,
            remarkMdxBrowserOnly,
            ...(syntax === 'mdx' && options.liveCodeBlocks ? [remarkMdxLiveCode] : []),
            remarkMdxPageComponents,
            remarkMdxImports,
            remarkMdxRequire,
          ],
          rehypePlugins: [
            // Markdown's HTML parsed into the tree, as a Markdown page's, before code is highlighted.
            ...(syntax === 'md'
              ? ([[rehypeRawHtml, { enabled: options.rawHtml ?? true }]] satisfies PluggableList)
              : []),
            ...(options.fencesThroughComponents
              ? ([
                  [
                    rehypeFencesToComponents,
                    { mermaid: options.code.mermaid, flowDiagrams: options.code.flowDiagrams, mdx1: compat.syntax },
                  ],
                ] satisfies PluggableList)
              : []),
            rehypeMdxCodeBlocks,
            ...(mdx1
              ? ([
                  [rehypeMdx1HeadingIds, { maintainCase: options.anchors?.maintainCase === true }],
                ] satisfies PluggableList)
              : []),
            headingSlugs(options.anchors?.maintainCase),
            rehypeAdmonitionsAndTabs,
            // Before code is highlighted, as in Docusaurus (which highlights in the browser): a
            // site's plugin sees a code block as written (rehype-katex's `language-math`).
            ...(options.rehypePlugins ?? []),
            rehypeMdxImports,
            rehypeMdxImportCalls,
            [rehypeCode, options.code],
            // A partial exports its toc too (`import { toc as partToc } from './_part.mdx'`), as every
            // file Docusaurus' MDX loader compiles does.
            rehypeTocExport,
            [
              rehypeLinksAndHeadings,
              { title: output === 'function-body', selfAnchored: options.headingsThroughComponents },
            ],
            rehypeJsxLinks,
            rehypeRawAsInnerHtml,
            rehypeEsmGaps,
            ...(mdx1 ? [rehypeMdx1Attributes] : []),
            ...(mdx1 ? ([[rehypeMdx1When, { toEstree }]] satisfies PluggableList) : []),
            ...(mdx1
              ? ([
                  [rehypeMdx1Join, { toEstree, parseExpression: expressionParser(createProcessor) }],
                ] satisfies PluggableList)
              : []),
          ],
        }) as unknown as MdxProcessor,
    );
    byOutput.set(key, processor);
  }
  return processor;
}

/**
 * Compiles an MDX text to JavaScript (see `MdxOutput`), filling `ctx` as markdown does (TOC,
 * ids, links, diagnostics). A syntax error is an MdxSyntaxError at its line and column, and the
 * result is undefined; so is a file with an import that does not resolve.
 */
export async function compileMdx(
  options: MdxOptions,
  body: string,
  ctx: MarkdownFileContext,
  output: MdxOutput = 'function-body',
  syntax: MdxSyntax = 'mdx',
): Promise<string | undefined> {
  const processor = await mdxProcessor(options, output, syntax);
  const compat = options.mdx1Compat ?? MDX1_DEFAULTS;
  let text = preprocessMdx(body, compat);
  const mdx1 = syntax === 'mdx' && compat.syntax ? mdx1ToMdx3(text) : undefined;
  if (mdx1) text = mdx1.text;
  const file = new VFile(fileOptions(text, ctx));
  if (mdx1) setMdx1Text(file, mdx1);
  const before = ctx.diagnostics.length;
  try {
    const result = await processor.process(file);
    if (file.data.docgenMdx?.failed || ctx.diagnostics.slice(before).some((d) => d.name === 'UnresolvedImport'))
      return undefined;
    return String(result.value);
  } catch (error) {
    const e = error as { reason?: string; message?: string; line?: number; column?: number; ruleId?: string };
    if (e.reason === undefined) throw error;
    // Places the message names (`<TabItem>` opened at `(26:1-26:36)`) are lines of the body: the
    // file's are shown. A tag left open is reported at its own place, which only the reason gives.
    const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(e.reason);
    const open = /^Expected a closing tag for `<[^`]*>` \((\d+):(\d+)-/.exec(e.reason);
    const at = open
      ? { line: Number(open[1]), column: Number(open[2]) }
      : {
          line: e.line ?? (named ? Number(named[1]) : undefined),
          column: e.column ?? (named ? Number(named[2]) : undefined),
        };
    const broken = mdx1?.templateBreaks.findLast((line) => line <= (at.line ?? 0));
    if (broken !== undefined) {
      ctx.diagnostics.push({
        name: 'MdxSyntaxError',
        severity: 'error',
        message:
          'MDX: an empty line inside a template literal ends its JSX block (MDX 1 form: an empty line in a JSX block)',
        file: ctx.relFile,
        line: fileLine(ctx, broken),
        column: 1,
        why: "MDX 1 (Docusaurus 2) ends a JSX block at an empty line, inside a template literal (`code={`…`}`) too: the lines after it are read as Markdown, where the literal's end is no JavaScript, and Docusaurus 2's build fails on the page as well.",
        fix: 'put a space on the empty line (a line of spaces does not end the block) or remove it; MDX 3 (Docusaurus 3) reads empty lines in an expression',
      });
      return undefined;
    }
    const column = at.line && at.column && mdx1 ? mdx1.column(at.line, at.column) : (at.column ?? 1);
    const hint = mdx1Hint(e.reason, body.split('\n')[(at.line ?? 0) - 1] ?? '', column, compat.syntax);
    const reason = e.reason.replace(
      /\((\d+):(\d+)-(\d+):(\d+)\)/g,
      (_, l1: string, c1: string, l2: string, c2: string) =>
        `(${fileLine(ctx, Number(l1))}:${c1}-${fileLine(ctx, Number(l2))}:${c2})`,
    );
    ctx.diagnostics.push({
      name: 'MdxSyntaxError',
      severity: 'error',
      message: `MDX: ${reason}${hint ? ` (${hint.form})` : ''}`,
      file: ctx.relFile,
      line: fileLine(ctx, at.line ?? undefined),
      column,
      why:
        hint?.why ??
        'An .mdx file (or a file with `format: mdx`) is parsed as MDX: `<` starts JSX and `{` an expression.',
      fix:
        hint?.fix ??
        'escape a literal `<` or `{` (\\< \\{) or put it in `code`; close every JSX tag; or set `format: md` in the front matter.',
    });
    return undefined;
  }
}

/**
 * What Docusaurus does to a file's text before MDX reads it: ```` ```mdx-code-block ```` fences
 * unwrapped, `{#id}` escaped, `:::note Title` written `:::note[Title]`. Each line keeps its number.
 */
export function preprocessMdx(body: string, compat: Mdx1Compat = MDX1_DEFAULTS): string {
  const unwrapped = unwrapMdxCodeBlocks(body, compat.syntax);
  const ids = compat.headingIds ? escapeHeadingIds(unwrapped) : unwrapped;
  return compat.admonitions ? admonitionTitlesToLabels(ids) : ids;
}

/**
 * ```` ```mdx-code-block ```` (three or four backticks): its content is MDX, shown as code where
 * MDX is not read (GitHub). The fence lines become blank lines, so positions stay. As in
 * Docusaurus, three-backtick fences are unwrapped first, then four-backtick ones, each closed by
 * the first line of its own backticks: a ```` ```mdx-code-block ```` inside a ````` ````mdx-code-block `````
 * (an import in a tab of a tabs block) is unwrapped too. `toEnd` (MDX 1, Docusaurus 2): a fence never
 * closed runs to the end of the file, as Docusaurus 2 reads it (a code node of the parsed file, which
 * CommonMark ends there); Docusaurus 3 unwraps closed fences only.
 */
export function unwrapMdxCodeBlocks(body: string, toEnd = false): string {
  if (!body.includes('mdx-code-block')) return body;
  const lines = body.split('\n');
  for (const ticks of ['```', '````']) {
    const open = new RegExp(`^ *${ticks} *mdx-code-block\\s*$`);
    const close = new RegExp(`^ *${ticks}\\s*$`);
    for (let i = 0; i < lines.length; i++) {
      if (!open.test(lines[i]!)) continue;
      const end = lines.findIndex((line, j) => j > i && close.test(line));
      // Only a fence of the file's own level (under 4 spaces): one in a list item ends with the item.
      if (end < 0 && toEnd && /^ {0,3}`/.test(lines[i]!)) lines[i] = '';
      if (end < 0) continue;
      lines[i] = '';
      lines[end] = '';
      i = end;
    }
  }
  return lines.join('\n');
}

/**
 * `## Title {#id}` (Docusaurus' heading ids) is an expression to MDX, and `#id` no JavaScript:
 * escaped so the heading-id step finds it as text, as in markdown. Fenced code is left alone.
 */
export function escapeHeadingIds(body: string): string {
  if (!body.includes('{#')) return body;
  const fences = new Fences();
  return body
    .split('\n')
    .map((line) => {
      if (fences.code(line) || !/^\s{0,3}#{1,6}\s/.test(line)) return line;
      // `\{#id}`, escaped by its author already (real sites write it so), is left as written.
      return line.replace(/(?<!\\)\{(#[^\s{}]+)\}\s*$/, '\\{$1\\}');
    })
    .join('\n');
}
