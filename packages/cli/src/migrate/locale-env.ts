import fs from 'node:fs';
import { type Evaluated, evaluateDocusaurusFile, isStub } from './evaluate.js';
import type { Notes } from './notes.js';
import { takeSpreadStandIns } from './stubs.js';
import { type ConfigEnv, envDependents, watchedEnv } from './config-env.js';
import { type ClockDependent, clockDependents } from './config-clock.js';
import { type FileDependent, fileDependents } from './config-files.js';

const VARIABLE = 'DOCUSAURUS_CURRENT_LOCALE';

/** What `evaluateAsBuilt` gave: the config as the default locale's build reads it, and what differs in other locales. */
export interface LocaleEvaluation {
  evaluated: Evaluated;
  /** The default locale, when the config reads the variable. */
  defaultLocale?: string;
  /** Settings whose value differs in another locale's build: path, then each value by locale. */
  differences: { path: string; values: [string, string][] }[];
  /** The config as each other locale's build reads it, when the config reads the variable. */
  others: [string, unknown][];
  /** The environment variables the config reads, and the settings made from them (`config-env.ts`). */
  env: ConfigEnv;
  /** The settings made from today's date (`config-clock.ts`). */
  clock: ClockDependent[];
  /** The settings made from the site's JSON files (`config-files.ts`). */
  files: FileDependent[];
}

/**
 * Evaluates the Docusaurus config as `docusaurus build` reads it. Docusaurus loads the config a
 * first time without `process.env.DOCUSAURUS_CURRENT_LOCALE` (to read `i18n`), then again for
 * each locale it builds with the variable set to that locale (facebook/docusaurus#8677), so a
 * config that reads it (`onBrokenLinks: locale === 'en' ? 'throw' : 'warn'`, a tagline per
 * locale) gives each locale its own settings. docgen builds every locale from one config: it is
 * the default locale's, and the settings another locale's build gets otherwise are listed.
 */
export async function evaluateAsBuilt(file: string, siteDir: string): Promise<LocaleEvaluation> {
  const first = await asLocale(undefined, siteDir, () => evaluateDocusaurusFile(file, siteDir));
  if (!first.read) {
    const again = () => quietly(() => evaluateDocusaurusFile(file, siteDir)).then((e) => e.value);
    const env = await envDependents(first.env, first.result.value, again, sourceOf(file));
    const clock = await clockDependents(first.result.value, again);
    const files = await fileDependents(first.result.value, again, siteDir);
    return { evaluated: first.result, differences: [], others: [], env, clock, files };
  }
  const i18n = dict(dict(first.result.value)?.i18n);
  const defaultLocale = typeof i18n?.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const locales = Array.isArray(i18n?.locales) ? i18n.locales.filter((l) => typeof l === 'string') : [];
  const others = new Map<string, unknown>();
  for (const locale of locales)
    if (locale !== defaultLocale)
      others.set(locale, (await asLocale(locale, siteDir, () => evaluateDocusaurusFile(file, siteDir))).result.value);
  // The default locale's evaluation is the one whose stand-ins the migration reports.
  takeSpreadStandIns();
  const own = await asLocale(defaultLocale, siteDir, () => evaluateDocusaurusFile(file, siteDir));
  const evaluated = own.result;
  const again = () =>
    asLocale(defaultLocale, siteDir, () => quietly(() => evaluateDocusaurusFile(file, siteDir))).then(
      (e) => e.result.value,
    );
  const env = await envDependents(own.env, evaluated.value, again, sourceOf(file));
  const clock = await clockDependents(evaluated.value, again);
  const files = await fileDependents(evaluated.value, again, siteDir);
  const byPath = new Map<string, [string, string][]>();
  for (const [locale, value] of others)
    for (const [at, own, other] of differing(evaluated.value, value, '')) {
      const values = byPath.get(at) ?? [[defaultLocale, own]];
      values.push([locale, other]);
      byPath.set(at, values);
    }
  const differences = [...byPath].map(([path, values]) => ({ path, values }));
  return { evaluated, defaultLocale, differences, others: [...others], env, clock, files };
}

/**
 * The notes of a config that reads the variable and gives another locale other settings: the
 * texts carried over per locale (`carried`, by docgen's path, with the values of each locale), and
 * each other setting with its value in each locale (the first few), which docgen has one value for.
 */
