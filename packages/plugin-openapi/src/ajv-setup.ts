import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { escapeSegment } from './pointer.js';
import type { AjvLikeError, BranchValidator } from './schema-errors.js';
import { lenientRegExp } from './pattern.js';
import { type PlacedValidator, unshared } from './shared-validators.js';

type AjvClass = typeof import('ajv/dist/2020.js').default;
export type AjvInstance = InstanceType<AjvClass>;
export type ValidateFn = ((data: unknown) => boolean) & { errors?: AjvLikeError[] | null };

type AddFormats = (ajv: AjvInstance) => void;

// Loaded when the first ajv is made: a page's examples made from schemas need one only for an
// `if`, and a worker rendering pages should not pay for ajv otherwise.
const require = createRequire(import.meta.url);
type StandaloneCode = (ajv: AjvInstance, validate: ValidateFn) => string;
type AjvClasses = { Ajv2020: AjvClass; addFormats: AddFormats; standaloneCode: StandaloneCode };
let classes: AjvClasses | undefined;

/**
 * The compiled package loads ajv from its vendor bundle (one file: in a fresh process 42-64 ms of
 * CPU against 141-171 for the packages' ~95 files, at load 50); the TypeScript sources (unit
 * tests) have none. The bundle is an ES module: Node 20.19 and 22.12 `require` one, 22.0-22.11
 * only with a flag, and there the packages are loaded.
 */
const BUNDLE = fileURLToPath(new URL('./vendor/ajv.js', import.meta.url));

function ajvClasses(): AjvClasses {
  classes ??= bundled() ?? {
    Ajv2020: interop<AjvClass>(require('ajv/dist/2020.js')),
    addFormats: interop<AddFormats>(require('ajv-formats')),
    standaloneCode: interop<StandaloneCode>(require('ajv/dist/standalone/index.js')),
  };
  return classes;
}

const interop = <T>(m: unknown): T => ((m as { default?: T }).default ?? m) as T;

function bundled(): AjvClasses | undefined {
  if (!fs.existsSync(BUNDLE)) return undefined;
  try {
    return require(BUNDLE) as AjvClasses;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_REQUIRE_ESM') return undefined;
    throw error;
  }
}

/**
 * An ajv for OpenAPI: JSON Schema 2020-12, every error (with the schema that raised it, to choose
 * between alternatives), the formats of ajv-formats, and an exact `multipleOf`.
 */
export function createAjv(options: { formats?: boolean; source?: boolean } = {}): AjvInstance {
  const { Ajv2020, addFormats } = ajvClasses();
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    verbose: true,
    logger: false,
    validateSchema: false,
    validateFormats: options.formats !== false,
    // No optimising pass over the generated code: 10-15 % less CPU on PagerDuty's 465 operations.
    // `source`: the code kept, for the official schemas' validators compiled ahead (meta-standalone.ts).
    code: { regExp: lenientRegExp, optimize: false, source: options.source === true },
    // A component used by many schemas is compiled once, not into each of them (the DigitalOcean
    // document's examples: 3.5 s of CPU instead of 4.4 s).
    inlineRefs: false,
  });
  if (options.formats !== false) addFormats(ajv);
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    errors: true,
    validate: function multipleOf(this: unknown, schema: number, data: number): boolean {
      if (isMultipleOf(data, schema)) return true;
      // ajv gives the error its place in the data (an error without `instancePath`).
      (multipleOf as unknown as { errors: Omit<AjvLikeError, 'instancePath'>[] }).errors = [
        { keyword: 'multipleOf', params: { multipleOf: schema }, message: `must be multiple of ${schema}` },
      ];
      return false;
    },
  });
  return ajv;
}

/**
 * The CommonJS source of a function compiled by an ajv made with `source: true` (ajv's standalone
 * code, by the same copy of ajv that compiled it: its code objects are that copy's classes).
 */
export function standaloneSource(ajv: AjvInstance, validate: ValidateFn): string {
  return ajvClasses().standaloneCode(ajv, validate);
}

/**
 * Whether `value` is a multiple of `divisor`, on the decimals as written: binary floating point
 * says 2500 / 0.00001 = 250000000.00000003, and ajv would reject `2500` for `multipleOf: 0.00001`.
 */
