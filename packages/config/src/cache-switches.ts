import { DocgenError, didYouMean } from '@docgen/diagnostics';

/**
 * Every cache and memo of a build that can be turned off, for measuring what each buys
 * (`scripts/bench-caches.mjs`, `docs/benchmarks.md`): `DOCGEN_CACHE_OFF=markdown,render`. A
 * build's output is the same bytes with any of them off; only its time changes.
 */
export const CACHE_NAMES = [
  'build',
  'modules',
  'front-matter',
  'markdown',
  'highlight',
  'segments',
  'shared-compile',
  'bundle',
  'render',
  'fragments',
  'output-record',
  'plugin-stores',
  'dev-memory',
  'search-memo',
  'openapi-validated',
  'page-weights',
  'link-findings',
] as const;

export type CacheName = (typeof CACHE_NAMES)[number];

let parsed: { raw: string; off: ReadonlySet<string> } | undefined;

/** Whether `DOCGEN_CACHE_OFF` turns cache `name` off (the one place the variable is read). */
export function cacheOff(name: CacheName): boolean {
  const raw = process.env.DOCGEN_CACHE_OFF ?? '';
  if (parsed?.raw !== raw) parsed = { raw, off: parseCacheOff(raw) };
  return parsed.off.has(name);
}

/** The names in a `DOCGEN_CACHE_OFF` value; an unknown one is an error with the closest names. */
export function parseCacheOff(raw: string): ReadonlySet<string> {
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  for (const name of names) {
    if ((CACHE_NAMES as readonly string[]).includes(name)) continue;
    throw new DocgenError([
      {
        name: 'UnknownCacheName',
        severity: 'error',
        message: `DOCGEN_CACHE_OFF names "${name}", which is not one of docgen's caches.`,
        why: `The caches that can be turned off are: ${CACHE_NAMES.join(', ')}.`,
        fix: didYouMean(name, CACHE_NAMES) ?? 'use names from that list, separated by commas.',
      },
    ]);
  }
  return new Set(names);
}
