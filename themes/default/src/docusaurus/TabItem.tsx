import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  className?: string;
}

/** `@theme/TabItem`: its box (`@theme/Tabs`) reads its props; alone, it shows its content. */
export default function TabItem({ children, className }: TabItemProps) {
  return <div className={className}>{children}</div>;
}
