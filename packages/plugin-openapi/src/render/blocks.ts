import type { Element } from 'hast';
import type { Code, PhrasingContent } from 'mdast';
import type { Labels } from '../i18n.js';
import { hast, paragraph, text, type Md } from '../mdast.js';
import type { OaObject } from '../model.js';
import { bounds, enumValues, literal } from './schema-labels.js';

/**
 * An External Documentation Object (of the document, a tag, an operation or a schema) as a link
 * under its text: its description, else "Learn more". One without a `url` links nowhere: nothing.
 */
export function externalDocs(external: unknown, L: Labels): Md[] {
  const { url, description } = (external ?? {}) as OaObject;
  if (typeof url !== 'string' || url === '') return [];
  const label = typeof description === 'string' && description.trim() ? description : L('learnMore');
  return [paragraph([{ type: 'link', url, children: [text(label)] }], 'dg-api-external')];
}

/** Tabs as the core's container directives (`::::tabs{group}` of `:::tab[Label]{value}`). */
export function tabs(group: string | undefined, items: { value: string; label: string; children: Md[] }[]): Md {
  return {
    type: 'containerDirective',
    name: 'tabs',
    attributes: group ? { group } : {},
    children: items.map((item) => ({
      type: 'containerDirective',
      name: 'tab',
      attributes: { value: item.value },
      children: [{ type: 'paragraph', data: { directiveLabel: true }, children: [text(item.label)] }, ...item.children],
    })),
  } as unknown as Md;
}

export function codeBlock(lang: string, value: string, title?: string): Code {
  return { type: 'code', lang, meta: title ? `title="${title.replace(/"/g, '”')}"` : null, value };
}

/**
 * Enum, default and example of a parameter, as phrasing for its table cell; `item`: the values of
 * an array parameter (`valueItems`), whose enum, pattern and bounds each value has; `examples`:
 * the values of its `examples` map.
 */
export function inlineRules(
  L: Labels,
  schema: OaObject,
  p: OaObject,
  item?: OaObject,
  examples: unknown[] = [],
  /** False when the examples are listed below (`exampleList`): neither they nor the schema's example are inline. */
  withExamples = true,
): PhrasingContent[] {
  const s = item ? { ...pick(item, ITEM_RULES), ...schema } : schema;
  const out: PhrasingContent[] = [];
  const add = (label: string, values: unknown[]) => {
    out.push(text(`${out.length > 0 || p.description ? ' ' : ''}${label}${L('colon')}`));
    values.forEach((v, i) => {
      if (i > 0) out.push(text(', '));
      out.push({ type: 'inlineCode', value: literal(v) });
    });
    out.push(text('.'));
  };
  if (Array.isArray(s.enum) && s.enum.length > 0) {
    out.push(text(`${out.length > 0 || p.description ? ' ' : ''}${L('enum')}${L('colon')}`));
    const values = enumValues(s.enum, L);
    for (const node of values)
      out.push(typeof node === 'string' ? text(node) : (hast(node as Element) as PhrasingContent));
    // A long list ends on its <details> (a block): no full stop alone on the line below it.
    if (typeof values.at(-1) === 'string' || (values.at(-1) as Element).tagName !== 'details') out.push(text('.'));
  }
  if ('default' in s) add(L('default'), [s.default]);
  // The parameter's own `examples` (Example Objects) override its schema's example, as its `example` does.
  if (withExamples) {
    if (!('example' in p) && examples.length > 1) add(L('examples'), examples);
    else {
      const example =
        'example' in p
          ? p.example
          : examples.length === 1
            ? examples[0]
            : Array.isArray(s.examples)
              ? s.examples[0]
              : s.example;
      if (example !== undefined && !(Array.isArray(s.enum) && s.enum.length === 1)) add(L('example'), [example]);
    }
  }
  if (typeof s.pattern === 'string') add(L('pattern'), [s.pattern]);
  if (typeof s.minLength === 'number' && typeof s.maxLength === 'number')
    add(L('length'), [`${s.minLength}–${s.maxLength}`]);
  else if (typeof s.minLength === 'number' && s.minLength > 1) add(L('length'), [`≥ ${s.minLength}`]);
  else if (typeof s.maxLength === 'number') add(L('length'), [`≤ ${s.maxLength}`]);
  const { min, max } = bounds(s);
  if (min) add(L('min'), [min]);
  if (max) add(L('max'), [max]);
  return out;
}

const ITEM_RULES = [
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
];

function pick(o: OaObject, keys: string[]): OaObject {
  return Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
}