export function noteLocaleSettings(
  found: Omit<LocaleEvaluation, 'evaluated' | 'others' | 'env' | 'clock' | 'files'>,
  notes: Notes,
  carried: { paths: string[]; values: Map<string, string>[] } = { paths: [], values: [] },
): void {
  const { defaultLocale } = found;
  if (defaultLocale === undefined) return;
  // A setting whose text in every locale is that of a field carried over is that field's.
  const isCarried = (values: [string, string][]) =>
    carried.values.some((by) => values.every(([locale, value]) => value === shown(by.get(locale))));
  const differences = found.differences.filter(({ values }) => !isCarried(values));
  if (carried.paths.length > 0)
    notes.add(
      `process.env.${VARIABLE}`,
      `gives each locale its own text of ${carried.paths.join(', ')}: carried over as a text per locale ({ ${defaultLocale}: '…', … }), as docgen's config writes them.`,
      'nothing to do.',
    );
  if (differences.length === 0) return;
  const listed = differences.slice(0, 8).map(({ path, values }) => {
    // Locales of one value together: `"throw" in en; "warn" in fr, ko, ja and 8 more`.
    const byValue = new Map<string, string[]>();
    for (const [locale, value] of values) byValue.set(value, [...(byValue.get(value) ?? []), locale]);
    const each = [...byValue].slice(0, 4).map(([value, locales]) => {
      const named = locales.slice(0, 3).join(', ');
      return `${value} in ${named}${locales.length > 3 ? ` and ${locales.length - 3} more` : ''}`;
    });
    return `${path} (${each.join('; ')}${byValue.size > 4 ? '; …' : ''})`;
  });
  const more = differences.length > 8 ? ` and ${differences.length - 8} more` : '';
  notes.add(
    `process.env.${VARIABLE}`,
    `is read by the config, which Docusaurus evaluates once per locale it builds with the variable set to that locale; docgen builds every locale from one config, written as the default locale (${defaultLocale}) is built. These settings differ in other locales, and docgen's config has one value of each for every locale: ${listed.join('; ')}${more}.`,
    "texts docgen takes per locale are carried over so (the tagline, navbar and footer labels, the copyright, the announcement: docs/guide/i18n.md); one docgen's config gives no field of (a title, a URL, onBrokenLinks) can be translated in i18n/<locale>/docusaurus-theme-classic/navbar.json and footer.json where it is the navbar's or the footer's, or else has one value.",
  );
}

/**
 * Runs `evaluate` with the variable set to `locale` (unset for undefined), saying whether anything
 * read it, and which other variables the config's own code read (`env`).
 */
async function asLocale<T>(
  locale: string | undefined,
  siteDir: string,
  evaluate: () => Promise<T>,
): Promise<{ result: T; read: boolean; env: Map<string, boolean> }> {
  const env = process.env;
  const before = env[VARIABLE];
  if (locale === undefined) delete env[VARIABLE];
  else env[VARIABLE] = locale;
  let read = false;
  const others = new Map<string, boolean>();
  // A proxy of process.env notices a read of the variable anywhere: the config, a file it requires, a package.
  process.env = watchedEnv(env, siteDir, others, (key) => {
    if (key === VARIABLE) read = true;
  });
  try {
    return { result: await evaluate(), read, env: others };
  } finally {
    process.env = env;
    if (before === undefined) delete env[VARIABLE];
    else env[VARIABLE] = before;
  }
}

const CONSOLE = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table'] as const;

/**
 * Runs one of the migration's probing evaluations (variables, files and the clock marked) with the
 * config's console output dropped: its own run printed it already, and a probe's would show the
 * marks (`TypeDoc entrypoints: ['index.ts⟦json0⟧']`, as trpc's config logs) as if they were values.
 */
async function quietly<T>(evaluate: () => Promise<T>): Promise<T> {
  const saved = CONSOLE.map((name) => [name, console[name]] as const);
  for (const name of CONSOLE) console[name] = () => {};
  try {
    return await evaluate();
  } finally {
    for (const [name, fn] of saved) (console as unknown as Record<string, unknown>)[name] = fn;
  }
}

function sourceOf(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function dict(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isStub(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The plain values (text, numbers, booleans) two evaluations of the config give differently, by path. */
function differing(a: unknown, b: unknown, at: string): [string, string, string][] {
  if (typeof a === 'function' || typeof b === 'function' || isStub(a) || isStub(b)) return [];
  const bothLists = Array.isArray(a) && Array.isArray(b);
  const objects = bothLists || (dict(a) !== undefined && dict(b) !== undefined);
  if (objects) {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return keys.flatMap((key) =>
      differing(left[key], right[key], bothLists ? `${at}[${key}]` : at ? `${at}.${key}` : key),
    );
  }
  const shownA = shown(a);
  const shownB = shown(b);
  return shownA === shownB ? [] : [[at, shownA, shownB]];
}

function shown(value: unknown): string {
  if (value === undefined) return 'unset';
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'a list' : 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…"` : text;
}
