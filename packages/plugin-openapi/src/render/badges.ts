import type { Element, ElementContent } from 'hast';
import { h } from '@docgen/markdown/unified';
import type { LabelKey, Labels } from '../i18n.js';
import { en } from '../labels/en.js';
import { hast, type Md } from '../mdast.js';

/** Okta's lifecycle stages short of general availability, by the label readers see on Okta's pages. */
const OKTA_STAGES: Record<string, LabelKey> = {
  EA: 'stageEarlyAccess',
  LIMITED_GA: 'stageLimitedGa',
  BETA: 'stageBeta',
};

function badge(label: string): Element {
  return h('span', { className: ['dg-api-badge', 'dg-api-badge--stage'] }, label);
}

/**
 * The badges a document gives an operation, a tag, a parameter or a property beyond OpenAPI's
 * own `deprecated`: Redocly's and Scalar's `x-badges` (`[{ name: Beta }]`, each shown by its name)
 * and Okta's `x-okta-lifecycle` (`{ lifecycle: EA, SKUs: [Okta Identity Engine] }`: the stage,
 * then each product it needs). General availability, every API's default, has no badge; a stage
 * this list does not know is shown as written. Several objects (a property beside its `$ref`, and
 * the schema it names) give one list, each badge once: a stage by its English label, which
 * `x-badges` may write too, since `L` may give a different text at each call (schema-ready's marks).
 */
export function extensionBadges(L: Labels, ...objects: unknown[]): Element[] {
  const labels = new Map<string, string>();
  const add = (label: unknown, key?: LabelKey) => {
    const text = typeof label === 'string' ? label.trim() : '';
    const id = key ? en[key] : text;
    if (text && !labels.has(id)) labels.set(id, text);
  };
  for (const o of objects) {
    if (!o || typeof o !== 'object') continue;
    const node = o as Record<string, unknown>;
    const badges = node['x-badges'];
    for (const b of Array.isArray(badges) ? badges : [])
      add(typeof b === 'string' ? b : b && typeof b === 'object' ? (b as { name?: unknown }).name : undefined);
    const life = node['x-okta-lifecycle'];
    if (!life || typeof life !== 'object') continue;
    const { lifecycle, SKUs } = life as { lifecycle?: unknown; SKUs?: unknown };
    if (typeof lifecycle === 'string' && lifecycle !== 'GA') {
      const key = OKTA_STAGES[lifecycle];
      add(key ? L(key) : lifecycle, key);
    }
    for (const sku of Array.isArray(SKUs) ? SKUs : []) add(sku);
  }
  return [...labels.values()].map(badge);
}

/** The badges with a space before each, to follow a name or a path. */
export function spacedBadges(o: unknown, L: Labels): ElementContent[] {
  return extensionBadges(L, o).flatMap((b) => [{ type: 'text', value: ' ' } as const, b]);
}

/** A line of the badges of a tag or a schema, above its text; none when it has none. */
export function badgeLine(o: unknown, L: Labels): Md[] {
  const badges = extensionBadges(L, o);
  if (badges.length === 0) return [];
  return [
    hast(
      h(
        'p',
        { className: ['dg-api-badges'] },
        badges.flatMap((b, i) => (i > 0 ? [' ', b] : [b])),
      ),
    ),
  ];
}
