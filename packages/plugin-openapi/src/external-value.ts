import fs from 'node:fs';
import path from 'node:path';
import type { Origin } from './bundle.js';
import type { OaObject } from './model.js';
import { toPointer } from './pointer.js';
import type { Problem } from './problems.js';
import { parseSource, type SourceFile } from './source.js';

/**
 * Where the bundler puts the content of an Example Object's `externalValue` that names a file of
 * the site: beside it, so that the pages show the example, the examples' check reads it, and a
 * page that shows it is made again when the file changes (its part of the document changes).
 * Never published (`publish.ts` leaves it out).
 */
export const EXTERNAL_VALUE = 'x-docgen-external-value';

const REMOTE = /^[a-z][a-z0-9+.-]*:/i;
const JSON_FILE = /\.json$/i;
const YAML_FILE = /\.ya?ml$/i;

function leadsOut(root: string, file: string): boolean {
  const inside = path.relative(root, file);
  return inside.startsWith('..') || path.isAbsolute(inside);
}

/** The real path, or the path itself when there is no such file (reported when it is read). */
function realOf(file: string): string {
  try {
    return fs.realpathSync.native(file);
  } catch {
    return file;
  }
}

/** Whether an `externalValue` is a URL (shown as a link), not a file of the site. */
export function isRemote(value: string): boolean {
  return REMOTE.test(value);
}

/**
 * The value of an example given as a relative file (`externalValue: examples/order.json`), read
 * from the folder of the file that holds it: JSON and YAML files as data, any other as text. A
 * file outside the site folder is never read; it and a file that cannot be read are reported
 * (the page then names the file), never dropped without a word.
 */
export function readExternalValue(
  example: OaObject,
  holder: string,
  { allowedRoot, rel }: { allowedRoot: string; rel(abs: string): string },
  report: (p: Omit<Problem, 'file'>) => void,
  // The bundle being made, which takes a file read as data as a source: the examples' check reports its faults there.
  bundle?: { sources: Map<string, SourceFile>; origins: Map<string, Origin>; out: string[] },
): void {
  const ref = example.externalValue;
  if (typeof ref !== 'string' || ref === '' || isRemote(ref) || 'value' in example) return;
  let decoded = ref.split('#')[0]!;
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // a literal `%` in the name
  }
  const abs = path.resolve(path.dirname(holder), decoded);
  // A symbolic link inside the site folder can lead out of it: the real paths decide too.
  if (leadsOut(allowedRoot, abs) || leadsOut(realOf(allowedRoot), realOf(abs))) {
    report({
      name: 'OpenApiUnresolvedRef',
      message: `externalValue "${ref}" leads out of the site folder (to ${rel(abs)}): the example is not shown.`,
      why: 'No file outside the site folder is read into the site.',
      fix: 'copy the example file into the site folder and point to it there, or give it as `value`.',
      weight: 'render',
    });
    return;
  }
  let text: string;
  try {
    text = fs.readFileSync(abs, 'utf8');
  } catch {
    report({
      name: 'OpenApiUnresolvedRef',
      message: `externalValue "${ref}" names the file ${rel(abs)}, which cannot be read: the example is not shown.`,
      why: 'A relative externalValue is read from the folder of the file that holds it.',
      fix: 'correct the path, or add the file.',
      weight: 'render',
    });
    return;
  }
  let value: unknown = text;
  if (JSON_FILE.test(abs) || YAML_FILE.test(abs)) {
    try {
      const file = parseSource(abs, text);
      value = file.value;
      if (bundle && !bundle.sources.has(abs)) bundle.sources.set(abs, file);
      bundle?.origins.set(toPointer([...bundle.out, EXTERNAL_VALUE]), { abs, segments: [] });
    } catch {
      // Not data after all: shown as the text it is.
    }
  }
  example[EXTERNAL_VALUE] = value;
}

/** An Example Object's value as data: `value`, 3.2's `dataValue`, or the file its `externalValue` names. */
export function exampleData(ex: OaObject): { value: unknown } | undefined {
  if ('value' in ex) return { value: ex.value };
  if ('dataValue' in ex) return { value: ex.dataValue };
  if (EXTERNAL_VALUE in ex) return { value: ex[EXTERNAL_VALUE] };
  return undefined;
}

/**
 * The value an `externalValue` file gives the examples' check: data read from a JSON or YAML file.
 * A string from one is its text when it is not valid data (shown as written, not checked).
 */
export function externalData(ex: OaObject): { value: unknown } | undefined {
  if ('value' in ex || 'dataValue' in ex || !(EXTERNAL_VALUE in ex) || typeof ex.externalValue !== 'string')
    return undefined;
  const value = ex[EXTERNAL_VALUE];
  const file = ex.externalValue.split('#')[0]!;
  return (JSON_FILE.test(file) || YAML_FILE.test(file)) && typeof value !== 'string' ? { value } : undefined;
}
