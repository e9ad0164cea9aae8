/** What a page reads of Docusaurus' docs data, part by part (`mdx/docs-reads.ts`). */
import type { DocusaurusDocsData } from '@docgen/shared';
import { expect, it } from 'vitest';
import { docsPartDigest, recordDocsReads } from '../src/docusaurus/docs-reads.js';

const data = (extra = ''): Record<string, DocusaurusDocsData> => ({
  default: {
    path: '/docs',
    breadcrumbs: true,
    versions: [
      {
        name: 'current',
        label: 'Next',
        isLast: true,
        path: '/docs',
        mainDocId: 'a',
        docs: [{ id: 'a', path: '/docs/a', title: `A${extra}` }],
        draftIds: [],
        sidebars: {},
        banner: null,
      },
      {
        name: '1.0',
        label: '1.0',
        isLast: false,
        path: '/docs/1.0',
        mainDocId: 'a',
        docs: [{ id: 'a', path: '/docs/1.0/a', title: 'A' }],
        draftIds: [],
        sidebars: {},
        banner: null,
      },
    ],
  },
  api: { path: '/api', breadcrumbs: true, versions: [] },
});

it('records nothing, and makes nothing, while the page reads nothing', () => {
  let asked = 0;
  const reads = recordDocsReads(() => {
    asked++;
    return data();
  });
  expect(reads.reads()).toEqual([]);
  expect(asked).toBe(0);
});

it('records a plugin read by its key, a version listed by its docs', () => {
  const reads = recordDocsReads(() => data());
  const view = reads.view()!;
  expect(view.default!.versions.map((v) => v.label)).toEqual(['Next', '1.0']);
  expect(reads.reads().map(([part]) => part)).toEqual(['default\0']);
  expect(view.default!.versions.find((v) => v.name === '1.0')!.docs[0]!.title).toBe('A');
  expect(reads.reads().map(([part]) => part)).toEqual(['default\0', 'default\x001.0']);
  // The view is made once: the same objects each read.
  expect(reads.view()!.default).toBe(view.default);
});

it('records the list of plugins when it is listed, and every part JSON reads', () => {
  const reads = recordDocsReads(() => data());
  expect('api' in reads.view()!).toBe(true);
  expect(reads.reads().map(([part]) => part)).toEqual(['api\0']);
  // Listing the keys reads each one's descriptor: counted as reading each plugin (to be safe).
  expect(Object.keys(reads.view()!)).toEqual(['default', 'api']);
  expect(reads.reads().map(([part]) => part)).toEqual(['\0', 'api\0', 'default\0']);
  JSON.stringify(reads.view());
  // (JSON asks for a `toJSON` too: a key no plugin has, which holds while none does.)
  expect(reads.reads().map(([part]) => part)).toEqual([
    '\0',
    'api\0',
    'default\0',
    'default\x001.0',
    'default\0current',
    'toJSON\0',
  ]);
});

it("a part's digest changes only with that part", () => {
  const [before, after] = [data(), data(' edited')];
  expect(docsPartDigest(after, 'default\0')).toBe(docsPartDigest(before, 'default\0'));
  expect(docsPartDigest(after, 'default\x001.0')).toBe(docsPartDigest(before, 'default\x001.0'));
  expect(docsPartDigest(after, 'default\0current')).not.toBe(docsPartDigest(before, 'default\0current'));
  expect(docsPartDigest(after, '\0')).toBe(docsPartDigest(before, '\0'));
  // A plugin that is not there, then is.
  const { api: _api, ...without } = before;
  expect(docsPartDigest(without, 'api\0')).not.toBe(docsPartDigest(before, 'api\0'));
  expect(docsPartDigest(without, '\0')).not.toBe(docsPartDigest(before, '\0'));
});
