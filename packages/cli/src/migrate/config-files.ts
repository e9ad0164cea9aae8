import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isScalar, isSeq, parseDocument } from '@docgen/config/yaml';
import type { Plugin } from 'esbuild';
import { changedWhen, describeSetting } from './config-clock.js';
import type { Notes } from './notes.js';

/**
 * Settings the Docusaurus config makes from the site's JSON files (a navbar label
 * `` `v${require('./package.json').version}` ``, a dropdown made from `versions.json`): evaluated
 * once when migrating, they hold that day's values, which docgen.config.ts would keep after the
 * file changes. The config is evaluated again with every text of those files marked (`1.2.3` →
 * `1.2.3⟦json0⟧`); a setting whose value changes is made from the file its mark names, and is
 * named in the report. A JSON or YAML file the config's own code reads (`fs.readFileSync` of
 * `data/users.yml`, `../package.json`: prettier's website) is marked the same way.
 */
export interface FileDependent {
  path: string;
  value: unknown;
  /** The files it is made from, relative to the site folder. */
  files: string[];
}

/** The files marked in the evaluation running now (undefined: none is). */
let marking: string[] | undefined;

/** The esbuild plugin that marks the site's JSON files while `fileDependents` evaluates again (none otherwise). */
export function markedSiteJson(siteDir: string): Plugin[] {
  const files = marking;
  if (!files) return [];
  return [
    {
      name: 'docgen-marked-site-json',
      setup(b) {
        b.onLoad({ filter: /\.json$/ }, (args) => {
          const rel = path.relative(siteDir, args.path);
          if (rel.startsWith('..') || path.isAbsolute(rel)) return;
          const before = files.length;
          const contents = String(markedText(args.path, fs.readFileSync(args.path, 'utf8'), siteDir, files));
          return files.length > before ? { contents, loader: 'json' } : undefined;
        });
      },
    },
  ];
}

/**
 * Whether the read comes from the config's own code (its bundle runs as a file named
 * `…docgen-migrate…`), not from docgen reading a package's package.json or a tsconfig while it
 * bundles the config: those must read the file as it is.
 */
function byConfigCode(): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 64;
  try {
    return /docgen-migrate/.test(new Error().stack ?? '');
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** YAML with each text value marked, written back as YAML (whatever parser the config reads it with). */
function markedYaml(source: string, mark: string): string {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) throw doc.errors[0];
  const walk = (node: unknown): void => {
    if (isScalar(node)) {
      if (typeof node.value === 'string') node.value = `${node.value}${mark}`;
    } else if (isMap(node)) for (const pair of node.items) walk(pair.value);
    else if (isSeq(node)) for (const item of node.items) walk(item);
  };
  walk(doc.contents);
  return doc.toString();
}

function marked(value: unknown, mark: string): unknown {
  if (typeof value === 'string') return `${value}${mark}`;
  if (Array.isArray(value)) return value.map((v) => marked(v, mark));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, marked(v, mark)]));
  return value;
}

/** The settings of `value` (the config evaluated) made from the site's JSON and YAML files: `evaluate` run again with them marked. */
export async function fileDependents(
  value: unknown,
  evaluate: () => Promise<unknown>,
  siteDir: string,
): Promise<FileDependent[]> {
  const files: string[] = [];
  const { readFileSync } = fs;
  const { readFile } = fs.promises;
  const changed = await changedWhen(
    value,
    evaluate,
    () => {
      marking = files;
      fs.readFileSync = markedReads(readFileSync, siteDir, files);
      fs.promises.readFile = markedAsyncReads(readFile, siteDir, files);
      syncBuiltinESMExports();
    },
    () => {
      marking = undefined;
      fs.readFileSync = readFileSync;
      fs.promises.readFile = readFile;
      syncBuiltinESMExports();
    },
  );
  if (files.length === 0) return [];
  // A key made from a file (`versions: { [versions[0]]: … }`, react-native-website's) is marked too:
  // its setting is missing from one evaluation and keyed by the marked text in the other, one setting.
  const byPath = new Map<string, FileDependent>();
  for (const [at, own, other] of changed) {
    const text = `${at}\0${JSON.stringify(other) ?? ''}`;
    const named = files.filter((_, i) => text.includes(`⟦json${i}⟧`));
    const path = at.replace(/⟦json\d+⟧/g, '');
    const known = byPath.get(path);
    if (known) known.files.push(...named);
    else byPath.set(path, { path, value: own, files: named });
  }
  return [...byPath.values()].map((d) => ({ ...d, files: [...new Set(d.files)] }));
}

