import type { Element, ElementContent } from 'hast';
import { h } from '@docgen/markdown/unified';
import type { LabelKey, Labels } from '../i18n.js';
import { en } from '../labels/en.js';
import { el, hast, markdownInline, type Md, text } from '../mdast.js';
import type { OaObject } from '../model.js';
import { badgeColor } from '../badge-colors.js';
import { notNavTags, tagTitle } from '../reference/model.js';

/** Okta's lifecycle stages short of general availability, by the label readers see on Okta's pages. */
const OKTA_STAGES: Record<string, LabelKey> = {
  EA: 'stageEarlyAccess',
  LIMITED_GA: 'stageLimitedGa',
  BETA: 'stageBeta',
};

/** A badge; with the colour an `x-badges` entry gives it, as Redocly shows one: filled with it. */
function badge(label: string, color?: string): Element {
  return h(
    'span',
    {
      className: ['dg-api-badge', 'dg-api-badge--stage'],
      ...(color ? { style: `border-color:${color};background-color:${color};color:#fff` } : {}),
    },
    label,
  );
}

interface Found {
  text: string;
  color?: string;
  before: boolean;
}

/**
 * The badges a document gives an operation, a tag, a parameter or a property beyond OpenAPI's
 * own `deprecated`: Redocly's and Scalar's `x-badges` (`[{ name: Beta, color: '#f60', position:
 * before }]`: each by its name, in its colour, before or after what it marks, after by default;
 * `badge-colors.ts` reads the colour) and Okta's `x-okta-lifecycle` (`{ lifecycle: EA, SKUs: [Okta
 * Identity Engine] }`: the stage, then each product it needs). General availability, every API's
 * default, has no badge; a stage this list does not know is shown as written. Several objects (a
 * property beside its `$ref`, and the schema it names) give one list, each badge once: a stage by
 * its English label, which `x-badges` may write too, since `L` may give a different text at each
 * call (schema-ready's marks).
 */
function collect(L: Labels, objects: unknown[]): Found[] {
  const found = new Map<string, Found>();
  const add = (label: unknown, key?: LabelKey, color?: string, before = false) => {
    const text = typeof label === 'string' ? label.trim() : '';
    const id = key ? en[key] : text;
    if (text && !found.has(id)) found.set(id, { text, before, ...(color ? { color } : {}) });
  };
  for (const o of objects) {
    if (!o || typeof o !== 'object') continue;
    const node = o as Record<string, unknown>;
    const badges = node['x-badges'];
    for (const b of Array.isArray(badges) ? badges : []) {
      if (typeof b === 'string') add(b);
      else if (b && typeof b === 'object') {
        const { name, color, position } = b as { name?: unknown; color?: unknown; position?: unknown };
        add(name, undefined, badgeColor(color), position === 'before');
      }
    }
    // Box's stage of an operation (`stable`, `beta`): a stable one, every API's default, has no badge.
    const stability = node['x-stability-level'];
    if (typeof stability === 'string' && !/^(stable|ga)$/i.test(stability.trim())) {
      const key = OKTA_STAGES[stability.trim().toUpperCase()];
      add(key ? L(key) : stability, key);
    }
    // Box's admin-only operations (its descriptions do not say so).
    if (node['x-box-requires-admin'] === true) add(L('adminOnly'), 'adminOnly');
    const life = node['x-okta-lifecycle'];
    if (!life || typeof life !== 'object') continue;
    const { lifecycle, SKUs } = life as { lifecycle?: unknown; SKUs?: unknown };
    if (typeof lifecycle === 'string' && lifecycle !== 'GA') {
      const key = OKTA_STAGES[lifecycle];
      add(key ? L(key) : lifecycle, key);
    }
    for (const sku of Array.isArray(SKUs) ? SKUs : []) add(sku);
  }
  return [...found.values()];
}

/** The badges that follow what they mark (`collect`): all but those an `x-badges` entry puts `before`. */
export function extensionBadges(L: Labels, ...objects: unknown[]): Element[] {
  return collect(L, objects)
    .filter((b) => !b.before)
    .map((b) => badge(b.text, b.color));
}

