import { h } from '@docgen/markdown/unified';
import { el, hast, heading, paragraph, text, type Md } from '../mdast.js';
import type { LoadedApi, OaObject } from '../model.js';
import type { ReferenceModel, RefSchema } from '../reference/model.js';
import { describe } from '../reference/pages.js';
import type { ReferencePageOptions } from './reference-parts.js';

/** The group of a name: its first letter without accents, upper case; `#` for a digit or a sign. */
function groupOf(name: string): string {
  const first = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /\p{L}/u.test(first) ? first : '#';
}

/**
 * The page the sidebar links to in place of thousands of schemas (`ReferenceModel.schemaIndex`):
 * every schema with the first sentence of its description, in groups by first letter (sorted
 * by name within each) that a bar of letters and the page's table of contents jump to.
 */
export function renderSchemaIndex(api: LoadedApi, model: ReferenceModel, o: ReferencePageOptions): Md[] {
  const { L } = o;
  const components = ((api.doc.components as OaObject | undefined)?.schemas ?? {}) as Record<string, OaObject>;
  const groups = new Map<string, RefSchema[]>();
  const sorted = [...model.schemas.values()].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }),
  );
  for (const schema of sorted) {
    const key = groupOf(schema.name);
    const list = groups.get(key) ?? [];
    list.push(schema);
    groups.set(key, list);
  }
  // `#` (digits, signs) first, then the letters in order.
  const keys = [...groups.keys()].sort((a, b) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b, 'en')));
  const idOf = (key: string) => `schemas-${key === '#' ? 'other' : key.toLowerCase()}`;
  const out: Md[] = [
    paragraph([text(L('schemaIndexIntro', { count: model.schemas.size }))]),
    hast(
      h(
        'nav',
        { className: ['dg-api-schema-index__letters'], ariaLabel: L('schemaIndexLetters') },
        keys.flatMap((key, i) => [...(i > 0 ? [' '] : []), h('a', { href: `#${idOf(key)}` }, key)]),
      ),
    ),
  ];
  for (const key of keys) {
    out.push(heading(2, idOf(key), key));
    out.push(
      hast(
        h(
          'ul',
          { className: ['dg-api-schemalist', 'dg-api-schema-index__list'] },
          groups.get(key)!.map((s) => {
            const c = components[s.name];
            const { description } = describe(c && typeof c === 'object' ? (c.description ?? c.title) : undefined);
            return h('li', [
              h('a', { className: ['dg-api-ref', 'dg-api-ref--link'], href: s.href }, s.name),
              ...(description ? [' — ', h('span', { className: ['dg-api-schema-index__desc'] }, description)] : []),
            ]);
          }),
        ),
      ),
    );
  }
  return [el('div', { className: ['dg-api-schema-index'] }, out)];
}
