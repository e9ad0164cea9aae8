/**
 * The index files, written at build time and read by the engine in the browser. Isomorphic
 * (no Node or DOM APIs): the engine chunk bundles the decoder and the search options.
 *
 * An index (one locale, one docs version) is split so that a query fetches only what it needs:
 *
 * - the **head** (`/assets/search/<key>.<hash>.json`, {@link IndexHead}): pages, term counts
 *   per section and field, and the URLs of the parts below;
 * - the **term shards** ({@link TermShard}): the postings of the terms starting with one letter
 *   (a query for `annuler commande` loads the `a` and `c` shards);
 * - the **texts** (one file per page: its sections' headings, anchors and texts): fetched for
 *   the pages shown in the results, to label them and cut the excerpts.
 *
 * The engine rebuilds MiniSearch's own serialization from the head and the loaded shards
 * (`MiniSearch.loadJS`): MiniSearch does the ranking (BM25 with field weights), prefix and
 * fuzzy matching.
 */
import type { AsPlainObject, Options, SearchOptions } from 'minisearch';
import { processTerm, tokenize } from './analyzer.js';

/** Field weights: a word in the page title counts 3×, in the section heading 2×, identifiers of code blocks very little. */
export const WEIGHTS = { title: 3, heading: 2, text: 1, code: 0.15 } as const;
/** Indexed fields of a section: page title, section heading, text, code identifiers. */
export const FIELDS = ['ti', 'h', 't', 'c'] as const;

export interface IndexHead {
  v: 1;
  /** Analyzer language (`fr`, `en`, `id`). */
  l: string;
  /** Pages: title, path, number of sections (sections are numbered page after page). */
  p: [title: string, path: string, sections: number][];
  /**
   * Term count per section of the fields `h`, `t`, `c`, flattened by 3 (the title's is the
   * page's: derived, not stored).
   */
  f: number[];
  /** URL of the term shard per shard key ({@link shardKey}). */
  k: Record<string, string>;
  /** URL of the texts file per page. */
  x: string[];
}

/** Postings of the terms of one shard. */
export interface TermShard {
  /** Terms, sorted, space-separated. */
  t: string;
  /**
   * Postings per term: for each field holding the term, the field number, the number of
   * sections, then per section the id delta — negative (−delta−1) when the term occurs more
   * than once in that field, followed by the count.
   */
  x: number[][];
}

/** One page's sections, in order: heading ('' for the page's introduction), anchor, text. */
export type PageTexts = [heading: string, anchor: string, text: string][];

const charKey = (c: string | undefined): string =>
  c === undefined ? '_' : c >= 'a' && c <= 'z' ? c : c >= '0' && c <= '9' ? '0' : '_';

/**
 * The shard a term lives in: its first letter (`0` for digits, `_` for anything else), or its
 * first two letters when the first letter's shard is split (`split` holds those letters).
 */
export function shardKey(term: string, split?: ReadonlySet<string>): string {
  const first = charKey(term[0]);
  return split?.has(first) ? first + charKey(term[1]) : first;
}

/** Letters whose shard is split in two-letter shards, from the shard keys of a head. */
export function splitLetters(keys: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const k of keys) if (k.length === 2) out.add(k[0]!);
  return out;
}

/** A letter's shard above this many bytes of JSON is split by the first two letters of its terms. */
export const SHARD_SPLIT_BYTES = 6000;

/** Search options shared by the build (tests, benchmarks) and the browser. */
export function searchOptions(lang: string): SearchOptions {
  return {
    boost: { ti: WEIGHTS.title, h: WEIGHTS.heading, t: WEIGHTS.text, c: WEIGHTS.code },
    // Prefix matching for every word of 3 letters or more (a stem is a prefix of its words).
    prefix: (term) => term.length >= 3,
    // Typo tolerance: one edit from 4 letters, two from 6 (`cancle` → `cancel` is two).
    fuzzy: (term) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : false),
    maxFuzzy: 2,
    weights: { prefix: 0.7, fuzzy: 0.4 },
    combineWith: 'OR',
    processTerm: (w) => processTerm(w, lang),
  };
}

