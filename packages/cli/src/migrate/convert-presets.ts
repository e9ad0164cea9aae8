import { type Dict, describeValue, entryOf, isDict, isPackage, type Notes } from './notes.js';

/** The keys of `@docusaurus/preset-classic`'s options that say a preset takes the classic preset's shape. */
const CLASSIC_KEYS = ['docs', 'blog', 'theme', 'pages'];
/** Every key preset-classic reads; a wrapper's other keys are its own (noted). */
const CLASSIC_OPTION_KEYS = new Set([
  ...CLASSIC_KEYS,
  'sitemap',
  'gtag',
  'googleAnalytics',
  'googleTagManager',
  'debug',
  'svgr',
  'svgo',
]);

/** A preset entry whose options are read as preset-classic's, and where it is. */
export interface ClassicPreset {
  options: Dict;
  at: string;
}

/**
 * The presets read as `@docusaurus/preset-classic` without running them (run-presets.ts runs
 * those it can load): the classic preset by any of its names (short
 * name, package, resolved path), and a preset that wraps it (a company preset such as
 * `docusaurus-plugin-internaldocs-fb/docusaurus-preset`) when its options have the classic
 * preset's shape (docs, blog, theme or pages). Docusaurus hands a wrapper's options to
 * preset-classic, so they mean the same; that reading is said in a note. `theme` counts only with
 * `customCss` in it. Other presets are noted.
 */
export function classicPresets(
  presets: unknown,
  siteDir: string,
  notes: Notes,
  notInstalled = false,
  firstIndex = 0,
): ClassicPreset[] {
  const out: ClassicPreset[] = [];
  (Array.isArray(presets) ? presets : []).forEach((entry, i) => {
    const preset = entryOf(entry, siteDir);
    if (!preset) return;
    const at = `presets[${firstIndex + i}]`;
    const options: Dict = isDict(preset.options) ? preset.options : {};
    if (isPackage(preset.name, '@docusaurus/preset-classic', 'classic')) {
      out.push({ options, at });
      return;
    }
    // `theme` alone is not enough: other presets have a `theme` of their own (redocusaurus' colours).
    const shape = CLASSIC_KEYS.filter(
      (k) => k in options && (k !== 'theme' || (isDict(options.theme) && 'customCss' in options.theme)),
    );
    if (shape.length === 0) {
      notes.add(
        at,
        `is the preset "${preset.name}", which ${notInstalled ? 'is not installed, so docgen could not run it' : 'docgen does not know'}${preset.options === undefined ? '' : ` (its options are ${describeValue(preset.options)} without docs, blog, pages or theme.customCss)`}.`,
        `${notInstalled ? "install the site's packages (npm install) and run docgen migrate again, or " : ''}carry over what it configures by hand.`,
      );
      return;
    }
    const own = Object.keys(options).filter((k) => !CLASSIC_OPTION_KEYS.has(k));
    notes.add(
      at,
      `is the preset "${preset.name}"${notInstalled ? ', which is not installed, so docgen could not run it to see the plugins and themes it adds' : ''}; its options have the classic preset's shape (${shape.join(', ')}), so they were read as @docusaurus/preset-classic's${own.length > 0 ? `; its own options ${own.map((k) => `"${k}"`).join(', ')} are not carried over` : ''}.`,
      `${notInstalled ? "install the site's packages (npm install) and run docgen migrate again, or " : ''}check that the preset adds nothing else your site needs (plugins, scripts, a theme: the @theme/… components the pages import are its own where it ships them, and docgen answers them as Docusaurus' own theme does) and carry that over by hand.`,
    );
    out.push({ options, at });
  });
  return out;
}
