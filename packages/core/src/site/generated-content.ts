import {
  DEFAULT_DOCS_PLUGIN_ID,
  type DiscoveredSite,
  docsVersionName,
  type GeneratedPage,
  type PluginTools,
  type SidebarContribution,
  type SiteContext,
  type SourceFile,
} from '@docgen/config';
import { compareSources } from '../discover/discover.js';
import { CURRENT_VERSION } from '../discover/versions.js';
import { builtLocales } from '../routes/manifest.js';
import { resolveDocsVersions } from '../routes/versions.js';
import { sha256 } from '../util/hash.js';
import { relPosix } from '../util/paths.js';

/**
 * What plugins' discover hooks add to the site: their generated docs and sidebar items. The
 * pages become sources like the files of the docs folder (routes, markdown, render, links), each
 * in the current docs version, its body kept in memory and its `file` the file it is made from.
 */
export class GeneratedContent {
  private readonly sources: SourceFile[] = [];
  private readonly sidebarItems: SidebarContribution[] = [];
  private readonly styles = new Set<string>();

  constructor(private readonly ctx: SiteContext) {}

  /** The tools a plugin's hook adds with (`PluginTools` without its store); `site` gives the versions. */
  toolsFor(plugin: { name: string }, site: DiscoveredSite): Omit<PluginTools, 'cache'> {
    return {
      addPages: (pages) => {
        for (const page of pages) this.add(plugin.name, page);
      },
      addSidebarItems: (contribution) => {
        const section = this.sectionOf(contribution.docsPluginId);
        const { docsPluginId: _, ...rest } = contribution;
        this.sidebarItems.push(section ? { ...rest, docsPluginId: section } : rest);
      },
      useStyles: (feature) => {
        this.styles.add(feature);
      },
      pagesBase: (docsPluginId) => this.pagesBase(site, this.sectionOf(docsPluginId)),
    };
  }

  /** The route base of a docs section and its current version's segment (`GeneratedContent.add` puts pages there). */
  private pagesBase(site: DiscoveredSite, section: string | undefined): string {
    const { config } = this.ctx;
    const instance = section ? config.docsInstances.find((i) => i.id === section) : undefined;
    const base = (instance ? instance.routeBasePath : config.docs.routeBasePath).replace(/^\/+|\/+$/g, '');
    let segment = '';
    try {
      const current = section ? docsVersionName(section, CURRENT_VERSION) : CURRENT_VERSION;
      segment = resolveDocsVersions(this.ctx, site, section).find((v) => v.name === current)?.segment ?? '';
    } catch {
      // Versions that do not resolve (an unknown lastVersion) are the routes stage's to report.
    }
    return `/${[base, segment].filter(Boolean).join('/')}`.replace(/^\/$/, '');
  }

  private add(plugin: string, page: GeneratedPage): void {
    const { ctx } = this;
    const locales = page.locale ? [page.locale] : builtLocales(ctx).map((l) => l.code);
    const relFile = relPosix(ctx.siteDir, page.from);
    const id = page.id.replace(/^\/+|\/+$/g, '');
    const section = this.sectionOf(page.docsPluginId);
    for (const locale of locales) {
      this.sources.push({
        kind: 'doc',
        locale,
        file: page.from,
        relFile,
        relPath: `${id}.md`,
        id,
        version: section ? docsVersionName(section, CURRENT_VERSION) : CURRENT_VERSION,
        frontMatter: page.frontMatter,
        body: page.body,
        bodyLineOffset: Math.max(0, (page.line ?? 1) - 1),
        hash: sha256(
          `${plugin}\n${relFile}\n${id}\n${JSON.stringify(page.frontMatter)}\n${page.body}${page.sidebarPlace ? `\n${page.sidebarPlace}` : ''}`,
        ),
        generatedBy: plugin,
        ...(page.sidebarPlace ? { sidebarPlace: page.sidebarPlace } : {}),
      });
    }
  }

  /**
   * The further docs section (`docsInstances`) a page or sidebar contribution names, undefined
   * for the docs section (by no id, `default` or its own `docs.id`). A plugin checks the id
   * against the config before it adds pages; one it let through is a fault of the plugin.
   */
  private sectionOf(docsPluginId: string | undefined): string | undefined {
    const { config } = this.ctx;
    if (!docsPluginId || docsPluginId === DEFAULT_DOCS_PLUGIN_ID || docsPluginId === config.docs.id) return undefined;
    if (!config.docsInstances.some((i) => i.id === docsPluginId))
      throw new Error(`docsPluginId "${docsPluginId}" names no entry of docsInstances.`);
    return docsPluginId;
  }

  /** The site with the generated sources (sorted as discover sorts) and sidebar items; the same object when there are none. */
  merge(site: DiscoveredSite): DiscoveredSite {
    if (this.sources.length === 0 && this.sidebarItems.length === 0 && this.styles.size === 0) {
      // Plugins ran and gave no items: a sidebars file's `generated` item names nothing.
      site.sidebarItems ??= [];
      return site;
    }
    const sources = [...site.sources, ...this.sources].sort(compareSources);
    const buildId = sha256([site.buildId, ...this.sources.map((s) => s.hash)].join('\n')).slice(0, 12);
    return {
      ...site,
      sources,
      buildId,
      sidebarItems: [...(site.sidebarItems ?? []), ...this.sidebarItems],
      ...(this.styles.size > 0 ? { styles: [...new Set([...(site.styles ?? []), ...this.styles])].sort() } : {}),
    };
  }
}
