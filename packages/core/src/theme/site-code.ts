import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';

/** Files that can hold `<Translate id>` or `translate({ id })`: components, pages, MDX docs. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|mdx?)$/;
/** Folders of a site that hold no code of its own. */
const NOT_CODE = new Set(['node_modules', 'build', 'i18n', 'static']);
/** Beyond this a file is data, not code someone wrote a translation id in. */
const MAX_FILE = 1 << 20;

/**
 * Whether the site's code writes a translation id: its text, quoted or as a `<Translate>`
 * message, in a file of the site (outside node_modules, the output, i18n/ and static/), as
 * `docusaurus write-translations` extracts ids from the code. Read once, when first asked.
 */
export function siteCodeSearch(ctx: SiteContext): (id: string) => boolean {
  let texts: string[] | undefined;
  let joined: string[] | undefined;
  return (id) => {
    texts ??= readCode(ctx.siteDir);
    if (texts.some((text) => text.includes(id))) return true;
    // JSX text over several lines is one message, its lines joined by a space, as write-translations extracts it.
    joined ??= texts.map(joinLines);
    const one = joinLines(id);
    return joined.some((text) => text.includes(one));
  };
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
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_CODE.has(entry.name)) readCode(file, out);
    } else if (entry.isFile() && CODE_FILE.test(entry.name) && fs.statSync(file).size <= MAX_FILE)
      out.push(fs.readFileSync(file, 'utf8'));
  }
  return out;
}
