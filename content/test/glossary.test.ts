/**
 * One vocabulary per locale: the text of the site uses the terms of its glossary
 * (`content/glossary.<locale>.md`) and none of their banned variants, and its section headings
 * are the glossary's fixed headings. Each failure names the file and line, the variant found and
 * the term to write. The checker itself is tested on small texts with known mistakes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkHeadings,
  checkTerms,
  type Glossary,
  proseLines,
  readGlossary,
  siteStrings,
  type TextLine,
} from './support/glossary.js';
import { CONTENT_DIR, readPages } from './support/pages.js';

const LOCALES = ['fr', 'en', 'id'];

function markdownPage(locale: string): TextLine[] {
  const rel = locale === 'fr' ? 'pages/markdown-page.md' : `i18n/${locale}/pages/markdown-page.md`;
  return proseLines(rel, fs.readFileSync(path.join(CONTENT_DIR, rel), 'utf8'));
}

function check(g: Glossary): string[] {
  const pages = readPages(g.locale);
  const pageLines = [...pages.flatMap((p) => proseLines(p.file, p.text)), ...markdownPage(g.locale)];
  const webhookLines = pages.filter((p) => p.id.startsWith('api/webhook/')).flatMap((p) => proseLines(p.file, p.text));
  const scoped = (scope: string) => g.terms.filter((t) => t.scope === scope);
  return [
    ...checkTerms(pageLines, [...scoped('pages'), ...scoped('site')]),
    ...checkTerms(webhookLines, scoped('webhook')),
    ...checkTerms(siteStrings(g.locale), scoped('site')),
    ...pages.flatMap((p) => checkHeadings(p.file, p.text, g)),
  ];
}

describe('the glossaries', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the glossary has terms with banned variants and the fixed headings`, () => {
      const g = readGlossary(locale);
      expect(g.terms.length).toBeGreaterThanOrEqual(6);
      expect(g.terms.filter((t) => t.banned.length > 0).length).toBeGreaterThanOrEqual(3);
      expect(g.fixedHeadings.get('next-steps')).toBeTruthy();
      expect(g.fixedHeadings.get('endpoint')).toBeTruthy();
      for (const t of g.terms) {
        expect(['pages', 'webhook', 'site'], `${g.file}:${t.line}: scope`).toContain(t.scope);
        // A banned variant is never the term itself.
        for (const v of t.banned) expect(t.term.toLowerCase(), `${g.file}:${t.line}`).not.toBe(v.toLowerCase());
      }
    });

    it(`${locale}: the pages, the landing page, the sidebars and the config use one vocabulary`, () => {
      expect(check(readGlossary(locale))).toEqual([]);
    });
  }
});

// ---- the checker catches mistakes (fixtures)

describe('the glossary checker fails on banned variants and headings', () => {
  const fr = readGlossary('fr');
  const id = readGlossary('id');
  const page = (text: string) => proseLines('fixture.md', text);

  it('French: a banned term in prose, in a title, in an admonition title; not in code', () => {
    const text = [
      '---',
      'title: Suivre le livreur',
      '---',
      '',
      "Appelez l'endpoint `GET /orders` : le dashboard affiche la commande brouillon.",
      '',
      ':::tip[Bac à sable]',
      'Texte.',
      ':::',
      '',
      '```bash',
      'curl https://api.sandbox.lintas.example/v1/orders # endpoint, livreur',
      '```',
    ].join('\n');
    const problems = checkTerms(page(text), fr.terms);
    expect(problems).toEqual([
      expect.stringMatching(/^fixture\.md:2: "livreur" — write "coursier"/),
      expect.stringMatching(/^fixture\.md:5: "endpoint" — write "point de terminaison"/),
      expect.stringMatching(/^fixture\.md:5: "commande brouillon" — write "brouillon de commande"/),
      expect.stringMatching(/^fixture\.md:5: "dashboard" — write "tableau de bord"/),
      expect.stringMatching(/^fixture\.md:7: "bac à sable" — write "sandbox"/),
    ]);
  });

  it('Indonesian: "pengiriman" for a webhook delivery, "draft" and "request" in prose', () => {
    const webhook = id.terms.filter((t) => t.scope === 'webhook');
    expect(checkTerms(page('Pengiriman bisa datang tidak berurutan.'), webhook)).toEqual([
      expect.stringMatching(/"pengiriman" — write "notifikasi"/),
    ]);
    const others = id.terms.filter((t) => t.scope !== 'webhook');
    expect(
      checkTerms(page('Mengirim pengiriman uji. Buat draft order dengan request ini. Lihat `draft`.'), others),
    ).toEqual([
      expect.stringMatching(/"pengiriman uji" — write "notifikasi uji"/),
      expect.stringMatching(/"draft" — write "draf pesanan"/),
      expect.stringMatching(/"draft order" — write "draf pesanan"/),
      expect.stringMatching(/"request" — write "permintaan"/),
    ]);
  });

  it('headings: a fixed id with another text, a fixed text with another id, a banned heading', () => {
    const text = [
      '## Et ensuite {#next-steps}',
      '',
      '## Endpoint {#endpoint}',
      '',
      '## Étapes suivantes {#whats-next}',
      '',
      '## Et ensuite',
    ].join('\n');
    expect(checkHeadings('fixture.md', text, fr)).toEqual([
      'fixture.md:1: heading "Et ensuite" {#next-steps} — write "Étapes suivantes"',
      'fixture.md:1: heading "Et ensuite" — write "Étapes suivantes"',
      'fixture.md:3: heading "Endpoint" {#endpoint} — write "Point de terminaison"',
      'fixture.md:3: heading "Endpoint" — write "Point de terminaison"',
      'fixture.md:5: heading "Étapes suivantes" takes the id {#next-steps}',
      'fixture.md:7: heading "Et ensuite" — write "Étapes suivantes"',
    ]);
  });

  it('the landing page and the config are read for their locale only', () => {
    const files = new Set(siteStrings('fr').map((l) => l.file));
    expect(files).toEqual(new Set(['pages/index.tsx', 'docgen.config.ts', 'sidebars.ts']));
    expect(siteStrings('fr').some((l) => /Démarrage rapide/.test(l.text))).toBe(true);
    expect(siteStrings('fr').some((l) => /Getting started/.test(l.text))).toBe(false);
  });
});
