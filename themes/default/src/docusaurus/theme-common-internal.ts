import { useCallback, useEffect, useRef } from 'react';
import { usePage } from './page.js';
import { useLocation } from './router.js';
import useIsomorphicLayoutEffect from './useIsomorphicLayoutEffect.js';

// `@docusaurus/theme-common/internal`: Docusaurus 2.x exported the doc hooks (`useDoc`,
// `useDocsSidebar`…) from here before they moved to the docs plugin's client; what docgen has of
// theme-common, and the path helpers its swizzled components use.
export * from './theme-common.js';

export { isSamePath } from './same-path.js';

/** `useLocalPathname()`: the page's path without the site's base URL (`/base/docs/a` → `/docs/a`). */
export function useLocalPathname(): string {
  const { baseUrl } = usePage();
  const { pathname } = useLocation();
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}

/**
 * `useScrollPositionBlocker()`: `blockElementScrollPositionUntilNextRender(el)` keeps `el` where
 * the reader sees it across the next render (a tab switched above it changes the page's height):
 * after the render, the window scrolls by how far it moved. Run by the component's next layout
 * effect, else at the next frame (a render elsewhere on the page).
 */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender(el: HTMLElement): void } {
  const pending = useRef<(() => void) | null>(null);
  useIsomorphicLayoutEffect(() => {
    pending.current?.();
  });
  const blockElementScrollPositionUntilNextRender = useCallback((el: HTMLElement) => {
    const top = el.getBoundingClientRect().top;
    const restore = () => {
      if (pending.current !== restore) return;
      pending.current = null;
      const moved = el.getBoundingClientRect().top - top;
      if (moved) window.scrollBy({ left: 0, top: moved });
    };
    pending.current = restore;
    requestAnimationFrame(restore);
  }, []);
  return { blockElementScrollPositionUntilNextRender };
}

export {
  AnnouncementBarProvider,
  ColorModeProvider,
  NavbarProvider,
  PluginHtmlClassNameProvider,
  ScrollControllerProvider,
} from './chrome-providers.js';
export { sanitizeTabsChildren, type TabItemProps, type TabValue, useTabs } from './tabs-utils.js';
export {
  containsLineNumbers,
  getLineNumbersStart,
  getPrismCssVariables,
  type MagicCommentConfig,
  parseClassNameLanguage,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  useCodeWordWrap,
} from './code-block-utils.js';

/** `splitNavbarItems(items)`: the left items and the right ones (an item without `position` is right). */
export function splitNavbarItems<T extends { position?: 'left' | 'right' }>(items: readonly T[]): [T[], T[]] {
  const isLeft = (item: T) => (item.position ?? 'right') === 'left';
  return [items.filter(isLeft), items.filter((item) => !isLeft(item))];
}

type ScrollPosition = { scrollX: number; scrollY: number };

/**
 * `useScrollPosition(effect, deps)`: calls `effect(position, lastPosition)` as the window
 * scrolls; nothing on the server. The latest `effect` is called, so `deps` changes nothing.
 */
export function useScrollPosition(
  effect: (position: ScrollPosition, last: ScrollPosition | null) => void,
  _deps?: unknown[],
): void {
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    let last: ScrollPosition | null = null;
    const onScroll = () => {
      const position = { scrollX: window.scrollX, scrollY: window.scrollY };
      latest.current(position, last);
      last = position;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}
