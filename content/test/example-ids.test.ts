/**
 * Example identifiers are the same everywhere: every id-like token of the content (orders,
 * drafts, locations, trackings, webhooks and their secrets, events, request ids, rates, API keys,
 * waybills, area ids, reference ids) and every date is one of the canonical examples of
 * docs/lintas-api.md ("Canonical examples"), which are those of lintas.yaml's examples; and each
 * page shows the same ones in every locale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_DIR, readAllPages, readPages } from './support/pages.js';
import { SPEC_FILE } from './support/openapi.js';

const yamlText = fs.readFileSync(SPEC_FILE, 'utf8');
const brief = fs.readFileSync(path.join(REPO_DIR, 'docs/lintas-api.md'), 'utf8');
const table = /## Canonical examples\n([\s\S]*?)\n## /.exec(brief)?.[1] ?? '';

/** Token kinds: a name and a pattern (global). */
const KINDS: [string, RegExp][] = [
  ['prefixed id', /\b(?:sk_test|sk_live|whsec|ord|dft|loc|trk|whk|evt|req|rte)_[A-Za-z0-9]*(?:…|\.\.\.)?/g],
  ['waybill', /(?<![+\d])\b0\d{15}\b/g],
  ['area id', /\bIDNP\d+IDNC\d+IDND\d+IDZ\d+\b/g],
  ['reference', /\b(?:INV[-/][A-Za-z0-9/-]*[A-Za-z0-9]|CART-\d+|CUST-\d+)/g],
  ['date', /(?<![\d-])20\d\d-\d\d-\d\d(?!\d)/g],
];
/** A placeholder (`ord_…`, or a bare prefix such as `sk_test_` in "keys start with `sk_test_`"). */
const isPlaceholder = (t: string) => /_(?:…)?$/.test(t);

function tokens(text: string): { kind: string; token: string; index: number }[] {
  return KINDS.flatMap(([kind, re]) => [...text.matchAll(re)].map((m) => ({ kind, token: m[0], index: m.index! })));
}

/** The canonical set: the tokens of lintas.yaml (its examples, and its changelog for dates). */
const canonical = new Set(tokens(yamlText).map((t) => t.token));
const tableTokens = new Set(
  tokens(table)
    .map((t) => t.token)
    .filter((t) => !isPlaceholder(t)),
);

describe('the canonical example ids (docs/lintas-api.md) are those of lintas.yaml', () => {
  it('the table exists and every value of it is in lintas.yaml', () => {
    expect(tableTokens.size).toBeGreaterThan(20);
    expect([...tableTokens].filter((t) => !canonical.has(t))).toEqual([]);
  });

  it('the table lists every order, draft, location, tracking, webhook and secret of lintas.yaml', () => {
    const main = [...canonical].filter((t) => /^(?:ord|dft|loc|trk|whk|whsec)_/.test(t) && !isPlaceholder(t));
    expect(main.filter((t) => !tableTokens.has(t))).toEqual([]);
  });
});

describe('every example id and date of the content is canonical', () => {
  const pages = readAllPages();

  it('no id-like token or date outside the canonical set, in any locale', () => {
    const bad: string[] = [];
    for (const p of pages) {
      for (const t of tokens(p.text)) {
        if (t.kind === 'prefixed id' && isPlaceholder(t.token)) continue;
        if (canonical.has(t.token)) continue;
        const line = p.text.slice(0, t.index).split('\n').length;
        const hint = t.token.endsWith('...') ? ' (write placeholders with "…")' : '';
        bad.push(`${p.file}:${line}: ${t.kind} ${t.token} is not a canonical example${hint}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the changelog dates and the example dates do not clash: every example date is after the last changelog entry', () => {
    const changelog = [
      ...(/## Changelog \(dated\)\n([\s\S]*?)(?:\n## |$)/.exec(brief)?.[1] ?? '').matchAll(/^- (20\d\d-\d\d-\d\d)/gm),
    ].map((m) => m[1]!);
    expect(changelog.length).toBeGreaterThan(3);
    const last = changelog.sort().at(-1)!;
    const exampleDates = new Set<string>();
    for (const p of pages) {
      if (p.id === 'api/changelog') continue;
      // Dates inside timestamps and code or JSON values, not the changelog dates a page may cite in prose.
      for (const m of p.text.matchAll(/(?:"|'|`|T\d\d:\d\d|^)(20\d\d-\d\d-\d\d)(?:T|"|'|`)/gm))
        if (!changelog.includes(m[1]!)) exampleDates.add(m[1]!);
    }
    expect([...exampleDates].filter((d) => d <= last)).toEqual([]);
  });

  it('each page shows the same example ids, references and dates in every locale', () => {
    const byLocale = new Map(['fr', 'en', 'id'].map((l) => [l, new Map(readPages(l).map((p) => [p.id, p]))]));
    const diffs: string[] = [];
    for (const [id, fr] of byLocale.get('fr')!) {
      const want = [...new Set(tokens(fr.text).map((t) => t.token))].sort();
      for (const locale of ['en', 'id']) {
        const other = byLocale.get(locale)!.get(id);
        if (!other) continue;
        const got = [...new Set(tokens(other.text).map((t) => t.token))].sort();
        const missing = want.filter((t) => !got.includes(t));
        const extra = got.filter((t) => !want.includes(t));
        if (missing.length || extra.length)
          diffs.push(
            `${other.file}: ${missing.length ? `lacks ${missing.join(', ')}` : ''}${missing.length && extra.length ? '; ' : ''}${extra.length ? `has ${extra.join(', ')} that fr does not` : ''}`,
          );
      }
    }
    expect(diffs).toEqual([]);
  });
});
