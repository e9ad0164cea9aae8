import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { defaultSchema } from 'hast-util-sanitize';
import { ANCHOR_MARK, CLOBBER_PREFIX, CODE_MARK, rehypeDocAnchors } from '../src/anchors.js';
import { idsOf } from '../src/reference/anchor-index.js';
import type { LoadedApi } from '../src/model.js';

/** A document of one description that links to an anchor its page lacks. */
function api(file: string): LoadedApi {
  return {
    file,
    doc: { info: { description: 'See [auth](#section/Auth).' } },
    locate: () => ({ line: 3, column: 5 }),
  } as unknown as LoadedApi;
}

function page(owner: string) {
  const link = {
    type: 'element',
    tagName: 'a',
    properties: { href: '#section/Auth', [ANCHOR_MARK]: owner },
    children: [{ type: 'text', value: 'auth' }],
  };
  return {
    tree: { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [link] }] },
    link,
  };
}

describe('rehypeDocAnchors', () => {
  it("checks the anchors of its own document and leaves another openapi()'s to it", () => {
    const diagnostics: unknown[] = [];
    const file = new VFile({ data: { docgen: { relFile: 'docs/a.md', diagnostics } } });
    const mine = page('openapi/a.yaml');
    const theirs = page('openapi/b.yaml');
    const run = rehypeDocAnchors({ api: () => api('openapi/a.yaml') });
    run(mine.tree, file);
    run(theirs.tree, file);
    expect(diagnostics).toMatchObject([{ name: 'OpenApiBrokenLink', file: 'openapi/a.yaml', line: 3, column: 5 }]);
    // Its own link is unwrapped (the text stays); the other document's keeps its mark for that document's step.
    expect(mine.tree.children[0]!.children).toEqual([{ type: 'text', value: 'auth' }]);
    expect(theirs.link.properties[ANCHOR_MARK]).toBe('openapi/b.yaml');
  });

  it('places a link at the first description that writes it, else the first text', () => {
    const doc = {
      info: { title: 'Pets', summary: 'See #pets and #owners.' },
      paths: {
        '/pets': { get: { summary: 'See #pets.', description: 'Read [pets](#pets) first.' } },
        '/owners': { get: { description: 'Owners (#ownerz).' } },
        '/menu': { get: { description: 'See [the menu](#café).' } },
      },
    };
    const placeOf = (href: string) => {
      const diagnostics: { where?: string }[] = [];
      const file = new VFile({ data: { docgen: { relFile: 'docs/a.md', diagnostics } } });
      const link = { type: 'element', tagName: 'a', properties: { href, [ANCHOR_MARK]: '' }, children: [] };
      const tree = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [link] }] };
      const api = { file: 'a.yaml', doc, locate: () => ({ line: 1, column: 1 }) } as unknown as LoadedApi;
      rehypeDocAnchors({ api: () => api })(tree, file);
      return diagnostics[0]?.where;
    };
    expect(placeOf('#pets')).toBe('#/paths/~1pets/get/description');
    expect(placeOf('#owners')).toBe('#/info/summary');
    expect(placeOf('#ownerz')).toBe('#/paths/~1owners/get/description');
    expect(placeOf('#nowhere')).toBeUndefined();
    // The page's target is percent-encoded; the document writes it as it reads.
    expect(placeOf('#caf%C3%A9')).toBe('#/paths/~1menu/get/description');
  });

  it("places it where it is a link's whole target, not a part of a longer URL written before", () => {
    const doc = {
      paths: { '/apps': { get: { description: 'Results are [paged](/#paging) by `limit`.' } } },
      components: {
        schemas: {
          Next: { description: 'The next page if [paging](#paging) is needed.' },
          Last: { description: 'See <a href="#last">the last</a>.' },
        },
      },
    };
    const diagnostics: { where?: string }[] = [];
    const file = new VFile({ data: { docgen: { relFile: 'docs/a.md', diagnostics } } });
    const link = (href: string) => ({
      type: 'element',
      tagName: 'a',
      properties: { href, [ANCHOR_MARK]: '' },
      children: [],
    });
    const tree = {
      type: 'root',
      children: [{ type: 'element', tagName: 'p', properties: {}, children: [link('#paging'), link('#last')] }],
    };
    const api = { file: 'a.yaml', doc, locate: () => ({ line: 1, column: 1 }) } as unknown as LoadedApi;
    rehypeDocAnchors({ api: () => api })(tree, file);
    expect(diagnostics.map((d) => d.where)).toEqual([
      '#/components/schemas/Next/description',
      '#/components/schemas/Last/description',
    ]);
  });

  it("puts a description's code block where the document writes it, and a tiny one nowhere", () => {
    const doc = {
      info: { description: 'Amounts are { digits }, in short <amount> ::= <digits>.' },
      paths: { '/a': { get: { description: 'Grammar:\n\n```<amount> ::= <digits>\n<digits> ::= <digit>\n```' } } },
    };
    // The line told is the depth of the text found: 2 for info's, 4 for the operation's.
    const api = {
      file: 'a.yaml',
      doc,
      locate: (at: string[]) => ({ line: at.length, column: 3 }),
    } as unknown as LoadedApi;
    const block = (text: string) => ({
      type: 'element',
      tagName: 'code',
      properties: { [CODE_MARK]: '' } as Record<string, unknown>,
      children: [{ type: 'text', value: text }],
    });
    const grammar = block('<amount> ::= <digits>\n<digits> ::= <digit>\n');
    const tiny = block('{ }\n');
    const pre = (code: unknown) => ({ type: 'element', tagName: 'pre', properties: {}, children: [code] });
    const tree = { type: 'root', children: [pre(grammar), pre(tiny)] };
    const file = new VFile({ data: { docgen: { relFile: 'docs/a.md', diagnostics: [] } } });
    rehypeDocAnchors({ api: () => api })(tree, file);
    expect(grammar.properties).toEqual({ dataDgPlace: '4:3:a.yaml' });
    expect(tiny.properties).toEqual({});
  });
});

describe('idsOf', () => {
  it("gives a description's HTML ids and its headings' slugs, not what its code blocks hold", () => {
    const text = [
      '<span id="/reference/logs"></span><a name="old-anchor">x</a>',
      '### Update `build` tags',
      '## [The **limits**](https://x.example) ##',
      '```md',
      '## Not a heading',
      '<span id="not-an-id"></span>',
      '```',
      '## Custom {#custom}',
    ].join('\n');
    expect(idsOf(text)).toEqual([
      { id: '/reference/logs', html: true },
      { id: 'old-anchor', html: true },
      { id: 'update-build-tags', html: false },
      { id: 'the-limits', html: false },
    ]);
  });

  it('follows fences as the markdown scans do: in list items and quotes, and a closing fence has no info', () => {
    const text = [
      '- step',
      '  ```sh',
      '  ## Not a heading either',
      '  ```',
      '> ```',
      '> <span id="quoted-code"></span>',
      '> ```',
      '~~~md',
      '~~~ not a closing fence',
      '## Still code',
      '~~~',
      '## After',
    ].join('\n');
    expect(idsOf(text)).toEqual([{ id: 'after', html: false }]);
  });

  it("prefixes HTML ids as the description's sanitizer does", () => {
    expect(CLOBBER_PREFIX).toBe(defaultSchema.clobberPrefix);
  });
});
