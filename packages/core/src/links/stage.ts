import { isExternalHref, normalizePath, splitHref } from '@docgen/shared';
import { hrefWithTrailingSlash } from '@docgen/shared/trailing-slash';
import { basePath, stripBase, withBase } from '@docgen/shared/base-url';
import { localePrefix, publicPath } from '../routes/manifest.js';
import { hrefRoots } from '../routes/base-url.js';
import { redirectOf, redirectPosition } from '../routes/redirect-position.js';
import { DiagnosticBag, closest, extendedOrClosest, type Diagnostic } from '@docgen/diagnostics';
import { brokenLinkFix, nearPages } from './near-pages.js';
import type { RenderedMarkdown, RouteRecord, SiteContext } from '@docgen/config';
import type { RenderedPage } from '../render/stage.js';
import { fileProbe, servedFile } from './files.js';
import { linkBaseUrl } from '../markdown/route-markdown.js';
import { markdownFileLink } from '../routes/markdown-link-target.js';
import { writtenStringPlace } from './written-string.js';

export { collectFindings } from './collect.js';

export interface LinkCheckInput {
  ctx: SiteContext;
  /** Every page of the site (the targets), in route order. */
  pages: RenderedPage[];
  /** A page's markdown result (its links' source positions), when it has one. */
  markdownOf(route: RouteRecord): RenderedMarkdown | undefined;
  /** Where a file of the output being built is (static files, assets), undefined when it has none. */
  outputFile(rel: string): string | undefined;
  /** Check only these pages' links (against every page); all by default. */
  only?: ReadonlySet<string>;
  /** Whether each output file exists, known beforehand; every file looked for is added (`links/reuse.ts`). */
  probes?: Map<string, boolean>;
}

/**
 * A broken link or anchor of a page; `dedupe` for a theme link (navbar, footer) reported once per
 * locale; `across` the same fault on the page of another locale, or of another page importing the
 * same file (its key, without the locale); `from` the URL of the page a link of a file it imports
 * (a partial) was resolved from.
 */
export interface LinkFinding {
  diagnostic: Diagnostic;
  dedupe?: string;
  across?: { key: string; locale: string };
  from?: string;
  /** The link is relative: its target was resolved from `from`, not only shown there. */
  resolves?: true;
}

export interface LinkCheckResult {
  /** Findings of each page checked, by route path (pages without findings have an empty list). */
  byPage: Map<string, LinkFinding[]>;
  checked: number;
  /**
   * Of each page checked: its links counted, and the other pages whose ids its anchors were found
   * in (what its findings depend on beyond its own links, the routes and the output's files).
   */
  counts: Map<string, { checked: number; anchors: string[] }>;
}

/**
 * Stage "links": every internal href and #anchor of every rendered page (content, navbar,
 * sidebar, footer) must resolve to a route, an anchor on it, or a file of the output.
 */
