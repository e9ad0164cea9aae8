/// <reference lib="dom" />
import { DOM } from '@docgen/shared';
import type { TabsQueryIslandProps } from '@docgen/shared/islands';

/**
 * `<Tabs queryString>` as Docusaurus has it: a URL with `?key=value` selects that tab when the
 * page loads (over the tab remembered for its group), and each choice of the box is written
 * back into the URL (`history.replaceState`). Clicks, keys, group sync and memory stay the
 * runtime's tab enhancer's: this only follows the box's `aria-selected`.
 */
export function followQuery(box: HTMLElement, { key }: TabsQueryIslandProps): void {
  const list = box.querySelector(':scope > [role="tablist"]');
  if (!list) return;
  const tabs = () => Array.from(list.querySelectorAll<HTMLElement>(`:scope > [role="tab"][${DOM.tab}]`));
  const wanted = new URLSearchParams(location.search).get(key);
  if (wanted !== null && tabs().some((t) => t.getAttribute(DOM.tab) === wanted)) {
    for (const tab of tabs()) {
      const on = tab.getAttribute(DOM.tab) === wanted;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      const id = tab.getAttribute('aria-controls');
      (id ? document.getElementById(id) : null)?.toggleAttribute('data-active', on);
    }
  }
  new MutationObserver(() => {
    const value = tabs()
      .find((t) => t.getAttribute('aria-selected') === 'true')
      ?.getAttribute(DOM.tab);
    if (value == null) return;
    const url = new URL(location.href);
    if (url.searchParams.get(key) === value) return;
    url.searchParams.set(key, value);
    history.replaceState(history.state, '', url);
  }).observe(list, { subtree: true, attributeFilter: ['aria-selected'] });
}
