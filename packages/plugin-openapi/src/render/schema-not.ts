import { h } from '@docgen/markdown/unified';
import { el, hast, markdownBlocks, type Md } from '../mdast.js';
import { resolveSchema } from '../schema-util.js';
import type { RenderBody } from './schema-conditions.js';
import { code, constraints, join, typeLabel } from './schema-labels.js';
import type { SchemaRenderContext } from './schema.js';

/**
 * A schema's `not`: its type, and what it says a value must not be, its rules (`not: { enum }`
 * lists the values refused) and its tree (`not: { required: [a, b] }` refuses the two keys
 * together): its type alone would leave the reader a rule without its content.
 */
export function notBlock(
  rc: SchemaRenderContext,
  not: unknown,
  renderBody: RenderBody,
  stack: string[],
  depth: number,
): Md {
  const r = resolveSchema(rc.doc, not);
  const line = [
    h('span', { className: ['dg-api-composition__label'] }, rc.L('not')),
    ' ',
    h('span', { className: ['dg-api-type'] }, typeLabel(rc, not)),
  ];
  const inner: Md[] = [];
  if (typeof r.schema.description === 'string')
    inner.push(el('div', { className: ['dg-api-prop__desc'] }, markdownBlocks(r.schema.description)));
  const rules = constraints(rc, r.schema);
  if (rules) inner.push(hast(rules));
  // Keys it requires and does not describe (`not: { required: [a, b] }`): the tree below would not list them.
  const listed = Object.keys(r.schema.properties ?? {});
  const bare = (Array.isArray(r.schema.required) ? r.schema.required : []).filter(
    (k: unknown): k is string => typeof k === 'string' && !listed.includes(k),
  );
  if (bare.length > 0)
    inner.push(
      hast(
        h('p', { className: ['dg-api-constraints'] }, [
          h('span', { className: ['dg-api-constraint'] }, [
            h('span', { className: ['dg-api-constraint__label'] }, rc.L('required')),
            ' ',
            ...join(
              bare.map((k) => code(k)),
              ', ',
            ),
          ]),
        ]),
      ),
    );
  if (!(r.ref && stack.includes(r.ref))) inner.push(...renderBody(not, r.ref ? [...stack, r.ref] : stack, depth + 1));
  // Nothing more than its type (`not: { type: 'null' }`): one line, as before.
  if (inner.length === 0) return hast(h('p', { className: ['dg-api-composition', 'dg-api-composition--not'] }, line));
  return el('div', { className: ['dg-api-composition'] }, [
    hast(h('p', { className: ['dg-api-composition__head'] }, line)),
    ...inner,
  ]);
}
