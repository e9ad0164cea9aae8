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
      message: failedMessage([route.path], reason),
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

const FAILED = /^Rendering (\S+) failed: ([\s\S]*)$/;

function failedMessage(paths: string[], reason: string): string {
  const [first, ...more] = paths;
  return `Rendering ${first}${more.length > 0 ? ` (and ${more.join(', ')})` : ''} failed: ${reason}`;
}

/**
 * A React page that fails alike in each locale (same place, same reason) is one
 * PageComponentError naming each URL, not one per locale.
 */
export function mergeLocaleRepeats(diagnostics: Diagnostic[]): Diagnostic[] {
  const groups = new Map<string, { paths: string[]; reason: string }>();
  const firstOf = new Map<Diagnostic, { paths: string[]; reason: string }>();
  const kept: Diagnostic[] = [];
  for (const d of diagnostics) {
    const failed = d.name === 'PageComponentError' ? FAILED.exec(d.message) : null;
    if (!failed) {
      kept.push(d);
      continue;
    }
    const key = [d.severity, d.file, d.line, d.column, failed[2]].join('\0');
    const group = groups.get(key);
    if (group) group.paths.push(failed[1]!);
    else {
      const made = { paths: [failed[1]!], reason: failed[2]! };
      groups.set(key, made);
      firstOf.set(d, made);
      kept.push(d);
    }
  }
  return kept.map((d) => {
    const group = firstOf.get(d);
    if (!group || group.paths.length === 1) return d;
    // The default locale's URL (the shortest) first, then in order: the same text on every run.
    const paths = [...group.paths].sort((a, b) => a.length - b.length || a.localeCompare(b));
    return { ...d, message: failedMessage(paths, group.reason) };
  });
}
