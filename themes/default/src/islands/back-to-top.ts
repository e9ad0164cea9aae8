/// <reference lib="dom" />
import type { BackToTopIslandProps } from '@docgen/shared/islands';

/**
 * `@theme/BackToTopButton` in the browser, as Docusaurus' `useBackToTopButton`: scrolling up past
 * `threshold` shows the button (not at the very bottom), scrolling down or above the threshold
 * hides it, a jump to an anchor changes nothing; a click scrolls to the top, smoothly unless the
 * reader asked for reduced motion. Listens while the button is in the document.
 */
export function backToTop(button: HTMLElement, { threshold }: BackToTopIslandProps): void {
  let last = window.scrollY;
  let anchorJump = false;
  const show = (shown: boolean) => {
    button.style.opacity = shown ? '1' : '0';
    button.style.transform = shown ? 'scale(1)' : 'scale(0)';
    button.style.visibility = shown ? 'visible' : 'hidden';
    button.toggleAttribute('data-dg-shown', shown);
  };
  const onScroll = () => {
    if (!button.isConnected) {
      stop();
      return;
    }
    const y = window.scrollY;
    const up = y < last;
    last = y;
    if (anchorJump) anchorJump = false;
    else if (!up || y < threshold) show(false);
    else if (y + window.innerHeight < document.documentElement.scrollHeight) show(true);
  };
  const onHash = () => {
    anchorJump = true;
  };
  const stop = () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('hashchange', onHash);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('hashchange', onHash);
  button.addEventListener('click', () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  });
}
