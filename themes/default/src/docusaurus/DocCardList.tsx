import { Children, type ReactNode } from 'react';
import { Card, cardHref, type DocCardItem } from './DocCard.js';
import { usePage } from './page.js';

export interface DocCardListProps {
  items?: DocCardItem[];
  className?: string;
  children?: ReactNode;
}

/**
 * `@theme/DocCardList`: a card per item of the current sidebar category (or of `items`). Like
 * Docusaurus' it does not render children; cards written as children (the form of a preset that
 * ships its own DocCardList) are reported, so they are not lost in silence.
 */
export default function DocCardList({ items, className, children }: DocCardListProps) {
  const page = usePage();
  const cards: readonly DocCardItem[] | undefined = items ?? page.category?.items;
  if (hasContent(children))
    page.report(
      "<DocCardList> does not render its children: Docusaurus' DocCardList shows the cards of `items` or of the page's sidebar category",
      "give the cards as items={[{ type: 'link', label, href, description }]}, or render them with a component of the site's own.",
      "Cards written as children are the form of a preset or theme that ships its own DocCardList; docgen answers @theme/DocCardList as Docusaurus' own theme does, which shows nothing of them.",
    );
  else if (!cards) page.report('<DocCardList> without items on a page that is in no sidebar category');
  return (
    <ul className={['dg-cards', className].filter(Boolean).join(' ')}>
      {(cards ?? []).map((card: DocCardItem) => {
        const href = cardHref(card);
        return href ? <Card key={href} card={{ ...card, href }} page={page} as="li" /> : null;
      })}
    </ul>
  );
}

/** Whether children hold something a reader would see (MDX's line breaks between tags do not). */
function hasContent(children: ReactNode): boolean {
  return Children.toArray(children).some((child) => typeof child !== 'string' || child.trim() !== '');
}

/** `useCurrentSidebarCategory` (`@docusaurus/plugin-content-docs/client`, `@docusaurus/theme-common`). */
export function useCurrentSidebarCategory() {
  const page = usePage();
  const category = page.category?.root ? undefined : page.category;
  if (!category) page.report('useCurrentSidebarCategory() on a page that is in no sidebar category');
  return category ?? { label: '', items: [] };
}
