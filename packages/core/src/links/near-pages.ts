import { closest } from '@docgen/diagnostics';

/**
 * The pages a broken link may have meant: those near its path, else, going up its folders, the
 * first page a folder is or is near. A link into a page written as a path (`/docs/api/clock/setSystemTime`
 * for the Clock page's section) and a typo above a sub-path (`/docs/setpu/more`) name no page
 * near the whole path.
 */
export function nearPages(wanted: string, paths: readonly string[]): string[] {
  const near = closest(wanted, paths);
  if (near.length > 0) return near;
  const known = new Set(paths);
  const segments = wanted.split('/').filter(Boolean);
  for (let n = segments.length - 1; n >= 1; n--) {
    const folder = `/${segments.slice(0, n).join('/')}`;
    if (known.has(folder)) return [folder];
    const above = closest(folder, paths);
    if (above.length > 0) return above;
  }
  return [];
}

/**
 * The fix of a link no page has: an address written after a `/` (`/https://example.com/x`, a
 * typo that makes it a path of the site) is that address; else the pages near it, if any.
 */
export function brokenLinkFix(written: string, near: readonly string[]): string | undefined {
  const address = /^\/+([a-z][a-z0-9+.-]*:\/\/.+)$/i.exec(written.trim())?.[1];
  if (address) return `remove the "/" before the address: "${address}" is a link out of the site.`;
  return near.length > 0 ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}?` : undefined;
}
