import type { ElementContent } from 'hast';
import { h } from '@docgen/markdown/unified';
import type { Condition } from '../conditions.js';
import type { Labels } from '../i18n.js';
import { el, hast, type Md } from '../mdast.js';
import type { OaObject } from '../model.js';
import { resolveSchema } from '../schema-util.js';
import { code, join } from './schema-labels.js';

type Child = ElementContent | string;

/** Placeholders a label keeps, to be filled with elements. */
const KEEP = { name: '{name}', value: '{value}' };

/** The body of a schema below its line, as `schema.ts` renders it (passed in: that module imports this one). */
export type RenderBody = (node: unknown, stack: string[], depth: number) => Md[];

const CONDITION_KEYS = new Set(['if', 'then', 'else', 'dependentRequired', 'dependentSchemas', 'dependencies']);

/** Whether a part of an `allOf` holds conditions and nothing else to merge (its notes aside). */
export function onlyConditions(part: unknown): boolean {
  if (!part || typeof part !== 'object' || '$ref' in part) return false;
  const keys = Object.keys(part);
  return (
    keys.some((k) => CONDITION_KEYS.has(k)) &&
    keys.every((k) => CONDITION_KEYS.has(k) || k === 'description' || k === '$comment')
  );
}

/** The conditions of an object, after its properties: each case, and what it requires or adds. */
export function conditionsBlock(
  L: Labels,
  doc: OaObject,
  conditions: Condition[],
  renderBody: RenderBody,
  stack: string[],
  depth: number,
): Md {
  const items: Md[] = [];
  for (const c of conditions) {
    if (c.kind === 'requires') {
      items.push(
        hast(
          h('li', { className: ['dg-api-condition'] }, [
            h('span', { className: ['dg-api-condition__when'] }, withCode(L('whenSent', KEEP), c.when)),
            ' ',
            `${L('alsoRequired')} `,
            ...join(c.names.map(code), ', '),
          ]),
        ),
      );
    } else if (c.kind === 'schema') {
      items.push(caseItem(L('whenSent', KEEP), c.when, c.schema));
    } else {
      const test = describeIf(L, doc, c.test);
      const head: Child[] = [h('span', { className: ['dg-api-condition__label'] }, L('ifCase')), ' ', ...test.text];
      const parts: Md[] = [];
      // A test the line cannot say (types, patterns, alternatives) is shown as a tree of its own.
      if (!test.complete) parts.push(...renderBody(c.test, stack, depth + 1));
      const branch = (label: string, node: unknown) => {
        const inner = branchBody(node);
        parts.push(
          hast(
            h('p', { className: ['dg-api-condition__branch'] }, [
              h('span', { className: ['dg-api-condition__label'] }, label),
            ]),
          ),
          ...(inner.length > 0 ? inner : [hast(h('p', { className: ['dg-api-note'] }, L('noRule')))]),
        );
      };
      if (c.whenTrue !== undefined) branch(L('thenCase'), c.whenTrue);
      if (c.whenFalse !== undefined) branch(L('otherwise'), c.whenFalse);
      items.push(details(head, parts));
    }
  }
  return el('div', { className: ['dg-api-conditions'] }, [
    hast(
      h('p', { className: ['dg-api-conditions__head'] }, [
        h('span', { className: ['dg-api-composition__label'] }, L('conditions')),
      ]),
    ),
    el('ul', { className: ['dg-api-conditions__list'] }, items),
  ]);

  function caseItem(label: string, when: string, node: unknown): Md {
    const inner = branchBody(node);
    const head = [h('span', { className: ['dg-api-condition__when'] }, withCode(label, when))];
    if (inner.length === 0) return hast(h('li', { className: ['dg-api-condition'] }, head));
    return details(head, inner);
  }

  /** What a branch adds: its properties and alternatives, and the names it requires without describing them. */
  function branchBody(node: unknown): Md[] {
    const s = resolveSchema(doc, node).schema;
    const out = renderBody(node, stack, depth + 1);
    const described = new Set(Object.keys((s.properties ?? {}) as OaObject));
    const required = (Array.isArray(s.required) ? s.required : []).filter((n: unknown) => !described.has(String(n)));
    if (required.length > 0)
      out.unshift(
        hast(
          h('p', { className: ['dg-api-condition__required'] }, [
            `${L('required')}: `,
            ...join(required.map(code), ', '),
          ]),
        ),
      );
    return out;
  }
}

function details(head: Child[], inner: Md[]): Md {
  return el('li', { className: ['dg-api-condition'] }, [
    el('details', { className: ['dg-api-condition__details'] }, [
      hast(h('summary', { className: ['dg-api-condition__summary'] }, head)),
      el('div', { className: ['dg-api-condition__body'] }, inner),
    ]),
  ]);
}

/** A label whose `{name}` is a property name, set in code. */
function withCode(label: string, name: string): Child[] {
  return fill(label, KEEP.name, [h('code', name)]);
}

/**
 * An `if` as a line when it tests values and presence alone (`country` is `"US"`, `type` is one
 * of `a`, `b`, `vat_id` is sent), the common case; `complete` is false when it tests more.
 */
function describeIf(L: Labels, doc: OaObject, node: unknown): { text: Child[]; complete: boolean } {
  const s = resolveSchema(doc, node).schema;
  const clauses: Child[][] = [];
  let complete = true;
  const tests = (s.properties ?? {}) as OaObject;
  for (const [name, sub] of Object.entries(tests)) {
    const p = resolveSchema(doc, sub).schema;
    if ('const' in p)
      clauses.push(withCode(L('isValue', KEEP), name).flatMap((c) => fill(c, KEEP.value, [code(p.const)])));
    else if (Array.isArray(p.enum) && p.enum.length === 1)
      clauses.push(withCode(L('isValue', KEEP), name).flatMap((c) => fill(c, KEEP.value, [code(p.enum[0])])));
    else if (Array.isArray(p.enum))
      clauses.push(
        withCode(L('isOneOf', KEEP), name).flatMap((c) => fill(c, KEEP.value, join(p.enum.map(code), ', '))),
      );
    else complete = false;
  }
  for (const name of Array.isArray(s.required) ? s.required : [])
    if (!(String(name) in tests)) clauses.push(withCode(L('isSent', KEEP), String(name)));
  const known = new Set(['properties', 'required', 'type', 'description', 'title', '$ref']);
  if (Object.keys(s).some((k) => !known.has(k))) complete = false;
  if (clauses.length === 0) return { text: [L('valueMatches')], complete: false };
  const text = clauses.flatMap((c, i) => [...(i > 0 ? [` ${L('and')} `] : []), ...c]);
  return { text: complete ? text : [...text, ` ${L('and')} ${L('valueMatches')}`], complete };
}

/** A placeholder (`{name}`, `{value}`) in a label's text replaced by elements. */
function fill(c: Child, placeholder: string, value: Child[]): Child[] {
  if (typeof c !== 'string' || !c.includes(placeholder)) return [c];
  const [before = '', after = ''] = c.split(placeholder);
  return [before, ...value, after].filter((x) => x !== '');
}
