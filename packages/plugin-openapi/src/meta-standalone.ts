/**
 * The official OpenAPI schemas' validators compiled ahead, by the package's build
 * (scripts/build-package.mjs calls `prebundle`): ajv's standalone code for each version docgen
 * checks documents against (Swagger 2.0 is checked as the 3.0 it is converted to), bundled with
 * the few ajv runtime helpers it requires into `dist/meta-validators/<version>.cjs`. A build then
 * loads a file instead of compiling the schema (80 compilations, 130-146 ms of a fresh process's
 * CPU); meta-ahead.ts loads it.
 */
import path from 'node:path';
import { eachSchemaObject, standaloneSource, type ValidateFn } from './ajv-setup.js';
import { type MetaVersion, metaSetup } from './meta-schema.js';

const VERSIONS: MetaVersion[] = ['3.0', '3.1', '3.2'];

/**
 * A CommonJS module exporting a factory (`AheadFactory`) of the version's validator, compiled by
 * the same code and options as at run time; it is given `lenientRegExp`, the one ajv compiled
 * the schema's patterns with. Each schema object the code holds is listed with its place in the
 * official schemas, for the errors to point to the run time's objects.
 */
export function aheadSource(version: MetaVersion): string {
  const { ajv, main, roots } = metaSetup(version, { source: true });
  const validate = ajv.compile(main) as ValidateFn;
  const code = standaloneSource(ajv, validate);
  const places = new Map<object, string>();
  eachSchemaObject(roots, (node, place) => places.set(node, place));
  const held = (ajv.scope as unknown as { _values: Record<string, Map<unknown, { value?: { ref: unknown } }>> })._values
    .schema;
  const pairs: string[] = [];
  for (const name of held?.values() ?? []) {
    if (!code.includes(`const ${String(name)} =`)) continue;
    const place = places.get(name.value?.ref as object);
    if (!place) throw new Error(`OpenAPI ${version}: a schema the validator holds is in none of the official schemas`);
    pairs.push(`[${String(name)}, ${JSON.stringify(place)}]`);
  }
  return [
    'module.exports = function compiledAhead(lenientRegExp) {',
    'const module = { exports: {} };',
    code,
    `return { validate: module.exports, places: [${pairs.join(', ')}] };`,
    '};',
    '',
  ].join('\n');
}

interface BuildOptions {
  stdin: { contents: string; resolveDir: string; loader: 'js'; sourcefile: string };
  outfile: string;
  bundle: true;
  format: 'cjs';
  platform: 'node';
  target: string;
  logLevel: 'warning';
  legalComments: 'none';
}

/** Writes each version's validator into `dist/meta-validators/` (called once the package is compiled). */
export async function prebundle(dist: string, build: (options: BuildOptions) => Promise<unknown>): Promise<void> {
  for (const version of VERSIONS)
    await build({
      stdin: {
        contents: aheadSource(version),
        // ajv's runtime helpers (`ajv/dist/runtime/*`) are resolved from the package, as its own imports are.
        resolveDir: path.dirname(dist),
        loader: 'js',
        sourcefile: `meta-validators/${version}.cjs`,
      },
      outfile: path.join(dist, 'meta-validators', `${version}.cjs`),
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      logLevel: 'warning',
      legalComments: 'none',
    });
}
