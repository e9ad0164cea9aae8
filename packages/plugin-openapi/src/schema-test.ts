import { createAjv, indexSchemas, safeValidate, type ValidateFn, validatorAt } from './ajv-setup.js';
import { sanitizeSchemas, toJsonSchema2020 } from './json-schema.js';
import type { OaObject } from './model.js';

/** Whether a value satisfies a schema of the document; undefined when that cannot be told. */
export type SchemaTest = (node: unknown, value: unknown) => boolean | undefined;

const DOC_ID = 'https://docgen.invalid/sample.json';
const testers = new WeakMap<OaObject, SchemaTest>();

/**
 * A test of values against the schemas of a document, with ajv (made on first use: most
 * documents have no `if` for an example to satisfy). A schema is compiled where it is in the
 * document, so its `$ref`s resolve; one that does not compile tells nothing.
 */
export function schemaTester(doc: OaObject): SchemaTest {
  let tester = testers.get(doc);
  if (tester) return tester;
  let state: { ajv: ReturnType<typeof createAjv>; index: WeakMap<object, string> } | undefined | null;
  const compiled = new Map<string, ValidateFn | undefined>();
  tester = (node, value) => {
    if (node === true || node === undefined) return true;
    if (node === false) return false;
    if (!node || typeof node !== 'object') return undefined;
    if (state === undefined) {
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
