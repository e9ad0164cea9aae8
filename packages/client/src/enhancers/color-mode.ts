/**
 * Colour mode toggle: light/dark on `<html data-theme>`, remembered in
 * `localStorage.theme`, followed live when another tab changes it (storage event) and,
 * when the site respects the system preference and the reader has not chosen, when
 * the system preference changes.
 */
import { DOM, STORAGE } from '@docgen/shared';
import { $, $$, closest, load, root, sel, store } from '../util.js';

type Mode = 'light' | 'dark';
const valid = (v: string | null | undefined): Mode | null => (v === 'light' || v === 'dark' ? v : null);
const PREFERS_DARK = '(prefers-color-scheme: dark)';

/** The mode without a stored choice, from the head inline script's data attributes. */
function fallback(): Mode {
  const data = $<HTMLScriptElement>('script[data-default-mode]')?.dataset ?? {};
  if (data.respectPrefers === 'true') return matchMedia(PREFERS_DARK).matches ? 'dark' : 'light';
  return valid(data.defaultMode) ?? 'light';
}

function apply(mode: Mode): void {
  root.dataset.theme = mode;
  for (const b of $$(sel(DOM.colorToggle))) {
    if (b.hasAttribute('aria-pressed')) b.setAttribute('aria-pressed', String(mode === 'dark'));
  }
}

export function initColorMode(): void {
  apply(valid(root.dataset.theme) ?? valid(load(STORAGE.theme)) ?? fallback());
  document.addEventListener('click', (e) => {
    if (!closest(e.target, sel(DOM.colorToggle))) return;
    const next: Mode = root.dataset.theme === 'dark' ? 'light' : 'dark';
    apply(next);
    store(STORAGE.theme, next);
  });
  addEventListener('storage', (e) => {
    if (e.key === STORAGE.theme || e.key === null) apply(valid(e.newValue) ?? valid(load(STORAGE.theme)) ?? fallback());
  });
  matchMedia(PREFERS_DARK).addEventListener?.('change', () => {
    if (!valid(load(STORAGE.theme))) apply(fallback());
  });
}
