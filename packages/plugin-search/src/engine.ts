/**
 * The search engine that runs in the browser (bundled by the plugin into
 * `/assets/search/engine.<hash>.js`): loads an index head, fetches the term shards a query
 * needs and the texts of the pages it shows, ranks with MiniSearch and cuts highlighted
 * excerpts. Isomorphic: `fetchJson` is injectable (tests read the files from disk).
 */
import MiniSearch, { type AsPlainObject, type Query, type SearchResult } from 'minisearch';
import type { SearchEngine, SearchHit, SearchHitPart } from '@docgen/shared';
import { fold, processTerm, tokenize } from './analyzer.js';
import {
  decodeShard,
  indexOptions,
  plainIndex,
  shardKey,
  splitLetters,
  type IndexHead,
  type PageTexts,
  type SectionDoc,
  type TermShard,
} from './index-format.js';

export type FetchJson = <T>(url: string) => Promise<T>;

/**
 * A request that never got an answer (the reader is offline, the connection dropped), as
 * opposed to an answer that says no: named `NetworkError` (as the DOM names it) so that a
 * search dialog can tell the reader they are offline rather than that search is broken.
 */
export function networkError(url: string, cause: unknown): Error {
  const err = new Error(`${url}: no answer (${cause instanceof Error ? cause.message : String(cause)})`);
  err.name = 'NetworkError';
  return err;
}

export const defaultFetchJson: FetchJson = async <T>(url: string): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(url);
  } catch (err) {
    throw networkError(url, err);
  }
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
};

/** Sections shown per page at most, so one long page does not fill the list. */
const PER_PAGE = 3;
/** Excerpt length in characters (about two lines of the dialog). */
const EXCERPT = 170;

interface SectionInfo {
  page: number;
  /** Position among its page's sections (index in the page's texts). */
  ord: number;
}

export interface RankedSection {
  id: number;
  score: number;
  page: number;
  path: string;
}

export class Engine implements SearchEngine {
  private readonly sections: SectionInfo[] = [];
  private readonly shards = new Map<string, AsPlainObject['index']>();
  /** Every term of the loaded shards. */
  private readonly known = new Set<string>();
  private readonly pendingShards = new Map<string, Promise<void>>();
  private readonly texts = new Map<number, Promise<PageTexts>>();
  /** MiniSearch instances per set of shards (a query searches exactly its own shards: same results whatever was searched before). */
  private readonly minis = new Map<string, MiniSearch<SectionDoc>>();
  /** Per page: index terms and folded words of its title. */
  private readonly titles: { terms: Set<string>; words: Set<string> }[];
  /** Letters whose terms are in two-letter shards. */
  private readonly split: Set<string>;

  constructor(
    private readonly head: IndexHead,
    private readonly fetchJson: FetchJson = defaultFetchJson,
  ) {
    this.split = splitLetters(Object.keys(head.k));
    head.p.forEach(([, , count], page) => {
      for (let ord = 0; ord < count; ord++) this.sections.push({ page, ord });
    });
    this.titles = head.p.map(([title]) => ({
      terms: new Set(this.queryTerms(title)),
      words: new Set(tokenize(title).map(fold)),
    }));
  }

  /**
   * Ranking bonus of a page whose title is what the reader typed: up to +60% when every
   * index term of the title was matched (`webhook` → the page "Webhooks" before the pages that
   * mention webhooks in their sections), up to +25% when the query's words appear in the
   * title as typed (`enregistrer une adresse` is the title of one page, while the others say
   * `adresse enregistrée`).
   */
  private titleBonus(page: number, matched: string[], words: string[]): number {
    const title = this.titles[page];
    if (!title?.terms.size || !words.length) return 1;
    let covered = 0;
    for (const t of title.terms) if (matched.includes(t)) covered++;
    let verbatim = 0;
    for (const w of words) if (title.words.has(w)) verbatim++;
    const coverage = covered / title.terms.size;
    return 1 + 0.6 * coverage * coverage + 0.25 * (verbatim / words.length);
  }

