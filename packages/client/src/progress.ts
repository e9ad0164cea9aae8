/**
 * The navigation progress bar: shown only when loading a route takes longer than
 * {@link RUNTIME.progressDelayMs}; completes when the page has been shown.
 * Uses `[data-dg-progress]` when the theme renders one, else creates it.
 * States: `hidden` (idle), `data-state="loading"`, `data-state="done"`.
 */
import { DOM, RUNTIME } from '@docgen/shared';
import { $, region, sel } from './util.js';

let bar: HTMLElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function element(): HTMLElement {
  if (!bar?.isConnected) {
    bar = $<HTMLElement>(sel(DOM.progress)) ?? undefined;
    if (!bar) {
      bar = document.createElement('div');
      bar.setAttribute(DOM.progress, '');
      bar.style.cssText =
        'position:fixed;top:0;left:0;height:3px;z-index:2147483647;pointer-events:none;background:var(--dg-progress-color,var(--dg-color-primary,#2563eb))';
      bar.hidden = true;
      document.body.append(bar);
    }
    bar.setAttribute('aria-hidden', 'true');
  }
  return bar;
}

function show(): void {
  const el = element();
  clearTimeout(hideTimer);
  el.hidden = false;
  el.dataset.state = 'loading';
  el.style.transition = 'none';
  el.style.opacity = '1';
  el.style.width = '0';
  void el.offsetWidth; // restart the transition from 0
  el.style.transition = 'width 8s cubic-bezier(.1,.8,.2,1)';
  el.style.width = '85%';
  region()?.setAttribute('aria-busy', 'true');
}

function done(): void {
  clearTimeout(timer);
  timer = undefined;
  const el = bar;
  region()?.removeAttribute('aria-busy');
  if (!el || el.hidden) return;
  el.dataset.state = 'done';
  el.style.transition = 'width .15s ease-out,opacity .2s .15s';
  el.style.width = '100%';
  el.style.opacity = '0';
  hideTimer = setTimeout(() => {
    el.hidden = true;
    el.removeAttribute('data-state');
  }, 400);
}

/** Starts timing a route load; call the returned function once the route is shown (or failed). */
export function startProgress(): () => void {
  clearTimeout(timer);
  timer = setTimeout(show, RUNTIME.progressDelayMs);
  return done;
}