export function isMultipleOf(value: number, divisor: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(divisor) || divisor <= 0) return true;
  const a = decimal(value);
  const b = decimal(divisor);
  const scale = Math.max(a.decimals, b.decimals);
  const x = a.digits * 10n ** BigInt(scale - a.decimals);
  const y = b.digits * 10n ** BigInt(scale - b.decimals);
  return y !== 0n && x % y === 0n;
}

/** A number as an integer and a count of decimals (`0.00001` → 1 and 5), from its shortest form. */
function decimal(n: number): { digits: bigint; decimals: number } {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(String(n));
  if (!m) return { digits: 0n, decimals: 0 };
  const fraction = m[3] ?? '';
  let decimals = fraction.length - Number(m[4] ?? 0);
  let digits = BigInt(`${m[1]}${m[2]}${fraction}`);
  if (decimals < 0) {
    digits *= 10n ** BigInt(-decimals);
    decimals = 0;
  }
  return { digits, decimals };
}

/**
 * `ajv.getSchema(ref)`, reusing what ajv compiled for a `$ref` to the same place. ajv keeps those
 * on the entry of the schema holding the `$ref` (`SchemaEnv.refs`), apart from the schemas asked
 * for by pointer, and compiled each schema reached both ways twice: the Lintas document's
 * examples made 263 compilations of 186 schemas. The function is the same either way (one place
 * of one document compiled once), so a schema asked for after a `$ref` reached it takes that one.
 */
export function validatorAt(ajv: AjvInstance, ref: string): ValidateFn | undefined {
  const hash = ref.indexOf('#');
  if (hash > 0 && ajv.refs[ref] === undefined) {
    const viaRef = ajv.schemas[ref.slice(0, hash)]?.refs[ref] as { schema?: unknown; validate?: unknown } | undefined;
    if (viaRef && typeof viaRef === 'object' && typeof viaRef.validate === 'function')
      ajv.refs[ref] = viaRef as NonNullable<AjvInstance['refs'][string]>;
  }
  return ajv.getSchema(ref) as ValidateFn | undefined;
}

/**
 * Validates a value against one alternative of a `oneOf`/`anyOf` met in an error: the
 * alternative is found by the pointer of its object in the schemas ajv holds, and compiled (once)
 * where it is, so its `$ref`s resolve as in the whole schema.
 */
export function branchValidator(
  ajv: AjvInstance,
  roots: { id: string; schema: unknown }[],
  placed: (ref: string, node: object) => PlacedValidator | undefined = (ref) => unshared(validatorAt(ajv, ref)),
): BranchValidator {
  let index: WeakMap<object, string> | undefined;
  const compiled = new Map<string, PlacedValidator | undefined>();
  return (branch, value) => {
    if (!branch || typeof branch !== 'object') return branch === true ? [] : undefined;
    index ??= indexSchemas(roots);
    const ref = index.get(branch);
    if (!ref) return undefined;
    if (!compiled.has(ref)) {
      try {
        compiled.set(ref, placed(ref, branch));
      } catch {
        compiled.set(ref, undefined);
      }
    }
    const validator = compiled.get(ref);
    if (!validator) return undefined;
    const valid = safeValidate(validator.validate, value);
    return valid === undefined ? undefined : valid ? [] : validator.errors();
  };
}

/**
 * A validation that cannot end (a loop of references the checks did not break) overflows the
 * stack: that value is not told valid or not, rather than the build failing.
 */
export function safeValidate(validate: ValidateFn, value: unknown): boolean | undefined {
  try {
    return validate(value);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** Every object of some schemas → `<id>#<pointer>` (URI-encoded as ajv expects). */
export function indexSchemas(roots: { id: string; schema: unknown }[]): WeakMap<object, string> {
  const map = new WeakMap<object, string>();
  eachSchemaObject(roots, (node, place) => map.set(node, place));
  return map;
}

/** Every object of some schemas once, with its place (the first path to it), as `indexSchemas` names them. */
export function eachSchemaObject(
  roots: { id: string; schema: unknown }[],
  each: (node: object, place: string) => void,
): void {
  const seen = new WeakSet<object>();
  const visit = (node: unknown, id: string, pointer: string) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    each(node, `${id}#${pointer}`);
    if (Array.isArray(node)) for (const [i, v] of node.entries()) visit(v, id, `${pointer}/${i}`);
    else
      for (const [k, v] of Object.entries(node))
        visit(v, id, `${pointer}/${encodeURIComponent(escapeSegment(k)).replace(/%7E/gi, '~')}`);
  };
  for (const root of roots) visit(root.schema, root.id, '');
}
