import type { RouteRecord, SiteContext } from '@docgen/config';

/**
 * The redirects `redirectExtensions` asks for, as Docusaurus' client-redirects makes them from its
 * `fromExtensions` and `toExtensions`: each page's path with each `from` extension redirects to the
 * page (`/docs/intro.html` → `/docs/intro`); a page whose path ends with a `to` extension is also
 * reached without it. `roots` (the site's and the locales' homes) get none. The caller skips a
 * `from` that is a route already, as the plugin does.
 */
export function extensionRedirects(
  ctx: SiteContext,
  routes: readonly RouteRecord[],
  roots: ReadonlySet<string>,
): { from: string; to: string; locale: string }[] {
  const dotted = (list: readonly string[]) => list.map((e) => (e.startsWith('.') ? e : `.${e}`));
  // A context made by hand (tests, tools) may have no such key.
  const asked = ctx.config.redirectExtensions ?? { from: [], to: [] };
  const from = dotted(asked.from);
  const to = dotted(asked.to);
  if (from.length === 0 && to.length === 0) return [];
  const out: { from: string; to: string; locale: string }[] = [];
  for (const route of routes) {
    if (route.kind === 'redirect' || route.kind === 'notFound' || route.canonicalPath) continue;
    const path = route.path.replace(/\/+$/, '');
    if (path === '' || roots.has(path)) continue;
    for (const ext of from)
      if (!path.toLowerCase().endsWith(ext.toLowerCase()))
        out.push({ from: `${path}${ext}`, to: route.path, locale: route.locale });
    const ending = to.find((ext) => path.toLowerCase().endsWith(ext.toLowerCase()));
    if (ending && path.length > ending.length + 1)
      out.push({ from: path.slice(0, -ending.length), to: route.path, locale: route.locale });
  }
  return out;
}
