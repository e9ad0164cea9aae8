import fs from 'node:fs';
import path from 'node:path';
import { unreadFrontMatterKeys } from '@docgen/core';
import type { Notes } from './notes.js';
import { filesBelow } from './scan-site.js';

/** Folders whose Markdown Docusaurus publishes besides the docs sections' and blogs': versions, translations, src/pages. */
export const MARKDOWN_ROOTS = ['versioned_docs', 'i18n', 'src/pages'];

/** Docusaurus 2's one-author keys (and their camelCase names, `authorURL`), which docgen's blog reads of a post. */
const POST_KEYS = /^author(_title|_url|_image_url|Title|URL|ImageURL)?$/;

/** The folders of the migrated config's blogs (`blog`, each of `blogInstances`). */
export function blogFolders(config: Record<string, unknown>): string[] {
  const folders: string[] = [];
  const blog = config.blog as { path?: unknown } | false | undefined;
  if (blog !== false) folders.push(typeof blog?.path === 'string' ? blog.path : 'blog');
  for (const instance of (config.blogInstances as { path?: unknown }[] | undefined) ?? [])
    if (typeof instance.path === 'string') folders.push(instance.path);
  return folders;
}

/**
 * The front matter keys the site's Markdown writes that docgen does not read itself (`author`,
 * `uid`…). Docusaurus accepts any key and hands it to components (`frontMatter`); docgen warns
 * on a key it does not know, to catch typos, unless the config lists it: they are listed, and
 * said, so the migrated site builds with `--strict` and the list can be trimmed by hand.
 */
export function frontMatterKeysOf(
  siteDir: string,
  docsPaths: string[],
  notes: Notes,
  blogPaths: string[] = [],
): string[] {
  const uses = new Map<string, number>();
  const blogs = new Set(blogPaths);
  for (const root of [...new Set([...docsPaths, ...blogPaths, ...MARKDOWN_ROOTS])]) {
    const dir = path.resolve(siteDir, root);
    for (const rel of filesBelow(dir)) {
      if (!/\.mdx?$/.test(rel)) continue;
      const text = fs.readFileSync(path.join(dir, rel), 'utf8');
      if (!text.startsWith('---')) continue;
      const post = blogs.has(root) || (root === 'i18n' && /^[^/]+\/docusaurus-plugin-content-blog/.test(rel));
      for (const key of unreadFrontMatterKeys(text))
        if (!(post && POST_KEYS.test(key))) uses.set(key, (uses.get(key) ?? 0) + 1);
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

/** A fence of language `flow` (three or more backticks or tildes, indented up to three spaces). */
const FLOW_FENCE = /^ {0,3}(`{3,}|~{3,})\s*flow(?:\s|$)/m;

/**
 * The files of the site's Markdown holding ```` ```flow ```` blocks: in Docusaurus, code in the
 * Flow language (Prism's `flow`), which docgen draws as step diagrams unless
 * `markdown.flowDiagrams` is false.
 */
export function flowFenceFiles(siteDir: string, roots: string[]): string[] {
  const found: string[] = [];
  for (const root of [...new Set([...roots, ...MARKDOWN_ROOTS])]) {
    const dir = path.resolve(siteDir, root);
    for (const rel of filesBelow(dir))
      if (/\.mdx?$/.test(rel) && FLOW_FENCE.test(fs.readFileSync(path.join(dir, rel), 'utf8')))
        found.push(path.posix.join(root, rel.split(path.sep).join('/')));
  }
  return found.sort();
}
