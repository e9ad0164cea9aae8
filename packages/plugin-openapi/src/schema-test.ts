import { type AjvInstance, createAjv, indexSchemas, safeValidate, type ValidateFn, validatorAt } from './ajv-setup.js';
import { sanitizeSchemas, toJsonSchema2020 } from './json-schema.js';
import type { OaObject } from './model.js';

/** Whether a value satisfies a schema of the document; undefined when that cannot be told. */
export type SchemaTest = (node: unknown, value: unknown) => boolean | undefined;

const DOC_ID = 'https://docgen.invalid/sample.json';
const testers = new WeakMap<OaObject, SchemaTest>();

/** The document's schemas in an ajv of the example check, while it runs (see `lendSchemas`). */
type Lent = () => { ajv: AjvInstance; id: string } | null;
const lent = new WeakMap<OaObject, Lent>();

/**
 * Lends the tester of `doc` the ajv of the example check while `during` runs: it holds the
 * same copy of the schemas (3.0's `nullable` read as 2020-12) under `id`, so the examples made
 * from schemas there test their `if`s and `oneOf`s against it, without a second copy of the
 * document and second compilations (Lintas: 30 ms). `schemas` gives null when they do not compile.
 */
export function lendSchemas<T>(doc: OaObject, schemas: Lent, during: () => T): T {
  lent.set(doc, schemas);
  try {
    return during();
  } finally {
    lent.delete(doc);
  }
}

/**
 * A test of values against the schemas of a document, with ajv (made on first use: most
 * documents have no `if` for an example to satisfy). A schema is compiled where it is in the
 * document, so its `$ref`s resolve; one that does not compile tells nothing.
 */
export function schemaTester(doc: OaObject): SchemaTest {
  let tester = testers.get(doc);
  if (tester) return tester;
  let state: { ajv: AjvInstance; index: WeakMap<object, string> } | undefined | null;
  const compiled = new Map<string, ValidateFn | undefined>();
  tester = (node, value) => {
    if (node === true || node === undefined) return true;
    if (node === false) return false;
    if (!node || typeof node !== 'object') return undefined;
    const borrowed = state === undefined ? lent.get(doc) : undefined;
    if (borrowed) {
      const schemas = borrowed();
      state = schemas && { ajv: schemas.ajv, index: indexSchemas([{ id: schemas.id, schema: doc }]) };
    } else if (state === undefined) {
      try {
        const ajv = createAjv();
        // As the examples are checked: 3.0's `nullable` and exclusive flags read as 2020-12.
        ajv.addSchema(toJsonSchema2020(sanitizeSchemas(structuredClone(doc))), DOC_ID);
        state = { ajv, index: indexSchemas([{ id: DOC_ID, schema: doc }]) };
      } catch {
        state = null;
      }
    }
    const ref = state?.index.get(node);
    if (!state || !ref) return undefined;
    if (!compiled.has(ref)) {
      try {
        compiled.set(ref, validatorAt(state.ajv, ref));
      } catch {
        compiled.set(ref, undefined);
      }
    }
    const validate = compiled.get(ref);
    return validate ? safeValidate(validate, value) : undefined;
  };
  testers.set(doc, tester);
  return tester;
}
