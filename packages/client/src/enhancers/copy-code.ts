/**
 * Copy buttons of code blocks: copies the block's code with the Clipboard API
 * (sites are served over https or localhost) and shows `data-copied-label` for 2 s.
 */
import { DOM } from '@docgen/shared';
import { closest, sel } from '../util.js';

const timers = new WeakMap<HTMLElement, { label: string; timer: ReturnType<typeof setTimeout> }>();

export function initCopyCode(): void {
  document.addEventListener('click', (e) => {
    const button = closest(e.target, sel(DOM.copy));
    const code = button?.parentElement?.querySelector('pre code') ?? button?.closest('figure')?.querySelector('code');
    if (!button || !code) return;
    navigator.clipboard.writeText(code.textContent || '').then(
      () => {
        const prev = timers.get(button);
        const label = prev ? prev.label : button.textContent || '';
        if (prev) clearTimeout(prev.timer);
        button.textContent = button.getAttribute('data-copied-label') || label;
        button.setAttribute('data-copied', '');
        const timer = setTimeout(() => {
          button.textContent = label;
          button.removeAttribute('data-copied');
          timers.delete(button);
        }, 2000);
        timers.set(button, { label, timer });
      },
      () => {
        /* nothing copied: the label stays */
      },
    );
  });
}
