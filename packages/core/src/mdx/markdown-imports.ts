import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { compileMdx, MDX_PROVIDER, type MarkdownFileContext, type MdxOptions, type MdxSyntax } from '@docgen/markdown';
import { relPosix } from '../util/paths.js';
import { readImportedMarkdown } from './imported-format.js';
import { staticCandidates } from '../util/static-dirs.js';

/**
 * How a site component's import of a `.md` or `.mdx` file is answered (Docusaurus' MDX loader
 * compiles it into a React component): the file compiled with docgen's MDX pipeline into an ES
 * module, its URL.
 */
export interface MarkdownImports {
  /** What the compiled file depends on besides its text (the page's locale, its links): the component's compile is kept per key. */
  key: string;
  /** The module's URL and the files its images need in the output (output path, file). */
  compile(file: string): Promise<{ url: string; media?: [string, string][] } | { error: Diagnostic }>;
}

const MARKDOWN_FILE = /\.mdx?$/i;
const docgenRequire = createRequire(import.meta.url);
const jsxRuntimeUrl = pathToFileURL(docgenRequire.resolve('react/jsx-runtime')).href;
const providerUrl = pathToFileURL(docgenRequire.resolve(MDX_PROVIDER)).href;

/**
 * A compiled MDX module made importable from `.docgen/modules`: React's JSX runtime and the MDX
 * provider (`useMDXComponents`) are docgen's copies, by URL.
 */
export function linkMdxModule(code: string): string {
  return code
    .replaceAll('"react/jsx-runtime"', JSON.stringify(jsxRuntimeUrl))
    .replaceAll(JSON.stringify(MDX_PROVIDER), JSON.stringify(providerUrl));
}

/**
 * esbuild's side, for the server compile of a site component: an import of a `.md`/`.mdx` file
 * (relative, `@site/…`, `/…`) becomes the URL of its compiled module; `found` hears each file
 * and the media it needs.
 * Without `markdown` (nothing to compile it with) the import is an error saying so.
 */
export function markdownImports(
  ctx: SiteContext,
  markdown: MarkdownImports | undefined,
  found: (file: string, media?: [string, string][]) => void,
): Plugin {
  return {
    name: 'docgen-markdown-imports',
    setup(build) {
      build.onResolve({ filter: MARKDOWN_FILE }, async (args) => {
        const file = markdownFile(ctx, args.path, args.resolveDir);
        if (!file) return undefined;
        if (!markdown) {
          found(file);
          return {
            errors: [
              {
                text: `${relPosix(ctx.siteDir, args.importer)} imports ${relPosix(ctx.siteDir, file)}, a Markdown file, where nothing compiles it.`,
                detail: {
                  why: 'docgen compiles a Markdown file a component imports for the pages that render the component on the server.',
                  fix: 'import the file from an MDX page instead, or render its content in the component.',
                },
              },
            ],
          };
        }
        const compiled = await markdown.compile(file);
        found(file, 'url' in compiled ? compiled.media : undefined);
        if ('url' in compiled) return { path: compiled.url, external: true };
        return {
          errors: [
            {
              text: compiled.error.message,
              detail: { why: compiled.error.why ?? '', fix: compiled.error.fix ?? '' },
            },
          ],
        };
      });
    },
  };
}

/**
 * The file an import of a Markdown file names, inside the site or one of its docs folders (a
 * `docs.path` of '../docs', as react-native-website's, is outside it); undefined when there is none.
 */
function markdownFile(ctx: SiteContext, specifier: string, resolveDir: string): string | undefined {
  const folders = [
    ctx.siteDir,
    path.resolve(ctx.siteDir, ctx.config.docs.path),
    ...ctx.config.docsInstances.map((i) => path.resolve(ctx.siteDir, i.path)),
  ];
  const candidates = specifier.startsWith('@site/')
    ? [path.join(ctx.siteDir, specifier.slice('@site/'.length))]
    : specifier.startsWith('/')
      ? [...staticCandidates(ctx, specifier), path.join(ctx.siteDir, specifier)]
      : /^\.\.?\//.test(specifier)
        ? [path.resolve(resolveDir, specifier)]
        : [];
  return candidates.find(
    (f) =>
      folders.some((d) => !path.relative(d, f).startsWith('..')) && fs.statSync(f, { throwIfNoEntry: false })?.isFile(),
  );
}

/**
 * One Markdown file as an ES module with docgen's MDX pipeline (`program` output, React's JSX
 * runtime imported from docgen's copy): its front matter left out, its lines numbered as in the
 * file. Undefined when it does not compile (`fileCtx.diagnostics` say why).
 */
export async function compileMarkdownModule(
  ctx: SiteContext,
  options: MdxOptions,
  file: string,
  fileCtx: MarkdownFileContext,
  write: (code: string) => string,
  /** `MarkdownImports.key`: the browser bundle compiles it the same way (`keepForBrowser`). */
  key: string,
): Promise<string | undefined> {
  const { body, lineOffset, syntax } = readImportedMarkdown(ctx, file, fileCtx.relFile);
  fileCtx.lineOffset = lineOffset;
  keepForBrowser(key, file, options, body, fileCtx, syntax);
  const code = await compileMdx(options, body, fileCtx, 'program', syntax);
  if (code === undefined) return undefined;
  return write(linkMdxModule(code));
}

/** How each Markdown file a component imports compiles for the browser, by `MarkdownImports.key` and file. */
const forBrowser = new Map<string, () => Promise<string | undefined>>();

/**
 * Keeps how `file` compiles for the server, so that the browser bundle of a component importing
 * it compiles it the same way (webpack's mdx-loader compiles it once for both): the same
 * options, locale, link and image resolution, hence the same elements to hydrate. Its imports are
 * left as written, for the bundle to resolve; what it reports (faults, links to check) was told
 * by the server's compile and is not told again. Kept only where a component imports Markdown.
 */
export function keepForBrowser(
  key: string,
  file: string,
  options: MdxOptions,
  body: string,
  fileCtx: MarkdownFileContext,
  syntax: MdxSyntax,
): void {
  forBrowser.set(`${key}\0${file}`, () => {
    const browserCtx = Object.defineProperties({}, Object.getOwnPropertyDescriptors(fileCtx)) as MarkdownFileContext;
    Object.assign(browserCtx, {
      diagnostics: [],
      links: [],
      toc: [],
      ids: [],
      firstHeading: undefined,
      browserOnly: undefined,
      pageComponent: undefined,
      resolveImport: async (specifier: string) => ({ url: specifier }),
    });
    return compileMdx(options, body, browserCtx, 'program', syntax);
  });
}

/** `file` compiled for the browser as the server compiled it for `key`; undefined when it was not compiled for `key`. */
export function browserMarkdown(key: string, file: string): Promise<string | undefined> | undefined {
  return forBrowser.get(`${key}\0${file}`)?.();
}
