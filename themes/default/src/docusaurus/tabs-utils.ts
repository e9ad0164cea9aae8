import { Children, isValidElement, type ReactElement, type ReactNode, useCallback, useState } from 'react';
import { useQueryStringValue } from './query-string.js';
import { useHistory } from './router.js';
import useIsomorphicLayoutEffect from './useIsomorphicLayoutEffect.js';

// `@docusaurus/theme-common/internal`'s tab helpers, which a swizzled `@theme/Tabs` builds on:
// the tabs of its children, the chosen one, and the choice kept in the query and in storage.

export interface TabValue {
  readonly value: string;
  readonly label?: string;
  readonly attributes?: Record<string, unknown>;
  readonly default?: boolean;
}

export interface TabItemProps {
  readonly children?: ReactNode;
  readonly value: string;
  readonly default?: boolean;
  readonly label?: string;
  readonly hidden?: boolean;
  readonly className?: string;
  readonly attributes?: Record<string, unknown>;
}

export interface TabsUtilsProps {
  readonly lazy?: boolean;
  readonly block?: boolean;
  readonly children?: ReactNode;
  readonly defaultValue?: string | null;
  readonly values?: readonly TabValue[];
  readonly groupId?: string;
  readonly className?: string;
  readonly queryString?: string | boolean;
}

/** The `<TabItem>` children of a `<Tabs>` (falsy ones left out); any other child is an error, as in Docusaurus. */
export function sanitizeTabsChildren(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children)
    .filter((child) => child !== '\n' && Boolean(child))
    .map((child) => {
      if (isValidElement(child) && typeof (child.props as { value?: unknown }).value === 'string')
        return child as ReactElement<TabItemProps>;
      throw new Error(
        `Docusaurus error: Bad <Tabs> child <${typeof (child as ReactElement).type === 'string' ? (child as ReactElement).type : 'component'}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.`,
      );
    });
}

function tabValuesOf(props: TabsUtilsProps): readonly TabValue[] {
  const values =
    props.values ??
    sanitizeTabsChildren(props.children).map(({ props: p }) => ({
      value: p.value,
      label: p.label,
      attributes: p.attributes,
      default: p.default,
    }));
  const seen = new Set<string>();
  for (const { value } of values) {
    if (seen.has(value))
      throw new Error(`Docusaurus error: Duplicate values "${value}" found in <Tabs>. Every value needs to be unique.`);
    seen.add(value);
  }
  return values;
}

function defaultValueOf(props: TabsUtilsProps, tabValues: readonly TabValue[]): string | null {
  if (props.defaultValue === null) return null;
  const value = props.defaultValue ?? tabValues.find((t) => t.default)?.value ?? tabValues[0]?.value ?? null;
  if (value !== null && !tabValues.some((t) => t.value === value))
    throw new Error(
      `Docusaurus error: The <Tabs> has a defaultValue "${value}" but none of its children has the corresponding value. Available values are: ${tabValues.map((t) => t.value).join(', ')}.`,
    );
  return value;
}

function storageKey(groupId: string | undefined): string | null {
  return groupId ? `docusaurus.tab.${groupId}` : null;
}

function readStorage(key: string | null): string | null {
  if (!key) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * `useTabs(props)`: the tabs, the chosen value and a setter. The server renders the default;
 * in the browser the query (`queryString`) or the stored group choice (`groupId`) wins, each
 * choice is written back to both, as Docusaurus' Tabs do.
 */
export function useTabs(props: TabsUtilsProps): {
  selectedValue: string;
  selectValue: (value: string) => void;
  tabValues: readonly TabValue[];
} {
  const tabValues = tabValuesOf(props);
  const [selectedValue, setSelectedValue] = useState(() => defaultValueOf(props, tabValues));
  const queryKey =
    typeof props.queryString === 'string'
      ? props.queryString
      : props.queryString === true
        ? (props.groupId ?? null)
        : null;
  const queryValue = useQueryStringValue(queryKey);
  const history = useHistory();
  const key = storageKey(props.groupId);
  const isValid = useCallback((v: string | null) => v !== null && tabValues.some((t) => t.value === v), [tabValues]);
  useIsomorphicLayoutEffect(() => {
    const wanted = isValid(queryValue) ? queryValue : readStorage(key);
    if (wanted !== null && isValid(wanted)) setSelectedValue(wanted);
  }, [queryValue, key, isValid]);
  const selectValue = useCallback(
    (value: string) => {
      if (!isValid(value)) throw new Error(`Can't select invalid tab value=${value}`);
      setSelectedValue(value);
      if (queryKey) {
        const params = new URLSearchParams(window.location.search);
        params.set(queryKey, value);
        history.replace({ search: `?${params.toString()}` });
      }
      if (key)
        try {
          window.localStorage.setItem(key, value);
        } catch {
          // storage refused (private mode): the choice holds for this page only
        }
    },
    [isValid, queryKey, key, history],
  );
  return { selectedValue: selectedValue ?? '', selectValue, tabValues };
}
