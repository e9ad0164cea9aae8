import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DOCUSAURUS_PAGE_KEY } from '@docgen/shared';
import { type ModuleLevelTranslate, moduleLevelTranslates } from '@docgen/shared/module-translates';
import { shortHash } from '../util/hash.js';
import { writeOnce } from '../util/write-once.js';
import { type IslandModule, wrapperCode } from './island-runtime.js';

/**
 * Per-locale evaluation of site components whose module calls `translate()` as it loads (a
 * list of features built outside the component). Docusaurus builds each locale apart, so such
 * a call gives the locale's text; docgen compiles a component once and loads it once for all
 * locales, so it gave the default's. A module whose calls a locale translates is evaluated
 * again for that locale: a copy of its server module whose code makes the locale's texts the
 * current page's (what `translate()` reads) before it runs and puts the page back after (a
 * module's body runs in one go), answered by a copy of its wrapper whose island chunk is
 * likewise the locale's own copy, so the browser hydrates the same text. `translate()` itself
 * is unchanged, and so is every other chunk. A site without such calls pays one look-up of an
 * empty list per import.
 */

/** The current Docusaurus page while a module is evaluated for a locale (put back after). */
const SAVED_PAGE_KEY = 'docgen.docusaurus.pageBeforeLocaleModule';

/** A wrapper module `siteComponent` wrote: its server module, exports and island description. */
interface Wrapped {
  serverUrl: string;
  exports: readonly string[];
  module: IslandModule;
}

/** Wrappers by URL (this thread's), to make their per-locale copies from. */
const wrappers = new Map<string, Wrapped>();
/** Per-locale copies made, by wrapper URL, locale and texts: the copy's wrapper URL. */
const copies = new Map<string, string>();
/** The module-level calls a locale's copy gave its text to: not told for that locale. */
const handled = new WeakMap<ModuleLevelTranslate, Set<string>>();

/** Notes a wrapper module `siteComponent` wrote (its copies are made from it). */
export function registerWrapper(url: string, wrapped: Wrapped): void {
  wrappers.set(url, wrapped);
}

/** Whether the locale's pages show the call's text in the locale's words (its module was evaluated for it). */
export function translatedForLocale(call: ModuleLevelTranslate, locale: string): boolean {
  return handled.get(call)?.has(locale) ?? false;
}

/**
 * The module at `url` (a site component's wrapper) as a page of `locale` imports it: the module
 * itself, or its copy for the locale when its server module's `translate()` calls made as it
 * loaded are translated otherwise by `strings` (the locale's code.json).
 */
export async function importForLocale(
  url: string,
  locale: string,
  strings: Readonly<Record<string, string>>,
  /** The theme's Docusaurus modules: an MDX page's `@docusaurus/Translate` is `localeTranslate`'s. */
  docusaurusModules?: Readonly<Record<string, string>>,
): Promise<Record<string, unknown>> {
  const own = (await import(url)) as Record<string, unknown>;
  if (url === docusaurusModules?.['@docusaurus/Translate']) return localeTranslate(own, strings);
  const calls = moduleLevelTranslates();
  if (calls.length === 0) return own;
  const wrapped = wrappers.get(url);
  if (!wrapped) return own;
  // Frames of the server module's body name its URL with a line (`file:///…/X-hash.mjs:5:25`).
  const mine = calls.filter((c) => c.stack.includes(`${wrapped.serverUrl}:`));
  if (!mine.some((c) => strings[c.key] !== undefined && strings[c.key] !== c.message)) return own;
  // The texts of every call it makes (a call the locale does not translate shows its message).
  const texts: Record<string, string> = {};
  for (const c of mine) if (strings[c.key] !== undefined) texts[c.key] = strings[c.key]!;
  const json = JSON.stringify(texts);
  const key = `${url}\0${locale}\0${json}`;
  let copy = copies.get(key);
  if (!copy) {
    copy = localeCopy(wrapped, locale, json);
    copies.set(key, copy);
  }
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(copy)) as Record<string, unknown>;
  } finally {
    // A module that threw half-way never reached the statement putting the page back.
    const store = globalThis as Record<symbol, unknown>;
    const saved = Symbol.for(SAVED_PAGE_KEY);
    if (saved in store) {
      store[Symbol.for(DOCUSAURUS_PAGE_KEY)] = store[saved];
      delete store[saved];
    }
  }
  for (const c of mine) {
    const locales = handled.get(c) ?? new Set<string>();
    locales.add(locale);
    handled.set(c, locales);
  }
  return loaded;
}

