import type { OaObject, SourcePlace } from './model.js';
import type { Problem } from './problems.js';

/** Schema keywords the pages do not show (`true` says nothing about a value). */
const NOT_SHOWN = ['$dynamicRef', 'unevaluatedItems', 'additionalItems', 'contentSchema'];

/**
 * The schema keywords of a document its reference pages leave out, noted schema by schema during
 * the document checks' walk: each one reported once, at its first use, with the number of schemas
 * using it, so that a rule is never dropped silently.
 */
export class NotShown {
  private readonly uses = new Map<string, { first: string[]; count: number }>();

  note(schema: OaObject, segments: readonly string[]): void {
    for (const key of NOT_SHOWN) {
      if (!(key in schema) || schema[key] === true) continue;
      const known = this.uses.get(key);
      if (known) known.count++;
      else this.uses.set(key, { first: [...segments, key], count: 1 });
    }
  }

  problems(at: (segments: readonly (string | number)[]) => Omit<SourcePlace, 'text'>): Problem[] {
    return [...this.uses].map(([key, { first, count }]) => ({
      name: 'OpenApiSchemaNotShown',
      ...at(first),
      message: `The schema keyword "${key}" is not shown on the reference pages${count > 1 ? ` (${count} schemas use it)` : ''}.`,
      why: 'The pages show properties, alternatives, items, conditions and rules; readers would not see this one.',
      fix: "state the rule in the schema's description, which the pages show.",
    }));
  }
}
