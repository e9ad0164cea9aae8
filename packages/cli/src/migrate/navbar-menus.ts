import fs from 'node:fs';
import path from 'node:path';
import { type Dict, isDict, type Notes } from './notes.js';

/** What docgen's navbar shows without an item placing it: the version menu, the locale menu. */
export interface NavbarMenus {
  versioned: boolean;
  locales: boolean;
}

/**
 * Whether the main docs have several versions (`versions.json` and the docs options that pick
 * among them) and the site several locales: docgen's theme then adds the version or locale menu
 * a navbar without a docsVersionDropdown or localeDropdown lacks under Docusaurus.
 */
export function menusOf(i18n: unknown, docs: Dict, siteDir: string, mainId?: string): NavbarMenus {
  let versions = 0;
  try {
    const file = path.join(siteDir, mainId ? `${mainId}_versions.json` : 'versions.json');
    const listed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (Array.isArray(listed)) versions = listed.length + (docs.includeCurrentVersion === false ? 0 : 1);
  } catch {
    // No versions file: the docs folder is the one version.
  }
  if (Array.isArray(docs.onlyIncludeVersions)) versions = docs.onlyIncludeVersions.length;
  const locales = isDict(i18n) && Array.isArray(i18n.locales) ? i18n.locales.length : 1;
  return { versioned: versions > 1, locales: locales > 1 };
}

/**
 * A note for each menu docgen's theme adds that the Docusaurus navbar does not place: a site that
 * left its version menu out (microsoft/playwright.dev keeps its `next` docs out of sight) got one
 * without a word.
 */
export function menusNote(items: unknown, at: string, menus: NavbarMenus | undefined, notes: Notes): void {
  const placed = new Set((Array.isArray(items) ? items : []).map((i) => (isDict(i) ? i.type : undefined)));
  for (const [type, menu, shown, slot] of [
    ['docsVersionDropdown', 'version menu', menus?.versioned, 'VersionDropdown'],
    ['localeDropdown', 'locale menu', menus?.locales, 'LocaleDropdown'],
  ] as const)
    if (shown && !placed.has(type))
      notes.add(
        `${at}.items`,
        `has no ${type}, so Docusaurus shows no ${menu}; docgen's navbar adds its ${menu} (${type === 'localeDropdown' ? 'the site has several locales' : 'on the docs, which have several versions'}).`,
        `nothing to do, or override the ${slot} component to render nothing (docs/guide/theme-overrides.md).`,
      );
}
