import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { compareCodeUnits } from '../util/order.js';

/** Files that can hold `<Translate id>` or `translate({ id })`: components, pages, MDX docs. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|mdx?)$/;
/** Folders of a site that hold no code of its own. */
const NOT_CODE = new Set(['node_modules', 'build', 'i18n', 'static']);
/** Beyond this a file is data, not code someone wrote a translation id in. */
const MAX_FILE = 1 << 20;

/**
 * Whether the site's code writes a translation id: its text, quoted or as a `<Translate>`
 * message, or one a template literal builds, in a file of the site (outside node_modules, the
 * output, i18n/ and static/), as `docusaurus write-translations` extracts ids from the code.
 * Read once, when first asked.
 */
export function siteCodeSearch(ctx: SiteContext): (id: string) => boolean {
  let texts: string[] | undefined;
  let joined: string[] | undefined;
  let templates: RegExp[] | undefined;
  return (id) => {
    texts ??= readCode(ctx.siteDir);
    if (texts.some((text) => text.includes(id))) return true;
    // JSX text over several lines is one message, its lines joined by a space, as write-translations extracts it.
    joined ??= texts.map(joinLines);
    const one = joinLines(id);
    if (joined.some((text) => text.includes(one))) return true;
    templates ??= texts.flatMap(templateIds);
    return templates.some((pattern) => pattern.test(id));
  };
}

/**
 * The ids a file builds at run time from a template literal (`<Translate id={`home.${key}`}>`,
 * `translate({ id: `nav.${name}` })`), as patterns where each `${…}` stands for any text: the
 * ids of code.json they make are used, though no file writes them out.
 */
function templateIds(text: string): RegExp[] {
  const out: RegExp[] = [];
  for (const hit of text.matchAll(/\bid\s*[:=]\s*\{?\s*`([^`]*\$\{[^`]*)`/g)) {
    const parts = hit[1]!.split(/\$\{[^}]*\}/);
    // A template with no fixed text (`${id}`) says nothing about which ids it makes.
    if (parts.join('').trim() === '') continue;
    out.push(new RegExp(`^${parts.map(escapeRegExp).join('.*')}$`, 's'));
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function joinLines(text: string): string {
  return text.replace(/[ \t]*\r?\n\s*/g, ' ');
}

function readCode(dir: string, out: string[] = []): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries.sort((a, b) => compareCodeUnits(a.name, b.name))) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_CODE.has(entry.name)) readCode(file, out);
    } else if (entry.isFile() && CODE_FILE.test(entry.name) && fs.statSync(file).size <= MAX_FILE)
      out.push(fs.readFileSync(file, 'utf8'));
  }
  return out;
}
