import type { ReactNode } from 'react';
import { TAB_ITEM_MARK } from '@docgen/shared/islands';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  /** The panel's class, beside docgen's (Docusaurus' `tabItem` panel class). */
  className?: string;
  /** Attributes of the item's tab button (`{ className: 'display-none' }`): its class beside docgen's. */
  attributes?: Record<string, unknown>;
}

/** `@theme/TabItem`: its box (`@theme/Tabs`) reads its props; alone, it shows its content. */
export default function TabItem({ children, className }: TabItemProps) {
  return <div className={className}>{children}</div>;
}

// An island's props keep a TabItem as one (its value, label), not as static HTML.
Object.defineProperty(TabItem, TAB_ITEM_MARK, { value: true });
