import type { DetailsHTMLAttributes, ReactNode } from 'react';

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  summary?: ReactNode;
}

/** `@theme/Details` and MDX's `<details>`: the native element (opens without JavaScript). */
export default function Details({ summary, children, ...rest }: DetailsProps) {
  return (
    <details {...rest}>
      {summary !== undefined && (typeof summary === 'string' ? <summary>{summary}</summary> : summary)}
      {children}
    </details>
  );
}
