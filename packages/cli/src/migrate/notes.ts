import { createRequire } from 'node:module';
import path from 'node:path';
import { isStub, stubName } from './evaluate.js';

/** Something of the Docusaurus config docgen does not carry over as it is, and what to do instead. */
export interface Note {
  /** Where it was, in the Docusaurus config (`presets[0].blog`, `themeConfig.algolia`). */
  key: string;
  /** What docgen makes of it. */
  what: string;
  /** What to do instead. */
  todo: string;
}

/**
 * The notes as the report prints them: one per distinct what-and-todo, its places listed (the
 * first ten and a count): a site that writes the same thing in 30 places gets one note, not 30.
 */
export function groupedNotes(list: readonly Note[]): Note[] {
  const groups = new Map<string, { note: Note; keys: string[] }>();
  for (const note of list) {
    const id = `${note.what}\u0000${note.todo}`;
    const group = groups.get(id);
    if (!group) groups.set(id, { note, keys: [note.key] });
    else if (!group.keys.includes(note.key)) group.keys.push(note.key);
  }
  return [...groups.values()].map(({ note, keys }) =>
    keys.length === 1
      ? note
      : {
          ...note,
          key: `${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ` and ${keys.length - 10} more` : ''} (${keys.length} places)`,
        },
  );
}

export type Dict = Record<string, unknown>;

export function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isStub(value);
}

/** The notes' lines of the config's header comment (grouped: `groupedNotes`), none without notes. */
export function noteHeader(list: readonly Note[]): string[] {
  const notes = groupedNotes(list);
  if (notes.length === 0) return [];
  const lines = notes.flatMap((n) => [`- ${n.key} ${n.what}`, `  What to do: ${n.todo}`]);
  return ['', `Not carried over, or carried over differently (${notes.length}):`, ...lines];
}

/** Collects notes and the docgen config being made. */
export class Notes {
  readonly list: Note[] = [];
  add(key: string, what: string, todo: string): void {
    // A note is one line of the report and of the config's header comment, where a line break
    // would end the comment and leave the rest as code.
    const note = { key, what: oneLine(what), todo: oneLine(todo) };
    // The same note of the same place (a config read once per locale) is one note.
    if (this.list.some((n) => n.key === note.key && n.what === note.what && n.todo === note.todo)) return;
    this.list.push(note);
  }
}

function oneLine(text: string): string {
  return text.replace(/\s*(?:\r\n|[\n\r\u2028\u2029])\s*/g, ' ');
}

/** An error's first line, for a note: Node's "Cannot find module" goes on with its require stack. */
export function errorLine(error: unknown): string {
  // A message may open with a blank line (sharp's "\nSomething went wrong installing…"): its first words are the line.
  const lines = (error instanceof Error ? error.message : String(error)).split(/\r?\n/);
  return (lines.find((line) => line.trim() !== '') ?? '').trim();
}

/** A short description of a value for a note (`a function`, `"https://…"`, `the package x`). */
export function describeValue(value: unknown): string {
  if (isStub(value)) return `a value of the package ${stubName(value).split('.')[0]}`;
  if (typeof value === 'function') return `a function${value.name ? ` (${value.name})` : ''}`;
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
  if (Array.isArray(value))
    return value.every((v) => typeof v === 'string') && value.length > 0
      ? value.map((v) => JSON.stringify(v)).join(', ')
      : `a list of ${value.length}`;
  // A pattern reads as it is written (a blog's truncateMarker), not as "an object".
  if (value instanceof RegExp) return String(value);
  if (isDict(value)) return 'an object';
  return String(value);
}

/** A string option, or undefined (a stub or anything else is not a string). */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** A path inside the static folder as docgen writes it (`img/logo.svg` → `/img/logo.svg`); URLs stay. */
export function staticPath(value: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/')) return value;
  return `/${value.replace(/^\.\//, '')}`;
}

/** Plugin and preset entries: `name`, `[name, options]`, a function, or `[function, options]`. */
export function entryOf(
  entry: unknown,
  siteDir = process.cwd(),
): { name: string; options: unknown; fn?: boolean } | undefined {
  if (entry === false || entry === null || entry === undefined) return undefined;
  const [head, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
  if (typeof head === 'string') return { name: shownPath(head, siteDir), options };
  if (isStub(head)) return { name: stubName(head), options };
  if (typeof head === 'function') return { name: head.name || '(anonymous function)', options, fn: true };
  return { name: describeValue(head), options };
}

/** Whether a plugin or preset name (a short name, a package name or a resolved path) is `pkg`. */
export function isPackage(name: string, pkg: string, short: string): boolean {
  const unscoped = pkg.replace(/^@docusaurus\//, '');
  return (
    name === short ||
    name === pkg ||
    name === `docusaurus-${unscoped}` ||
    name.includes(`/node_modules/${pkg}/`) ||
    name.startsWith(`${pkg}/`)
  );
}

/**
 * A plugin or preset given as a path (`require.resolve(…)`): the package it is in
 * (`/site/node_modules/@scope/x/lib/index.js` → `@scope/x`), a file of the site relative to the
 * folder it runs in (the site's: `./src/plugins/x/index.js`), as the config's reader knows them.
 */
/** Whether `file` is what the package resolves to (`require.resolve('pkg')` gives its main file). */
function isMain(file: string, pkg: string, siteDir: string): boolean {
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(pkg) === file;
  } catch {
    return false;
  }
}

function shownPath(name: string, siteDir: string): string {
  if (!name.startsWith('/')) return name;
  const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(name);
  if (inPackage)
    return (
      inPackage[1]! +
      (inPackage[2] &&
      !/^\/(lib|dist|src)?\/?index\.[cm]?js$/.test(inPackage[2]) &&
      !isMain(name, inPackage[1]!, siteDir)
        ? inPackage[2]
        : '')
    );
  const rel = path.relative(siteDir, name);
  return rel.startsWith('..') ? name : `./${rel.split(path.sep).join('/')}`;
}

/**
 * A path the config resolved on this machine (`path.resolve(__dirname, 'docs')`), written from the
 * site folder as Docusaurus reads it (`docs`): the config is shared, the folder's place is not.
 * Any other path (relative, or outside the site folder) as written.
 */
export function fromSiteFolder(siteDir: string, written: string): string {
  if (!path.isAbsolute(written)) return written;
  const rel = path.relative(siteDir, written);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return written;
  return rel.split(path.sep).join('/') || '.';
}
