import { Card, cardHref, type DocCardItem } from './DocCard.js';
import { usePage } from './page.js';

export interface DocCardListProps {
  items?: DocCardItem[];
  className?: string;
}

/** `@theme/DocCardList`: a card per item of the current sidebar category (or of `items`). */
export default function DocCardList({ items, className }: DocCardListProps) {
  const page = usePage();
  const cards: readonly DocCardItem[] | undefined = items ?? page.category?.items;
  if (!cards) page.report('<DocCardList> without items on a page that is in no sidebar category');
  return (
    <ul className={['dg-cards', className].filter(Boolean).join(' ')}>
      {(cards ?? []).map((card: DocCardItem) => {
        const href = cardHref(card);
        return href ? <Card key={href} card={{ ...card, href }} page={page} as="li" /> : null;
      })}
    </ul>
  );
}

/** `useCurrentSidebarCategory` (`@docusaurus/plugin-content-docs/client`, `@docusaurus/theme-common`). */
export function useCurrentSidebarCategory() {
  const page = usePage();
  if (!page.category) page.report('useCurrentSidebarCategory() on a page that is in no sidebar category');
  return page.category ?? { label: '', items: [] };
}
