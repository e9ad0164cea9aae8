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
