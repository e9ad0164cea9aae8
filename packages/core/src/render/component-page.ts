import type { RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { PageAssets, PageComponentProps, PageView, ThemeModule } from '@docgen/shared';
import { docusaurusDocsData } from '../docusaurus/docusaurus-data.js';
import { createElement, type ReactElement } from 'react';
import { DOCUSAURUS_PAGES_DIR } from '../discover/discover.js';
import { DOCUSAURUS_ROUTE } from '../routes/docusaurus-route.js';
import { loadSiteModule } from '../util/load-module.js';
import { pick } from '../util/localize.js';
import type { ViewBuilder } from './view.js';

type PageModule = {
  default?: (props: PageComponentProps) => ReactElement;
  meta?: { title?: string | Record<string, string>; description?: string | Record<string, string> };
};

export type PreparedPage =
  | {
      content: unknown;
      view: PageView;
      diagnostics?: Diagnostic[];
      /** Files the output needs for the images and other URL assets the page imports (output path, file). */
      media?: [string, string][];
    }
  | { failed: Diagnostic[] };

/** A React page of Docusaurus' `src/pages/` (rendered with Docusaurus' modules), not of docgen's `pages/`. */
export function isDocusaurusPage(source: SourceFile): boolean {
  // A route a Docusaurus plugin adds renders its component as such a page.
  return source.relFile.startsWith(`${DOCUSAURUS_PAGES_DIR}/`) || source.generatedBy === DOCUSAURUS_ROUTE;
}

/** The React pages of a site (`pages/*.tsx`, `src/pages/*`): each module compiled and loaded once per render stage. */
export class ComponentPages {
  private readonly modules = new Map<string, PageModule>();

  constructor(
    private readonly ctx: SiteContext,
    private readonly views: ViewBuilder,
    private readonly theme: ThemeModule,
  ) {}

  /** The page's element and view, or the diagnostics of a module that is not a page. */
  async prepare(route: RouteRecord, assets: PageAssets): Promise<PreparedPage> {
    const { ctx, views } = this;
    const source = route.source!;
    if (isDocusaurusPage(source)) {
      // Docusaurus' runtime (`mdx/`: site components, islands) loads with the site's first such page.
      const [{ loadingSite }, { renderDocusaurusPage }] = await Promise.all([
        import('../mdx/generated-site.js'),
        import('./docusaurus-page.js'),
      ]);
      // What code run as the page's modules load reads of Docusaurus' generated modules.
      loadingSite(ctx, route.locale, views.stringsFor(route.locale), () =>
        docusaurusDocsData(ctx, views.manifest, views.sidebars, route.locale),
      );
      const prepared = await renderDocusaurusPage({ ctx, views, theme: this.theme }, route, assets);
      return source.generatedBy === DOCUSAURUS_ROUTE ? atPlugin(prepared, source, route.path) : prepared;
    }
    let mod = this.modules.get(source.file);
    if (!mod) {
      mod = (
        await loadSiteModule<PageModule>({
          siteDir: ctx.siteDir,
          file: source.file,
          syntaxError: 'PageComponentError',
          runtimeError: 'PageComponentError',
          ...(ctx.resolveFrom ? { resolveFrom: ctx.resolveFrom } : {}),
        })
      ).module;
      this.modules.set(source.file, mod);
    }
    const Component = mod.default;
    if (typeof Component !== 'function') {
      return {
        failed: [
          {
            name: 'PageComponentError',
            severity: 'error',
            message: 'A React page must default-export a component.',
            file: source.relFile,
            why: `${source.relFile} is in a pages folder: docgen renders its default export as the page.`,
            fix: 'export default function Page(props) { … }, or move the file out of pages/.',
          },
        ],
      };
    }
    const site = views.site(route.locale);
    const props: PageComponentProps = {
      locale: views.locale(route.locale),
      site,
      strings: views.stringsFor(route.locale),
      href: (p: string) => views.localizeHref(p, route.locale),
    };
    const title = pick(mod.meta?.title, route.locale, ctx.defaultLocale.code) || site.title;
    const description = pick(mod.meta?.description, route.locale, ctx.defaultLocale.code) || undefined;
    const view = views.page(route, { title, ...(description ? { description } : {}), html: '', toc: [] }, assets);
    return { content: createElement(Component, props), view };
  }
}

/**
 * A route's module is docgen's (it imports the route's component and modules): what fails in it
 * is told at the plugin that added the route, not at a file of the generated files folder.
 */
function atPlugin(prepared: PreparedPage, source: SourceFile, path: string): PreparedPage {
  if (!('failed' in prepared)) return prepared;
  return {
    failed: prepared.failed.map((d) => {
      if (!d.file?.includes('.docusaurus/docgen-routes/')) return d;
      const { line: _line, column: _column, ...rest } = d;
      return {
        ...rest,
        file: source.relFile,
        message: `The route "${path}" a Docusaurus plugin adds cannot be rendered: ${d.message}`,
        why: "docgen renders the route's component with its props and modules, imported as Docusaurus' addRoute gives them: the component must default-export a React component, each module must load.",
        fix: 'fix the component or module the message names, or the route the plugin adds.',
      };
    }),
  };
}
