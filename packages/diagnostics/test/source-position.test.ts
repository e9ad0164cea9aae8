import { expect, it } from 'vitest';
import { locateInSource } from '../src/source-position.js';

const config = `export default {
  navbar: {
    items: [
      { type: 'doc', docId: 'intro', label: 'Guides' }, // a comment, with [brackets]
      {
        type: 'dropdown',
        label: "More, and more",
        items: [{ type: 'link', href: '/a', label: 'A' }],
      },
      /* items[2] */ { type: 'link', href: '/x', label: '' },
    ],
  },
  footer: { columns: columns },
};
`;

// The index of an array was skipped: `navbar.items[2].label` was reported at items[0]'s label.
it('finds a key inside the element an index names', () => {
  expect(locateInSource(config, ['navbar', 'items', 2, 'label'])).toEqual({ line: 10, column: 50 });
  expect(locateInSource(config, ['navbar', 'items', 1, 'label'])).toEqual({ line: 7, column: 9 });
  expect(locateInSource(config, ['navbar', 'items', 1, 'items', 0, 'href'])).toEqual({ line: 8, column: 33 });
  expect(locateInSource(config, ['navbar', 'items', 0, 'docId'])).toEqual({ line: 4, column: 22 });
});

it('points at the element itself, or searches on when the value is not an array literal', () => {
  expect(locateInSource(config, ['navbar', 'items', 2])).toEqual({ line: 10, column: 22 });
  expect(locateInSource(config, ['navbar', 'items', 5, 'label'])).toEqual({ line: 3, column: 5 });
  expect(locateInSource(config, ['footer', 'columns', 0, 'title'])).toEqual({ line: 13, column: 13 });
});
