import fs from 'node:fs';
import path from 'node:path';
import { type Dict, describeValue, isDict, type Notes } from './notes.js';
import { Raw } from './source-text.js';
import { withPortablePaths } from './site-config-data.js';
import { type ConfigEnv, customFieldsWithEnv, type EnvDependent } from './config-env.js';

/** What `customFields` becomes: the values (a JSON file's data as an import of it) and the imports. */
export interface CustomFields {
  fields: Dict;
  /** Import lines the config needs (`import users from './users.json';`). */
  imports: string[];
  /** The fields written as expressions of environment variables. */
  envWritten: EnvDependent[];
}

/** Whether a value can be written as source and read back as the same data. */
export function plainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(plainData);
  // A property left undefined (`pinned: user.pinned` of a user without it) is what JSON leaves
  // out, as Docusaurus' serialized site config does: the rest of the object is data.
  return (
    isDict(value) &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every((v) => v === undefined || plainData(v))
  );
}

/** The JSON files the config loads (`require('./users.json')`, `import x from './x.json'`), by their data. */
function jsonFilesOf(configSource: string, siteDir: string): Map<string, string> {
  const out = new Map<string, string>();
  const specs = [
    ...configSource.matchAll(/require\(\s*['"](\.{1,2}\/[^'"]+\.json)['"]\s*\)/g),
    ...configSource.matchAll(/from\s+['"](\.{1,2}\/[^'"]+\.json)['"]/g),
  ].map((m) => m[1]!);
  for (const spec of specs)
    try {
      const data = JSON.parse(fs.readFileSync(path.resolve(siteDir, spec), 'utf8'));
      out.set(JSON.stringify(data), spec);
    } catch {
      // Not there or not JSON: its values are written out, as any other.
    }
  return out;
}

/**
 * Docusaurus' `customFields` as docgen's (the same key, read by the same hook). Plain data is
 * carried over; a value that is the data of a JSON file the config loads stays an import of that
 * file; functions, class instances and stand-ins for missing packages are left out, each said.
 */
export function customFieldsOf(
  raw: unknown,
  configSource: string,
  siteDir: string,
  notes: Notes,
  env?: ConfigEnv,
): CustomFields {
  if (raw === undefined) return { fields: {}, imports: [], envWritten: [] };
  if (!isDict(raw)) {
    notes.add('customFields', `is ${describeValue(raw)}, not an object: left out.`, 'write customFields by hand.');
    return { fields: {}, imports: [], envWritten: [] };
  }
  const files = jsonFilesOf(configSource, siteDir);
  const fields: Dict = {};
  const imports: string[] = [];
  const dropped: string[] = [];
  let unset: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) {
      // Kept in its place: a field made from an environment variable gets its expression below.
      fields[key] = undefined;
      unset.push(key);
      continue;
    }
    if (!plainData(value)) {
      dropped.push(key);
      continue;
    }
    const file = value !== null && typeof value === 'object' ? files.get(JSON.stringify(value)) : undefined;
    if (file) {
      const name = /^[A-Za-z_$][\w$]*$/.test(key) ? `${key}Json` : `customField${imports.length}Json`;
      imports.push(`import ${name} from '${file}';`);
      fields[key] = new Raw(name);
    } else fields[key] = withPortablePaths(value, siteDir);
  }
  // A field made from an environment variable keeps its expression (`process.env.CI`), read at each build.
  const { written } = customFieldsWithEnv(fields, env);
  const expressed = new Set(written.map((d) => d.path));
  unset = unset.filter((key) => !expressed.has(`customFields.${key}`));
  for (const key of unset) delete fields[key];
  if (dropped.length > 0)
    notes.add(
      'customFields',
      `has ${dropped.map((k) => `"${k}"`).join(', ')}, which ${dropped.length === 1 ? 'is' : 'are'} not plain data (a function, a class instance or a value of a package that is not installed): left out; the other fields are carried over.`,
      'write those fields by hand in docgen.config.ts (customFields must be plain data: the browser gets them).',
    );
  if (unset.length > 0)
    notes.add(
      'customFields',
      `has ${unset.map((k) => `"${k}"`).join(', ')}, undefined when the config was evaluated (an environment variable that was not set?): left out.`,
      'set them in docgen.config.ts (e.g. `process.env.NAME`) if your components read them.',
    );
  return { fields, imports, envWritten: written };
}

/**
 * Data a remark or rehype plugin's options may hold in docgen.config.ts: plain data and regular
 * expressions (`{ strippedFilePattern: /\/fb\// }`), which the config writes as literals.
 */
export function codeData(value: unknown): boolean {
  if (Object.prototype.toString.call(value) === '[object RegExp]') return true;
  if (Array.isArray(value)) return value.every(codeData);
  if (isDict(value) && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).every((v) => v === undefined || codeData(v));
  return plainData(value);
}
