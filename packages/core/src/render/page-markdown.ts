import type { RouteRecord, SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { MarkdownImports } from '../mdx/markdown-imports.js';
import { localeMarkdownImports } from '../mdx/locale-markdown.js';
import type { ViewBuilder } from './view.js';

export { pageCodeOptions, rootMarkdown } from '../mdx/locale-markdown.js';

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
