import path from 'node:path';
import type { DiscoveredSite, DocsVersion, SiteContext, SourceFile } from '@docgen/config';
import { CURRENT_VERSION } from '../discover/versions.js';
import type { SidebarNode, SidebarSet, Sidebars } from '../sidebars/resolve.js';
import { sha256 } from '../util/hash.js';
import { versionBase } from './manifest.js';
import { instanceDocsVersions, resolveDocsVersions } from './versions.js';
import { sectionDocsPath } from '../discover/instances.js';
import { descriptionOf } from '../discover/description.js';
import { categoryItemsText } from '@docgen/shared/plural';

type Label = string | Record<string, string>;

/**
 * The pages of a version's generated indexes, one source per locale: a markdown list of the
 * category's items (docs by `@site/` file links, so each resolves in the reader's locale), made
 * into cards by the markdown stage (`cardsHtml`).
 */
export function generatedIndexSources(
  ctx: SiteContext,
  site: DiscoveredSite,
  sidebars: Sidebars,
  stringsFor: (locale: string) => Readonly<Record<string, string>>,
): SourceFile[] {
  const out: SourceFile[] = [];
  // Resolved once for every version's sidebars, not once per version.
  const allVersions = [...resolveDocsVersions(ctx, site), ...instanceDocsVersions(ctx, site)];
  for (const [version, set] of [[CURRENT_VERSION, sidebars] as const, ...sidebars.versions])
    out.push(
      ...versionIndexes(
        ctx,
        site,
        set,
        version,
        allVersions.find((v) => v.name === version),
        stringsFor,
      ),
    );
  return out;
}

