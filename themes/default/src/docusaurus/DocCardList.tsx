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
          {card.description && <p className="dg-card__text">{card.description}</p>}
        </li>
      ))}
    </ul>
  );
}

/** `useCurrentSidebarCategory` (`@docusaurus/plugin-content-docs/client`, `@docusaurus/theme-common`). */
export function useCurrentSidebarCategory() {
  const page = usePage();
  if (!page.category) page.report('useCurrentSidebarCategory() on a page that is in no sidebar category');
  return page.category ?? { label: '', items: [] };
}
