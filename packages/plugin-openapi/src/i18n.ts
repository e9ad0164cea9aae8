import { en } from './labels/en.js';
import { fr } from './labels/fr.js';
import { id } from './labels/id.js';

/**
 * UI labels of the rendered reference, per locale. Descriptions written in the OpenAPI document
 * are shown as they are (in the document's language); only the labels around them are translated.
 */
export const LABELS = { en, fr, id } as const;

export type LabelKey = keyof typeof en;
export type Labels = (key: LabelKey, vars?: Record<string, string | number>) => string;

type LabelOverrides = Partial<Record<string, Partial<Record<LabelKey, string>>>>;
const NO_OVERRIDES: LabelOverrides = {};
/** By overrides object and locale: the same function each time, which trees made once per locale are keyed by. */
const made = new WeakMap<LabelOverrides, Map<string, Labels>>();

/** The labels of a locale (`en-US` uses `en`); English when the locale is not known. */
export function labelsFor(locale: string, overrides: LabelOverrides = NO_OVERRIDES): Labels {
  let byLocale = made.get(overrides);
  if (!byLocale) made.set(overrides, (byLocale = new Map()));
  let labels = byLocale.get(locale);
  if (labels) return labels;
  const base = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  const table: Record<string, string> = {
    ...LABELS.en,
    ...((LABELS as Record<string, Record<string, string>>)[base] ?? {}),
    ...(overrides[base] ?? {}),
    ...(overrides[locale] ?? {}),
  };
  labels = (key, vars = {}) => (table[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
  byLocale.set(locale, labels);
  return labels;
}
