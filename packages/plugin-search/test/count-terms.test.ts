/** The index's term counts against MiniSearch's own `addAll`: the same postings and field lengths. */
import MiniSearch from 'minisearch';
import { expect, test } from 'vitest';
import { buildIndex, countTerms, encodePostings } from '../src/build-index.js';
import { decodeShard, encodeFieldLengths, indexOptions, type SectionDoc } from '../src/index-format.js';

// Repeated words, two spellings of one stem, stop words, identifiers, camelCase, accents, an
// empty field, and Indonesian words whose stemmer gives two terms (`pesanan` → `sanan`, `pesanan`).
const TEXTS: Record<string, string[]> = {
  en: [
    'Cancel an order. Cancelled orders cannot be cancelled again; the order keeps its status.',
    'postalCode area_id search-area ord_7hq2m9x4kd 12345678 order ORDER Order orders',
    '',
  ],
  fr: [
    'Annuler une commande : les commandes annulées ne peuvent pas être annulées de nouveau.',
    'Étiquette étiquettes cœur CŒUR le la les des expédition expéditions',
    '',
  ],
  id: [
    'Membatalkan pesanan: pesanan yang dibatalkan tidak dapat dibatalkan lagi. Pesanan pesanan.',
    'pengiriman kiriman dikirim mengirim dan yang di ke pesa',
    '',
  ],
};

for (const [lang, texts] of Object.entries(TEXTS)) {
  test(`${lang}: the counts are MiniSearch's index`, () => {
    const docs: SectionDoc[] = [];
    for (const ti of texts)
      for (const h of texts) for (const t of texts) docs.push({ id: docs.length, ti, h, t, c: t.slice(0, 40) });
    const mini = new MiniSearch<SectionDoc>(indexOptions(lang));
    mini.addAll(docs);
    const expected = mini.toJSON();
    const counted = countTerms(docs, lang);
    expect(counted.fieldLength).toEqual(expected.fieldLength);
    const rows = Object.fromEntries(counted.rows);
    expect(rows).toEqual(Object.fromEntries(expected.index.map(([term, data]) => [term, encodePostings(data)])));
    // Some words count more than once in a field (a negative delta, then the count).
    expect(counted.rows.some(([, row]) => row.some((v) => v < 0))).toBe(true);
    if (lang === 'id') expect(Object.keys(rows)).toContain('pesanan');
  });
}

test('the index files are made from the counts, and the MiniSearch index is built only when read', () => {
  const pages = TEXTS.en!.map((text, i) => ({
    path: `/p${i}`,
    title: `Page ${i}`,
    id: `p${i}`,
    description: '',
    keywords: [],
    sections: [{ heading: '', anchor: '', level: 1, text, code: '' }],
  }));
  const built = buildIndex({ locale: 'en', version: 'current', pages });
  const js = built.mini.toJSON();
  expect(built.head.f).toEqual(encodeFieldLengths(js));
  const entries = [...built.shards.values()].flatMap(decodeShard);
  expect(Object.fromEntries(entries)).toEqual(Object.fromEntries(js.index));
});
