import path from 'node:path';
import type { RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import { docsSectionOf, docusaurusPluginId } from '@docgen/config';
import type { DocusaurusDoc, DocusaurusPageState, DocusaurusSidebar } from '@docgen/shared';
import type { IslandPage } from '@docgen/shared/islands';
import { siteHref } from '../routes/base-url.js';

/**
 * `useDoc()`'s data for a doc page, from what the page itself is made of (its front matter, its
 * first heading, its path, its `toc` export); undefined for a page that is no doc.
 */
export function docOf(
  ctx: SiteContext,
  route: RouteRecord,
  source: SourceFile,
  toc: unknown,
): DocusaurusDoc | undefined {
  if (route.kind !== 'doc') return undefined;
  const frontMatter = source.frontMatter as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const { pluginId, version } = docsSectionOf(route.version);
  const dir = path.posix.dirname(source.relPath.split(path.sep).join('/'));
  const position = frontMatter.sidebar_position;
  return {
    metadata: {
      id: source.id,
      title: text(frontMatter.title) ?? source.contentTitle ?? source.id.split('/').at(-1)!,
      description: text(frontMatter.description) ?? source.excerpt ?? '',
      permalink: siteHref(ctx, route.path),
      source: `@site/${source.relFile}`,
      sourceDirName: dir,
      version,
      pluginId: docusaurusPluginId(ctx.config, pluginId),
      frontMatter,
      unlisted: route.unlisted,
      draft: false,
      tags: [],
      ...(typeof position === 'number' ? { sidebarPosition: position } : {}),
    },
    frontMatter,
    ...(source.contentTitle ? { contentTitle: source.contentTitle } : {}),
    toc: Array.isArray(toc) ? (toc as DocusaurusDoc['toc']) : [],
    assets: text(frontMatter.image) ? { image: text(frontMatter.image)! } : {},
  };
}

/**
 * Puts `doc`, `docsSidebar` and `category` on the page state, made when first read: the sidebar
 * is the site's (a page reading it is remade every build: `onRead.sidebar`), the category its
 * sidebar's (a page reading it depends on it: `onRead.category`), the doc the page's own.
 */
export function defineDocContext(
  state: DocusaurusPageState,
  data: {
    doc(): DocusaurusDoc | undefined;
    sidebar(): DocusaurusSidebar | null | undefined;
    category(): DocusaurusPageState['category'];
  },
  onRead: { sidebar(): void; category(): void },
): void {
  let doc: { value: DocusaurusDoc | undefined } | undefined;
  Object.defineProperty(state, 'doc', {
    enumerable: true,
    configurable: true,
    get: () => (doc ??= { value: data.doc() }).value,
  });
  for (const key of ['sidebar', 'category'] as const)
    Object.defineProperty(state, key === 'sidebar' ? 'docsSidebar' : key, {
      enumerable: true,
      configurable: true,
      get() {
        onRead[key]();
        return data[key]();
      },
    });
}

/** An island's copy of `doc` and `docsSidebar`: the browser gets each only when its server render read it. */
export function recordDocContext(
  page: DocusaurusPageState,
  state: DocusaurusPageState,
): { extras(): Pick<IslandPage, 'doc' | 'docsSidebar'> } {
  const read = { doc: false, docsSidebar: false };
  for (const key of ['doc', 'docsSidebar'] as const)
    Object.defineProperty(state, key, {
      enumerable: true,
      configurable: true,
      get() {
        read[key] = true;
        return page[key];
      },
    });
  return {
    extras() {
      const doc = read.doc ? page.doc : undefined;
      const sidebar = read.docsSidebar ? page.docsSidebar : undefined;
      return { ...(doc ? { doc } : {}), ...(sidebar !== undefined ? { docsSidebar: sidebar } : {}) };
    },
  };
}
