/**
 * The runtime's error screens, shown in the layout region (navbar and footer stay
 * usable). The site spec fixes these English strings.
 */
import { DOM } from '@docgen/shared';
import { EVENTS, emit, focus, region } from './util.js';

export const TEXT = {
  page: ['Page Error', 'Retry'],
  crash: ['This page crashed.', 'Try again'],
} as const;

/**
 * Replaces the layout region's content with an error screen:
 * `page` (a page chunk failed to load) or `crash` (an exception while showing a page).
 */
export function showError(kind: 'page' | 'crash', retry: () => void): void {
  let target = region();
  if (target) {
    try {
      emit(EVENTS.beforeSwap, { region: target });
    } catch {
      /* the screen must show whatever the listeners do */
    }
  } else {
    target = document.createElement('div');
    target.setAttribute(DOM.region, 'layout');
    document.body.append(target);
  }
  const [title, label] = TEXT[kind];
  target.setAttribute(DOM.layoutKey, 'error');
  target.removeAttribute('aria-busy');
  target.innerHTML = `<main id="main" ${DOM.main} tabindex="-1" class="dg-error-main"><div ${DOM.errorScreen}="${kind}" role="alert" class="dg-error"><h1>${title}</h1><button type="button" class="dg-error__retry">${label}</button></div></main>`;
  const button = target.querySelector('button')!;
  button.onclick = () => {
    button.disabled = true;
    retry();
  };
  focus(target.firstElementChild as HTMLElement);
}
