/// <reference lib="dom" />
/**
 * The search island: hydrates the navbar's search button (same content as the server render)
 * and opens a modal dialog on click, on Ctrl+K / ⌘K (the runtime's shortcut enhancer), or when
 * a click came before hydration. The dialog is an ARIA combobox (the input) driving a listbox
 * of results; each option is a real link, so opening a result is a link click that the client
 * router handles (to the section's anchor).
 *
 * The search engine and index are loaded when the island mounts (the reader hovered or focused
 * the button, or pressed the shortcut), never with the first page.
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import type { SearchEngine, SearchEngineModule, SearchHit, SearchManifest } from '@docgen/shared';
import { DOM } from '@docgen/shared';
import { Icon } from '../icons/Icons.js';
import { OPEN_EVENT, OPEN_REQUEST_ATTR, SearchButtonContent, type SearchIslandProps } from './search-button.js';

const manifests = new Map<string, Promise<SearchManifest>>();
const engines = new Map<string, Promise<SearchEngine>>();

/** A request that got no answer: the reader is offline (see the engine's `networkError`). */
function networkError(url: string, cause: unknown): Error {
  const err = new Error(`${url}: no answer (${String(cause)})`);
  err.name = 'NetworkError';
  return err;
}

async function fetchJson<T>(url: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch (err) {
    throw networkError(url, err);
  }
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Whether a failed search failed for want of a connection: what is loaded keeps answering, but
 * a query needing a part of the index not loaded yet waits for the network. Engines mark such
 * failures `NetworkError`, as do this island's own requests (manifest, engine module).
 */
export function isOffline(err: unknown): boolean {
  return !navigator.onLine || (err instanceof Error && err.name === 'NetworkError');
}

/**
 * The index key of the page on screen: on a doc, its locale plus `@<plugin>@<version>`, read from
 * the layout key `doc:<locale>:<plugin>:<version>`, which in-place navigation keeps up to date;
 * else the locale. Only versions other than a section's latest have an index of their own: the
 * others fall back to the locale's (`loadSearch`).
 */
export function currentIndexKey(locale: string): string {
  const key = document.querySelector(`[${DOM.region}]`)?.getAttribute(DOM.layoutKey) ?? '';
  const [kind, , plugin, version] = key.split(':');
  return kind === 'doc' && plugin && version ? `${locale}@${plugin}@${version}` : locale;
}

/** The engine of an index, loaded once per page (shared by every search island). */
export function loadSearch(configUrl: string, key: string, locale: string): Promise<SearchEngine> {
  let manifest = manifests.get(configUrl);
  if (!manifest) {
    manifest = fetchJson<SearchManifest>(configUrl);
    manifests.set(configUrl, manifest);
    manifest.catch(() => manifests.delete(configUrl));
  }
  return manifest.then((m) => {
    const url = m.indexes[key] ?? m.indexes[locale];
    if (!url) throw new Error(`no search index for ${key}`);
    let engine = engines.get(url);
    if (!engine) {
      engine = (import(/* @vite-ignore */ m.engine) as Promise<SearchEngineModule>).then(
        (mod) => mod.load(url),
        (err: unknown) => {
          throw err instanceof TypeError ? networkError(m.engine, err) : err;
        },
      );
      engines.set(url, engine);
      engine.catch(() => engines.delete(url));
    }
    return engine;
  });
}

type Status = 'idle' | 'loading' | 'done' | 'error' | 'offline';

export function SearchIsland({ root, ...props }: SearchIslandProps & { root: HTMLElement }): ReactElement {
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    root.removeAttribute(OPEN_REQUEST_ATTR);
    if (!returnFocus.current) {
      const active = document.activeElement;
      returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : root;
    }
    setOpen(true);
  }, [root]);

  useEffect(() => {
    // Start loading what search needs now: the reader is about to use it.
    void loadSearch(props.configUrl, currentIndexKey(props.locale), props.locale).catch(() => {});
    const onClick = (e: MouseEvent): void => {
      e.preventDefault();
      returnFocus.current = root;
      show();
    };
    root.addEventListener('click', onClick);
    root.addEventListener(OPEN_EVENT, show);
    if (root.hasAttribute(OPEN_REQUEST_ATTR)) show();
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener(OPEN_EVENT, show);
    };
  }, [root, show, props.configUrl, props.locale]);

  const close = useCallback((restore: boolean) => {
    setOpen(false);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (restore && target?.isConnected) target.focus();
  }, []);

  return (
    <>
      <SearchButtonContent label={props.strings.placeholder} shortcut={props.strings.shortcut} />
      {open ? createPortal(<SearchDialog {...props} onClose={close} />, document.body) : null}
    </>
  );
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

