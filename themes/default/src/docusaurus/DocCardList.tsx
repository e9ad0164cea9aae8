import type { DocusaurusCard } from '@docgen/shared';
import { usePage } from './page.js';

export interface DocCardListProps {
  items?: DocusaurusCard[];
  className?: string;
}

/** `@theme/DocCardList`: a card per item of the current sidebar category (or of `items`). */
export default function DocCardList({ items, className }: DocCardListProps) {
  const page = usePage();
  const cards = items ?? page.category?.items;
  if (!cards) page.report('<DocCardList> without items on a page that is in no sidebar category');
  return (
    <ul className={['dg-cards', className].filter(Boolean).join(' ')}>
      {(cards ?? []).map((card) => (
        <li key={card.href} className="dg-card">
          <h3 className="dg-card__title">
            <a className="dg-card__link" href={card.href}>
              {card.label}
            </a>
          </h3>
          {(card.description ?? itemsOf(card, page)) && (
            <p className="dg-card__text">{card.description ?? itemsOf(card, page)}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A category card's text when its page has no description, as Docusaurus writes it: its number
 * of items in the locale's plural form (`1 item|{count} items`, forms in `Intl.PluralRules` order).
 */
function itemsOf(card: DocusaurusCard, page: ReturnType<typeof usePage>): string | undefined {
  if (card.type !== 'category' || card.count === undefined) return undefined;
  const forms = (page.strings['cards.categoryItems'] ?? '1 item|{count} items').split('|');
  const rules = new Intl.PluralRules(page.locale);
  const at = rules.resolvedOptions().pluralCategories.indexOf(rules.select(card.count));
  const form = forms.length === 1 ? forms[0]! : forms[Math.min(Math.max(at, 0), forms.length - 1)]!;
  return form.replace(/\{count\}/g, String(card.count));
}

/** `useCurrentSidebarCategory` (`@docusaurus/plugin-content-docs/client`, `@docusaurus/theme-common`). */
export function useCurrentSidebarCategory() {
  const page = usePage();
  if (!page.category) page.report('useCurrentSidebarCategory() on a page that is in no sidebar category');
  return page.category ?? { label: '', items: [] };
}
