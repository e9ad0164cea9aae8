import type { Diagnostic } from '@docgen/config';
import { type AjvInstance, branchValidator, createAjv, safeValidate, validatorAt } from './ajv-setup.js';
import { type PlacedValidator, sharedValidators, unshared } from './shared-validators.js';
import { lendSchemas } from './schema-test.js';
import { sanitizeSchemas, toJsonSchema2020, tuplePointer } from './json-schema.js';
import { branchMismatches } from './example-branches.js';
import { collectChecks, type XmlMedia } from './example-checks.js';
import { xmlRootProblems } from './xml-checks.js';
import { provenValid } from './fast-valid.js';
import type { LoadedApi, SourcePlace } from './model.js';
import { getAt, parsePointer, toPointer } from './pointer.js';
import { exampleFix, listExampleFix, wrappedExampleFix } from './example-fix.js';
import { generatedChecks, generatedProblem, noteWrongValue, type WrongValues } from './generated-examples.js';
import { oneWayRequired } from './one-way.js';
import { oneWayExampleProblems } from './one-way-examples.js';
import { groupRepeats } from './repeated-faults.js';
import { diagnosticsAt, type Problem, type ValidateLevel } from './problems.js';
import { describe, documentErrors, pointerIndex, pointerNamer, refineErrors, schemaRule } from './schema-errors.js';

const DOC_ID = 'https://docgen.invalid/openapi.json';
const DEFAULT_FIX =
  'correct the default (or the schema, if the default is right): the pages show it as the value the API takes when none is sent.';
const GENERIC_FIX =
  'correct the example (or the schema, if the example is right): every example is validated at build time.';

/**
 * Validates every example of the document against its schema (JSON Schema 2020-12 with the
 * formats of ajv-formats; OpenAPI 3.0 `nullable` understood; `multipleOf` exact on decimals):
 * request bodies, responses, parameters, headers, webhook payloads and the `examples` of schemas.
 * Returns one `OpenApiInvalidExample` diagnostic per fault, all of them, at the line of the wrong
 * value in its file: errors with `validate: 'error'` (the default), warnings with `'warn'`,
 * nothing with `'off'`.
 */
export function validateExamples(api: LoadedApi, options: { validate?: ValidateLevel } = {}): Diagnostic[] {
  const level = options.validate ?? 'error';
  if (level === 'off') return [];
  return diagnosticsAt(exampleProblems(api), level);
}

