import type { Diagnostic } from '@docgen/diagnostics';
import type { ContentLink, HeadTag, TocEntry } from '@docgen/shared';
import type { BrowserOnlyElement } from './mdx/browser-only.js';
import type { PageComponent } from './mdx/page-components.js';

/** Per-file data the markdown plugins read (`file.data.docgen`) and fill. */
export interface MarkdownFileContext {
  /** Locale of the route being rendered (links are rewritten for it). */
  locale: string;
  /** Source path relative to the site folder. */
  relFile: string;
  /**
   * The site folder (absolute): remark and rehype plugins then see the file at its absolute path
   * with the site as `cwd`, as Docusaurus gives them (`file.dirname` resolves the file's neighbours
   * wherever docgen runs). Absent: the path is `relFile`.
   */
  siteDir?: string;
  /** Lines before the markdown body (front matter), added to node positions. */
  lineOffset: number;
  /**
   * The page's front matter: remark and rehype plugins read it as `file.data.frontMatter`, where
   * Docusaurus' MDX loader puts it (`{}` when absent, as there).
   */
  frontMatter?: Record<string, unknown>;
  /** UI strings of the theme in the route's locale. */
  strings: Record<string, string>;
  /** Resolves a link written in the markdown to a final href (or undefined when it cannot resolve). */
  resolveLink(href: string): { href: string; warning?: Diagnostic } | { error: Diagnostic } | undefined;
  /**
   * How the site's remark plugins see a link to a Markdown file (`remarkFileLinksAhead`): the
   * route's URL, as Docusaurus resolves them before its users' plugins run. Absent: `resolveLink`.
   */
  resolveLinkAhead?(href: string): { href: string; warning?: Diagnostic } | { error: Diagnostic } | undefined;
  /** Links to Markdown files resolved before the site's plugins ran: the URL they saw → the link as written. */
  writtenAs?: Map<string, string>;
  /** A site path written by an author (`pathname:///files/x.json`) as pages link to it: the base URL in front, unless written with it (absent: as it is). */
  sitePath?(path: string): string;
  /** Resolves an image path to its output URL, copying it; undefined when the file does not exist. */
  resolveImage(src: string): string | undefined;
  /** For a src `resolveImage` found no file for: the src naming a file of nearly that name (its case, a slip). */
  nearImage?(src: string): string | undefined;
  /**
   * Where a browser on the page fetches a relative image URL (`img/x.png`): its URL, the base in
   * front, and whether a static file is published there. Absent: not known.
   */
  pageImage?(src: string): { url: string; exists: boolean };
  /**
   * The own size of an image `resolveImage` gave this URL, and its file, so the page can reserve
   * its box before it loads (as Docusaurus does); undefined when unknown.
   */
  imageSize?(url: string): { width: number; height: number; file: string } | undefined;
  /** Files besides the source whose content shaped the HTML (an image whose size was read): a cached result holds while they do. */
  files?: string[];
  /**
   * MDX only: how a file the page imports (absolute path) resolves its own links and images, from
   * its folder, as Docusaurus compiles it on its own. Absent: as the page does.
   */
  resolversFor?(file: string): Pick<MarkdownFileContext, 'resolveLink' | 'resolveImage' | 'nearImage'>;
  /**
   * MDX only: the URL an `import … from "specifier"` loads (the build resolves `@theme/…`,
   * `@site/…`, relative files and packages), or the diagnostic of one it cannot find.
   * `siteTheme`: a `@theme/…` the site's own `src/theme/` answers (docgen's build-time handling
   * of its component, such as `<CodeBlock>` highlighting, is then off).
   */
  resolveImport?(specifier: string): Promise<{ url: string; siteTheme?: boolean } | { error: Diagnostic }>;
  /**
   * MDX only: the specifier of a site component made of a `<BrowserOnly>` element of the page
   * (it hydrates as an island), or undefined to leave the element as it is.
   */
  browserOnly?(element: BrowserOnlyElement): string | undefined;
  /**
   * MDX only: the specifier of a site component made of a component the page declares and that
   * needs the browser (it hydrates as an island), or undefined to leave it in the page.
   */
  pageComponent?(component: PageComponent): string | undefined;
  /**
   * MDX only, with `markdown.liveCodeBlocks`: the specifier of the site component a live fence
   * becomes (`@theme/LiveCodeBlock` as the site resolves it; it hydrates as an island).
   */
  liveCodeBlock?(): string;
  tocMin: number;
  tocMax: number;
  /** `target` and `rel` of Markdown links to other sites (`externalLinks`). */
  externalLinks?: { target?: string | undefined; rel?: string | undefined };
  /**
   * Keep a `# Heading` the page starts with in the body (front matter `hide_title`: the theme
   * renders no title, the page's own heading shows as written). By default it becomes the title.
   */
  keepTitleHeading?: boolean;
  /** A blog post's truncate marker is on this line of the body: the excerpt ends there (`remarkTruncate`). */
  truncateLine?: number;
  /** Outputs. */
  diagnostics: Diagnostic[];
  toc: TocEntry[];
  ids: string[];
  links: ContentLink[];
  firstHeading?: { text: string; depth: number };
  /** The h1 that opened the body, taken out of it: the page shows it as its heading (`RenderedMarkdown.heading`). */
  leadingHeading?: string;
  /**
   * The body's first heading is an h1 below other content (no `---` rule above it): Docusaurus'
   * content title, which it shows where it is written and puts no title above (`hide_title`).
   */
  titleInBody?: boolean;
  /**
   * What the page read of a docgen plugin whose key reaches only the pages that read it
   * (`DocgenPlugin.pageReads`): the plugin's name, the part, and that part's key now.
   */
  reads?: { plugin: string; part: string; key: string }[];
  /** Tags an MDX page's `<head>` element puts in the document head. */
  head?: HeadTag[];
}

declare module 'vfile' {
  interface DataMap {
    docgen: MarkdownFileContext;
    frontMatter: Record<string, unknown>;
  }
}

export function ctxOf(file: { data: { docgen?: MarkdownFileContext } }): MarkdownFileContext {
  const ctx = file.data.docgen;
  if (!ctx) throw new Error('markdown file context missing');
  return ctx;
}

/** File line of a node position in the body. */
export function fileLine(ctx: MarkdownFileContext, line: number | undefined): number {
  return (line ?? 1) + ctx.lineOffset;
}

export function t(ctx: MarkdownFileContext, key: string, fallback: string, vars: Record<string, string> = {}): string {
  const text = ctx.strings[key] ?? fallback;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}

/** The file a page's remark and rehype plugins see: its text, its place, and docgen's context. */
export function fileOptions(value: string, ctx: MarkdownFileContext) {
  // A copy: a plugin that edits it changes neither the page's metadata nor another compile's.
  const data = { docgen: ctx, frontMatter: { ...ctx.frontMatter } };
  return ctx.siteDir
    ? { value, path: `${ctx.siteDir.replace(/[\\/]+$/, '')}/${ctx.relFile}`, cwd: ctx.siteDir, data }
    : { value, path: ctx.relFile, data };
}
