/** The text side of @docgen/plugin-search: the analyzer, and what is read of a page. */
import { Parser } from 'htmlparser2';
import { describe, expect, test } from 'vitest';
import { fold, processTerm, stemEn, stemFr, stemId, terms, tokenize } from '../src/analyzer.js';
import { type ExtractedPage, extractPage } from '../src/extract.js';
import { pageReader } from '../src/page-reader.js';
import { page } from './html-page.js';

describe('analyzer', () => {
  test('folds accents, ligatures and case', () => {
    expect(fold('Étiquette d’EXPÉDITION cœur')).toBe('etiquette d’expedition coeur');
  });
  test('splits identifiers and camelCase, drops ids and long numbers', () => {
    expect(tokenize('area_id postalCode ord_7hq2m9x4kd 404 12345678 search-area')).toEqual([
      'area',
      'id',
      'postal',
      'Code',
      'ord',
      '404',
      'search',
      'area',
    ]);
  });
  test('light stemmers meet the forms readers type', () => {
    expect(['commande', 'commandes'].map(stemFr)).toEqual(['comand', 'comand']);
    expect(['annuler', 'annulation', 'annulees'].map(stemFr)).toEqual(['anul', 'anul', 'anul']);
    expect(['cancel', 'cancelled', 'cancels', 'cancelling'].map(stemEn)).toEqual([
      'cancel',
      'cancel',
      'cancel',
      'cancel',
    ]);
    expect(['status', 'statuses'].map(stemEn)).toEqual(['status', 'status']);
    expect(['batalkan', 'membatalkan', 'pembatalan'].map(stemId)).toEqual(['batal', 'batal', 'batal']);
    expect(stemId('memesan')).toBe(stemId('pesan'));
    expect(stemId('mengirim')).toBe(stemId('kirim'));
  });
  test('stop words go, Indonesian keeps the unstemmed form of prefixed words', () => {
    expect(terms('Annuler une commande', 'fr')).toEqual(['anul', 'comand']);
    expect(terms('the area id', 'en')).toEqual(['area', 'id']);
    expect(processTerm('yang', 'id')).toBeNull();
    expect(processTerm('membatalkan', 'id')).toEqual(['batal', 'membatalkan']);
  });
});

describe('extractPage', () => {
  test('splits the article at h2/h3, leaves anchors, buttons and code prose out, keeps code identifiers', () => {
    const html = page(
      `<p>Intro <code>order_id</code> text.</p><h2 id="when">Quand ?<a class="dg-anchor" href="#when">#</a></h2><p>Avant l'enlèvement.</p>` +
        `<figure class="dg-code"><pre><code>{"reason_code": "changed_mind", "x": 1}</code></pre><button>Copier</button></figure>` +
        `<h3 id="codes">Codes</h3><ul><li>a</li><li>b</li></ul><h4>Détail</h4><p>c</p>` +
        `<div class="dg-api-operation"><h3 id="op-resp">Réponses</h3><p>The order object.</p><code>price.total</code></div>`,
      '<meta name="description" content="Cancel it."><meta name="keywords" content="cancel, DELETE /orders">',
    );
    const p = extractPage(html)!;
    expect(p.title).toBe('Annuler une commande');
    expect(p.description).toBe('Cancel it.');
    expect(p.keywords).toEqual(['cancel', 'DELETE /orders']);
    expect(p.sections.map((s) => [s.level, s.anchor, s.heading])).toEqual([
      [1, '', 'Annuler une commande'],
      [2, 'when', 'Quand ?'],
      [3, 'codes', 'Codes'],
    ]);
    expect(p.sections[0]!.text).toBe('Intro order_id text.');
    expect(p.sections[1]!.text).toBe("Avant l'enlèvement.");
    expect(p.sections[1]!.code).toBe('reason_code changed_mind');
    expect(p.sections[2]!.text).toBe('a b Détail c');
    expect(p.sections[2]!.code).toBe('price.total');
  });
  test('a page without a main article has nothing to index', () => {
    expect(extractPage('<html><body><main data-dg-main><div>Landing</div></main></body></html>')).toBeUndefined();
  });
  test("the render stage's reader (highlighted blocks handed whole to oncode) finds what a parse of the page finds", () => {
    const shiki = (code: string) =>
      `<pre class="shiki shiki-themes a b" style="--a:#fff;background:x" tabindex="0"><code><span class="line"><span style="color:#1">${code}</span></span>\n<span class="line"></span></code></pre>`;
    const html = page(
      `<p>Intro.</p><figure class="dg-code">${shiki('const order_id = a.b &lt; 2 &#x26;&#x26; &quot;x.y_z&quot;')}<button>Copy</button></figure>` +
        `<h2 id="more">More</h2><p>Text.</p>${shiki('curl -d &#39;{"area_id": 1}&#39; x')}<ul><li>${shiki('in_list.item')}</li></ul>` +
        `<h2 id="title-code">Code ${shiki('in.heading')}</h2>`,
    );
    const parsed = extractPage(html)!;
    expect(parsed.sections.map((s) => s.code)).toEqual(['order_id a.b x.y_z', 'area_id in_list.item', '']);
    expect(readLikeRenderStage(html)).toEqual(parsed);
  });
});

/** The render stage's pass (core's scanHtml): highlighted blocks set aside, each handed whole to `oncode`. */
function readLikeRenderStage(html: string): ExtractedPage | undefined {
  const blocks: string[] = [];
  const marked = html.replace(
    /<pre class="shiki[^"]*"[^>]*>[\s\S]*?<\/pre>/g,
    (b) => `<!--\0c${blocks.push(b) - 1}-->`,
  );
  const reader = pageReader();
  new Parser(
    {
      onopentag: reader.onopentag,
      ontext: reader.ontext,
      onclosetag: reader.onclosetag,
      oncomment: (data) => reader.oncode(blocks[Number(data.slice(2))]!),
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  ).end(marked);
  return reader.done();
}
