import fs from 'node:fs';
import path from 'node:path';
import { unreadFrontMatterKeys } from '@docgen/core';
import type { Notes } from './notes.js';
import { filesBelow } from './scan-site.js';

/** Folders whose Markdown Docusaurus publishes besides the docs sections': versions, translations, src/pages. */
const MARKDOWN_ROOTS = ['versioned_docs', 'i18n', 'src/pages'];

/**
 * The front matter keys the site's Markdown writes that docgen does not read itself (`author`,
 * `uid`…). Docusaurus accepts any key and hands it to components (`frontMatter`); docgen warns
 * on a key it does not know, to catch typos, unless the config lists it: they are listed, and
 * said, so the migrated site builds with `--strict` and the list can be trimmed by hand.
 */
export function frontMatterKeysOf(siteDir: string, docsPaths: string[], notes: Notes): string[] {
  const uses = new Map<string, number>();
  for (const root of [...new Set([...docsPaths, ...MARKDOWN_ROOTS])]) {
    const dir = path.resolve(siteDir, root);
    for (const rel of filesBelow(dir)) {
      if (!/\.mdx?$/.test(rel)) continue;
      const text = fs.readFileSync(path.join(dir, rel), 'utf8');
      if (!text.startsWith('---')) continue;
      for (const key of unreadFrontMatterKeys(text)) uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  const keys = [...uses.keys()].sort();
  if (keys.length > 0)
    notes.add(
      'front matter',
      `of the Markdown files uses keys docgen does not read itself: ${keys.map((k) => `${k} (${uses.get(k)} file${uses.get(k) === 1 ? '' : 's'})`).join(', ')}; they are listed in frontMatterKeys, so pages with them build without a warning.`,
      "keep the keys the site's components or MDX read (`frontMatter.author`), remove the others from frontMatterKeys and from the files.",
    );
  return keys;
}
