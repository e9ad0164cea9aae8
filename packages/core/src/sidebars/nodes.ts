import type { SidebarCustomProps } from '@docgen/config';
import type { GeneratedIndex } from './generated-index.js';

type Label = string | Record<string, string>;

/** What an item carries as written for the theme and the site's components. */
interface ItemExtras {
  className?: string;
  customProps?: SidebarCustomProps;
  /** A link's or category's text on its card (DocCardList, generated index), as Docusaurus' `description`. */
  description?: string;
}

/** A sidebar after expansion and validation, still locale-independent. */
export type SidebarNode =
  | ({ type: 'doc'; id: string; label?: Label } & Omit<ItemExtras, 'description'>)
  | ({ type: 'link'; href: string; label: Label } & ItemExtras)
  | ({ type: 'html'; value: string; defaultStyle: boolean } & Omit<ItemExtras, 'description'>)
  | ({
      type: 'category';
      label: Label;
      key: string;
      collapsed: boolean;
      collapsible: boolean;
      linkDocId?: string;
      /** The category links to its generated index page (whose doc id is `linkDocId`). */
      index?: GeneratedIndex;
      items: SidebarNode[];
    } & ItemExtras);

/** An item's class, custom props and card text, each only when written (the node stays as small as the item). */
export function itemExtras(item: ItemExtras): ItemExtras {
  return {
    ...(item.className ? { className: item.className } : {}),
    ...(item.customProps ? { customProps: item.customProps } : {}),
    ...(item.description ? { description: item.description } : {}),
  };
}
