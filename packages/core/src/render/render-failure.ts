import type { RouteRecord } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { thrownInSite } from '../util/module-error.js';

/**
 * What a page that threw while the theme rendered it is reported as: the site's code that threw
 * (a React page, a theme override in theme/) at its line, else the theme itself.
 */
export function renderFailure(route: RouteRecord, error: unknown, siteDir: string): Diagnostic {
  const reason = (error as Error)?.message ?? String(error);
  const place = thrownInSite(error, siteDir);
  if (route.kind === 'componentPage')
    return {
      name: 'PageComponentError',
      severity: 'error',
      message: `Rendering ${route.path} failed: ${reason}`,
      ...(place ?? (route.source ? { file: route.source.relFile } : {})),
      why: 'A React page must render on the server (no window or document at render time).',
      fix: place
        ? `fix the code at ${place.file}:${place.line}; code that needs the browser goes in useEffect.`
        : 'fix the component; code that needs the browser goes in useEffect.',
    };
  // An override (theme/<Name>.tsx); a theme of the site's own (`theme: './my-theme'`) is the theme.
  if (place?.file?.startsWith('theme/'))
    return {
      // Without the page: an override that throws on every page is reported once.
      name: 'ThemeOverrideError',
      severity: 'error',
      message: `${place.file} threw while a page rendered: ${reason}`,
      ...place,
      why: 'A theme override renders on every page that shows its component, on the server (no window or document).',
      fix: `fix the code at ${place.file}:${place.line}; code that needs the browser goes in useEffect.`,
    };
  return {
    name: 'InternalError',
    severity: 'error',
    message: `Rendering ${route.path} failed: ${reason}`,
    ...(route.source ? { file: route.source.relFile } : {}),
    why: 'The theme threw while rendering this page.',
  };
}
