// Apart from the package's index: the browser's chunks import the index, and a symbol added there
// renames their minified names (every client chunk of every site would change for nothing).

/** A `translate()` call made while no page renders: its id (else message), message and stack. */
export interface ModuleLevelTranslate {
  key: string;
  message: string;
  stack: string;
}

/**
 * The `translate()` calls made while a module loads (no page current): docgen loads a site's
 * modules once for every locale, so their text is the default locale's; the build tells of those
 * a locale translates. One list per thread, as loading is.
 */
export function moduleLevelTranslates(): ModuleLevelTranslate[] {
  const store = globalThis as Record<symbol, ModuleLevelTranslate[] | undefined>;
  const key = Symbol.for('docgen.docusaurus.moduleTranslates');
  let list = store[key];
  if (!list) {
    list = [];
    store[key] = list;
  }
  return list;
}

/** Where a module evaluated for one locale finds that locale's texts (see `moduleLoadStrings`). */
export const MODULE_LOAD_STRINGS_KEY = 'docgen.docusaurus.moduleLoadStrings';

/**
 * The texts of the locale a module is being evaluated for, while its body runs: a module whose
 * `translate()` calls run as it loads is evaluated again for each locale that translates them
 * (on the server, and in the browser from a chunk of that locale), its code bracketed by
 * statements that set and clear this. Undefined the rest of the time.
 */
export function moduleLoadStrings(): Record<string, string> | undefined {
  return (globalThis as Record<symbol, Record<string, string> | undefined>)[Symbol.for(MODULE_LOAD_STRINGS_KEY)];
}
