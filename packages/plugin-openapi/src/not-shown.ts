import type { OaObject, SourcePlace } from './model.js';
import type { Problem } from './problems.js';

/** Schema keywords the pages do not show (`true` says nothing about a value). */
const NOT_SHOWN = ['$dynamicRef', 'unevaluatedItems', 'additionalItems', 'contentSchema'];

/**
 * The dialects schemas are read in: JSON Schema 2020-12 and OpenAPI's own on top of it (3.1's and
 * 3.2's `…/dialect/base` or a dated one), what `jsonSchemaDialect` and `$schema` default to.
 */
const READ_DIALECT =
  /^https?:\/\/(?:json-schema\.org\/draft\/2020-12\/schema|spec\.openapis\.org\/oas\/3\.[12]\/dialect\/[\w.-]+)#?$/;

/** What another dialect reads otherwise, for the message. */
function dialectWhy(uri: string): string {
  const keywords = /draft\/2019-09/.test(uri)
    ? '`items` as a list, `additionalItems` and `$recursiveRef`'
    : /draft-0[3-7]/.test(uri)
      ? `\`items\` as a list, \`additionalItems\`, \`dependencies\`${/draft-0[34]/.test(uri) ? ', a boolean `exclusiveMinimum`' : ''}`
      : undefined;
  return `Schemas are read as JSON Schema 2020-12 (OpenAPI's dialect)${keywords ? `, where this draft's ${keywords} mean something else or nothing` : ', and a dialect the build does not know may give keywords other meanings'}: the pages and the examples' checks read them so.`;
}

/**
 * The schema keywords of a document its reference pages leave out, noted schema by schema during
 * the document checks' walk: each one reported once, at its first use, with the number of schemas
 * using it, so that a rule is never dropped silently.
 */
export class NotShown {
  private readonly uses = new Map<string, { first: string[]; count: number }>();
  /** `$schema` values that name another dialect, each at its first use. */
  private readonly dialects = new Map<string, { first: string[]; count: number }>();
  /** 3.0's `nullable: true` in a 3.1 or 3.2 document: its first use and how many schemas write it. */
  private nullable: { first: string[]; count: number } | undefined;

  /** `3.0` has no `$schema` (its Schema Object is its own, checked by the official schema). */
  constructor(private readonly version: string = '3.1') {}

  note(schema: OaObject, segments: readonly string[]): void {
    const dialect = schema.$schema;
    if (this.version !== '3.0' && typeof dialect === 'string' && !READ_DIALECT.test(dialect.trim())) {
      const known = this.dialects.get(dialect);
      if (known) known.count++;
      else this.dialects.set(dialect, { first: [...segments, '$schema'], count: 1 });
    }
    if (this.version !== '3.0' && schema.nullable === true) {
      if (this.nullable) this.nullable.count++;
      else this.nullable = { first: [...segments, 'nullable'], count: 1 };
    }
    for (const key of NOT_SHOWN) {
      if (!(key in schema) || schema[key] === true) continue;
      const known = this.uses.get(key);
      if (known) known.count++;
      else this.uses.set(key, { first: [...segments, key], count: 1 });
    }
  }

  problems(at: (segments: readonly (string | number)[]) => Omit<SourcePlace, 'text'>, doc: OaObject = {}): Problem[] {
    const dialects: Problem[] = [];
    const own = doc.jsonSchemaDialect;
    if (this.version !== '3.0' && typeof own === 'string' && !READ_DIALECT.test(own.trim()))
      dialects.push({
        name: 'OpenApiSchemaDialect',
        ...at(['jsonSchemaDialect']),
        message: `jsonSchemaDialect "${own}" is not the dialect the schemas are read in: they are read as JSON Schema 2020-12.`,
        why: dialectWhy(own),
        fix: 'write the schemas in JSON Schema 2020-12 and remove `jsonSchemaDialect` (or set it to "https://spec.openapis.org/oas/3.1/dialect/base").',
      });
    for (const [uri, { first, count }] of this.dialects)
      dialects.push({
        name: 'OpenApiSchemaDialect',
        ...at(first),
        message: `$schema "${uri}" is not the dialect the schemas are read in${count > 1 ? ` (${count} schemas name it)` : ''}: read as JSON Schema 2020-12.`,
        why: dialectWhy(uri),
        fix: 'write the schema in JSON Schema 2020-12 and remove its `$schema` (or set it to "https://json-schema.org/draft/2020-12/schema").',
      });
    if (this.nullable) dialects.push(this.nullableProblem(at, this.nullable));
    return [...dialects, ...this.notShownProblems(at)];
  }

  /**
   * A 3.1 document written with 3.0's `nullable` (drf-spectacular, older generators): the pages
   * read it as 3.0 does, null allowed, where tools reading 3.1 (JSON Schema 2020-12, which has no
   * such keyword) ignore it and refuse null: said once, with the number of schemas.
   */
  private nullableProblem(
    at: (segments: readonly (string | number)[]) => Omit<SourcePlace, 'text'>,
    { first, count }: { first: string[]; count: number },
  ): Problem {
    const schemas = count > 1 ? ` (${count} schemas write it)` : '';
    return {
      name: 'OpenApiSchemaDialect',
      ...at(first),
      message: `nullable is OpenAPI 3.0's keyword, not ${this.version}'s${schemas}: the pages read it as 3.0 does, null allowed.`,
      why: `OpenAPI ${this.version} reads schemas as JSON Schema 2020-12, which has no nullable: validators and code generators reading the document ignore it and refuse null where the pages show it allowed.`,
      fix: 'write null in the type, `type: [string, "null"]` (beside a $ref, `oneOf: [{ $ref: … }, { type: "null" }]`; in an enum, null among its values too), and remove nullable.',
    };
  }

  private notShownProblems(at: (segments: readonly (string | number)[]) => Omit<SourcePlace, 'text'>): Problem[] {
    return [...this.uses].map(([key, { first, count }]) => ({
      name: 'OpenApiSchemaNotShown',
      ...at(first),
      message: `The schema keyword "${key}" is not shown on the reference pages${count > 1 ? ` (${count} schemas use it)` : ''}.`,
      why: 'The pages show properties, alternatives, items, conditions and rules; readers would not see this one.',
      fix: "state the rule in the schema's description, which the pages show.",
    }));
  }
}