  /** Index terms of a query (folded, stop words dropped, stemmed). */
  queryTerms(query: string): string[] {
    return tokenize(query).flatMap((w) => processTerm(w, this.head.l) || []);
  }

  /**
   * Terms added to a query for words typed halfway, whose stem is not an index term
   * (`volumetriq` → `volumet`, the stem of `volumétrique`): the longest index term, of 4
   * letters or more, that starts the word.
   */
  private completions(query: string): string[] {
    const extra: string[] = [];
    for (const w of tokenize(query)) {
      const processed = processTerm(w, this.head.l);
      if (!processed) continue;
      const own = Array.isArray(processed) ? processed : [processed];
      // Known, or the start of known terms (prefix search finds those): nothing to add.
      if (own.some((t) => this.known.has(t))) continue;
      if (own.some((t) => t.length >= 3 && [...this.known].some((k) => k.startsWith(t)))) continue;
      const folded = fold(w);
      for (let n = folded.length - 1; n >= 4; n--) {
        const prefix = folded.slice(0, n);
        if (this.known.has(prefix)) {
          extra.push(prefix);
          break;
        }
      }
    }
    return extra;
  }

  /** Fetches the term shards `query` needs (once each). */
  async prepare(query: string): Promise<void> {
    const keys = new Set(this.queryTerms(query).map((t) => shardKey(t, this.split)));
    await Promise.all([...keys].map((k) => this.loadShard(k)));
  }

  private loadShard(key: string): Promise<void> {
    if (this.shards.has(key)) return Promise.resolve();
    const url = this.head.k[key];
    if (!url) {
      this.shards.set(key, []);
      return Promise.resolve();
    }
    let pending = this.pendingShards.get(key);
    if (!pending) {
      pending = this.fetchJson<TermShard>(url).then(
        (shard) => {
          const entries = decodeShard(shard);
          this.shards.set(key, entries);
          for (const [term] of entries) this.known.add(term);
          this.pendingShards.delete(key);
        },
        (err: unknown) => {
          this.pendingShards.delete(key);
          throw err;
        },
      );
      this.pendingShards.set(key, pending);
    }
    return pending;
  }

  /** The index of the shards of a query's terms (which must be loaded). */
  private index(query: string): MiniSearch<SectionDoc> {
    const keys = [...new Set(this.queryTerms(query).map((t) => shardKey(t, this.split)))].sort();
    const id = keys.join('');
    let mini = this.minis.get(id);
    if (!mini) {
      const entries = keys.flatMap((k) => this.shards.get(k) ?? []);
      mini = MiniSearch.loadJS(plainIndex(this.head, entries), indexOptions(this.head.l));
      if (this.minis.size > 32) this.minis.clear();
      this.minis.set(id, mini);
    }
    return mini;
  }

  /**
   * Ranks sections for a query whose shards are loaded (synchronous: what the benchmark times).
   * At most {@link PER_PAGE} sections per page.
   */
  rank(query: string, limit = 10): (RankedSection & { terms: string[] })[] {
    if (!this.queryTerms(query).length) return [];
    const out: (RankedSection & { terms: string[] })[] = [];
    const perPage = new Map<number, number>();
    const extra = this.completions(query);
    const q: Query = extra.length
      ? {
          combineWith: 'OR',
          queries: [
            query,
            {
              queries: [extra.join(' ')],
              processTerm: (t: string) => t,
              prefix: false,
              fuzzy: false,
              boostTerm: () => 0.7,
            },
          ],
        }
      : query;
    const words = tokenize(query)
      .filter((w) => processTerm(w, this.head.l))
      .map(fold);
    const results = (this.index(query).search(q) as (SearchResult & { id: number })[])
      .map((r) => ({ r, score: r.score * this.titleBonus(this.sections[r.id]?.page ?? -1, r.terms, words) }))
      .sort((a, b) => b.score - a.score || a.r.id - b.r.id);
    for (const { r, score } of results) {
      const info = this.sections[r.id];
      if (!info) continue;
      const n = perPage.get(info.page) ?? 0;
      if (n >= PER_PAGE) continue;
      perPage.set(info.page, n + 1);
      out.push({ id: r.id, score, page: info.page, path: this.head.p[info.page]![1], terms: r.terms });
      if (out.length >= limit) break;
    }
    return out;
  }

