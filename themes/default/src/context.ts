import { DOM, type ExternalLinkAttrs, type PageView } from '@docgen/shared';
import type { Translate } from './i18n.js';

/** What every component of the theme receives: the page and its translator. */
export interface ThemeProps {
  view: PageView;
  t: Translate;
}

/** Stable id of the drawer panel (the toggle's `aria-controls`); the same on every page. */
export const DRAWER_ID = 'dg-drawer';
/** Id of the main landmark, target of the skip link. */
export const MAIN_ID = 'main';

/**
 * `rel`/`target` of a link, so external links never leak `window.opener`; the site's
 * `externalLinks` (`attrs`) may open them in a new tab, as Docusaurus does.
 */
export function linkAttrs(external: boolean, hostPath?: boolean, attrs?: ExternalLinkAttrs): Record<string, string> {
  if (hostPath) return { [DOM.hostPath]: '' };
  if (!external) return {};
  return { ...(attrs?.target ? { target: attrs.target } : {}), rel: attrs?.rel ?? 'noopener noreferrer' };
}

/** Joins class names, dropping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
