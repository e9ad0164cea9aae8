import { type Dict, isDict, type Notes } from './notes.js';
import { isStub, stubName, takeSpreadStandIns } from './stubs.js';

/**
 * What a stand-in for a package that is not installed leaves in the evaluated config: a setting
 * whose value is the stand-in (`url: fbContent({…})`), text made with one (`${siteUrl}js/x.js`,
 * `[pkg.fn]js/x.js`), or a list it was spread into. Docusaurus runs the package; the migration
 * cannot, so each is said once, where no other note of the setting says it already.
 */

/** The package a stand-in's name starts with (`@scope/pkg/sub.fn` → `@scope/pkg/sub`). */
function packageOfName(name: string): string {
  return name.split('.')[0]!;
}

/** A stand-in written into text: `[pkg.path]`, as a stand-in turns into a string. */
function standInInText(text: string, stubbed: ReadonlySet<string>): string | undefined {
  for (const m of text.matchAll(/\[([^\]\s]+)\]/g)) if (stubbed.has(packageOfName(m[1]!))) return m[1];
  return undefined;
}

/**
 * A plugin, preset or theme entry's own name, and Prism's themes (docgen highlights with Shiki,
 * installed or not): other notes say what becomes of those.
 */
const ENTRY = /^(?:(?:plugins|presets|themes)\[\d+\](?:\[0\])?|themeConfig\.prism)$/;

/** Notes each setting of `config` (the evaluated Docusaurus config) a stand-in made. */
export function noteStandInValues(config: unknown, stubbed: ReadonlySet<string>, notes: Notes): void {
  const said = (key: string) =>
    notes.list.some((n) => n.key === key || key.startsWith(`${n.key}.`) || key.startsWith(`${n.key}[`));
  const walk = (value: unknown, key: string, depth: number): void => {
    if (depth > 16 || ENTRY.test(key)) return;
    if (isStub(value)) {
      const name = stubName(value);
      if (!said(key))
        notes.add(
          key,
          `is a value of the package ${packageOfName(name)} (${name}), which is not installed: the migration ran the config with a stand-in for it, so the setting is not carried over (docgen's default applies).`,
          "install the site's packages (npm install) and run docgen migrate again, or write the setting in docgen.config.ts.",
        );
      return;
    }
    if (typeof value === 'string') {
      const name = standInInText(value, stubbed);
      if (name && !said(key))
        notes.add(
          key,
          `is text made with a value of the package ${packageOfName(name)} (${name}), which is not installed: the migration cannot know it, so the setting is left out.`,
          "install the site's packages (npm install) and run docgen migrate again, or write the setting in docgen.config.ts.",
        );
      return;
    }
    if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, `${key}[${i}]`, depth + 1);
    else if (isDict(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value)))
      for (const k of Object.keys(value)) walk((value as Dict)[k], key ? `${key}.${k}` : k, depth + 1);
  };
  walk(config, '', 0);
}

/**
 * The written config without text made from a stand-in (a head tag's `src` of `[pkg.fn]js/x.js`):
 * an entry of a list holding some is left out, a setting of one is removed.
 */
export function withoutStandInText(config: Dict, stubbed: ReadonlySet<string>): Dict {
  const tainted = (value: unknown): boolean =>
    typeof value === 'string'
      ? standInInText(value, stubbed) !== undefined
      : Array.isArray(value)
        ? value.some(tainted)
        : isDict(value) && Object.values(value).some(tainted);
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((v) => !tainted(v)).map(clean);
    if (!isDict(value) || ![Object.prototype, null].includes(Object.getPrototypeOf(value))) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => typeof v !== 'string' || !tainted(v))
        .map(([k, v]) => [k, clean(v)]),
    );
  };
  return clean(config) as Dict;
}

/** A file whose evaluation spread stand-ins (`...fbContent({…})` in a sidebar): what they held is missing, said once. */
export function noteSpreadStandIns(file: string, notes: Notes): void {
  const names = takeSpreadStandIns();
  if (names.length === 0) return;
  notes.add(
    file,
    `spreads values of packages that are not installed (${names.join(', ')}): their stand-ins give nothing, so what they hold under Docusaurus (sidebar items, list entries) is missing.`,
    "install the site's packages (npm install) and run docgen migrate again, or add the missing entries by hand.",
  );
}
