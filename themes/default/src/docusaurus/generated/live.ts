import { currentDocusaurusPage, DOCUSAURUS_SITE_KEY, type DocusaurusPageState } from '@docgen/shared';

/**
 * The page whose data Docusaurus' `@generated/…` modules give: the one being rendered (an island's
 * in the browser), else, as a module's top level runs on the server, the page whose modules are
 * being loaded (set by the build before it imports them). Docusaurus writes these modules for
 * each locale it builds; docgen's read the page, so each locale gets its own.
 */
export function pageNow(): DocusaurusPageState | undefined {
  return (
    currentDocusaurusPage() ??
    (globalThis as Record<symbol, DocusaurusPageState | undefined>)[Symbol.for(DOCUSAURUS_SITE_KEY)]
  );
}

/**
 * An object whose properties are those of `read()` at each access: a module's default export
 * (imported once) that reads the current page, so that `siteConfig.customFields.x` in a render is
 * that page's, and an island records what it reads (its browser copy gets it).
 */
export function live<T extends object>(read: () => T): T {
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(read(), key),
    has: (_target, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_target, key) => {
      const own = Reflect.getOwnPropertyDescriptor(read(), key);
      // A proxy may describe a property its (empty) target lacks only as configurable.
      return own && { ...own, configurable: true };
    },
  });
}