/** Writes the locale's copies of a wrapper, its server module and its island chunk; the wrapper copy's URL. */
function localeCopy(wrapped: Wrapped, locale: string, json: string): string {
  const serverFile = fileURLToPath(wrapped.serverUrl);
  const serverUrl = writeCopy(serverFile, locale, bracketed(fs.readFileSync(serverFile, 'utf8'), json), '.mjs');
  const chunk = wrapped.module.chunk;
  let module = wrapped.module;
  if (chunk) {
    const file = fileURLToPath(
      writeCopy(chunk.file, locale, bracketed(fs.readFileSync(chunk.file, 'utf8'), json), '.js'),
    );
    const name = path.basename(file);
    module = {
      ...module,
      chunk: {
        url: `${chunk.url.slice(0, chunk.url.lastIndexOf('/') + 1)}${name}`,
        out: `${path.posix.dirname(chunk.out)}/${name}`,
        file,
      },
    };
  }
  return writeCopy(serverFile, locale, wrapperCode(serverUrl, wrapped.exports, module), '.island.mjs');
}

/**
 * A module's code with the locale's texts made the current page's before it runs and the page
 * put back after: on line 1, so the lines of its source map still hold (imports are hoisted:
 * the statements run as its body starts). In the browser the page is the island's, whose
 * strings the texts join.
 */
function bracketed(code: string, json: string): string {
  const page = `globalThis[Symbol.for(${JSON.stringify(DOCUSAURUS_PAGE_KEY)})]`;
  const saved = `globalThis[Symbol.for(${JSON.stringify(SAVED_PAGE_KEY)})]`;
  const map = code.lastIndexOf('\n//# sourceMappingURL=');
  const body = map >= 0 ? code.slice(0, map) : code;
  const tail = map >= 0 ? code.slice(map) : '';
  const before = `${saved}=${page};${page}={...${page},strings:{...${page}?.strings,...${json}}};`;
  return `${before}${body}\n;${page}=${saved};delete ${saved};${tail}`;
}

/** Writes `code` beside `file`, named by it, the locale and its content; its URL. */
function writeCopy(file: string, locale: string, code: string, ext: string): string {
  const base = path.basename(file).replace(/(\.island)?\.m?js$/, '');
  const out = path.join(path.dirname(file), `${base}.${locale}-${shortHash(code, 8)}${ext}`);
  writeOnce(out, code);
  return pathToFileURL(out).href;
}

/**
 * `@docusaurus/Translate` as an MDX page of a locale imports it: its `translate` gives the
 * locale's text wherever the page calls it, its top-level `export const x = translate(…)`
 * included (the page's code runs for each of its routes, before any of them renders).
 */
export function localeTranslate(
  ns: Record<string, unknown>,
  strings: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const translate = ns.translate;
  if (typeof translate !== 'function') return ns;
  const key = Symbol.for(DOCUSAURUS_PAGE_KEY);
  const store = globalThis as Record<symbol, Record<string, unknown> | undefined>;
  return {
    ...ns,
    translate(...args: unknown[]) {
      // As the page's own render would: its locale's texts are the current page's.
      const before = store[key];
      store[key] = { ...before, strings };
      try {
        return translate(...args);
      } finally {
        store[key] = before;
      }
    },
  };
}
