/**
 * Docs version links (`[data-dg-version]`) remember the chosen version as the
 * reader's preferred one, under `STORAGE.docsVersion(pluginId)`.
 */
import { DOM, STORAGE } from '@docgen/shared';
import { closest, region, sel, store } from '../util.js';

export function initDocsVersion(): void {
  document.addEventListener('click', (e) => {
    const link = closest(e.target, sel(DOM.versionLink));
    const version = link?.getAttribute(DOM.versionLink);
    if (!version) return;
    // Layout key of docs: `doc:<locale>:<pluginId>:<version>`.
    const key = region()?.getAttribute(DOM.layoutKey)?.split(':') ?? [];
    store(STORAGE.docsVersion(key[0] === 'doc' && key[2] ? key[2] : 'default'), version);
  });
}
