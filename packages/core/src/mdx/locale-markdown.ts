import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { CodeOptions, MarkdownFileContext, MdxOptions } from '@docgen/markdown';
import { type AssetMedia, SVG_FILE, urlAssetModule } from './assets.js';
import { isUrlAsset } from './url-imports.js';
import { compileMarkdownModule, type MarkdownImports } from './markdown-imports.js';
import { compileComponent, cssModuleEntry, diagnosticsOf, importedUrl, writeModule } from './modules.js';
import { resolveSpecifier } from './resolve.js';
import type { RootMarkdown } from './site-root.js';
import type { MdxPage } from './page-types.js';
import { siteHref } from '../routes/base-url.js';
import { relPosix, urlFragmentOf, urlPathOf } from '../util/paths.js';
import { staticFile } from '../util/static-dirs.js';
import type { ImportedMarkdownLink } from '../routes/imported-markdown-links.js';

/** What a compile of imported Markdown reads of the site's views: the locale's UI strings, its links. */
export interface LocaleViews {
  stringsFor(locale: string): Record<string, string>;
  localizeHref(href: string, locale: string): string;
  /** A `.md` link of an imported Markdown file, resolved from that file as Docusaurus' docs loader does. */
  markdownLink?(file: string, href: string, locale: string): ImportedMarkdownLink;
}

/** Highlighted blocks of Markdown files React pages import, kept for the process. */
const highlighted = new Map<string, string>();

/** How a React page's code is highlighted: the site's code settings, blocks kept for the process. */
export function pageCodeOptions(ctx: SiteContext): CodeOptions {
  const { markdown } = ctx.config;
  return {
    themes: markdown.codeThemes,
    store: highlighted,
    magicComments: markdown.magicComments,
    languageAliases: markdown.languageAliases,
    mermaid: markdown.mermaid,
    flowDiagrams: markdown.flowDiagrams,
  };
}

/**
 * How site code rendered in one locale (a React page, the site's Root) compiles the Markdown
 * files it imports, as Docusaurus' MDX loader does (see `pageMarkdownImports`): with
 * `links`, the links of the files it compiles are kept there, each at its own file and line, for
 * the pages that render them to check.
 */
export function localeMarkdownImports(
  ctx: SiteContext,
  views: LocaleViews,
  docusaurusModules: Readonly<Record<string, string>>,
  locale: string,
  diagnostics: Diagnostic[],
  links?: MarkdownFileContext['links'],
): MarkdownImports {
  const compiling = new Set<string>();
  const options: MdxOptions = {
    code: pageCodeOptions(ctx),
    mdx1Compat: ctx.config.markdown.mdx1Compat,
    anchors: ctx.config.markdown.anchors,
  };
  const imports: MarkdownImports = {
    key: locale,
    async compile(file) {
      const relFile = relPosix(ctx.siteDir, file);
      if (compiling.has(file))
        return {
          error: {
            name: 'UnresolvedImport',
            severity: 'error',
            message: `${relFile} imports itself (through other Markdown files).`,
            why: 'A Markdown file cannot contain itself.',
            fix: 'remove the import that closes the loop.',
          },
        };
      compiling.add(file);
      const media: AssetMedia = new Map();
      const before = diagnostics.length;
      const fileCtx: MarkdownFileContext = {
        locale,
        relFile,
        siteDir: ctx.siteDir,
        lineOffset: 0,
        strings: views.stringsFor(locale),
        tocMin: ctx.config.toc.minHeadingLevel,
        tocMax: ctx.config.toc.maxHeadingLevel,
        externalLinks: ctx.config.externalLinks,
        diagnostics,
        toc: [],
        ids: [],
        links: [],
        resolveLink: (href) => views.markdownLink?.(file, href, locale) ?? { href: views.localizeHref(href, locale) },
        resolveImage(src) {
          const srcPath = urlPathOf(src);
          const file2 = srcPath.startsWith('/')
            ? staticFile(ctx, decodeURI(srcPath))
            : path.resolve(path.dirname(file), decodeURI(srcPath));
          if (!file2 || !fs.statSync(file2, { throwIfNoEntry: false })?.isFile()) return undefined;
          if (srcPath.startsWith('/')) return siteHref(ctx, `${srcPath}${src.slice(src.search(/[?#]|$/))}`);
          const module = urlAssetModule(ctx, file2, media);
          return `${JSON.parse(/export default (.*);/.exec(module)![1]!) as string}${urlFragmentOf(src)}`;
        },
        async resolveImport(specifier) {
          const resolved = resolveSpecifier(ctx, docusaurusModules, specifier, file);
          if (resolved.kind === 'error') return { error: resolved.error };
          if (resolved.kind === 'url') return { url: importedUrl(ctx, specifier, resolved) };
          if (resolved.kind === 'mdx') {
            const inner = await imports.compile(resolved.file);
            if ('url' in inner) for (const [out, f] of inner.media ?? []) media.set(out, f);
            return inner;
          }
          if (isUrlAsset(ctx, specifier, resolved.file))
            return { url: writeModule(ctx, resolved.file, urlAssetModule(ctx, resolved.file, media)) };
          try {
            // A CSS module is compiled through a module that re-exports its class names, as an MDX page's own import.
            const component = await compileComponent(
              ctx,
              docusaurusModules,
              cssModuleEntry(ctx, resolved.file),
              SVG_FILE.test(resolved.file) ? undefined : imports,
            );
            for (const [out, f] of component.media) media.set(out, f);
            fileCtx.diagnostics.push(...component.warnings);
            return { url: component.url };
          } catch (error) {
            return { error: diagnosticsOf(error)[0]! };
          }
        },
      };
      const url = await compileMarkdownModule(
        ctx,
        options,
        file,
        fileCtx,
        (code) => writeModule(ctx, file, code),
        imports.key,
      ).finally(() => compiling.delete(file));
      if (links) for (const link of fileCtx.links) links.push(link.file ? link : { ...link, file: relFile });
      if (url) return { url, media: [...media] };
      return {
        error: {
          name: 'UnresolvedImport',
          severity: 'error',
          message: `The imported Markdown file ${relFile} does not compile${diagnostics.length > before ? ' (see its own errors)' : ''}.`,
          why: 'A Markdown file a component imports is compiled with docgen’s MDX pipeline, as Docusaurus’ MDX loader does.',
        },
      };
    },
  };
  return imports;
}

/**
 * How the site's Root and Layout/Provider compile the Markdown files they import, for the pages
 * of one locale: as a React page's imports.
 */
export function rootMarkdown(
  ctx: SiteContext,
  views: LocaleViews,
  docusaurusModules: Readonly<Record<string, string>>,
  locale: string,
): RootMarkdown {
  return {
    locale,
    imports: (diagnostics, links) => localeMarkdownImports(ctx, views, docusaurusModules, locale, diagnostics, links),
  };
}

/** How the site's Root compiles the Markdown it imports for this page's locale. */
export function pageRootMarkdown(page: Omit<MdxPage, 'category'>, fileCtx: MarkdownFileContext) {
  const { ctx, route } = page;
  const localize = route.locale === ctx.defaultLocale.code ? undefined : page.localizeHref;
  const views: LocaleViews = {
    stringsFor: () => fileCtx.strings,
    localizeHref: (href: string) => localize?.(href) ?? href,
    markdownLink: page.markdownLink && ((file, href) => page.markdownLink!(file, href)),
  };
  return rootMarkdown(ctx, views, page.theme.docusaurusModules ?? {}, route.locale);
}
