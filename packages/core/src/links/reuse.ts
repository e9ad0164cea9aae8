import type { RenderedMarkdown, RouteRecord, SiteContext } from '@docgen/config';
import { hrefRoots } from '../routes/base-url.js';
import type { RenderedPage, RenderState } from '../render/stage.js';
import { sha256 } from '../util/hash.js';
import { readJsonFile, writeJsonFile } from '../util/json-file.js';
import { fileProbe } from './files.js';
import type { LinkCheckResult } from './stage.js';

/**
 * Of each page: the digest of what its links are (its render key, or its lists when it has none,
 * and its markdown's links), '' when it had findings (checked again on every build); the digest
 * of its ids; its links counted; the other pages its anchors were found on.
 */
type PageRecord = [digest: string, ids: string, checked: number, anchors: string[]];

/** What a build's link check leaves for the next build (`<cache>/link-findings.json`). */
interface LinkRecord {
  v: number;
  /** The routes and the settings every page's links resolve against. */
  site: string;
  /** Whether each output file a link led to existed. */
  probes: [string, boolean][];
  pages: Record<string, PageRecord>;
}

const VERSION = 1;

/**
 * The link check of a build in a fresh process, limited to the pages whose findings may differ
 * from the last build's: a page that had none keeps none when its links are the same, every route
 * and setting they resolve against is the same, each output file they led to still is (or still
 * is not) there, and no page whose anchors they point at lost or gained an id. Every other page is
 * checked again; pages with findings always are (their messages name nearby pages and ids).
 */
export class LinkMemo {
  /** The pages to check; undefined for all of them. */
  readonly only: Set<string> | undefined;
  /** Whether each output file looked for exists (given to `checkLinks`, which adds its own). */
  readonly probes: Map<string, boolean>;
  /** Links counted on the pages not checked again. */
  readonly reusedLinks: number = 0;
  private readonly site: string;
  private readonly digests = new Map<string, string>();
  private readonly ids = new Map<string, string>();
  private readonly previous: LinkRecord | undefined;

  constructor(
    private readonly file: string,
    ctx: SiteContext,
    private readonly pages: readonly RenderedPage[],
    state: RenderState,
    markdownOf: (route: RouteRecord) => RenderedMarkdown | undefined,
    outputFile: (rel: string) => string | undefined,
  ) {
    this.site = siteDigest(ctx, pages);
    for (const page of pages) {
      const key = page.route.kind === 'redirect' ? undefined : state.get(page.route.path)?.key;
      this.digests.set(page.route.path, pageDigest(page, key, markdownOf(page.route)));
    }
    const record = readJsonFile<LinkRecord>(file);
    this.probes = new Map(record?.v === VERSION && record.site === this.site ? record.probes : []);
    // A file that came or went since (a static file, a page's asset): every page is checked again.
    const probe = fileProbe(outputFile);
    const same = [...this.probes].every(([rel, was]) => probe(rel) === was);
    if (!record || record.v !== VERSION || record.site !== this.site || !same) {
      this.probes.clear();
      this.only = undefined;
      return;
    }
    this.previous = record;
    const touched = new Set<string>();
    for (const page of pages) {
      const path = page.route.path;
      const old = record.pages[path];
      // The same render key is the same HTML: the same ids.
      if (old && old[0] === this.digests.get(path)) this.ids.set(path, old[1]);
      else if (old?.[1] !== this.idsOf(page)) touched.add(path);
    }
    const only = new Set<string>();
    let reused = 0;
    for (const page of pages) {
      const path = page.route.path;
      const old = record.pages[path];
      if (!old || old[0] !== this.digests.get(path) || old[3].some((a) => touched.has(a))) only.add(path);
      else reused += old[2];
    }
    // An alias (`/docs/` showing a doc) leaves its anchors to its page, when that page is checked too.
    for (const page of pages) {
      const canonical = page.route.canonicalPath;
      if (canonical && only.has(page.route.path) && !only.has(canonical)) {
        only.add(canonical);
        reused -= record.pages[canonical]?.[2] ?? 0;
      }
    }
    this.only = only;
    this.reusedLinks = reused;
  }

  /** Pages whose findings (none) come from the last build. */
  get reusedPages(): number {
    return this.only ? this.pages.length - this.only.size : 0;
  }

  /** Keeps this check's findings for the next build. */
  save(result: LinkCheckResult): void {
    const pages: Record<string, PageRecord> = {};
    for (const page of this.pages) {
      const path = page.route.path;
      const counted = result.counts.get(path);
      const old = this.previous?.pages[path];
      if (!counted) {
        if (old) pages[path] = old;
        continue;
      }
      const clean = (result.byPage.get(path)?.length ?? 0) === 0;
      pages[path] = [clean ? this.digests.get(path)! : '', this.idsOf(page), counted.checked, counted.anchors];
    }
    writeJsonFile(this.file, { v: VERSION, site: this.site, probes: [...this.probes], pages } satisfies LinkRecord);
  }

  private idsOf(page: RenderedPage): string {
    let digest = this.ids.get(page.route.path);
    if (digest === undefined) {
      digest = sha256([...page.ids].sort().join('\n')).slice(0, 24);
      this.ids.set(page.route.path, digest);
    }
    return digest;
  }
}

/** The settings and routes every page's links resolve against (a page added or gone changes it). */
function siteDigest(ctx: SiteContext, pages: readonly RenderedPage[]): string {
  const { baseUrl, trailingSlash, onBrokenLinks, onBrokenAnchors } = ctx.config;
  const parts = [
    JSON.stringify({
      baseUrl,
      trailingSlash: trailingSlash ?? null,
      onBrokenLinks,
      onBrokenAnchors,
      strict: ctx.strict,
      locale: ctx.defaultLocale.code,
      locales: ctx.locales.map((l) => l.code),
      roots: hrefRoots(ctx),
    }),
  ];
  for (const { route: r } of pages)
    parts.push(
      `${r.path}\0${r.kind}\0${r.locale}\0${r.canonicalPath ?? ''}\0${r.redirectTo ?? ''}\0${r.source?.relFile ?? ''}`,
    );
  return sha256(parts.join('\n'));
}

/**
 * What a page's links are: its render key (the cache entry its links and ids come from), or its
 * lists and ids themselves for a page without one (a redirect, a React page); and its markdown's
 * links (which are checked, which only warn).
 */
function pageDigest(page: RenderedPage, key: string | undefined, md: RenderedMarkdown | undefined): string {
  const own = key ?? JSON.stringify([page.links, page.shared ?? [], [...page.ids].sort()]);
  return sha256(`${own}\0${md ? JSON.stringify(md.links) : ''}`).slice(0, 32);
}
