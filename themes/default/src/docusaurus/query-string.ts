import { useCallback, useSyncExternalStore } from 'react';
import { subscribeLocation, useHistory } from './router.js';

// `@docusaurus/theme-common`'s query-string hooks: a static page has no query on the server (and
// while it hydrates), so they give the empty value there; in a component that hydrates (an
// island) they read the address bar and render again when a setter or the history changes it.

type Setter<T> = (value: T | null, options?: { push: boolean }) => void;

function useSearch(): string {
  return useSyncExternalStore(
    subscribeLocation,
    () => window.location.search,
    () => '',
  );
}

/** `useQueryStringValue(key)`: the key's value in the address bar's query, `null` when absent. */
export function useQueryStringValue(key: string | null): string | null {
  const search = useSearch();
  return key === null ? null : new URLSearchParams(search).get(key);
}

/** The address with `key` set to `values` (none: removed), replaced in the history or pushed. */
function useUpdater(key: string): (values: string[], options?: { push: boolean }) => void {
  const history = useHistory();
  return useCallback(
    (values: string[], options?: { push: boolean }) => {
      const params = new URLSearchParams(window.location.search);
      params.delete(key);
      for (const value of values) params.append(key, value);
      const search = params.toString();
      (options?.push ? history.push : history.replace)({ search: search ? `?${search}` : '' });
    },
    [key, history],
  );
}

/** `useQueryString(key)`: `[value, setValue]`, the value `''` when absent; `setValue(null)` removes it. */
export function useQueryString(key: string): [string, Setter<string>] {
  const value = useQueryStringValue(key) ?? '';
  const update = useUpdater(key);
  return [value, useCallback((next, options) => update(next ? [next] : [], options), [update])];
}

/** `useQueryStringList(key)`: every value of a repeated key (`?tags=a&tags=b`), and its setter. */
export function useQueryStringList(key: string): [string[], Setter<string[]>] {
  const search = useSearch();
  const update = useUpdater(key);
  return [
    new URLSearchParams(search).getAll(key),
    useCallback((next, options) => update(next ?? [], options), [update]),
  ];
}
