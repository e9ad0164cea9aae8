import type { RouteRecord, SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { frontMatterKeyPosition } from '../discover/front-matter.js';
import { redirectPosition } from './redirect-position.js';
import { DOCUSAURUS_ROUTE } from './docusaurus-route.js';

interface Clash {
  diagnostic: Diagnostic;
  /** The source the route serves (added first) and the one left out. */
  served: string;
  dropped: string;
  /** The routes the same two sources claim (one per locale that shows them). */
  paths: string[];
}

/**
 * Routes two sources claim (DuplicateRoute), told once per clash: two docs that clash in every
 * locale (a slug, a doc shown untranslated) are one diagnostic at the line that made it, listing
 * the routes; a clash a translation makes on its own (its own slug) is one of its own. As
 * Docusaurus' `onDuplicateRoutes`, a warning by default: the route serves the source the manifest
 * added first (its order is the sources' sort, then generated pages, then redirects), and the
 * diagnostic names it.
 */
export class RouteClashes {
  private readonly clashes = new Map<string, Clash>();

  constructor(
    private readonly ctx: SiteContext,
    /** The `from` each redirect route was written with (its name and place in the config). */
    private readonly redirectFrom: ReadonlyMap<RouteRecord, string>,
  ) {}

  add(existing: RouteRecord, record: RouteRecord): void {
    const pair = [existing, record];
    // At the `slug:` that made the clash when one of them has it, else at the redirect's `from`
    // in the config, else at the second file.
    const slugged = [record, existing].filter((r) => r.source?.frontMatter.slug !== undefined).map((r) => r.source!);
    const redirect = [record, existing].find((r) => r.kind === 'redirect');
    const where = slugged[0]
      ? { file: slugged[0].relFile, ...frontMatterKeyPosition(slugged[0].file, 'slug') }
      : redirect
        ? redirectPosition(this.ctx, this.redirectFrom.get(redirect) ?? redirect.path)
        : record.source
          ? { file: record.source.relFile, line: 1, column: 1 }
          : {};
    const key = [...pair.map((r) => identity(r, this.redirectFrom)).sort(), where.file, where.line].join('\0');
    const known = this.clashes.get(key);
    if (known) {
      known.paths.push(record.path);
      return;
    }
    // A redirect whose `from` differs from the page's route as Docusaurus writes it (with its
    // trailing slash under trailingSlash true) by that slash alone: the same file, which
    // client-redirects refuses to write over (with trailingSlash false both are built: see redirectFile).
    const from = redirect && this.redirectFrom.get(redirect);
    const route = this.ctx.config.trailingSlash === true && existing.path !== '/' ? `${existing.path}/` : existing.path;
    const slashOnly =
      redirect === record &&
      existing.kind !== 'redirect' &&
      from !== undefined &&
      from.replace(/[?#].*$/, '') !== route;
    const names = pair.map((r) => {
      const name = describe(r, this.redirectFrom.get(r) ?? r.path);
      // Both wrote a slug: each is named at its line.
      return slugged.length === 2 && r.source && !r.source.generated
        ? `${name}:${frontMatterKeyPosition(r.source.file, 'slug').line}`
        : name;
    });
    this.clashes.set(key, {
      paths: [record.path],
      served: names[0]!,
      dropped: names[1]!,
      diagnostic: {
        name: 'DuplicateRoute',
        severity: this.ctx.config.onDuplicateRoutes === 'throw' ? 'error' : 'warning',
        message: `Two sources claim the route "${record.path}": ${names[0]} and ${names[1]}.`,
        ...where,
        why: slashOnly
          ? `Docusaurus' client-redirects would write it to the page's own file, ${existing.outputFile}: it leaves out a redirect whose \`from\` is the page's route, and stops the build ("The redirect plugin is not supposed to override existing files") when the two differ by the trailing slash alone. docgen builds the page and leaves the redirect out.`
          : 'One URL serves one page: docgen keeps the first source in its order (React pages, docs, Markdown pages by version and id; then generated category pages and redirects), and builds no page from the other.',
        fix:
          existing.source?.generated || record.source?.generated
            ? "give one of the categories a `link.slug` of its own (e.g. `{ type: 'generated-index', slug: '/category/c-api' }`)."
            : [existing, record].some((r) => r.source?.generatedBy === DOCUSAURUS_ROUTE)
              ? 'change the path the Docusaurus plugin gives actions.addRoute, or move the other page.'
              : redirect
                ? 'remove one of them, or change its `from`: a redirect cannot share the path of a page or of another redirect.'
                : 'rename one of the files or give one a different `slug` in its front matter.',
      },
    });
  }

  diagnostics(): Diagnostic[] {
    if (this.ctx.config.onDuplicateRoutes === 'ignore') return [];
    return [...this.clashes.values()].map(({ diagnostic, paths, served, dropped }) => {
      const others = paths
        .slice(1)
        .map((p) => `"${p}"`)
        .join(', ');
      const message = `${diagnostic.message.slice(0, -1)}${paths.length > 1 ? `; so do the routes of the other locales: ${others}` : ''}. ${paths.length > 1 ? 'They serve' : 'It serves'} ${served}, not ${dropped}.`;
      return { ...diagnostic, message };
    });
  }
}

/** What a route is made from, the same in every locale: a translation is its doc's. */
function identity(record: RouteRecord, redirectFrom: ReadonlyMap<RouteRecord, string>): string {
  if (record.kind === 'redirect') return `redirect\0${redirectFrom.get(record) ?? record.path}`;
  const s = record.source;
  return s ? `${s.kind}\0${s.version}\0${s.id}\0${s.generated ? 'generated' : ''}` : `${record.kind}\0${record.path}`;
}

function describe(record: RouteRecord, from: string): string {
  if (record.source?.generated)
    return `the generated index of "${record.source.frontMatter.title}" (${record.source.relFile})`;
  if (record.source?.generatedBy === DOCUSAURUS_ROUTE)
    return `the route the Docusaurus plugin of ${record.source.relFile} adds`;
  if (record.source) return record.source.relFile;
  if (record.kind === 'redirect') return `the redirect from "${from}" to "${record.redirectTo}"`;
  return `the ${record.kind} page`;
}
