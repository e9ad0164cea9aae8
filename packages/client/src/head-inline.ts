/**
 * Inline `<head>` script, run before the first paint on every page (no flash of the
 * wrong colour mode or of a dismissed announcement bar). Kept tiny and import-free:
 * the storage keys are checked against the shared contract at type level only.
 *
 * Reads `document.currentScript.dataset`: `announcementId`, `defaultMode`
 * (`light` | `dark`), `respectPrefers` (`"true"` | `"false"`).
 */
import type { STORAGE } from '@docgen/shared';

const THEME_KEY: (typeof STORAGE)['theme'] = 'theme';
const DISMISSED_KEY: (typeof STORAGE)['announcementDismissed'] = 'docgen.announcement.dismissed';

(() => {
  const root = document.documentElement;
  root.classList.add('js');
  try {
    const data = (document.currentScript as HTMLScriptElement).dataset;
    let stored: string | null = null;
    let dismissed: string | null = null;
    try {
      stored = localStorage.getItem(THEME_KEY);
      dismissed = localStorage.getItem(DISMISSED_KEY);
    } catch {
      /* storage blocked: defaults apply */
    }
    root.dataset.theme =
      stored === 'dark' || stored === 'light'
        ? stored
        : data.respectPrefers === 'true'
          ? matchMedia('(prefers-color-scheme: dark)').matches
            ? 'dark'
            : 'light'
          : data.defaultMode === 'dark'
            ? 'dark'
            : 'light';
    if (data.announcementId && dismissed === data.announcementId) root.setAttribute('data-announcement-dismissed', '');
  } catch {
    /* never throw from the head */
  }
})();
