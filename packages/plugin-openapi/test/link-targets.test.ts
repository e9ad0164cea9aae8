import { describe, expect, it } from 'vitest';
import { indexable, mayHold, wholeTargets } from '../src/link-targets.js';

/** Texts as `textsOfDoc` joins a document's strings: NUL between them, with where each starts. */
function textsOf(strings: [key: string, text: string][]) {
  const starts: number[] = [];
  let at = 0;
  for (const [, text] of strings) {
    starts.push(at);
    at += text.length + 1;
  }
  return { joined: strings.map(([, t]) => t).join('\0'), starts, paths: strings.map(([key]) => ({ key })) };
}

const DOC = textsOf([
  ['summary', 'See https://acme.io/docs/pagination for pages.'],
  ['description', 'Pages: [pagination](https://acme.io/docs/pagination) and <#limits>.'],
  ['description', 'A part only: https://acme.io/docs/pagination/cursor, and href="/v2/users?page=1".'],
  ['example', '[x]: #limits'],
]);

describe('the whole link targets of a document, found in one pass', () => {
  it('gives the first string holding each URL or anchor whole, in a description and elsewhere', () => {
    const index = wholeTargets(DOC);
    expect(index.get('https://acme.io/docs/pagination')).toEqual({ other: 0, description: 1 });
    expect(index.get('#limits')).toEqual({ description: 1, other: 3 });
    expect(index.get('/v2/users?page=1')).toEqual({ description: 2 });
    expect(index.get('https://acme.io/docs/pagination/cursor,')).toEqual({ description: 2 });
    // A word without `/` or `#` is not indexed: it is searched for.
    expect(index.has('Pages:')).toBe(false);
  });

  it('takes only hrefs a target can be: one with a quote, a space or `)` is searched for', () => {
    expect(indexable('https://acme.io/a')).toBe(true);
    expect(indexable('https://en.wikipedia.org/wiki/Foo_(bar)')).toBe(false);
    expect(indexable('plain')).toBe(false);
  });
});

describe('the four-character sketch of a text', () => {
  it('never says a piece of the text is absent', () => {
    const text = DOC.joined;
    for (let from = 0; from < text.length; from += 3)
      for (let to = from + 1; to <= Math.min(text.length, from + 40); to++)
        expect(mayHold(DOC, text.slice(from, to)), text.slice(from, to)).toBe(true);
  });

  it('says a route of the site the text never writes is absent', () => {
    expect(mayHold(DOC, '/docs/acme/schemas/enum-option')).toBe(false);
    expect(mayHold(DOC, 'abc')).toBe(true);
  });
});
