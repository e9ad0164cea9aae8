import {
  type ComponentType,
  createElement,
  Fragment,
  type ReactNode,
  useCallback,
  useRef,
  useSyncExternalStore,
} from 'react';

// `@docusaurus/theme-common`'s documented helpers for site code that keeps state of its own: storage
// slots (a swizzled provider remembering a choice) and the React helpers its providers are made with.

/** Where a slot keeps its value (Docusaurus' `persistence` option). */
export type StorageType = 'localStorage' | 'sessionStorage' | 'none';

/** One key of the browser's storage. */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: StorageEvent) => void): () => void;
}

const NOOP_SLOT: StorageSlot = { get: () => null, set() {}, del() {}, listen: () => () => {} };

function browserStorage(type: StorageType = 'localStorage'): Storage | null {
  if (type === 'none') return null;
  try {
    return window[type];
  } catch {
    // Storage blocked (an iframe, strict privacy settings): the slot does nothing, as Docusaurus'.
    return null;
  }
}

/** A `storage` event in this window too: the browser sends one to the other windows only. */
function announce(storage: Storage, key: string, oldValue: string | null, newValue: string | null): void {
  if (oldValue === newValue) return;
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue, storageArea: storage, url: location.href }),
  );
}

/**
 * `createStorageSlot(key, { persistence })`: get, set, delete and listen to one key, failing
 * safe as Docusaurus' does. On the server every call throws, as Docusaurus' slot does there:
 * storage is for effects and event handlers.
 */
export function createStorageSlot(key: string, options?: { persistence?: StorageType }): StorageSlot {
  if (typeof window === 'undefined') {
    const fail = (): never => {
      throw new Error(`Illegal storage API usage for storage key "${key}": storage is read in the browser only.`);
    };
    return { get: fail, set: fail, del: fail, listen: fail };
  }
  const storage = browserStorage(options?.persistence);
  if (!storage) return NOOP_SLOT;
  const guard = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    get: () => guard(() => storage.getItem(key), null),
    set: (value) =>
      guard(() => {
        const old = storage.getItem(key);
        storage.setItem(key, value);
        announce(storage, key, old, value);
      }, undefined),
    del: () =>
      guard(() => {
        const old = storage.getItem(key);
        storage.removeItem(key);
        announce(storage, key, old, null);
      }, undefined),
    listen: (onChange) => {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** `useStorageSlot(key)`: the key's value (null on the server and without one) and its slot. */
export function useStorageSlot(
  key: string | null,
  options?: { persistence?: StorageType },
): [string | null, StorageSlot] {
  const slot = useRef<StorageSlot | null>(null);
  slot.current ??= key === null || typeof window === 'undefined' ? NOOP_SLOT : createStorageSlot(key, options);
  const current = slot.current;
  const listen = useCallback((onChange: () => void) => current.listen(onChange), [current]);
  const value = useSyncExternalStore(
    listen,
    () => current.get(),
    () => null,
  );
  return [value, current];
}

/** `listStorageKeys(type)`: every key of the storage; none where it is blocked. */
export function listStorageKeys(type: StorageType = 'localStorage'): string[] {
  const storage = browserStorage(type);
  if (!storage) return [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Thrown by a hook used outside its provider: `Hook useX is called outside the <XProvider>.` */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    // The hook's name is the caller's frame, as Docusaurus reads it.
    const hook = this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(\w+)/)?.[1] ?? '';
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/** `composeProviders([A, B])`: one provider rendering `<A><B>{children}</B></A>`. */
export function composeProviders(
  providers: ComponentType<{ children?: ReactNode }>[],
): ComponentType<{ children?: ReactNode }> {
  return ({ children }) =>
    createElement(
      Fragment,
      null,
      providers.reduceRight<ReactNode>((inner, Provider) => createElement(Provider, null, inner), children),
    );
}

/** `uniq(items)`: each item once, in first-seen order. */
export function uniq<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
