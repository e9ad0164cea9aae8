import { describe, expect, it } from 'vitest';
import type { OaObject } from '../src/model.js';
import { referenceModel } from '../src/reference/model.js';
import { resolveReference, type ResolvedReference } from '../src/reference/options.js';
import { referencePlan } from '../src/reference/pages.js';

/**
 * A sidebar list of more than 100 operations (Plaid puts its 329 in one tag, open on each of their
 * pages: 331 links a page) is grouped by each path's first segment, so that a page opens its own
 * group and the lazy sidebar leaves the others' items out; a segment of one operation stays a link.
 */
const paths = (segment: string, n: number, tag?: string): Record<string, OaObject> =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      `/${segment}/op${i}`,
      { post: { operationId: `${segment}${i}`, ...(tag ? { tags: [tag] } : {}), responses: {} } },
    ]),
  );
const docOf = (tag?: string, a = 60): OaObject => ({
  openapi: '3.0.3',
  info: { title: 'Big', version: '1' },
  ...(tag ? { tags: [{ name: tag }] } : {}),
  paths: { ...paths('asset_report', a, tag), ...paths('transfer', 40, tag), ...paths('link', 1, tag) },
});

type Item = { type?: string; label?: string; id?: string; key?: string; collapsed?: boolean; items?: Item[] };
const outline = (items: Item[]): unknown[] =>
  items.map((i) => (i.items ? { [i.label ?? '']: i.items.length } : (i.label ?? i.id)));

function sidebarOf(doc: OaObject): Item[] {
  const model = referenceModel(doc, resolveReference(true, 'big.yaml') as ResolvedReference, '/docs');
  return ((referencePlan(doc, model, ['en'], undefined).sidebar[0] as Item).items ?? []) as Item[];
}

describe('a long list of operations in the sidebar', () => {
  it("groups one tag's 101 operations by first path segment, collapsed; one operation alone stays a link", () => {
    const [tag] = sidebarOf(docOf('plaid'));
    expect(outline(tag!.items!)).toEqual([{ '/asset_report': 60 }, { '/transfer': 40 }, 'link0']);
    expect(tag!.items![0]).toMatchObject({
      type: 'category',
      key: 'big/tags/plaid/paths/asset_report',
      collapsed: true,
    });
  });

  it('groups untagged operations the same way', () => {
    expect(outline(sidebarOf(docOf()))).toEqual([{ '/asset_report': 60 }, { '/transfer': 40 }, 'link0']);
  });

  it('keeps a list of 100 operations as it is', () => {
    const [tag] = sidebarOf(docOf('plaid', 59));
    expect(tag!.items).toHaveLength(100);
    expect(tag!.items!.every((i) => i.type === 'doc')).toBe(true);
  });
});
