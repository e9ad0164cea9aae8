import type { ReactNode } from 'react';
import { ADMONITION_ICONS } from '@docgen/shared';
import { uiString, usePage } from './page.js';

/** Docusaurus types without a style of their own take the nearest docgen one. */
const STYLE: Record<string, string> = { caution: 'warning', important: 'info', secondary: 'note', success: 'tip' };

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** `@theme/Admonition`: the markup of markdown's `:::note` (docs/markup-contract.md), every Docusaurus type. */
export default function Admonition({ type = 'note', title, icon, children, className }: AdmonitionProps) {
  const page = usePage();
  const style = STYLE[type] ?? (type in ADMONITION_ICONS ? type : 'note');
  const typeLabel = uiString(page, `admonition.${type}`, type.charAt(0).toUpperCase() + type.slice(1));
  return (
    <aside
      className={['dg-admonition', `dg-admonition--${style}`, className].filter(Boolean).join(' ')}
      role="note"
      aria-label={typeLabel}
    >
      <p className="dg-admonition__title">
        {icon ?? (
          <svg
            className="dg-admonition__icon"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
          >
            <path d={ADMONITION_ICONS[style]} fill="currentColor" />
          </svg>
        )}
        <span>{title ?? typeLabel}</span>
      </p>
      <div className="dg-admonition__body">{children}</div>
    </aside>
  );
}