function versionIndexes(
  ctx: SiteContext,
  site: DiscoveredSite,
  set: SidebarSet,
  version: string,
  versionInfo: DocsVersion | undefined,
  stringsFor: (locale: string) => Readonly<Record<string, string>>,
): SourceFile[] {
  const out: SourceFile[] = [];
  const { translations } = set;
  const sidebarsFile = set.file ?? path.join(ctx.siteDir, sectionDocsPath(ctx, version));
  const docsOf = new Map<string, SourceFile>();
  for (const s of site.sources) if (s.kind === 'doc' && s.version === version) docsOf.set(`${s.locale}\0${s.id}`, s);
  // A doc's card links to its default-locale file (`@site/…`), which resolves in the reader's locale.
  const docTarget = (id: string): string | undefined => {
    const file = docsOf.get(`${ctx.defaultLocale.code}\0${id}`)?.relFile;
    return file === undefined ? undefined : `@site/${file}`;
  };
  type CategoryNode = Extract<SidebarNode, { type: 'category' }>;
  // Where a category's card links: its index or doc, else its first item's, as Docusaurus'
  // `findFirstSidebarItemLink`; none (no doc below) leaves the card without a link.
  const categoryTarget = (node: CategoryNode): string | undefined => {
    if (node.index) return `${versionBase(ctx, ctx.defaultLocale.code, versionInfo) || ''}${node.index.slug}`;
    const linked = node.linkDocId === undefined ? undefined : docTarget(node.linkDocId);
    if (linked) return linked;
    for (const inner of node.items) {
      const doc = inner.type === 'doc' ? docTarget(inner.id) : undefined;
      if (doc) return doc;
      if (inner.type === 'link') return inner.href;
      const found = inner.type === 'category' ? categoryTarget(inner) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  const visit = (list: SidebarNode[]) => {
    for (const node of list) {
      if (node.type !== 'category') continue;
      visit(node.items);
      const index = node.index;
      if (!index) continue;
      for (const locale of ctx.locales) {
        const code = locale.code;
        const docOf = (id: string) => docsOf.get(`${code}\0${id}`) ?? docsOf.get(`${ctx.defaultLocale.code}\0${id}`);
        const label = labelIn(node.label, code, ctx.defaultLocale.code);
        const t = translations?.category(code, index.sidebar, defaultLabel(node.label, ctx.defaultLocale.code));
        const title = t?.title ?? index.title ?? label;
        const description = t?.description ?? index.description;
        // An HTML item is no page: Docusaurus' index shows no card for it.
        const lines = node.items.flatMap((item) => {
          if (item.type === 'html') return [];
          if (item.type === 'doc') {
            const doc = docOf(item.id);
            const text = item.label
              ? labelIn(item.label, code, ctx.defaultLocale.code)
              : (doc?.frontMatter.sidebar_label ??
                doc?.frontMatter.title ??
                doc?.contentTitle ??
                item.id.split('/').pop()!);
            // The card's text, as Docusaurus' DocCard: the doc's description, else its first line.
            const about = descriptionOf(doc);
            const target = docTarget(item.id);
            // A doc of another locale only (its default-locale file absent) has no card to link.
            if (target === undefined) return [];
            const card = `- [${escapeMarkdown(text)}](<${target}>)`;
            return about ? `${card}\n  ${escapeLine(about)}` : card;
          }
          // A link's or category's own `description` (sidebars file) is its card's text, as in Docusaurus.
          const described = (card: string) => (item.description ? `${card}\n  ${escapeLine(item.description)}` : card);
          if (item.type === 'link')
            return described(
              `- [${escapeMarkdown(labelIn(item.label, code, ctx.defaultLocale.code))}](<${item.href}>)`,
            );
          const target = categoryTarget(item);
          const text = escapeMarkdown(labelIn(item.label, code, ctx.defaultLocale.code));
          // A category with no doc below has no card, as Docusaurus filters it out.
          if (!target) return [];
          const card = `- [${text}](<${target}>)`;
          // A category without a description of its own shows its number of items, as Docusaurus' card.
          if (item.description) return described(card);
          return `${card}\n  ${escapeLine(categoryItemsText(stringsFor(code)['cards.categoryItems'], item.items.length, code))}`;
        });
        const body = `${description ? `${escapeMarkdown(description)}\n\n` : ''}${lines.join('\n')}\n`;
        // Messages name the `_category_` file that asked for the page, else the sidebars file.
        const relFile = index.declaredIn ?? path.relative(ctx.siteDir, sidebarsFile).split(path.sep).join('/');
        out.push({
          kind: 'doc',
          locale: code,
          file: sidebarsFile,
          relFile,
          relPath: `${index.docId}.md`,
          id: index.docId,
          version,
          frontMatter: {
            title,
            slug: index.slug,
            ...(description ? { description } : {}),
            ...(index.keywords ? { keywords: index.keywords } : {}),
            ...(index.image ? { image: index.image } : {}),
            hide_table_of_contents: true,
          },
          body,
          bodyLineOffset: 0,
          hash: sha256(`${relFile}\n${title}\n${body}`),
          generated: 'category-index',
        });
      }
    }
  };
  for (const list of set.byName.values()) visit(list);
  return out;
}

/** The list of a generated index as cards (the theme's `.dg-cards` markup). */
export function cardsHtml(html: string): string {
  return html
    .replace(/<ul>/g, '<ul class="dg-cards">')
    .replace(/<li><a /g, '<li class="dg-card"><p class="dg-card__title"><a class="dg-card__link" ')
    .replace(/<\/a><\/li>/g, '</a></p></li>')
    .replace(/<\/a>\n([^<]*)<\/li>/g, '</a></p><p class="dg-card__text">$1</p></li>');
}

function labelIn(label: Label, locale: string, defaultLocale: string): string {
  if (typeof label === 'string') return label;
  return label[locale] ?? label[defaultLocale] ?? Object.values(label)[0] ?? '';
}

function defaultLabel(label: Label, defaultLocale: string): string {
  return typeof label === 'string' ? label : (label[defaultLocale] ?? Object.values(label)[0] ?? '');
}

function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#]/g, '\\$&');
}

/** Text escaped to stay a line of a list item's paragraph (not a nested list, rule or heading underline). */
function escapeLine(text: string): string {
  return escapeMarkdown(text.replace(/\s+/g, ' ')).replace(/^([-+=~]|\d+(?=[.)]))/, (m) =>
    /\d/.test(m) ? `${m}\\` : `\\${m}`,
  );
}