export function SearchDialog({
  configUrl,
  locale,
  docsHref,
  strings,
  onClose,
}: SearchIslandProps & { onClose(restoreFocus: boolean): void }): ReactElement {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(-1);
  /** Bumped when the connection comes back: a query that failed for want of it runs again. */
  const [online, setOnline] = useState(0);
  const seq = useRef(0);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number): string => `${id}-opt-${i}`;

  useLayoutEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    input.current?.focus();
    return () => {
      if (el?.open) el.close();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `online` changes only to run the query again
  useEffect(() => {
    const q = query.trim();
    const n = ++seq.current;
    if (!q) {
      setHits([]);
      setStatus('idle');
      setActive(-1);
      return;
    }
    setStatus((s) => (s === 'done' ? s : 'loading'));
    loadSearch(configUrl, currentIndexKey(locale), locale)
      .then((engine) => engine.search(q, { limit: 8 }))
      .then(
        (found) => {
          if (n !== seq.current) return;
          setHits(found);
          setActive(found.length ? 0 : -1);
          setStatus('done');
        },
        (err: unknown) => {
          if (n !== seq.current) return;
          setHits([]);
          setActive(-1);
          setStatus(isOffline(err) ? 'offline' : 'error');
        },
      );
  }, [query, configUrl, locale, online]);

  useEffect(() => {
    if (status !== 'offline' && status !== 'error') return;
    const again = (): void => setOnline((k) => k + 1);
    addEventListener('online', again);
    return () => removeEventListener('online', again);
  }, [status]);

  useEffect(() => {
    if (active < 0) return;
    list.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!hits.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : hits.length - 1) : (a + step + hits.length) % hits.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const target = list.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(optionId(Math.max(active, 0)))}`);
      // A real link click: the client router navigates in place, to the section's anchor.
      target?.click();
    }
  };

  const q = query.trim();
  const message =
    status === 'error'
      ? strings.error
      : status === 'offline'
        ? strings.offline
        : status === 'done' && q
          ? hits.length === 1
            ? strings.countOne
            : fill(strings.count, { count: String(hits.length) })
          : status === 'loading'
            ? strings.loading
            : '';

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has its keyboard twin in onCancel (Escape)
    <dialog
      ref={dialog}
      className="dg-search"
      aria-label={strings.label}
      onCancel={(e) => {
        e.preventDefault();
        onClose(true);
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes.
        if (e.target === e.currentTarget) onClose(true);
      }}
    >
      <div className="dg-search__panel">
        <div className="dg-search__bar">
          <Icon name="search" size={20} className="dg-search__icon" />
          <input
            ref={input}
            className="dg-search__input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={active >= 0 && hits.length ? optionId(active) : undefined}
            aria-label={strings.placeholder}
            placeholder={strings.placeholder}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="dg-search__close" onClick={() => onClose(true)}>
            <span aria-hidden="true">Esc</span>
            <span className="dg-visually-hidden">{strings.close}</span>
          </button>
        </div>
        <div className="dg-search__body">
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-label={strings.results}
            className="dg-search__list"
            hidden={!hits.length}
          >
            {hits.map((hit, i) => (
              <a
                key={hit.href}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                href={hit.href}
                className="dg-search__hit"
                onMouseMove={() => i !== active && setActive(i)}
                onClick={() => onClose(false)}
              >
                <span className="dg-search__hit-page">{hit.title}</span>
                <span className="dg-search__hit-title">{hit.heading ?? hit.title}</span>
                {hit.excerpt.length ? (
                  <span className="dg-search__hit-text">
                    {hit.excerpt.map((part, k) =>
                      part.mark ? <mark key={k}>{part.text}</mark> : <span key={k}>{part.text}</span>,
                    )}
                  </span>
                ) : null}
              </a>
            ))}
          </div>
          {status === 'done' && q && !hits.length ? (
            <div className="dg-search__empty">
              <p>{fill(strings.noResults, { query: q })}</p>
              <a className="dg-button dg-button--secondary" href={docsHref} onClick={() => onClose(false)}>
                <Icon name="layers" size={18} />
                {strings.docsHome}
              </a>
            </div>
          ) : null}
          {status === 'error' || status === 'offline' ? (
            <p className="dg-search__empty">{status === 'offline' ? strings.offline : strings.error}</p>
          ) : null}
        </div>
        <p className="dg-visually-hidden" role="status" aria-live="polite">
          {message}
        </p>
        <div className="dg-search__footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {strings.hintMove}
          </span>
          <span>
            <kbd>↵</kbd> {strings.hintOpen}
          </span>
          <span>
            <kbd>Esc</kbd> {strings.hintClose}
          </span>
        </div>
      </div>
    </dialog>
  );
}
