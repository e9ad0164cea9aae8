/** Builds the files of one index (Node side, at build time). */
import MiniSearch from 'minisearch';
import type { Corpus } from './corpus.js';
import { languageOf } from './analyzer.js';
import {
  encodeFieldLengths,
  encodeShards,
  indexOptions,
  type IndexHead,
  type PageTexts,
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
  /** The complete MiniSearch index (tests and benchmarks query it directly). */
  mini: MiniSearch<SectionDoc>;
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
  const options = indexOptions(lang);
  // A word is folded and stemmed once per index, not at each of its occurrences (most of the
  // index's time; the analyzer is a pure function of the word).
  const analyzed = new Map<string, ReturnType<NonNullable<typeof options.processTerm>>>();
  const analyze = options.processTerm!;
  options.processTerm = (word, field) => {
    let terms = analyzed.get(word);
    if (terms === undefined && !analyzed.has(word)) analyzed.set(word, (terms = analyze(word, field)));
    return terms;
  };
  const mini = new MiniSearch<SectionDoc>(options);
  mini.addAll(docs);
  const js = mini.toJSON();
  return {
    lang,
    head: {
      v: 1,
      l: lang,
      p: corpus.pages.map((p) => [p.title, p.path, p.sections.length]),
      f: encodeFieldLengths(js),
    },
    shards: encodeShards(js.index),
    texts,
    mini,
  };
}

/** The complete head, given the URLs of the shards and texts. */
export function linkIndex(built: BuiltIndex, shardUrls: Record<string, string>, textUrls: string[]): IndexHead {
  return { ...built.head, k: shardUrls, x: textUrls };
}
