import type { ReactNode } from 'react';

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
