import { discriminatorMismatches } from './discriminator-mismatch.js';
import type { Check } from './example-checks.js';
import type { SourcePlace } from './model.js';
import { oneWayRequired } from './one-way.js';
import { escapeSegment, getAt, parsePointer } from './pointer.js';
import type { Problem } from './problems.js';
import { alternativeNames, type BranchValidator, describe } from './schema-errors.js';

interface Tools {
  place: (segments: readonly string[]) => SourcePlace;
  /** A pointer of the checked copy of the document, named as the document writes it. */
  named: (pointer: string) => string;
  pointers: WeakMap<object, string>;
  schemaDoc: unknown;
}

/**
 * An example (not a made-up one) whose discriminator property names one alternative of a
 * `oneOf`/`anyOf` while the value is another: a warning at the property, naming the alternative
 * named and the one matched, and why it is not the named one. Validation passes it (one
 * alternative matches), so nothing else says it.
 */
export function branchMismatches(
  check: Check,
  schemaDoc: unknown,
  schemaSegments: readonly string[],
  branches: BranchValidator,
  tools: Tools,
): Problem[] {
  const { direction } = check;
  const keep = direction
    ? (e: Parameters<typeof oneWayRequired>[0]) => !oneWayRequired(e, direction, tools.schemaDoc, tools.pointers)
    : undefined;
  const schema = getAt(schemaDoc, schemaSegments);
  return discriminatorMismatches(check.value, schema, schemaDoc, branches, keep).map((m) => {
    const names = alternativeNames(m.alternatives);
    const named = names[m.named] ?? `#${m.named + 1}`;
    const matched = m.matched.map((i) => `"${names[i]}"`).join(', ');
    const valuePath = parsePointer(m.instancePath);
    const key = escapeSegment(m.property);
    const { text: _text, ...at } = tools.place([...check.valueSegments, ...valuePath, m.property]);
    const pointer = tools.pointers.get(m.compound);
    const where = pointer !== undefined ? ` at ${tools.named(pointer)}` : '';
    const tags = m.matched.flatMap((i) => tagsOf(m.compound, m.alternatives[i]));
    const fault = `${m.fault.instancePath || '/'} ${describe(m.fault)}`;
    return {
      name: 'OpenApiInvalidExample',
      ...at,
      warningOnly: true,
      message: `Example "${check.exampleName}" of ${check.context} names the alternative "${named}" (${m.property}: "${m.tag}")${m.instancePath ? ` at ${m.instancePath}` : ''}, but matches ${matched}, not "${named}": as "${named}", ${fault}.`,
      why: `The discriminator${where} picks the alternative its property names (OpenAPI; Redocly, Spectral and code generators read it so): the example reads as "${named}", which it is not. JSON Schema's oneOf alone passes it, because it matches ${matched}.`,
      fix: `${tags.length > 0 ? `give ${m.instancePath}/${key} the value ${tags.map((t) => JSON.stringify(t)).join(' or ')}, which names what it matches` : `name what it matches in ${m.instancePath}/${key}`}, or make the example a "${named}".`,
    } satisfies Problem;
  });
}

/** The discriminator values that name an alternative: its `mapping` keys, else its component's name. */
function tagsOf(compound: object, alternative: unknown): string[] {
  const ref = (alternative as { $ref?: unknown } | null)?.$ref;
  if (typeof ref !== 'string') return [];
  const mapping = (compound as { discriminator?: { mapping?: Record<string, unknown> } }).discriminator?.mapping ?? {};
  const keys = Object.entries(mapping).flatMap(([k, v]) =>
    typeof v === 'string' && (v === ref || ref.endsWith(`/${v}`)) ? [k] : [],
  );
  return keys.length > 0 ? keys : [ref.split('/').at(-1) ?? ''].filter(Boolean);
}
