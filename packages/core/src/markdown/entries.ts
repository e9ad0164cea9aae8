import type { RenderedMarkdown, RouteRecord } from '@docgen/config';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import { ContentCache } from '../cache/content-cache.js';
import type { CacheShards } from '../cache/shards.js';
import { sha256 } from '../util/hash.js';
import type { PluginRead } from './body.js';
import type { MarkdownOutcome } from './route-markdown.js';
import { fileHash } from './signature.js';
import type { Lookup } from '../routes/tracked-manifest.js';
import type { DocsRead } from '../docusaurus/docs-reads.js';

/** A route's markdown result as a build keeps it between runs (the dev server) and within one. */
export interface MarkdownEntry {
  /** The source it was made from, its content hash, locale and settings signature. */
  file: string;
  hash: string;
  locale: string;
  sig: string;
  lookups: Lookup[];
  untracked: boolean;
  md: RenderedMarkdown;
  diagnostics: Diagnostic[];
  /** Images it uses (output path, file): copied into the output. */
  media: [string, string][];
  /** Made from more than its file (see `MarkdownOutcome.volatile`): never kept for the next run. */
  volatile?: boolean;
  /** Files it is made of besides its source, with content hashes (see `MarkdownOutcome`). */
  dependencies?: [string, string][];
  /** The sidebar category it read, as JSON. */
  category?: string;
  /** What it read of plugins whose key reaches only such pages. */
  reads?: PluginRead[];
  /** The parts of the docs data it read, with their digests. */
  docsReads?: DocsRead[];
}

/** What a result needs to be reused beyond its source and lookups: its files and the category it read. */
export interface ReuseCheck {
  /** The route's sidebar category now, as JSON. */
  category(): string;
  /** Whether a plugin's part a page read still has the key it had (`DocgenPlugin.pageReads`). */
  read(plugin: string, part: string, key: string): boolean;
  /** A part of the route's locale's docs data now, as its digest (`docs-reads.ts`). */
  docs(part: string): string;
  /** A file's content hash now (`fileHash`), the same for every page the stage checks. */
  hash(file: string): string;
}

/**
 * `fileHash` for one stage's reuse checks: pages share what they are made from (an MDX component
 * map and the files it imports: on Flow's website 1,600 files a page), so each file is stat'ed and
 * hashed once a stage, not once a page.
 */
export function stageFileHashes(): (file: string) => string {
  const hashes = new Map<string, string>();
  return (file) => {
    let known = hashes.get(file);
    if (known === undefined) hashes.set(file, (known = fileHash(file)));
    return known;
  };
}

/** Whether a result's files are as it was made from, and the category and plugins' parts it read are the same. */
export function madeFromHolds(
  entry: {
    dependencies?: readonly (readonly [string, string])[];
    category?: string;
    reads?: readonly PluginRead[];
    docsReads?: readonly DocsRead[];
  },
  check: ReuseCheck,
): boolean {
  if (entry.dependencies?.some(([file, hash]) => check.hash(file) !== hash)) return false;
  if (entry.reads?.some(([plugin, part, key]) => !check.read(plugin, part, key))) return false;
  if (entry.docsReads?.some(([part, digest]) => check.docs(part) !== digest)) return false;
  return entry.category === undefined || entry.category === check.category();
}

/**
 * A cache entry: the result without its HTML, which is a blob of the cache named by its hash
 * (`htmlHash`): a rebuild reads every page's entry, and most pages' HTML never again (the render
 * stage finds the page in its own cache by that hash). `routeTable` is kept only for a result
 * whose lookups could not all be recorded: it holds while every route of its locale does.
 */
interface StoredMarkdown {
  v: 5;
  result: Omit<RenderedMarkdown, 'html' | 'htmlHash'>;
  htmlHash: string;
  diagnostics: Diagnostic[];
  media: { out: string; file: string; hash: string }[];
  lookups: Lookup[];
  routeTable?: string;
  dependencies?: [string, string][];
  category?: string;
  reads?: PluginRead[];
  docsReads?: DocsRead[];
}

/** The markdown results of the build cache (namespace `markdown`, HTML as blobs). */
export class MarkdownStore {
  private readonly entries: CacheShards<StoredMarkdown>;

  constructor(
    private readonly cache: ContentCache,
    /**
     * Keep results' HTML in the cache only, read again when asked for (`html` is an accessor):
     * at 15,000 pages the HTML of every page is gigabytes of heap.
     */
    private readonly spill: boolean,
  ) {
    this.entries = cache.shards<StoredMarkdown>('markdown');
  }

  static key(sig: string, route: RouteRecord): string {
    return ContentCache.key(sig, route.path, route.source!.relFile, route.source!.hash);
  }

