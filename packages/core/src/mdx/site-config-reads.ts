/**
 * `useDocusaurusContext().siteConfig` for a React page, recording the keys the page reads that
 * docgen does not give (`siteConfig.presets`, `organizationName`): Docusaurus hands pages its
 * whole config, docgen the fields it knows. A page that then throws ("Cannot read properties of
 * undefined (reading '0')") is told which key it missed, not only where it threw.
 */
export function watchSiteConfig<T extends object>(siteConfig: T): { siteConfig: T; missing: Set<string> } {
  const missing = new Set<string>();
  const watched = new Proxy(siteConfig, {
    get(target, key, receiver) {
      // React and JSON probe objects for these; they are no key of the site's.
      if (typeof key === 'string' && !(key in target) && !PROBES.has(key)) missing.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
  return { siteConfig: watched, missing };
}

const PROBES = new Set(['then', 'toJSON', '$$typeof', 'constructor', 'asymmetricMatch', 'nodeType']);

/** The sentence a failed render's message gains when the page read keys docgen does not give. */
export function missingSiteConfig(missing: ReadonlySet<string>, given: object): string | undefined {
  if (missing.size === 0) return undefined;
  const keys = [...missing].map((k) => `siteConfig.${k}`).join(', ');
  return `the page reads ${keys}, which docgen's useDocusaurusContext() does not give (it gives ${Object.keys(given).join(', ')})`;
}