/** The faults of the examples, before they become diagnostics. */
export function exampleProblems(api: LoadedApi): Problem[] {
  const { doc } = api;
  const media: { schemaSegments: string[]; context: string }[] = [];
  const xml: XmlMedia[] = [];
  const checks = collectChecks(doc, media, xml);
  const place = (segments: readonly string[]): SourcePlace =>
    api.place?.(segments) ?? { file: api.file, ...(api.locate(segments) ?? {}), where: `#${toPointer(segments)}` };
  const xmlProblems = [...oneWayExampleProblems(doc, checks, place), ...xmlRootProblems(api, xml)];
  // The schemas the examples are checked against, made once: the examples made from schemas
  // below test their alternatives against them too (`lendSchemas`).
  let made: { ajv: AjvInstance; schemaDoc: ReturnType<typeof toJsonSchema2020> } | Error | undefined;
  const schemas = () => {
    if (made === undefined) {
      const ajv = createAjv();
      // 3.1 documents use `nullable` too (svix: 624 times): read as 3.0 says, not as ajv's keyword.
      const schemaDoc = toJsonSchema2020(sanitizeSchemas(structuredClone(doc)));
      try {
        ajv.addSchema(schemaDoc, DOC_ID);
        made = { ajv, schemaDoc };
      } catch (error) {
        made = error as Error;
      }
    }
    return made;
  };
  const lend = () => {
    const m = schemas();
    return m instanceof Error ? null : { ajv: m.ajv, id: DOC_ID };
  };
  for (const g of lendSchemas(doc, lend, () => generatedChecks(doc, media)))
    checks.push({ ...g, generated: true, exampleName: '', valueSegments: g.schemaSegments });
  if (checks.length === 0) return xmlProblems;
  const prepared = schemas();
  if (prepared instanceof Error)
    return [
      {
        name: 'OpenApiInvalidDocument',
        file: api.file,
        message: `The examples cannot be checked: the schemas of the document do not compile (${prepared.message}).`,
        why: 'Examples are validated against their schema with JSON Schema 2020-12.',
      },
    ];
  const { ajv, schemaDoc } = prepared;
  const text = JSON.stringify(schemaDoc);
  // A `$id` changes what a `#/…` reference below it means: each place is compiled where it is.
  const placed = text.includes('"$id"')
    ? (ref: string) => unshared(validatorAt(ajv, ref))
    : sharedValidators((ref) => validatorAt(ajv, ref));
  const branches = branchValidator(ajv, [{ id: DOC_ID, schema: schemaDoc }], placed);
  const pointers = pointerIndex(schemaDoc);
  // A pointer of the checked copy, named as the document writes it (a draft tuple's `items/0`).
  const named = pointerNamer((segments) => place(tuplePointer(doc, segments, true)), api.file);
  const namedAsIs = pointerNamer(place, api.file);
  // The document's own example values, which examples made from schemas take in (by reference).
  const written = new WeakSet<object>();
  for (const c of checks) if (!c.generated && c.value && typeof c.value === 'object') written.add(c.value);
  const validators = new Map<string, PlacedValidator | undefined>();
  // The walk for discriminators an example contradicts runs only where a document has one.
  const hasDiscriminator = text.includes('"discriminator"');
  const tools = { place, named, pointers, schemaDoc };
  const problems: Problem[] = [];
  const reported = new Set<string>();
  // The document's wrong defaults (scalars, not in `written`), which made-up examples take too.
  const wrongValues: WrongValues = new WeakMap();
  for (const check of checks) {
    const key = toPointer(check.schemaSegments);
    // A made-up example shown valid without ajv needs no validator compiled for its schema.
    if (
      check.generated &&
      !validators.has(key) &&
      provenValid(ajv, schemaDoc, getAt(schemaDoc, tuplePointer(doc, check.schemaSegments)), check.value)
    )
      continue;
    if (!validators.has(key)) {
      let fn: PlacedValidator | undefined;
      try {
        const segments = tuplePointer(doc, check.schemaSegments);
        fn = placed(`${DOC_ID}#${encodeFragment(toPointer(segments))}`, getAt(schemaDoc, segments));
      } catch (error) {
        // A schema that does not compile is reported with the document's faults; a made-up example is not checked.
        validators.set(key, undefined);
        if (check.generated) continue;
        const { text: _text, ...at } = place(check.schemaSegments);
        problems.push({
          name: 'OpenApiInvalidDocument',
          ...at,
          message: `The schema of ${check.context} cannot be compiled: ${(error as Error).message}`,
          why: 'Examples are validated against their schema with JSON Schema 2020-12.',
        });
      }
      validators.set(key, fn);
    }
    const validator = validators.get(key);
    if (!validator) continue;
    const valid = safeValidate(validator.validate, check.value);
    // Taken now: the discriminators' walk below may run the same (shared) validator.
    const raw = valid === false ? validator.errors() : [];
    if (valid === undefined && !check.generated) {
      const { text: _text, ...at } = place(check.valueSegments);
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at,
        message: `Example "${check.exampleName}" of ${check.context} cannot be checked: checking it against its schema does not end.`,
        why: 'Examples are validated against their schema with JSON Schema 2020-12; this schema applies itself to the same value again and again.',
        fix: 'look for a loop of $ref, allOf, anyOf or oneOf in the schema that never goes through a property or an item, and break it.',
      });
    }
    if (valid !== undefined && !check.generated && hasDiscriminator)
      problems.push(...branchMismatches(check, schemaDoc, tuplePointer(doc, check.schemaSegments), branches, tools));
    if (valid !== false) continue;
    const refined = refineErrors(raw, check.value, branches);
    // A required key its direction leaves out (a request's `readOnly` id) is no fault of the example.
    const { direction } = check;
    const errors = documentErrors(
      direction ? refined.filter((e) => !oneWayRequired(e, direction, schemaDoc, pointers)) : refined,
    );
    if (check.generated) {
      const problem = generatedProblem(check, errors, { place, named }, pointers, { written, wrongValues }, schemaDoc);
      if (problem) problems.push(problem);
      continue;
    }
    for (const error of errors) {
      const extra = (error.params?.additionalProperty ?? error.params?.unevaluatedProperty) as string | undefined;
      const valuePath = parsePointer(error.instancePath);
      const failing = [...check.valueSegments, ...valuePath];
      const { text, ...at } = place(extra !== undefined ? [...failing, extra] : failing);
      // One value reached by two paths (a YAML alias or merge key copies it) is one fault.
      const key = `${at.file}:${at.line}:${at.column}:${error.instancePath} ${describe(error)}`;
      if (at.line !== undefined && reported.has(key)) continue;
      reported.add(key);
      if (check.isDefault) noteWrongValue(wrongValues, error, getAt(check.value, valuePath));
      problems.push({
        name: 'OpenApiInvalidExample',
        ...at,
        message: check.isDefault
          ? `The default of ${check.context} at ${namedAsIs(toPointer(check.schemaSegments))} does not match its schema: ${error.instancePath || '/'} ${describe(error)}.`
          : `Example "${check.exampleName}" of ${check.context} does not match its schema: ${error.instancePath || '/'} ${describe(error)}.`,
        why: schemaRule(error, pointers, named) || 'Examples are validated against their schema.',
        fix:
          wrappedExampleFix(error, check.value, check.schemaSegments, at.json) ??
          exampleFix(
            error,
            getAt(check.value, valuePath),
            // A schema's own `example: 01067` is written under that key: the fix names it.
            valuePath.at(-1) ?? (check.valueSegments.at(-1) === 'example' ? 'example' : undefined),
            text,
            api.swagger ? '2.0' : api.version,
            at.json,
          )?.replace(/ to the example\.$/, check.isDefault ? ' to the default.' : ' to the example.') ??
          listExampleFix(error, check.value, check.schemaSegments, at.json) ??
          (check.isDefault ? DEFAULT_FIX : GENERIC_FIX),
      });
    }
  }
  return [...groupRepeats(problems), ...xmlProblems];
}

function encodeFragment(pointer: string): string {
  return pointer
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/%7E/gi, '~'))
    .join('/');
}

export { toJsonSchema2020 } from './json-schema.js';