  /**
   * The stored result for `key`, when its lookups still hold (`holds`), the images it names are
   * unchanged and its HTML blob is there; undefined otherwise.
   */
  read(
    key: string,
    route: RouteRecord,
    sig: string,
    holds: (lookups: readonly Lookup[], routeTable: string | undefined) => boolean,
    check: ReuseCheck,
  ): MarkdownEntry | undefined {
    const stored = this.entries.get(key, route.path);
    const usable =
      stored?.v === 5 &&
      stored.media.every((m) => check.hash(m.file) === m.hash) &&
      madeFromHolds(stored, check) &&
      holds(stored.lookups, stored.routeTable);
    const md = usable ? this.fromStore(stored, route.source!.relFile) : undefined;
    this.cache.count(md !== undefined);
    if (!stored || !md) return undefined;
    return {
      file: route.source!.file,
      hash: route.source!.hash,
      locale: route.locale,
      sig,
      lookups: stored.lookups,
      untracked: stored.routeTable !== undefined,
      md,
      diagnostics: stored.diagnostics,
      media: stored.media.map((m) => [m.out, m.file]),
      ...(stored.dependencies ? { dependencies: stored.dependencies } : {}),
      ...(stored.category !== undefined ? { category: stored.category } : {}),
      ...(stored.reads ? { reads: stored.reads } : {}),
      ...(stored.docsReads ? { docsReads: stored.docsReads } : {}),
    };
  }

  /** Keeps a result just made (unless it has errors: the next build reports them again) and returns its entry. */
  write(key: string, route: RouteRecord, sig: string, outcome: MarkdownOutcome, routeTable?: string): MarkdownEntry {
    const { html, htmlHash: _known, ...meta } = outcome.result;
    const htmlHash = sha256(html);
    const entry: Omit<MarkdownEntry, 'md'> = {
      file: route.source!.file,
      hash: route.source!.hash,
      locale: route.locale,
      sig,
      lookups: outcome.lookups,
      untracked: outcome.untracked,
      diagnostics: outcome.diagnostics,
      media: outcome.media,
      ...(outcome.volatile ? { volatile: true } : {}),
      ...(outcome.dependencies ? { dependencies: outcome.dependencies } : {}),
      ...(outcome.category !== undefined ? { category: outcome.category } : {}),
      ...(outcome.reads ? { reads: outcome.reads } : {}),
      ...(outcome.docsReads ? { docsReads: outcome.docsReads } : {}),
    };
    const cached = this.cache.enabled && !outcome.volatile && !outcome.diagnostics.some((d) => d.severity === 'error');
    if (!cached) {
      // Not kept for the next build, but rendered in this one (a broken link waits for the link
      // stage, a volatile MDX page is made again): render workers read the HTML from its blob.
      if (this.cache.enabled) this.cache.setBlob(htmlHash, html);
      return { ...entry, md: { ...outcome.result, htmlHash } };
    }
    const stored: StoredMarkdown = {
      v: 5,
      result: meta,
      htmlHash,
      diagnostics: outcome.diagnostics,
      media: outcome.media.map(([out, file]) => ({ out, file, hash: fileHash(file) })),
      lookups: outcome.lookups,
      ...(outcome.untracked && routeTable !== undefined ? { routeTable } : {}),
      ...(outcome.dependencies ? { dependencies: outcome.dependencies } : {}),
      ...(outcome.category !== undefined ? { category: outcome.category } : {}),
      ...(outcome.reads ? { reads: outcome.reads } : {}),
      ...(outcome.docsReads ? { docsReads: outcome.docsReads } : {}),
    };
    this.cache.setBlob(htmlHash, html);
    this.entries.set(key, stored, route.path);
    // Just written: no need to check the blob is there.
    return { ...entry, md: this.spill ? this.spilled(stored, route.source!.relFile) : { ...outcome.result, htmlHash } };
  }

  save(): void {
    this.entries.save();
  }

  /** A stored result, spilled or with its HTML read now; undefined when its blob is missing. */
  private fromStore(stored: StoredMarkdown, file: string): RenderedMarkdown | undefined {
    if (this.spill) return this.cache.hasBlob(stored.htmlHash) ? this.spilled(stored, file) : undefined;
    const text = this.cache.getBlob(stored.htmlHash)?.toString('utf8');
    return text === undefined ? undefined : { ...stored.result, htmlHash: stored.htmlHash, html: text };
  }

  /** The result with its HTML read from its blob on each access (its blob is known to be there). */
  private spilled(stored: StoredMarkdown, file: string): RenderedMarkdown {
    const light = { ...stored.result, htmlHash: stored.htmlHash } as RenderedMarkdown;
    Object.defineProperty(light, 'html', {
      enumerable: true,
      configurable: true,
      // Gone or altered since it was checked, the page cannot be rendered.
      get: () => this.cache.getBlob(stored.htmlHash)?.toString('utf8') ?? lost(file),
      // Assigning (the render stage releasing it) makes it a plain value again.
      set: (value: string) =>
        Object.defineProperty(light, 'html', { value, writable: true, enumerable: true, configurable: true }),
    });
    return light;
  }
}

function lost(file: string): never {
  throw new DocgenError([lostHtml(file)]);
}

/** The diagnostic of a page whose markdown HTML, kept in the cache, is gone or altered. */
export function lostHtml(file: string): Diagnostic {
  return {
    name: 'InternalError',
    severity: 'error',
    message: `The build cache lost the HTML of ${file} during the build.`,
    file,
    why: 'Something removed or changed files of .docgen/cache while docgen was building.',
    fix: 'build again; if it happens again, delete .docgen/cache or build with --no-cache.',
  };
}
