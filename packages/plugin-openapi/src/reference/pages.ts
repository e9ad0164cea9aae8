import type { FrontMatter, SidebarItemConfig } from '@docgen/config';
import { type LabelKey, labelsFor } from '../i18n.js';
import { type Locate, type OaObject, summaryTitle } from '../model.js';
import type { ReferenceModel, RefOperation, RefTag } from './model.js';

/** A generated page as the discover hook gives it (without the file it comes from). */
export interface PlannedPage {
  id: string;
  frontMatter: FrontMatter;
  body: string;
  /** The line of the document the page is made from (messages about the page point there). */
  line?: number;
  /** The page's locale (a page whose title is one of the section's labels); absent: every locale. */
  locale?: string;
  /** The doc whose sidebar entry stands for the page (see `GeneratedPage.sidebarPlace`). */
  sidebarPlace?: string;
}

/** What the discover hook adds to the site: kept in the plugin's store by the document's key. */
export interface ReferencePlan {
  pages: PlannedPage[];
  sidebar: SidebarItemConfig[];
}

export const PAGE_DIRECTIVE = 'openapi-page';

export type PageKind = 'overview' | 'tag' | 'operation' | 'webhook' | 'schema' | 'schemas';

/** The body of a generated page: one directive the plugin renders in the markdown stage. */
export function pageBody(ref: string, page: PageKind, key?: string): string {
  return `::${PAGE_DIRECTIVE}{ref="${encodeURIComponent(ref)}" page="${page}"${key ? ` key="${key}"` : ''}}\n`;
}

/** Operations of one sidebar list above which they are grouped by their path's first segment. */
const SPLIT_ABOVE = 100;

/**
 * The pages and the sidebar category of a reference section. Labels the section adds (Webhooks,
 * Schemas) are given in every locale of the site; titles are the document's.
 */
