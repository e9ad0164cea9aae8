import { notePath } from './note-path.js';
import type { Dict, Notes } from './notes.js';
import { isStub, restoreSpreadStandIns, takeSpreadStandIns } from './stubs.js';

/**
 * Settings the Docusaurus config makes from today's date (a copyright's
 * `` `© ${new Date().getFullYear()} Acme` ``, a build date in `customFields`): evaluated once when
 * migrating, their value is that day's. The config is evaluated again with the clock set to
 * another year (`Date`, `Date.now()`, `new Date()`); what changes is made from the date, and is
 * named in the report (with the template literal that gives a text changing only by its year).
 */
export interface ClockDependent {
  path: string;
  /** Its text (or value) as migrated. */
  value: unknown;
  /** The template literal that gives it at each build, when it changes only by the year. */
  expression?: string;
}

const OTHER_YEAR = 1903;

/** The settings `value` (the config evaluated) made from the date: `evaluate` run again in another year. */
export async function clockDependents(value: unknown, evaluate: () => Promise<unknown>): Promise<ClockDependent[]> {
  const Real = Date;
  const now = new Real();
  const then = new Real(now.getTime());
  then.setFullYear(OTHER_YEAR);
  const at = then.getTime();
  const Shifted = new Proxy(Real, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [at] : args, newTarget),
    apply: () => new Real(at).toString(),
    get: (target, key, receiver) => (key === 'now' ? () => at : Reflect.get(target, key, receiver)),
  });
  const changed = await changedWhen(
    value,
    evaluate,
    () => (globalThis.Date = Shifted),
    () => (globalThis.Date = Real),
  );
  const year = String(now.getFullYear());
  return changed.map(([path, own, shifted]) => ({
    path,
    value: own,
    ...yearTemplate(own, shifted, year),
  }));
}

/** `` `© ${new Date().getFullYear()} Acme` `` when `own` is `shifted` with the other year as this one. */
function yearTemplate(own: unknown, shifted: unknown, year: string): { expression?: string } {
  if (typeof own !== 'string' || typeof shifted !== 'string') return {};
  const parts = shifted.split(String(OTHER_YEAR));
  if (parts.length < 2 || parts.join(year) !== own) return {};
  const literal = (text: string) => text.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is source text the note shows.
  return { expression: `\`${parts.map(literal).join('${new Date().getFullYear()}')}\`` };
}

/**
 * The settings whose value differs when the config is evaluated again with `enter()` in force
 * (undone after, whatever happens): by path, the first evaluation's value, then the second's;
 * none when the second evaluation throws. The first evaluation's spread stand-ins stay the ones
 * the report names.
 */
export async function changedWhen(
  value: unknown,
  evaluate: () => Promise<unknown>,
  enter: () => unknown,
  leave: () => unknown,
): Promise<[string, unknown, unknown][]> {
  const spread = takeSpreadStandIns();
  let other: unknown;
  enter();
  try {
    other = await evaluate();
  } catch {
    return [];
  } finally {
    leave();
    takeSpreadStandIns();
    restoreSpreadStandIns(spread);
  }
  return differing(value, other, '').map(([at, a, b]) => [notePath(at), a, b]);
}

/** The values two evaluations of the config give differently, by path (the first's, then the second's). */
function differing(a: unknown, b: unknown, at: string): [string, unknown, unknown][] {
  if (typeof a === 'function' || typeof b === 'function' || isStub(a) || isStub(b)) return [];
  const lists = Array.isArray(a) && Array.isArray(b);
  const objects = (o: unknown) => typeof o === 'object' && o !== null && !Array.isArray(o) && !(o instanceof Date);
  if ((lists && (a as unknown[]).length === (b as unknown[]).length) || (objects(a) && objects(b))) {
    const keys = [...new Set([...Object.keys(a as Dict), ...Object.keys(b as Dict)])];
    return keys.flatMap((key) =>
      differing((a as Dict)[key], (b as Dict)[key], lists ? `${at}[${key}]` : at ? `${at}.${key}` : key),
    );
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [[at, a, b]];
}

/**
 * A note for each setting made from the date, but those a conversion noted already (the footer's
 * copyright): docgen's config keeps the value of the migration, as builds give the same bytes
 * for the same input; the note says which expression would read the clock instead.
 */
export function noteClockSettings(dependents: readonly ClockDependent[], notes: Notes): void {
  for (const d of dependents) {
    if (notes.list.some((n) => n.key === d.path)) continue;
    notes.add(
      d.path,
      `is made from the date (${describeSetting(d.value)} when migrating): docgen.config.ts holds that value, so builds give the same bytes for the same input.`,
      `update it when it should change${d.expression ? `, or write it as ${d.expression} where docgen.config.ts has it (each build then reads the clock)` : ''}.`,
    );
  }
}

/** A setting's value as a note shows it: a text cut at 60 characters, or what kind of value it is. */
export function describeSetting(value: unknown): string {
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'a list' : 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…"` : text;
}
