import type { SidebarsConfig } from '@docgen/config';

/**
 * A versioned sidebars file written by Docusaurus 1's migration names its sidebars and docs with
 * the version in front (`"version-5.0/docs"`, `"version-5.0/intro"`); Docusaurus 2 and later read
 * them without it, and so do their translations (`version-5.0.json` keys `sidebar.docs.…`).
 */
export function withoutVersionPrefix(config: SidebarsConfig, version: string): SidebarsConfig {
  const prefix = `version-${version}/`;
  if (!JSON.stringify(config).includes(`"${prefix}`)) return config;
  const strip = (value: unknown): unknown => {
    if (typeof value === 'string') return value.startsWith(prefix) ? value.slice(prefix.length) : value;
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'id' || k === 'items' || k === 'link' ? strip(v) : v]),
    );
  };
  return Object.fromEntries(
    Object.entries(config).map(([name, items]) => [
      name.startsWith(prefix) ? name.slice(prefix.length) : name,
      strip(items),
    ]),
  ) as SidebarsConfig;
}
