import type { Element, Root } from 'hast';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOptions } from '../src/context.js';
import { rehypeLinksAndHeadings } from '../src/plugins/links-headings.js';
import { h, VFile } from '../src/vendor/unified.js';
import { plainFileContext } from './support/file-context.js';

const at = (line: number, column: number) => ({
  start: { line, column, offset: 0 },
  end: { line, column: column + 1, offset: 1 },
});

/**
 * A page as a plugin leaves it: a positioned section (the directive the author wrote) holding
 * generated markup without positions (an OpenAPI operation's tables, headings and links).
 */
function page(links: number): Root {
  const generated = h('div', { className: ['generated'] }, [
    h('h3', { id: 'made' }, 'Made'),
    h(
      'table',
      Array.from({ length: links }, (_, i) => h('tr', [h('td', [h('a', { href: `/docs/x${i}` }, `x${i}`)])])),
    ),
  ]);
  const section: Element = { ...h('section', [generated]), position: at(7, 3) };
  const written: Element = {
    ...h('p', [{ ...h('a', { href: '/docs/own' }, 'own'), position: at(2, 5) }]),
    position: at(2, 1),
  };
  return { type: 'root', children: [written, section], position: at(1, 1) };
}

describe('links and headings placed from the walk', () => {
  const set = WeakMap.prototype.set;
  afterEach(() => {
    WeakMap.prototype.set = set;
  });

  it("tells a generated link or heading at its nearest positioned ancestor, without indexing the tree's parents", () => {
    const ctx = plainFileContext({ lineOffset: 10 });
    const file = new VFile(fileOptions('', ctx));
    let sets = 0;
    WeakMap.prototype.set = function (this: WeakMap<object, unknown>, key: object, value: unknown) {
      sets++;
      return set.call(this, key, value);
    };
    rehypeLinksAndHeadings()(page(200), file);
    WeakMap.prototype.set = set;
    // The index made a WeakMap entry per node of the page (over 800 here).
    expect(sets).toBe(0);
    const own = ctx.links.find((l) => l.href === '/docs/own');
    expect(own).toMatchObject({ line: 12, column: 5 });
    const made = ctx.links.filter((l) => l.href.startsWith('/docs/x'));
    expect(made).toHaveLength(200);
    for (const link of made) expect(link).toMatchObject({ line: 17, column: 3 });
    expect(ctx.links.find((l) => l.href === '#made')).toMatchObject({ line: 17, column: 3, heading: true });
  });
});