const DATA_FILE = /\.(json|ya?ml)$/i;

/**
 * `fs.readFileSync` giving a JSON or YAML file of the site's (or of the folders above it: a
 * monorepo's package.json) with its texts marked, in its own format. Other files and those of
 * node_modules (a package's own) are read as they are.
 */
function markedReads(read: typeof fs.readFileSync, siteDir: string, files: string[]): typeof fs.readFileSync {
  return ((file: fs.PathOrFileDescriptor, options?: unknown) => {
    const text = read(file, options as BufferEncoding);
    return byConfigCode() ? markedText(file, text, siteDir, files) : text;
  }) as typeof fs.readFileSync;
}

/** `fs.promises.readFile` as `markedReads` (whether the config's code asked is known at the call). */
function markedAsyncReads(
  read: typeof fs.promises.readFile,
  siteDir: string,
  files: string[],
): typeof fs.promises.readFile {
  return ((file: fs.PathOrFileDescriptor, options?: unknown) => {
    const reading = read(file as fs.PathLike, options as BufferEncoding);
    return byConfigCode() ? reading.then((text) => markedText(file, text, siteDir, files)) : reading;
  }) as typeof fs.promises.readFile;
}

/** A data file's text (or bytes) with its texts marked and the file noted; other files as they are. */
function markedText(file: unknown, text: string | Buffer, siteDir: string, files: string[]): string | Buffer {
  const name = typeof file === 'string' ? file : file instanceof URL ? fileURLToPath(file) : undefined;
  if (!name || !DATA_FILE.test(name)) return text;
  const abs = path.resolve(name);
  if (abs.split(path.sep).includes('node_modules')) return text;
  const mark = `⟦json${files.length}⟧`;
  let out: string;
  try {
    out = /\.json$/i.test(abs)
      ? JSON.stringify(marked(JSON.parse(String(text)), mark))
      : markedYaml(String(text), mark);
  } catch {
    return text;
  }
  files.push(path.relative(siteDir, abs).split(path.sep).join('/'));
  return typeof text === 'string' ? out : Buffer.from(out);
}

/**
 * One note per file the config made settings from (but settings a conversion noted already): docgen's
 * config holds the values of the migration; the note says how to keep reading the file.
 */
export function noteFileSettings(dependents: readonly FileDependent[], notes: Notes): void {
  const byFile = new Map<string, FileDependent[]>();
  for (const d of dependents) {
    if (notes.list.some((n) => n.key === d.path)) continue;
    for (const file of d.files) byFile.set(file, [...(byFile.get(file) ?? []), d]);
  }
  for (const [file, list] of byFile) {
    const shown = list.slice(0, 4).map((d) => `${d.path} (${describeSetting(d.value)})`);
    const more = list.length > 4 ? ` and ${list.length - 4} more` : '';
    notes.add(
      file,
      `is read by the Docusaurus config, which makes ${shown.join(', ')}${more} from it: docgen.config.ts holds their values as of this migration, and keeps them when ${file} changes.`,
      /\.json$/i.test(file)
        ? `update them when it changes, or read the file in docgen.config.ts (import data from '${file.startsWith('.') ? '' : './'}${file}' with { type: 'json' }) and write them from it.`
        : 'update them when it changes, or read and parse the file in docgen.config.ts (it is code, run at each build) as the Docusaurus config does, and write them from it.',
    );
  }
}
