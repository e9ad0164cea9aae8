/** Small helpers shared by the runtime's modules (no dependencies, DOM only). */
import { DOM, type BootData } from '@docgen/shared';

export const root = document.documentElement;

/** `[attr]` or `[attr="value"]` (value escaped). */
export const sel = (attr: string, value?: string): string =>
  value === undefined ? `[${attr}]` : `[${attr}="${CSS.escape(value)}"]`;

export const $ = <T extends Element = HTMLElement>(selector: string, scope: ParentNode = document): T | null =>
  scope.querySelector<T>(selector);

export const $$ = <T extends Element = HTMLElement>(selector: string, scope: ParentNode = document): T[] =>
  Array.from(scope.querySelectorAll<T>(selector));

/** The element matching `selector` at or above an event target. */
export const closest = <T extends Element = HTMLElement>(target: EventTarget | null, selector: string): T | null =>
  target instanceof Element ? target.closest<T>(selector) : null;

/** localStorage that never throws (storage may be blocked). */
export function load(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* blocked or full: the choice just is not remembered */
  }
}

/** Runs `fn` when the main thread is idle (or soon, where idle callbacks are missing). */
export function idle(fn: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout });
  else setTimeout(fn, 50);
}

/** The layout region: everything between navbar and footer that changes per page. */
export const region = (): HTMLElement | null => $(sel(DOM.region));

/** Events the runtime dispatches on `document`. */
export const EVENTS = {
  /** Before the layout region is replaced; `detail.region` is the outgoing region. */
  beforeSwap: 'docgen:before-swap',
  /** After an in-place navigation has shown a page; `detail.region` is the new region. */
  page: 'docgen:page',
} as const;

export interface SwapDetail {
  region: Element;
}

export function emit(name: string, detail: SwapDetail): void {
  document.dispatchEvent(new CustomEvent<SwapDetail>(name, { detail }));
}

export function on(name: string, fn: (detail: SwapDetail) => void): void {
  document.addEventListener(name, (e) => fn((e as CustomEvent<SwapDetail>).detail));
}

/** The page's {@link BootData}, or null when the page has none (the runtime then only enhances). */
export function readBoot(): BootData | null {
  try {
    const el = document.getElementById(DOM.bootDataId);
    const data = el ? (JSON.parse(el.textContent || '') as BootData) : null;
    return data && data.v === 1 ? data : null;
  } catch {
    return null;
  }
}

/** The locale prefix of a canonical path ('' for the default locale). `prefixes` are longest first. */
export function prefixOf(path: string, prefixes: readonly string[]): string {
  for (const p of prefixes) if (p !== '' && (path === p || path.startsWith(`${p}/`))) return p;
  return '';
}

/** Moves focus to an element without scrolling; makes it focusable first when needed. */
export function focus(el: HTMLElement | null): void {
  if (!el) return;
  if (!el.hasAttribute('tabindex') && el.tabIndex < 0) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}
