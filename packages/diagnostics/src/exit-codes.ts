import { CATALOG, type DiagnosticName } from './catalog.js';

/** Documented exit codes of the CLI. */
export const EXIT = {
  ok: 0,
  /** Content errors: broken links, bad front matter, duplicate routes, budgets… */
  content: 1,
  /** Usage or config errors: bad flags, missing folder, invalid config or sidebars. */
  usage: 2,
  /** A bug in docgen. */
  internal: 3,
  /** The machine refused a file operation: disk full, no permission, a file where a folder must be… */
  system: 4,
} as const;

export function exitCodeFor(names: readonly DiagnosticName[]): number {
  if (names.some((n) => CATALOG[n].kind === 'internal')) return EXIT.internal;
  if (names.some((n) => CATALOG[n].kind === 'system')) return EXIT.system;
  if (names.some((n) => CATALOG[n].kind === 'config' || CATALOG[n].kind === 'usage')) return EXIT.usage;
  return names.length > 0 ? EXIT.content : EXIT.ok;
}
