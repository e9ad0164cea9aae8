import fs from 'node:fs';
import path from 'node:path';
import { Fences } from '@docgen/markdown/fences';
import { isHighlightedLanguage } from '@docgen/markdown/languages';
import type { Notes } from './notes.js';
import { filesBelow } from './scan-site.js';

/** A language name as a fence writes it; `title="…"` or `{1,3}` first is meta, not a language. */
const LANGUAGE_NAME = /^[\w+#.-]+$/;
/** Fences docgen reads before highlighting: Docusaurus' MDX wrapper, unwrapped as it is there. */
const READ_FENCES = new Set(['mdx-code-block']);

/** The language of each fenced block of a Markdown text, lowercased, in order ('' for none). */
export function fenceLanguages(text: string): string[] {
  const fences = new Fences();
  const out: string[] = [];
  for (const line of text.split('\n'))
    if (fences.code(line) && fences.opened !== undefined)
      out.push(LANGUAGE_NAME.test(fences.opened) ? fences.opened.toLowerCase() : '');
  return out;
}

/** A default import of `@theme/CodeBlock` (or theme-classic's file): the local name blocks are drawn with. */
const CODE_BLOCK_IMPORT =
  /^\s*import\s+(\w+)\s+from\s+["'](?:@theme(?:-original)?\/CodeBlock|@docusaurus\/theme-classic\/lib\/theme\/CodeBlock)["']/gm;

/**
 * The literal `language` of each `<CodeBlock>` a Markdown or MDX text writes outside its fences,
 * lowercased, in order: Docusaurus highlights those with Prism as it does fences, so the build
 * warns of the same unknown languages. `language={expression}` is not known before render.
 */
export function codeBlockLanguages(text: string): string[] {
  const names = new Set(['CodeBlock']);
  const fences = new Fences();
  // An `mdx-code-block` fence holds MDX that Docusaurus unwraps: its lines are prose too.
  let inMdxBlock = false;
  const prose = text
    .split('\n')
    .filter((line) => {
      const code = fences.code(line);
      if (fences.opened !== undefined) inMdxBlock = READ_FENCES.has(fences.opened);
      else if (!fences.isOpen) inMdxBlock = false;
      return !code || (inMdxBlock && fences.isOpen && fences.opened === undefined);
    })
    .join('\n');
  for (const m of prose.matchAll(CODE_BLOCK_IMPORT)) names.add(m[1]!);
  const tag = new RegExp(`<(?:${[...names].join('|')})\\b([^>]*)>`, 'g');
  const out: string[] = [];
  for (const m of prose.matchAll(tag)) {
    const language = /\blanguage=(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/.exec(m[1]!);
    const name = language?.[1] ?? language?.[2] ?? language?.[3];
    if (name && LANGUAGE_NAME.test(name)) out.push(name.toLowerCase());
  }
  return out;
}

/** A language of the site's fences that neither shiki nor the site's Prism highlights. */
export interface PlainLanguage {
  name: string;
  blocks: number;
  files: number;
}

/**
 * The languages of the site's Markdown fences and `<CodeBlock>`s (in `roots`, relative to the
 * site) that shiki does not know and Docusaurus' Prism did not highlight either (not in `prismLanguages`, the config's
 * additionalLanguages): Docusaurus showed their blocks as plain text, by name.
 */
export function plainFenceLanguages(siteDir: string, roots: string[], prismLanguages: string[]): PlainLanguage[] {
  const prism = new Set(prismLanguages.map((l) => l.toLowerCase()));
  const found = new Map<string, { blocks: number; files: Set<string> }>();
  for (const root of [...new Set(roots)].sort()) {
    const dir = path.resolve(siteDir, root);
    for (const rel of filesBelow(dir)) {
      if (!/\.mdx?$/.test(rel)) continue;
      const text = fs.readFileSync(path.join(dir, rel), 'utf8');
      for (const name of [...fenceLanguages(text), ...codeBlockLanguages(text)]) {
        if (name === '' || READ_FENCES.has(name) || prism.has(name) || isHighlightedLanguage(name)) continue;
        const entry = found.get(name) ?? { blocks: 0, files: new Set<string>() };
        entry.blocks++;
        entry.files.add(`${root}/${rel}`);
        found.set(name, entry);
      }
    }
  }
  return [...found.keys()]
    .sort()
    .map((name) => ({ name, blocks: found.get(name)!.blocks, files: found.get(name)!.files.size }));
}

/**
 * Writes `markdown.languageAliases: { <name>: 'text' }` for each such language, said in a note:
 * the migrated site shows those blocks plain, as Docusaurus did, and builds with `--strict`
 * instead of warning once per language.
 */
export function carryPlainLanguages(
  config: Record<string, unknown>,
  siteDir: string,
  roots: string[],
  prismLanguages: string[],
  notes: Notes,
): void {
  const plain = plainFenceLanguages(siteDir, roots, prismLanguages);
  if (plain.length === 0) return;
  const markdown = (config.markdown as Record<string, unknown> | undefined) ?? {};
  const aliases = { ...(markdown.languageAliases as Record<string, string> | undefined) };
  for (const { name } of plain) aliases[name] ??= 'text';
  config.markdown = { ...markdown, languageAliases: aliases };
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  notes.add(
    'markdown.languageAliases',
    `gives ${plain.map((l) => `"${l.name}" (${count(l.blocks, 'block')} in ${count(l.files, 'file')})`).join(', ')} the language "text": the code blocks name ${plain.length === 1 ? 'a language' : 'languages'} neither Shiki nor the site's Prism highlights, shown plain as under Docusaurus.`,
    'map one to a language Shiki bundles if its syntax is close enough (languageAliases: { mylang: "yaml" }).',
  );
}
