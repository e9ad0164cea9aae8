import { localeDir, type RouteRecord, type SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { normalizePath } from '@docgen/shared';
import { redirectPosition } from './redirect-position.js';

/**
 * Routes of the default locale under another built locale's path (`src/pages/zh/x.js` at `/zh/x`
 * in a site with a `zh` locale). Docusaurus builds the default locale first, into build/, then
 * each other locale into build/<code>/, which its webpack build empties first
 * (CleanWebpackPlugin): whatever the default locale wrote there is gone, and the URL serves the
 * other locale's page, if it has one (`src/pages/x.js` in zh; `src/pages/zh/x.js` is /zh/zh/x).
 * docgen leaves those routes out the same way, and says so (ShadowedByLocale). So is a redirect
 * of the config written with the locale's prefix (`/en/old`): client-redirects writes it in the
 * default locale's build, where the other locale's build deletes it; that locale makes its own
 * redirects from the config's without a prefix (`/old` is also `/en/old` there).
 */
export class LocaleShadows {
  private readonly prefixes: string[];
  private readonly found: Diagnostic[] = [];
  /** The default locale's redirects left out, and the locale whose path they are at. */
  private readonly redirects: { record: RouteRecord; code: string }[] = [];

  constructor(
    private readonly ctx: SiteContext,
    /** The locales this build makes. */
    built: readonly { code: string }[],
    /** The `from` each redirect route was written with (its place in the config). */
    private readonly redirectFrom: ReadonlyMap<RouteRecord, string>,
  ) {
    this.prefixes = built.map((l) => l.code).filter((c) => c !== ctx.defaultLocale.code);
  }

  /** Whether the route is the default locale's under another locale's path: then it is left out. */
  shadowed(record: RouteRecord): boolean {
    // Each locale's redirects are made in that locale (the config's below its prefix, extension
    // redirects from its pages): only the default locale's are in question.
    if (record.locale !== this.ctx.defaultLocale.code || record.kind === 'notFound') return false;
    const code = this.localeOf(record.path);
    if (code === undefined) return false;
    if (record.kind === 'redirect') {
      // Told once every route is known (what the locale serves at that path instead).
      this.redirects.push({ record, code });
      return true;
    }
    // The same source at another path too (a version's root) is told once, at its own route.
    if (record.canonicalPath) return true;
    const what = record.source ? record.source.relFile : `A ${record.kind} route`;
    this.found.push({
      name: 'ShadowedByLocale',
      severity: 'warning',
      message: `${what} is the default locale's page "${record.path}", a URL of the "${code}" locale: it is not built there.`,
      ...(record.source ? { file: record.source.relFile, line: 1, column: 1 } : {}),
      why: `Docusaurus builds the default locale first, then the "${code}" locale into the folder /${code}/ of the output, which that build empties first: the default locale's pages under /${code}/ are gone, and /${code}/… serves the "${code}" build's own page, if it has one. docgen does the same.`,
      fix: `move the file out of /${code}/ (in the "${code}" build it is at /${code}${record.path}); a translation of a page goes in ${localeDir(this.ctx.config, code)}/docusaurus-plugin-content-pages/.`,
    });
    return true;
  }

  /** The other built locale whose prefix a path is under, if any. */
  localeOf(path: string): string | undefined {
    return this.prefixes.find((c) => path === `/${c}` || path.startsWith(`/${c}/`));
  }

  /** Its findings; `served` is the route the build has at a path, once every route is added. */
  diagnostics(served: (path: string) => RouteRecord | undefined): Diagnostic[] {
    const out = [...this.found];
    for (const { record, code } of this.redirects) {
      const from = this.redirectFrom.get(record) ?? record.path;
      const to = record.redirectTo ?? '';
      const there = served(record.path);
      const unprefixed = record.path.slice(code.length + 1) || '/';
      const instead = !there
        ? `nothing is served at ${record.path}`
        : there.kind !== 'redirect'
          ? `${record.path} serves the "${code}" locale's page`
          : normalizePath(there.redirectTo ?? '') === normalizePath(to)
            ? `the "${code}" locale makes the same redirect from "${unprefixed}"`
            : `${record.path} is the "${code}" locale's redirect from "${unprefixed}", to ${there.redirectTo}`;
      const same = there?.kind === 'redirect' && normalizePath(there.redirectTo ?? '') === normalizePath(to);
      const bare = (path: string) =>
        path === `/${code}` ? '/' : path.startsWith(`/${code}/`) ? path.slice(code.length + 1) : path;
      out.push({
        name: 'ShadowedByLocale',
        severity: 'warning',
        message: `The redirect from "${from}" is the default locale's, at a URL of the "${code}" locale: it is not built there; ${instead}.`,
        ...redirectPosition(this.ctx, from),
        why: `client-redirects writes the config's redirects in every locale's build, each below its locale's prefix: the default locale's build writes /${code}/… and the "${code}" build, which empties /${code}/ first, deletes it and writes its own from the redirects written without a prefix. docgen does the same.`,
        fix: same
          ? 'remove this redirect: the one written without the prefix makes it in each locale.'
          : there && there.kind !== 'redirect'
            ? `remove this redirect: the "${code}" locale's page is served at ${record.path}.`
            : there
              ? `remove this redirect, or change the one from "${unprefixed}": client-redirects makes each redirect in every locale, the same below each prefix.`
              : `write it without the prefix, { from: '${unprefixed}', to: '${bare(to)}' }: it is made in every locale, ${record.path} in the "${code}" one.`,
      });
    }
    return out;
  }
}
