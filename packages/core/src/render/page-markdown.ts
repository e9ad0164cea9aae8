import fs from 'node:fs';
import path from 'node:path';
import type { RouteRecord, SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { CodeOptions, MarkdownFileContext, MdxOptions } from '@docgen/markdown';
import { type AssetMedia, SVG_FILE, URL_ASSET, urlAssetModule } from '../mdx/assets.js';
import { compileMarkdownModule, type MarkdownImports } from '../mdx/markdown-imports.js';
import { compileComponent, diagnosticsOf, importedUrl, writeModule } from '../mdx/modules.js';
import { resolveSpecifier } from '../mdx/resolve.js';
import type { RootMarkdown } from '../mdx/site-root.js';
import { siteHref } from '../routes/base-url.js';
import { relPosix, urlPathOf } from '../util/paths.js';
import type { ViewBuilder } from './view.js';
import { staticFile } from '../util/static-dirs.js';

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
  };
}

/**
 * How the site components of a React page of `src/pages/` compile the Markdown files they import
 * (trpc's `import Step1 from '../../docs/landing-intro/Step1.md'`), as Docusaurus' MDX loader
 * does: docgen's MDX pipeline with the site's code themes, in the page's locale; site paths
 * (`/docs/x`) get the base URL and the locale's prefix, the links stage checks them in the page's
 * HTML; its images are copied as a page's; the file's own imports resolve as an MDX page's.
 * Faults go to `diagnostics`.
 */
export function pageMarkdownImports(
  ctx: SiteContext,
  views: ViewBuilder,
  docusaurusModules: Readonly<Record<string, string>>,
  route: RouteRecord,
  diagnostics: Diagnostic[],
): MarkdownImports {
  return localeMarkdownImports(ctx, views, docusaurusModules, route.locale, diagnostics);
}

/**
 * The same for any site code rendered in one locale (a React page, the site's Root): with
 * `links`, the links of the files it compiles are kept there, each at its own file and line, for
 * the pages that render them to check.
 */
export function localeMarkdownImports(
  ctx: SiteContext,
  views: Pick<ViewBuilder, 'stringsFor' | 'localizeHref'>,
  docusaurusModules: Readonly<Record<string, string>>,
  locale: string,
  diagnostics: Diagnostic[],
  links?: MarkdownFileContext['links'],
): MarkdownImports {
  const compiling = new Set<string>();
  const options: MdxOptions = { code: pageCodeOptions(ctx), mdx1Compat: ctx.config.markdown.mdx1Compat };
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
        resolveLink: (href) => ({ href: views.localizeHref(href, locale) }),
        resolveImage(src) {
          const srcPath = urlPathOf(src);
          const file2 = srcPath.startsWith('/')
            ? staticFile(ctx, decodeURI(srcPath))
            : path.resolve(path.dirname(file), decodeURI(srcPath));
          if (!file2 || !fs.statSync(file2, { throwIfNoEntry: false })?.isFile()) return undefined;
          if (srcPath.startsWith('/')) return siteHref(ctx, `${srcPath}${src.slice(src.search(/[?#]|$/))}`);
          const module = urlAssetModule(ctx, file2, media);
          return JSON.parse(/export default (.*);/.exec(module)![1]!) as string;
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
          if (URL_ASSET.test(resolved.file))
            return { url: writeModule(ctx, resolved.file, urlAssetModule(ctx, resolved.file, media)) };
          try {
            const component = await compileComponent(
              ctx,
              docusaurusModules,
              resolved.file,
              SVG_FILE.test(resolved.file) ? undefined : imports,
            );
            for (const [out, f] of component.media) media.set(out, f);
            return { url: component.url };
          } catch (error) {
            return { error: diagnosticsOf(error)[0]! };
          }
        },
      };
      const url = await compileMarkdownModule(ctx, options, file, fileCtx, (code) =>
        writeModule(ctx, file, code),
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
  views: Pick<ViewBuilder, 'stringsFor' | 'localizeHref'>,
  docusaurusModules: Readonly<Record<string, string>>,
  locale: string,
): RootMarkdown {
  return {
    locale,
    imports: (diagnostics, links) => localeMarkdownImports(ctx, views, docusaurusModules, locale, diagnostics, links),
  };
}