export function checkLinks(input: LinkCheckInput): LinkCheckResult {
  const { ctx, pages } = input;
  const byPage = new Map<string, LinkFinding[]>();
  const counts: LinkCheckResult['counts'] = new Map();
  const byPath = new Map<string, RenderedPage>();
  for (const p of pages) byPath.set(p.route.path, p);
  const base = basePath(ctx.config.baseUrl);
  const slash = ctx.config.trailingSlash;
  const roots = slash === undefined ? [] : hrefRoots(ctx);
  const fileExists = fileProbe(input.outputFile, input.probes);
  let checked = 0;

  // Most hrefs repeat on every page (navbar, sidebar, footer): resolve each once. Absolute
  // hrefs resolve the same from any page; relative ones are keyed by their page too.
  const resolvedHrefs = new Map<
    string,
    { rawPath: string; hash: string; target: RenderedPage | undefined; outside?: boolean }
  >();
  const resolveHref = (href: string, pagePath: string) => {
    // An anchor on the page itself (every table of contents has a dozen): no URL to parse.
    if (href.startsWith('#'))
      return { rawPath: pagePath, hash: decodeHash(href.slice(1)), target: byPath.get(pagePath) };
    const key = href.startsWith('/') && !href.startsWith('//') ? href : `${pagePath}\0${href}`;
    let hit = resolvedHrefs.get(key);
    if (!hit) {
      // Hrefs are URLs as the browser sees them: below the site's base, relative ones from the
      // page's URL (`/docs/intro/` with trailingSlash).
      const resolved = new URL(href, `http://docgen.invalid${withBase(publicPath(ctx, pagePath), base)}`);
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(resolved.pathname);
      } catch {
        urlPath = resolved.pathname;
      }
      const rawPath = stripBase(urlPath, base);
      hit =
        rawPath === undefined
          ? { rawPath: urlPath, hash: '', target: undefined, outside: true }
          : { rawPath, hash: decodeHash(splitHref(href).hash), target: byPath.get(normalizePath(rawPath)) };
      resolvedHrefs.set(key, hit);
    }
    return hit;
  };

  // An absolute href that resolved once resolves from every page (the navbar's, the sidebar's,
  // the footer's repeat on all of them): one Map lookup per link after the first. Its value is
  // the page whose ids held its anchor ('' for none).
  const resolvedAbsolute = new Map<string, string>();
  // A shared list (the spliced sidebar's links: the same objects on every page of the sidebar)
  // whose links all resolved from absolute hrefs resolves the same on every page: counted, not
  // walked again (at 15,000 pages, 5,000 links a page).
  const resolvedLists = new WeakMap<object, { count: number; anchors: string[] }>();
  for (const page of pages) {
    if (input.only && !input.only.has(page.route.path)) continue;
    const findings: LinkFinding[] = [];
    byPage.set(page.route.path, findings);
    const pageStart = checked;
    const anchors = new Set<string>();
    const bag = new DiagnosticBag(ctx.strict);
    let dedupeOf: string | undefined;
    let acrossOf: LinkFinding['across'];
    const localeRoot = withBase(localePrefix(ctx, page.route.locale), base);
    const md = input.markdownOf(page.route);
    // The first markdown link of each href (its source position), looked up only to report.
    let sources: Map<string, RenderedMarkdown['links'][number]> | undefined;
    const sourceOf = (href: string) => {
      if (!sources) {
        sources = new Map();
        if (md)
          for (let i = md.links.length - 1; i >= 0; i--) {
            const link = md.links[i]!;
            // A link of the author's is the place of its href before a heading's own `#` link.
            const set = (href: string) => {
              const known = sources!.get(href);
              if (!link.heading || !known || known.heading) sources!.set(href, link);
            };
            set(link.href);
            // The page writes it in the URL form of trailingSlash (render/trailing-slash.ts).
            if (slash !== undefined) set(hrefWithTrailingSlash(link.href, slash, roots));
          }
      }
      return sources.get(href);
    };
    // An alias of a page (`/` and `/docs` showing the home doc) has the page's ids: its `#…` links
    // resolve as the page's, which are checked and reported there, once.
    const canonical = page.route.canonicalPath;
    const alias = canonical !== undefined && byPath.has(canonical) && (!input.only || input.only.has(canonical));
    const lists = page.shared ? [page.links, ...page.shared] : [page.links];
    for (const list of lists) {
      const shared = list !== page.links;
      const known = shared ? resolvedLists.get(list) : undefined;
      if (known !== undefined) {
        checked += known.count;
        for (const a of known.anchors) anchors.add(a);
        continue;
      }
      const before = checked;
      const listAnchors: string[] = [];
      let whole = shared;
      for (const link of list) {
        const href = link.href;
        const resolved = resolvedAbsolute.get(href);
        if (resolved !== undefined) {
          checked++;
          if (resolved) listAnchors.push(resolved);
          continue;
        }
        if (href === '' || isExternalHref(href)) continue;
        if (alias && !shared && href.startsWith('#')) {
          checked++;
          continue;
        }
        // Reported by the markdown stage at its position, or a `pathname://` link: not checked here.
        if (md && sourceOf(href)?.unchecked) continue;
        checked++;
        const absolute = href.startsWith('/') && !href.startsWith('//');
        if (!absolute) whole = false;
        const source = sourceOf(href);
        const { rawPath, hash, target, outside } = resolveHref(href, page.route.path);
        // A link copied from a file the site does not own (an OpenAPI document's): a warning at most.
        const soft = source?.soft === true;
        // A link of a file the page imports resolves from the page's URL: the finding names the page.
        const from =
          source?.file !== undefined && !soft && page.route.source && source.file !== page.route.source.relFile
            ? withBase(linkBaseUrl(ctx, page.route.source, page.route.path), base)
            : undefined;
        // The href as the author wrote it (`../x.md#a`, `/x` below a base), worked out for a report only.
        const written = source?.original ?? href;
        const policy = (p: 'throw' | 'warn' | 'ignore') => (soft && p === 'throw' ? 'warn' : p);
        const owner = !soft
          ? ''
          : source?.file
            ? ` It comes from ${source.file}, written for the site of its authors: a warning, not an error.`
            : ' It comes from the file the page is made from, written for the site of its authors: a warning, not an error.';
        const place = (): Pick<Diagnostic, 'file' | 'line' | 'column' | 'where'> =>
          source?.file
            ? { file: source.file, line: source.line, column: source.column }
            : source && page.route.source
              ? { file: page.route.source.relFile, line: source.line, column: source.column }
              : page.route.kind === 'redirect'
                ? redirectPlace(ctx, page.route)
                : (link.where === 'article' && page.route.source && writtenStringPlace(page.route.source, href)) || {
                    where: `page ${page.route.path}, ${link.where} link "${link.text || href}"`,
                  };
        /** A broken link: its list is not whole; a theme link is reported once per locale (see `collectFindings`). */
        const firstReport = (): boolean => {
          whole = false;
          // A copy of a page (a version's root showing its home doc): the page reports the same link at the same place.
          if (page.route.canonicalPath && source && (absolute || href.startsWith('#'))) return false;
          dedupeOf = source ? undefined : `${page.route.locale}\0${link.where}\0${href}`;
          // A doc no locale translates shows its links on each locale's page: one fault of its file.
          // A theme link's text and landmark label are translated: it is known by the landmark's element
          // (the navbar's link and its drawer copy are one fault, the 404 page's link another).
          // An imported file's link is known by its target, which may differ on each page importing it.
          const own = from === undefined ? href : `${outside ? rawPath : withBase(rawPath, base)}${hash && `#${hash}`}`;
          const bare = localeRoot !== base && own.startsWith(`${localeRoot}/`) ? own.slice(localeRoot.length) : own;
          const at = source
            ? `${source.file ?? page.route.source?.relFile}:${source.line}:${source.column}`
            : link.where.split(' ', 1)[0];
          acrossOf = { key: `${source ? 'source' : 'theme'}\0${at}\0${bare}`, locale: page.route.locale };
          return true;
        };
        if (outside) {
          if (!firstReport()) continue;
          const { leadsTo, resolves } = writtenForm(written, rawPath, absolute);
          report(
            bag,
            findings,
            { dedupe: dedupeOf, across: acrossOf, ...fromOf(from, resolves) },
            policy(ctx.config.onBrokenLinks),
            {
              name: 'BrokenLink',
              message: `Link "${written}" leads out of the site${leadsTo && ` (to ${leadsTo})`}: it is served below ${ctx.config.baseUrl} (baseUrl).`,
              ...place(),
              why: `Every page and file of the site is served below ${ctx.config.baseUrl}; "${normalizePath(rawPath)}" is not.`,
              fix: `link to the path below the base (did you mean "${withBase(rawPath, base)}"?), or write the link without the base: docgen adds it.`,
            },
          );
          continue;
        }
        if (!target) {
          if (servedFile(rawPath, fileExists)) {
            if (absolute) resolvedAbsolute.set(href, '');
            continue;
          }
          if (!firstReport()) continue;
          // A link written without the page's locale prefix reads as the localized page's: suggest
          // paths in the form the author writes them, the prefix left for docgen to add.
          const prefix = localePrefix(ctx, page.route.locale);
          const unprefixed = prefix !== '' && rawPath !== prefix && !rawPath.startsWith(`${prefix}/`);
          const wanted = normalizePath(rawPath);
          const shown = (path: string) =>
            unprefixed && path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path;
          const local = pages.filter((p) => p.route.locale === page.route.locale && p.route.kind !== 'notFound');
          const near = nearPages(
            wanted,
            local.filter((p) => p.route.kind !== 'redirect').map((p) => shown(p.route.path)),
          );
          // No page near: a near redirect (a page's `.html` twin, a moved page) names the page it leads to.
          if (near.length === 0) {
            const targets = new Map<string, string>();
            for (const p of local) {
              const to = p.route.kind === 'redirect' ? normalizePath(splitHref(p.route.redirectTo ?? '').path) : '';
              const target = to && to !== wanted ? byPath.get(to) : undefined;
              if (target && target.route.kind !== 'redirect') targets.set(shown(p.route.path), to);
            }
            near.push(...new Set(closest(wanted, [...targets.keys()]).map((from) => shown(targets.get(from)!))));
          }
          const { leadsTo, resolves } = writtenForm(written, withBase(rawPath, base), absolute);
          const fix = brokenLinkFix(written, near);
          report(
            bag,
            findings,
            { dedupe: dedupeOf, across: acrossOf, ...fromOf(from, resolves) },
            policy(ctx.config.onBrokenLinks),
            {
              name: 'BrokenLink',
              message: `Link "${written}" does not resolve to any page or file${leadsTo && `: it leads to ${leadsTo}`}.`,
              ...place(),
              why: `No route, redirect or output file has the path "${wanted}".${owner}`,
              ...(fix ? { fix } : {}),
            },
          );
          continue;
        }
        if (!hash || hash === 'top' || target.route.kind === 'redirect') {
          if (absolute) resolvedAbsolute.set(href, '');
          continue;
        }
        const idsPage = target.route.canonicalPath ? (byPath.get(target.route.canonicalPath) ?? target) : target;
        if (idsPage.ids.has(hash)) {
          listAnchors.push(idsPage.route.path);
          if (absolute) resolvedAbsolute.set(href, idsPage.route.path);
          continue;
        }
        if (!firstReport()) continue;
        const near = extendedOrClosest(hash, idsPage.ids);
        // A link written for Docusaurus' markdown.anchors.maintainCase (`#Create-Jira-issue`).
        const casedOnly =
          !ctx.config.markdown.anchors.maintainCase &&
          hash !== hash.toLowerCase() &&
          idsPage.ids.has(hash.toLowerCase());
        // `#x` of a file the page imports is an anchor of that page: the message names it once.
        const self = from !== undefined && href.startsWith('#');
        const on = withBase(target.route.path, base);
        const { leadsTo, resolves } = writtenForm(written, on, absolute);
        const of = written.startsWith('#') || !leadsTo ? '' : ` of link "${written}"`;
        // Docusaurus writes its redirect pages after its link check: their targets' anchors go unchecked there.
        const redirect = page.route.kind === 'redirect';
        report(
          bag,
          findings,
          { dedupe: dedupeOf, across: acrossOf, ...(self ? {} : fromOf(from, resolves)) },
          redirect && ctx.config.onBrokenAnchors === 'throw' ? 'warn' : policy(ctx.config.onBrokenAnchors),
          {
            name: 'BrokenAnchor',
            message: `Anchor "#${hash}"${of} does not exist on ${on}${self ? ', which imports this file' : ''}.`,
            ...place(),
            why: `${on} has no element with id "${hash}" (heading ids come from their text, or from {#id}).${owner}${redirect ? " It is a redirect's target, whose anchor Docusaurus does not check: a warning, not an error." : ''}`,
            ...(casedOnly
              ? {
                  fix: `link "#${hash.toLowerCase()}", the heading's id, or set markdown.anchors.maintainCase: true (as the Docusaurus option the link was written for) to keep headings' letter case in their ids.`,
                }
              : near.length > 0
                ? { fix: `did you mean ${near.map((n) => `"#${n}"`).join(', ')}?` }
                : // A generated page (a document's link, `soft`) has no heading its author can give an id.
                  soft
                  ? { fix: `correct or remove the link in ${source?.file ?? 'the file'}: ${on} has no such part.` }
                  : { fix: `give the target heading an explicit id: "## Title {#${hash}}".` }),
          },
        );
      }
      if (whole) resolvedLists.set(list, { count: checked - before, anchors: [...new Set(listAnchors)] });
      for (const a of listAnchors) anchors.add(a);
    }
    anchors.delete(page.route.path);
    counts.set(page.route.path, { checked: checked - pageStart, anchors: [...anchors] });
  }
  return { byPage, checked, counts };
}