/** The badges an `x-badges` entry puts before what it marks (`position: before`). */
export function badgesBefore(L: Labels, ...objects: unknown[]): Element[] {
  return collect(L, objects)
    .filter((b) => b.before)
    .map((b) => badge(b.text, b.color));
}

/** The badges with a space before each, to follow a name or a path. */
export function spacedBadges(o: unknown, L: Labels): ElementContent[] {
  return extensionBadges(L, o).flatMap((b) => [{ type: 'text', value: ' ' } as const, b]);
}

/**
 * The badges of an operation's tags that are not for navigation (OpenAPI 3.2's `kind: badge`,
 * `audience`…: `notNavTags`), by their display name: they make no section, so they are shown here.
 */
export function tagBadges(doc: Record<string, unknown>, operation: Record<string, unknown>): ElementContent[] {
  const kinds = notNavTags(doc);
  const names = Array.isArray(operation.tags) ? operation.tags : [];
  return [...new Set(names)].flatMap((name) => {
    const tag = typeof name === 'string' ? kinds.get(name) : undefined;
    if (!tag) return [];
    const kind = String(tag.kind).replace(/[^A-Za-z0-9_-]+/g, '-');
    return [
      { type: 'text', value: ' ' } as const,
      h('span', { className: ['dg-api-badge', 'dg-api-badge--tag', `dg-api-badge--${kind}`] }, tagTitle(tag, name)),
    ];
  });
}

/** The badges put before a name or a path, each with a space after it. */
export function spacedBadgesBefore(o: unknown, L: Labels): ElementContent[] {
  return badgesBefore(L, o).flatMap((b) => [b, { type: 'text', value: ' ' } as const]);
}

/** A line of the badges of a tag or a schema, above its text; none when it has none. */
export function badgeLine(o: unknown, L: Labels): Md[] {
  const badges = collect(L, [o]).map((b) => badge(b.text, b.color));
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

/**
 * Adyen's `x-deprecatedMessage` (`Use \`storedPaymentMethodId\` instead.`) and
 * `x-deprecatedInVersion` (`'49'`), beside a property's `$ref` or in its schema: since when a part
 * is deprecated and what to use in its place, after its description.
 */
export function deprecationNote(L: Labels, node: unknown, s: OaObject): Md | undefined {
  const message = extensionText(node, s, 'x-deprecatedMessage');
  const version = extensionText(node, s, 'x-deprecatedInVersion');
  if (message === undefined && version === undefined) return undefined;
  return el('p', { className: ['dg-api-deprecated-note'] }, [
    { type: 'strong', children: [text(L('deprecatedNote'))] },
    ...(version !== undefined ? [text(L('deprecatedInVersion', { version }))] : []),
    ...(message !== undefined ? [text(L('colon')), ...markdownInline(message)] : [text('.')]),
  ]);
}

/** Adyen's `x-addedInVersion` (`'37'`): the version of the API a part first came in. */
export function addedNote(L: Labels, node: unknown, s: OaObject): Md | undefined {
  const version = extensionText(node, s, 'x-addedInVersion');
  return version === undefined
    ? undefined
    : el('p', { className: ['dg-api-version-note'] }, [text(L('addedInVersion', { version }))]);
}

/** The deprecation and version notes of an operation or a parameter, which are no schema: its own keys alone. */
export function versionNotes(L: Labels, o: OaObject): Md[] {
  return [deprecationNote(L, undefined, o), addedNote(L, undefined, o)].filter((n): n is Md => n !== undefined);
}

/** An extension's text (a string, or a number written unquoted), beside a `$ref` or in the schema. */
function extensionText(node: unknown, s: OaObject, key: string): string | undefined {
  const beside = node && typeof node === 'object' ? (node as OaObject)[key] : undefined;
  const value = beside ?? s[key];
  const written = typeof value === 'number' ? String(value) : value;
  return typeof written === 'string' && written.trim() !== '' ? written.trim() : undefined;
}