export interface SectionDoc {
  id: number;
  ti: string;
  h: string;
  t: string;
  c: string;
}

/** MiniSearch options of an index of `lang`. */
export function indexOptions(lang: string): Options<SectionDoc> {
  return {
    fields: [...FIELDS],
    idField: 'id',
    tokenize,
    processTerm: (w) => processTerm(w, lang),
    searchOptions: searchOptions(lang),
  };
}

export type Postings = Record<string, Record<string, number>>;

function group(rows: readonly (readonly [string, number[]])[], split?: ReadonlySet<string>): Map<string, TermShard> {
  const groups = new Map<string, (readonly [string, number[]])[]>();
  for (const entry of rows) {
    const key = shardKey(entry[0], split);
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(entry);
  }
  const out = new Map<string, TermShard>();
  for (const key of [...groups.keys()].sort()) {
    const entries = groups.get(key)!.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    out.set(key, { t: entries.map(([term]) => term).join(' '), x: entries.map(([, row]) => row) });
  }
  return out;
}

/**
 * Splits a term index (each term with its row of postings, {@link TermShard}`.x`) into shards
 * (sorted keys, sorted terms): one per first letter, and one per first two letters for a letter
 * whose shard is over {@link SHARD_SPLIT_BYTES}.
 */
export function encodeShards(
  rows: readonly (readonly [string, number[]])[],
  splitBytes = SHARD_SPLIT_BYTES,
): Map<string, TermShard> {
  const byLetter = group(rows);
  const split = new Set([...byLetter].filter(([, shard]) => JSON.stringify(shard).length > splitBytes).map(([k]) => k));
  return split.size ? group(rows, split) : byLetter;
}

/** The term entries of a shard, in MiniSearch's serialization. */
export function decodeShard(shard: TermShard): AsPlainObject['index'] {
  const terms = shard.t ? shard.t.split(' ') : [];
  return terms.map((term, ti) => {
    const row = shard.x[ti] ?? [];
    const data: Postings = {};
    let i = 0;
    while (i < row.length) {
      const field = row[i++]!;
      const count = row[i++]!;
      const postings: Record<string, number> = {};
      let doc = 0;
      for (let k = 0; k < count; k++) {
        const v = row[i++]!;
        if (v >= 0) {
          doc += v;
          postings[doc] = 1;
        } else {
          doc += -v - 1;
          postings[doc] = row[i++]!;
        }
      }
      data[field] = postings;
    }
    return [term, data];
  });
}

/** MiniSearch's field length of a text: its distinct words. */
const fieldLengthOf = (text: string): number => new Set(tokenize(text)).size;

/** MiniSearch's serialization of an index with the given term entries (the rest comes from the head). */
export function plainIndex(head: Pick<IndexHead, 'f' | 'p'>, index: AsPlainObject['index']): AsPlainObject {
  const width = FIELDS.length - 1;
  const n = head.f.length / width;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  const sums = FIELDS.map(() => 0);
  let d = 0;
  for (const [title, , count] of head.p) {
    const titleLength = fieldLengthOf(title);
    for (let k = 0; k < count && d < n; k++, d++) {
      documentIds[d] = d;
      const lengths = [titleLength, ...head.f.slice(d * width, (d + 1) * width)];
      fieldLength[d] = lengths;
      lengths.forEach((l, i) => {
        sums[i]! += l;
      });
    }
  }
  return {
    documentCount: n,
    nextId: n,
    documentIds,
    fieldIds: Object.fromEntries(FIELDS.map((f, i) => [f, i])),
    fieldLength,
    averageFieldLength: sums.map((s) => s / Math.max(1, n)),
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}

/** The per-section field lengths of MiniSearch's serialization but the title's, flattened. */
export function encodeFieldLengths(js: Pick<AsPlainObject, 'documentCount' | 'fieldLength'>): number[] {
  const f: number[] = [];
  for (let d = 0; d < js.documentCount; d++) {
    const lengths = js.fieldLength[d] ?? [];
    for (let i = 1; i < FIELDS.length; i++) f.push(lengths[i] ?? 0);
  }
  return f;
}
