import type { RouteRecord, SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';

/**
 * Routes of the default locale under another built locale's path (`src/pages/zh/x.js` at `/zh/x`
 * in a site with a `zh` locale). Docusaurus builds the default locale first, into build/, then
 * each other locale into build/<code>/, which its webpack build empties first
 * (CleanWebpackPlugin): whatever the default locale wrote there is gone, and the URL serves the
 * other locale's page, if it has one (`src/pages/x.js` in zh; `src/pages/zh/x.js` is /zh/zh/x).
 * docgen leaves those routes out the same way, and says so (ShadowedByLocale).
 */
export class LocaleShadows {
  private readonly prefixes: string[];
  private readonly found: Diagnostic[] = [];

  constructor(
    private readonly ctx: SiteContext,
    /** The locales this build makes. */
    built: readonly { code: string }[],
  ) {
    this.prefixes = built.map((l) => l.code).filter((c) => c !== ctx.defaultLocale.code);
  }

  /** Whether the route is the default locale's under another locale's path: then it is left out. */
  shadowed(record: RouteRecord): boolean {
    // Redirects are the locale's of their path (each locale's are made from the config's, and
    // extension redirects from every locale's pages): only pages and docs are the default's.
    if (record.locale !== this.ctx.defaultLocale.code || record.kind === 'notFound' || record.kind === 'redirect')
      return false;
    const code = this.prefixes.find((c) => record.path === `/${c}` || record.path.startsWith(`/${c}/`));
    if (code === undefined) return false;
    // The same source at another path too (a version's root) is told once, at its own route.
    if (record.canonicalPath) return true;
    const what = record.source ? record.source.relFile : `A ${record.kind} route`;
    this.found.push({
      name: 'ShadowedByLocale',
      severity: 'warning',
      message: `${what} is the default locale's page "${record.path}", a URL of the "${code}" locale: it is not built there.`,
      ...(record.source ? { file: record.source.relFile, line: 1, column: 1 } : {}),
      why: `Docusaurus builds the default locale first, then the "${code}" locale into the folder /${code}/ of the output, which that build empties first: the default locale's pages under /${code}/ are gone, and /${code}/… serves the "${code}" build's own page, if it has one. docgen does the same.`,
      fix: `move the file out of /${code}/ (in the "${code}" build it is at /${code}${record.path}); a translation of a page goes in i18n/${code}/docusaurus-plugin-content-pages/.`,
    });
    return true;
  }

  diagnostics(): Diagnostic[] {
    return this.found;
  }
}
