import { Children, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { DOM } from '@docgen/shared';
import type { TabItemProps } from './TabItem.js';

export interface TabsProps {
  children?: ReactNode;
  /** Tab boxes with the same group switch together and the choice is remembered (docgen's tab groups). */
  groupId?: string;
  /** Labels (and order) given on the box rather than on each item. */
  values?: { value: string; label?: string }[];
  defaultValue?: string | null;
  /** Docusaurus keeps the choice in the URL; docgen remembers it as a group named after the key. */
  queryString?: string | boolean;
  className?: string;
  lazy?: boolean;
}

/**
 * `@theme/Tabs`: docgen's tab markup (docs/markup-contract.md), so the runtime's tab enhancer
 * switches, remembers and syncs it like a `:::tabs` container.
 */
export default function Tabs({ children, groupId, values, defaultValue, queryString, className }: TabsProps) {
  const uid = useId().replace(/[^A-Za-z0-9]/g, '');
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const tabs = items.map((item, i) => {
    const value = String(item.props.value ?? i);
    const label = values?.find((v) => v.value === value)?.label ?? item.props.label ?? value;
    return { value, label, item };
  });
  const chosen =
    defaultValue ??
    tabs.find((t) => t.item.props.default)?.value ??
    (defaultValue === null ? undefined : tabs[0]?.value);
  const group = groupId ?? (typeof queryString === 'string' ? queryString : '');
  return (
    <div className={['dg-tabs', className].filter(Boolean).join(' ')} {...{ [DOM.tabs]: group }}>
      <div className="dg-tabs__list" role="tablist">
        {tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            className="dg-tabs__tab"
            id={`t-${uid}-${t.value}`}
            aria-controls={`p-${uid}-${t.value}`}
            aria-selected={t.value === chosen ? 'true' : 'false'}
            tabIndex={t.value === chosen ? 0 : -1}
            {...{ [DOM.tab]: t.value }}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.value}
          className="dg-tabs__panel"
          role="tabpanel"
          id={`p-${uid}-${t.value}`}
          aria-labelledby={`t-${uid}-${t.value}`}
          tabIndex={0}
          {...{ [DOM.tabPanel]: t.value }}
          {...(t.value === chosen ? { 'data-active': '' } : {})}
        >
          {t.item.props.children}
        </div>
      ))}
    </div>
  );
}
