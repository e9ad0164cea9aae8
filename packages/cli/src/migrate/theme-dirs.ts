import { withModuleSyntaxSync } from './module-syntax.js';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDocusaurusOwn, loadContextOf } from './load-context.js';
import { type Dict, entryOf, errorLine, isDict, type Notes } from './notes.js';

/**
 * The theme folder of a theme the Docusaurus config lists, of the site's own folder
 * (`'./my-theme'`) or a package the site has, as Docusaurus finds it: the `getThemePath()` of
 * the plugin its function returns, which `@theme/X` looks in before the themes listed before it.
 * Its path from the site folder goes first in `into` (a later theme's components win, Docusaurus'
 * order), noted; false (and nothing noted) for a theme with no such folder, or one that cannot
 * be run, whose note is the caller's. A plugin (`kind` 'plugin': any Docusaurus plugin may give
 * theme components, its folder then coming before the themes') is run only when its function's
 * text names `getThemePath`, its note going under `<at>.getThemePath` beside the plugin's own.
 */
export function themeDirOf(
  entry: unknown,
  siteConfig: Dict,
  siteDir: string,
  at: string,
  notes: Notes,
  into: string[],
  kind: 'theme' | 'plugin' = 'theme',
): boolean {
  const [head, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
  if (isDocusaurusOwn(entryOf(entry, siteDir)?.name ?? '')) return false;
  let fn: unknown = head;
  let dir: unknown;
  // Docusaurus resolves a relative getThemePath() from the folder of the theme's entry file.
  let from = siteDir;
  try {
    if (typeof head === 'string') {
      const req = createRequire(path.join(siteDir, 'package.json'));
      const entryFile = req.resolve(head.startsWith('.') ? path.resolve(siteDir, head) : head);
      from = path.dirname(entryFile);
      // Loading a module runs it: a plugin package whose entry never names the hook is not loaded.
      if (kind === 'plugin' && !fs.readFileSync(entryFile, 'utf8').includes('getThemePath')) return false;
      // Loaded as Docusaurus loads it (jiti): a package of ES files Node cannot require loads too.
      const mod = withModuleSyntaxSync(() => req(entryFile)) as unknown;
      fn = isDict(mod) && 'default' in mod ? mod.default : mod;
    }
    if (typeof fn !== 'function') return false;
    // A plugin runs at migration only to read its theme folder: one without that hook is left alone.
    if (kind === 'plugin' && !String(fn).includes('getThemePath')) return false;
    const plugin: unknown = fn(loadContextOf(siteConfig, siteDir), options ?? {});
    if (!isDict(plugin) || typeof plugin.getThemePath !== 'function') return false;
    dir = plugin.getThemePath();
  } catch (error) {
    // A plugin that cannot be loaded or run here (a package not installed) has its own note.
    if (kind === 'plugin') return false;
    notes.add(
      `${at}.getThemePath`,
      `could not be run to find the theme's components (${errorLine(error)}).`,
      "add its theme folder to docgen.config.ts's themeDirs (['./my-theme/theme']).",
    );
    return false;
  }
  if (typeof dir !== 'string' || !fs.existsSync(path.resolve(from, dir))) return false;
  const rel = path.relative(siteDir, path.resolve(from, dir)).split(path.sep).join('/');
  const shown = rel === '' ? '.' : rel.startsWith('..') ? rel : `./${rel}`;
  if (kind === 'plugin')
    notes.add(
      `${at}.getThemePath`,
      `(${shown}) is carried over into themeDirs: @theme/X finds the plugin's theme components after the site's src/theme/ and the themes' folders, as in Docusaurus.`,
      'nothing to do.',
    );
  else
    notes.add(
      at,
      `is a theme whose components (${shown}) are carried over into themeDirs: @theme/X finds them after the site's src/theme/, as in Docusaurus; the rest of the theme is not run, docgen renders with its own theme.`,
      'nothing to do for its components; carry the rest of its look over with theme overrides (docs/guide/theme-overrides.md).',
    );
  markdownComponentNotes(path.resolve(from, dir), shown, notes);
  into.unshift(shown);
  return true;
}

/**
 * The theme components Docusaurus' MDX map draws Markdown's own elements with and docgen does not,
 * and those elements: a theme's `Admonition` gets every `:::note` box there. (A theme's `CodeBlock`
 * draws every code fence in docgen too: core's `mdx/swizzled-map.ts`.)
 */
const MARKDOWN_ELEMENTS: Record<string, string> = {
  Admonition: '`:::note` boxes',
  Details: '<details>',
  Heading: 'headings',
  Mermaid: '```mermaid diagrams',
};

/**
 * A note for each component of a theme folder that Docusaurus renders Markdown's elements with
 * and docgen does not: docgen draws those elements itself, so the theme's component changes
 * nothing in them. It was said to need nothing.
 */
function markdownComponentNotes(dir: string, shown: string, notes: Notes): void {
  for (const [name, elements] of Object.entries(MARKDOWN_ELEMENTS)) {
    const found = ['', '.js', '.jsx', '.ts', '.tsx'].some((ext) => fs.existsSync(path.join(dir, `${name}${ext}`)));
    if (!found) continue;
    notes.add(
      `${shown}/${name}`,
      `is the theme's ${name}, which Docusaurus renders the pages' ${elements} with: docgen uses it where a page or a component imports @theme/${name}, not in its own rendering of Markdown (the ${elements} stay docgen's, and what the theme's ${name} does with them is not done).`,
      `check the pages' ${elements} that rely on it; where a page needs the theme's version, write <${name}> (import ${name} from '@theme/${name}').`,
    );
  }
}
