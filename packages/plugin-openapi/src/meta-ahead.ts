import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type AjvInstance, branchValidator, eachSchemaObject, type ValidateFn } from './ajv-setup.js';
import { lenientRegExp } from './pattern.js';
import type { AjvLikeError, BranchValidator } from './schema-errors.js';

/**
 * What a compiled-ahead file gives (meta-standalone.ts writes it): the validator, and each schema
 * object its code holds (a copy: the code is JSON) with its place in the official schemas.
 */
export interface AheadValidator {
  validate: ValidateFn;
  places: [object, string][];
}

export type AheadFactory = (regExp: typeof lenientRegExp) => AheadValidator;

interface Setup {
  ajv: AjvInstance;
  // biome-ignore lint/suspicious/noExplicitAny: JSON read from the package
  main: Record<string, any>;
  roots: { id: string; schema: unknown }[];
}

const require = createRequire(import.meta.url);

/**
 * The official schema's validator the package's build compiled ahead (`meta-validators/<v>.cjs`,
 * ajv's standalone code): loading it costs a few milliseconds, compiling the schema 130-146 ms of
 * a fresh process's CPU. The TypeScript sources (unit tests) have none: undefined.
 */
export function compiledAhead(
  version: string,
  setup: () => Setup,
): { validate: ValidateFn; branches: BranchValidator } | undefined {
  const file = fileURLToPath(new URL(`./meta-validators/${version}.cjs`, import.meta.url));
  if (!fs.existsSync(file)) return undefined;
  return aheadValidator((require(file) as AheadFactory)(lenientRegExp), setup);
}

/**
 * A compiled-ahead validator whose errors point to the objects of the official schemas as read
 * at run time, as a validator compiled now does: the alternatives of a `oneOf` met in an error
 * are told apart by those objects (`branchValidator`), with an ajv holding the schemas, which
 * only a document with faults needs, and gets then, once.
 */
export function aheadValidator(
  ahead: AheadValidator,
  setup: () => Setup,
): { validate: ValidateFn; branches: BranchValidator } {
  let resolved: { originals: Map<object, object>; branches: BranchValidator } | undefined;
  const resolve = () => {
    if (resolved) return resolved;
    const { ajv, main, roots } = setup();
    ajv.addSchema(main);
    const byPlace = new Map<string, object>();
    eachSchemaObject(roots, (node, place) => byPlace.set(place, node));
    const originals = new Map<object, object>();
    for (const [copy, place] of ahead.places) pair(copy, byPlace.get(place), originals);
    resolved = { originals, branches: branchValidator(ajv, roots) };
    return resolved;
  };
  const validate: ValidateFn = (data) => {
    const valid = ahead.validate(data);
    const errors = ahead.validate.errors;
    if (!valid && errors) {
      const { originals } = resolve();
      for (const error of errors) toOriginals(error, originals);
    }
    validate.errors = valid ? null : errors;
    return valid;
  };
  return { validate, branches: (branch, value) => resolve().branches(branch, value) };
}

function toOriginals(error: AjvLikeError, originals: Map<object, object>): void {
  const e = error as { schema?: unknown; parentSchema?: object; params?: Record<string, unknown> };
  if (e.schema && typeof e.schema === 'object') e.schema = originals.get(e.schema) ?? e.schema;
  if (e.parentSchema) e.parentSchema = originals.get(e.parentSchema) ?? e.parentSchema;
  if (e.params)
    for (const [k, v] of Object.entries(e.params))
      if (v && typeof v === 'object' && originals.has(v)) e.params[k] = originals.get(v);
}

/** A copy and its original, walked together (the copy is the original as JSON). */
function pair(copy: unknown, original: unknown, out: Map<object, object>): void {
  if (!copy || typeof copy !== 'object' || !original || typeof original !== 'object' || out.has(copy)) return;
  out.set(copy, original);
  for (const [k, v] of Object.entries(copy)) pair(v, (original as Record<string, unknown>)[k], out);
}