export function referencePlan(
  doc: OaObject,
  model: ReferenceModel,
  locales: string[],
  labels: Parameters<typeof labelsFor>[1],
  locate: Locate = () => undefined,
): ReferencePlan {
  const at = (segments: (string | number)[]) => {
    const line = locate(segments)?.line;
    return line ? { line } : {};
  };
  const declared = Array.isArray(doc.tags) ? (doc.tags as OaObject[]) : [];
  const { options } = model;
  const ref = options.id;
  const localized = (key: LabelKey): Record<string, string> =>
    Object.fromEntries(locales.map((l) => [l, labelsFor(l, labels)(key)]));
  const info = (doc.info ?? {}) as OaObject;
  const title = oneLine(info.title) || options.path;
  const pages: PlannedPage[] = [
    {
      id: model.overview.docId,
      frontMatter: { title, ...describe(info.summary ?? info.description) },
      body: pageBody(ref, 'overview'),
      ...at(['info']),
    },
  ];
  for (const tag of model.tags)
    pages.push({
      id: tag.docId,
      frontMatter: { title: tag.title, ...describe(tag.tag.description) },
      body: pageBody(ref, 'tag', tag.slug),
      ...at(
        declared.includes(tag.tag) ? ['tags', declared.indexOf(tag.tag)] : (tag.operations[0]?.entry.segments ?? []),
      ),
    });
  for (const op of [...model.operations, ...model.webhooks]) {
    const o = op.entry.operation;
    pages.push({
      id: op.docId,
      frontMatter: {
        title: op.title,
        // A summary that is no title is the page's text; a title's page is described by its description.
        ...describe(summaryTitle(o.summary) ? o.description : o.summary),
      },
      body: pageBody(ref, op.entry.kind === 'webhook' ? 'webhook' : 'operation', op.slug),
      ...at(op.entry.segments),
    });
  }
  const schemaList = [...model.schemas.values()];
  const index = model.schemaIndex;
  if (index)
    for (const locale of locales) {
      const L = labelsFor(locale, labels);
      pages.push({
        id: index.docId,
        locale,
        frontMatter: { title: L('schemas'), description: L('schemaIndexIntro', { count: schemaList.length }) },
        body: pageBody(ref, 'schemas'),
        ...at(['components', 'schemas']),
      });
    }
  schemaList.forEach((schema, i) => {
    const s = (doc.components?.schemas?.[schema.name] ?? {}) as OaObject;
    // In no sidebar, a schema page goes through the schemas in the document's order, from the index.
    const pagination = index && {
      pagination_prev: schemaList[i - 1]?.docId ?? index.docId,
      pagination_next: schemaList[i + 1]?.docId ?? null,
    };
    pages.push({
      id: schema.docId,
      frontMatter: { title: schema.name, ...describe(s.title ?? s.description), ...pagination },
      body: pageBody(ref, 'schema', schema.slug),
      ...at(['components', 'schemas', schema.name]),
      ...(index ? { sidebarPlace: index.docId } : {}),
    });
  });

  const opItem = (op: RefOperation): SidebarItemConfig => ({
    type: 'doc',
    id: op.docId,
    label: op.title,
    className: `dg-api-sidebar-op dg-api-sidebar-op--${op.entry.method}${op.entry.operation.deprecated ? ' dg-api-sidebar-op--deprecated' : ''}`,
  });
  // A list too long to open whole on each of its pages (Plaid's one tag of 329 operations):
  // sub-categories by first path segment, so a page opens its own and the lazy sidebar cuts the rest.
  const opItems = (ops: RefOperation[], key: string): SidebarItemConfig[] => {
    if (ops.length <= SPLIT_ABOVE) return ops.map(opItem);
    const bySegment = new Map<string, RefOperation[]>();
    for (const op of ops) {
      const segment = `/${op.entry.path.split('/').find(Boolean) ?? ''}`;
      const group = bySegment.get(segment);
      if (group) group.push(op);
      else bySegment.set(segment, [op]);
    }
    if (bySegment.size < 2) return ops.map(opItem);
    return [...bySegment].flatMap(([segment, group]): SidebarItemConfig[] =>
      group.length === 1
        ? group.map(opItem)
        : [
            {
              type: 'category',
              label: segment,
              key: `${key}/paths${segment}`,
              collapsed: true,
              items: group.map(opItem),
            },
          ],
    );
  };
  // A tag's sub-tags (3.2's `parent`) come before its own operations, as its sub-categories.
  const tagItem = (tag: RefTag): SidebarItemConfig =>
    tag.operations.length === 0 && tag.children.length === 0
      ? { type: 'doc', id: tag.docId, label: tag.title }
      : {
          type: 'category',
          label: tag.title,
          key: `${ref}/tags/${tag.slug}`,
          link: { type: 'doc', id: tag.docId },
          collapsed: true,
          items: [...tag.children.map(tagItem), ...opItems(tag.operations, `${ref}/tags/${tag.slug}`)],
        };
  const grouped = new Set(model.groups.flatMap((g) => g.tags));
  const items: SidebarItemConfig[] = [
    ...model.groups.map(
      (g): SidebarItemConfig => ({
        type: 'category',
        label: g.name,
        key: `${ref}/groups/${g.name}`,
        collapsed: true,
        items: g.tags.map(tagItem),
      }),
    ),
    ...model.roots.filter((t) => !grouped.has(t)).map(tagItem),
    ...opItems(model.untagged, `${ref}/untagged`),
  ];
  if (model.webhooks.length > 0)
    items.push({
      type: 'category',
      label: localized('webhooks'),
      key: `${ref}/webhooks`,
      collapsed: true,
      items: model.webhooks.map(opItem),
    });
  if (index)
    items.push({ type: 'doc', id: index.docId, label: localized('schemas'), className: 'dg-api-sidebar-schemas' });
  else if (model.schemas.size > 0)
    items.push({
      type: 'category',
      label: localized('schemas'),
      key: `${ref}/schemas`,
      collapsed: true,
      items: [...model.schemas.values()].map((s) => ({
        type: 'doc',
        id: s.docId,
        label: s.name,
        className: 'dg-api-sidebar-schema',
      })),
    });
  const sidebar: SidebarItemConfig[] = [
    {
      type: 'category',
      label: options.label ?? title,
      key: `${ref}/reference`,
      link: { type: 'doc', id: model.overview.docId },
      collapsed: options.collapsed,
      className: 'dg-api-sidebar',
      items,
    },
  ];
  return { pages, sidebar };
}

/** The meta description of a page: the first sentence of a description, as plain text. */
export function describe(markdown: unknown): { description?: string } {
  if (typeof markdown !== 'string') return {};
  const first = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  const plain = first
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return {};
  const sentence = /^(.{20,}?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  return { description: sentence.length > 200 ? `${sentence.slice(0, 197).trimEnd()}…` : sentence };
}

function oneLine(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}
