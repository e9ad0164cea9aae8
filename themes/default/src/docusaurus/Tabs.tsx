import { type ButtonHTMLAttributes, Children, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { DOM, tabDomId } from '@docgen/shared';
import { SITE_ISLANDS, type TabsQueryIslandProps } from '@docgen/shared/islands';
import { usePage } from './page.js';
import type { TabItemProps } from './TabItem.js';

export interface TabsProps {
  children?: ReactNode;
  /** Tab boxes with the same group switch together and the choice is remembered (docgen's tab groups). */
  groupId?: string;
  /** Labels (and order) given on the box rather than on each item. */
  values?: { value: string; label?: string; attributes?: Record<string, unknown> }[];
  defaultValue?: string | null;
  /**
   * The choice follows the URL's query (`?key=value`, the key being the string given, or the
   * `groupId` for `true`): a URL with it selects the tab, each choice updates it.
   */
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
  const page = usePage();
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const itemValue = (item: ReactElement<TabItemProps>, i: number) => String(item.props.value ?? i);
  // As Docusaurus' useTabs: `values`, when the box gives it, is the list of tabs (its order, its
  // labels and attributes), and a value no TabItem has is an empty tab.
  const tabs = values
    ? values.map((given) => {
        const item = items.find((it, i) => itemValue(it, i) === given.value);
        const attributes = (given.attributes ?? {}) as ButtonHTMLAttributes<HTMLButtonElement>;
        return { value: given.value, label: given.label ?? given.value, item, attributes };
      })
    : items.map((item, i) => {
        const value = itemValue(item, i);
        const attributes = (item.props.attributes ?? {}) as ButtonHTMLAttributes<HTMLButtonElement>;
        return { value, label: item.props.label ?? value, item, attributes };
      });
  // An unlisted TabItem with nothing in it hides nothing: a component that writes every TabItem
  // and lists only those its props fill (crowdsec-docs' FormattedTabs) is not told.
  const unlisted = values
    ? items.filter(
        (it, i) => !values.some((v) => v.value === itemValue(it, i)) && Children.toArray(it.props.children).length > 0,
      )
    : [];
  if (unlisted.length > 0)
    page.report(
      `<TabItem value="${itemValue(unlisted[0]!, items.indexOf(unlisted[0]!))}"> is not in its <Tabs values>: it is not shown`,
      'add the value to the <Tabs values> list, or remove the TabItem.',
      "Docusaurus' Tabs shows the tabs its values list, and never selects a TabItem of another value.",
    );
  const chosen =
    defaultValue ??
    tabs.find((t) => t.item?.props.default)?.value ??
    (defaultValue === null ? undefined : tabs[0]?.value);
  const group = groupId ?? '';
  const queryKey = typeof queryString === 'string' ? queryString : queryString === true ? groupId : undefined;
  if (queryString === true && !groupId)
    page.report(
      '<Tabs queryString> has no groupId, which names the query parameter: the URL is not followed',
      'add groupId="…", or name the parameter: queryString="key".',
    );
  // The box follows the URL in the browser: an island of the site islands entry (no React).
  const island = queryKey
    ? {
        [DOM.island]: SITE_ISLANDS.tabsQuery,
        [DOM.islandProps]: JSON.stringify({ key: queryKey } satisfies TabsQueryIslandProps),
        [DOM.islandWhen]: 'idle',
      }
    : {};
  return (
    <div className={['dg-tabs', className].filter(Boolean).join(' ')} {...{ [DOM.tabs]: group }} {...island}>
      <div className="dg-tabs__list" role="tablist">
        {tabs.map((t) => (
          <button
            {...t.attributes}
            key={t.value}
            type="button"
            role="tab"
            className={['dg-tabs__tab', t.attributes.className].filter(Boolean).join(' ')}
            id={tabDomId('t', uid, t.value)}
            aria-controls={tabDomId('p', uid, t.value)}
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
          className={['dg-tabs__panel', t.item?.props.className].filter(Boolean).join(' ')}
          role="tabpanel"
          id={tabDomId('p', uid, t.value)}
          aria-labelledby={tabDomId('t', uid, t.value)}
          tabIndex={0}
          {...{ [DOM.tabPanel]: t.value }}
          {...(t.value === chosen ? { 'data-active': '' } : {})}
        >
          {t.item?.props.children}
        </div>
      ))}
    </div>
  );
}