/**
 * How a broken link is told: `leadsTo` the URL it led to when the href as written does not show
 * it (a relative or file link, a path below the base; a trailing slash trailingSlash added is no
 * news), and whether its target depends on the URL of the page importing its file: a relative
 * URL (not a file link, which resolves from the file it is written in), whether the browser or
 * the markdown stage resolved it.
 */
function writtenForm(written: string, url: string, absolute: boolean): { leadsTo: string; resolves: boolean } {
  const path = splitHref(written).path;
  const same = written.startsWith('/') && normalizePath(path) === normalizePath(url);
  const resolves = !absolute || (RELATIVE.test(written) && markdownFileLink(path) === undefined);
  return { leadsTo: same ? '' : url, resolves };
}

/** The importing page of a finding, and whether the link's target depends on it (a relative href). */
function fromOf(from: string | undefined, resolves: boolean): Pick<LinkFinding, 'from' | 'resolves'> {
  if (from === undefined) return {};
  return resolves ? { from, resolves: true } : { from };
}

/** An href relative to the page's URL: no scheme, host, root, `#` or `@site/` alias. */
const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/|#|@site\/)/i;

/** Reports per the site's policy, keeping the finding with its dedupe key. */
function report(
  bag: DiagnosticBag,
  findings: LinkFinding[],
  keys: Omit<LinkFinding, 'diagnostic'>,
  policy: 'throw' | 'warn' | 'ignore',
  d: Omit<Diagnostic, 'severity'>,
): void {
  const before = bag.items.length;
  bag.report(policy, d);
  for (const diagnostic of bag.items.slice(before))
    findings.push({
      diagnostic,
      ...(keys.dedupe ? { dedupe: keys.dedupe } : {}),
      ...(keys.across ? { across: keys.across } : {}),
      ...(keys.from ? { from: keys.from } : {}),
      ...(keys.resolves ? { resolves: true as const } : {}),
    });
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** A redirect's target is written in the config (or a file it imports): its `to`, else the place of the page. */
function redirectPlace(ctx: SiteContext, route: RouteRecord): Pick<Diagnostic, 'file' | 'line' | 'column' | 'where'> {
  const redirect = redirectOf(ctx, route.path, route.redirectTo);
  const place = redirect ? redirectPosition(ctx, redirect.from, redirect.to) : {};
  return place.line !== undefined ? place : { where: `the redirect from ${route.path} to "${route.redirectTo}"` };
}
