import { usePage } from './page.js';
import { categoryItemsText } from '@docgen/shared/plural';

/** A sidebar item as Docusaurus' `DocCard` takes it: the build's cards, or a site's own item (a category with its `items`). */
export interface DocCardItem {
  type: 'link' | 'category';
  label: string;
  href?: string;
  description?: string;
  /** Items below a category (docgen's cards give their number). */
  count?: number;
  items?: readonly DocCardItem[];
  /** The sidebar item's data for the site's own cards. */
  customProps?: Record<string, unknown>;
  /** The sidebar item's class, on its card as Docusaurus' DocCard puts it. */
  className?: string;
}

/**
 * `@theme/DocCard` (`<DocCard item={…} />`): the card of a sidebar item, as `<DocCardList>` shows
 * each; a category without a link of its own links to its first doc, as Docusaurus'
 * (`findFirstSidebarItemLink`), and one with no doc at all shows nothing.
 */
export default function DocCard({ item }: { item?: DocCardItem }) {
  const page = usePage();
  // Docusaurus' card reads `item` and fails without it; props of another theme's card (`header`,
  // `href`) are reported and show nothing.
  if (!item) {
    page.report(
      "<DocCard> has no `item`: Docusaurus' DocCard shows a sidebar item given as item={…}",
      "give it item={{ type: 'link', label, href, description }}, or use a component of the site's own.",
      "Other props (header, href) are the form of a preset or theme that ships its own DocCard; docgen answers @theme/DocCard as Docusaurus' own theme does, which fails without item.",
    );
    return null;
  }
  const href = cardHref(item);
  if (!href) return null;
  return <Card card={{ ...item, href }} page={page} as="article" />;
}

/** One card (`<DocCardList>`'s items are `li`). */
export function Card({
  card,
  page,
  as: As,
}: {
  card: DocCardItem & { href: string };
  page: ReturnType<typeof usePage>;
  as: 'li' | 'article';
}) {
  const text = card.description ?? itemsOf(card, page);
  return (
    <As className={card.className ? `dg-card ${card.className}` : 'dg-card'}>
      <h3 className="dg-card__title">
        <a className="dg-card__link" href={card.href}>
          {card.label}
        </a>
      </h3>
      {text && <p className="dg-card__text">{text}</p>}
    </As>
  );
}

/** Where an item's card links: its own link, or a category's first doc (none: no card). */
export function cardHref(item: DocCardItem): string | undefined {
  return item.href ?? firstLink(item.items ?? []);
}

function firstLink(items: readonly DocCardItem[]): string | undefined {
  for (const item of items) {
    const href = item.href ?? (item.type === 'category' ? firstLink(item.items ?? []) : undefined);
    if (href) return href;
  }
  return undefined;
}

/**
 * A category card's text when its page has no description, as Docusaurus writes it: its number
 * of items in the locale's plural form (`1 item|{count} items`).
 */
function itemsOf(card: DocCardItem, page: ReturnType<typeof usePage>): string | undefined {
  const count = card.count ?? card.items?.length;
  if (card.type !== 'category' || count === undefined) return undefined;
  return categoryItemsText(page.strings['cards.categoryItems'], count, page.locale);
}