  async search(query: string, options: { limit?: number } = {}): Promise<SearchHit[]> {
    await this.prepare(query);
    const ranked = this.rank(query, options.limit ?? 10);
    const pages = [...new Set(ranked.map((r) => r.page))];
    const texts = new Map<number, PageTexts>();
    await Promise.all(pages.map(async (p) => texts.set(p, await this.pageTexts(p).catch(() => []))));
    return ranked.map((r) => {
      const info = this.sections[r.id]!;
      const [title, path] = this.head.p[info.page]!;
      // Without its texts (a failed request), a result still links to its page.
      const [heading = '', anchor = '', text = ''] = texts.get(info.page)?.[info.ord] ?? [];
      return {
        title,
        ...(heading ? { heading } : {}),
        href: anchor ? `${path}#${anchor}` : path,
        excerpt: excerpt(text, new Set(r.terms), this.head.l),
      };
    });
  }

  private pageTexts(page: number): Promise<PageTexts> {
    let texts = this.texts.get(page);
    if (!texts) {
      const url = this.head.x[page];
      texts = url ? this.fetchJson<PageTexts>(url) : Promise.resolve([]);
      texts.catch(() => this.texts.delete(page));
      this.texts.set(page, texts);
    }
    return texts;
  }
}

/** Loads the index head at `url`. */
export async function loadEngine(url: string, fetchJson: FetchJson = defaultFetchJson): Promise<Engine> {
  return new Engine(await fetchJson<IndexHead>(url), fetchJson);
}

const TOKEN = /[\p{L}\p{N}_]+/gu;

/**
 * A window of `text` around the matched words, in parts; words whose index term is one of
 * `terms` are marked. The window holds the most distinct matched terms (earliest on a tie).
 */
export function excerpt(text: string, terms: Set<string>, lang: string): SearchHitPart[] {
  if (!text) return [];
  const words: { start: number; end: number; term?: string }[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index ?? 0;
    let term: string | undefined;
    for (const part of tokenize(m[0])) {
      const processed = processTerm(part, lang);
      const t = (Array.isArray(processed) ? processed : processed ? [processed] : []).find((x) => terms.has(x));
      if (t) {
        term = t;
        break;
      }
    }
    words.push({ start, end: start + m[0].length, ...(term ? { term } : {}) });
  }
  let best = -1;
  let bestCount = 0;
  for (let i = 0; i < words.length; i++) {
    if (!words[i]!.term) continue;
    const seen = new Set<string>();
    for (let j = i; j < words.length && words[j]!.end <= words[i]!.start + EXCERPT - 40; j++)
      if (words[j]!.term) seen.add(words[j]!.term!);
    if (seen.size > bestCount) {
      best = i;
      bestCount = seen.size;
    }
  }
  let start = 0;
  if (best > 0) {
    // A few words of context before the first match.
    const target = words[best]!.start - 40;
    let k = best;
    while (k > 0 && words[k - 1]!.start >= target) k--;
    start = k > 0 ? words[k]!.start : 0;
  }
  let end = Math.min(text.length, start + EXCERPT);
  if (end < text.length) {
    const last = words.filter((w) => w.end <= end).pop();
    if (last && last.end > start) end = last.end;
  }
  const parts: SearchHitPart[] = [];
  const push = (s: string, mark: boolean): void => {
    if (!s) return;
    const prev = parts[parts.length - 1];
    if (prev && prev.mark === mark) prev.text += s;
    else parts.push({ text: s, mark });
  };
  if (start > 0) push('… ', false);
  let at = start;
  for (const w of words) {
    if (w.start < start || w.end > end || !w.term) continue;
    push(text.slice(at, w.start), false);
    push(text.slice(w.start, w.end), true);
    at = w.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push(' …', false);
  return parts;
}
