/** Builds the files of one index (Node side, at build time). */
import MiniSearch from 'minisearch';
import type { Corpus } from './corpus.js';
import { languageOf, processTerm, tokenize } from './analyzer.js';
import {
  encodeFieldLengths,
  encodeShards,
  FIELDS,
  indexOptions,
  type IndexHead,
  type PageTexts,
  type Postings,
  type SectionDoc,
  type TermShard,
} from './index-format.js';

export interface BuiltIndex {
  lang: string;
  /** The head without its URLs (`k`, `x` are filled by {@link linkIndex}). */
  head: Omit<IndexHead, 'k' | 'x'>;
  shards: Map<string, TermShard>;
  /** Texts per page, in page order. */
  texts: PageTexts[];
  /** The complete MiniSearch index, built when first read (tests and benchmarks query it directly). */
  readonly mini: MiniSearch<SectionDoc>;
}

export function buildIndex(corpus: Corpus): BuiltIndex {
  const lang = languageOf(corpus.locale);
  const docs: SectionDoc[] = [];
  const texts: PageTexts[] = [];
  for (const page of corpus.pages) {
    const pageTexts: PageTexts = [];
    for (const sec of page.sections) {
      const intro = sec.level === 1;
      // The intro's heading field holds the page's keywords and description (front matter).
      const h = intro ? [...page.keywords, page.description].join(' ') : sec.heading;
      docs.push({ id: docs.length, ti: page.title, h, t: sec.text, c: sec.code });
      pageTexts.push([intro ? '' : sec.heading, sec.anchor, sec.text]);
    }
    texts.push(pageTexts);
  }
  const { fieldLength, rows } = countTerms(docs, lang);
  let mini: MiniSearch<SectionDoc> | undefined;
  return {
    lang,
    head: {
      v: 1,
      l: lang,
      p: corpus.pages.map((p) => [p.title, p.path, p.sections.length]),
      f: encodeFieldLengths({ documentCount: docs.length, fieldLength }),
    },
    shards: encodeShards(rows),
    texts,
    get mini() {
      if (!mini) {
        mini = new MiniSearch<SectionDoc>(indexOptions(lang));
        mini.addAll(docs);
      }
      return mini;
    },
  };
}

/**
 * The term index and field lengths MiniSearch's `addAll` and `toJSON` give for these options,
 * counted without it and encoded as the shards' rows ({@link TermShard}`.x`): MiniSearch updates
 * its radix tree once per occurrence of a word (most of the index's time), where a count per
 * word, field and section makes one update per distinct word.
 */
export function countTerms(
  docs: readonly SectionDoc[],
  lang: string,
): { fieldLength: Record<string, number[]>; rows: [term: string, row: number[]][] } {
  // A word is folded and stemmed once per index (a pure function of the word).
  const analyzed = new Map<string, string | string[] | null>();
  // Per term and field: section id, count, section id, count… in section order.
  const postings = new Map<string, number[][]>();
  const fieldLength: Record<string, number[]> = {};
  const counts = new Map<string, number>();
  for (const doc of docs) {
    const lengths: number[] = [];
    FIELDS.forEach((field, fieldId) => {
      const value = doc[field];
      if (value == null) return;
      counts.clear();
      for (const word of tokenize(value)) counts.set(word, (counts.get(word) ?? 0) + 1);
      // MiniSearch's field length: the distinct words before analysis.
      lengths[fieldId] = counts.size;
      for (const [word, n] of counts) {
        let terms = analyzed.get(word);
        if (terms === undefined) analyzed.set(word, (terms = processTerm(word, lang)));
        // As MiniSearch: every term of a list, a single term only when not empty.
        if (!terms) continue;
        for (const term of Array.isArray(terms) ? terms : [terms]) {
          let fields = postings.get(term);
          if (!fields) postings.set(term, (fields = []));
          const list = (fields[fieldId] ??= []);
          // Two words of one term in this field (`Order`, `orders`): their counts add up.
          if (list[list.length - 2] === doc.id) list[list.length - 1]! += n;
          else list.push(doc.id, n);
        }
      }
    });
    fieldLength[doc.id] = lengths;
  }
  const rows: [string, number[]][] = [];
  for (const [term, fields] of postings) rows.push([term, encodeRow(fields)]);
  return { fieldLength, rows };
}

/** A term's postings in MiniSearch's serialization as a shard's row (what {@link countTerms} counts, for its test). */
export function encodePostings(data: Postings): number[] {
  const fields: number[][] = [];
  for (const [field, byDoc] of Object.entries(data))
    fields[Number(field)] = Object.entries(byDoc)
      .map(([doc, tf]) => [Number(doc), tf] as const)
      .sort((a, b) => a[0] - b[0])
      .flat();
  return encodeRow(fields);
}

/** A term's postings as a shard's row: per field, its number, its sections, the sections' id deltas and counts. */
function encodeRow(fields: number[][]): number[] {
  const out: number[] = [];
  fields.forEach((list, field) => {
    out.push(field, list.length / 2);
    let prev = 0;
    for (let i = 0; i < list.length; i += 2) {
      const delta = list[i]! - prev;
      prev = list[i]!;
      const tf = list[i + 1]!;
      if (tf === 1) out.push(delta);
      else out.push(-delta - 1, tf);
    }
  });
  return out;
}

/** The complete head, given the URLs of the shards and texts. */
export function linkIndex(built: BuiltIndex, shardUrls: Record<string, string>, textUrls: string[]): IndexHead {
  return { ...built.head, k: shardUrls, x: textUrls };
}
