import { bundledLanguages } from 'shiki/langs';

/**
 * Names that are plain text (no highlighting, no warning): `none` is Prism's (Docusaurus'
 * highlighter), `nohighlight` highlight.js's; the others name content that is no language (a
 * directory tree, a program's output), which Docusaurus shows as plain text too. A name no
 * highlighter knows that is not one of these is still told (a misspelt language).
 */
export const PLAIN_LANGUAGES: ReadonlySet<string> = new Set([
  '',
  'text',
  'txt',
  'plain',
  'plaintext',
  'plain-text',
  'none',
  'nohighlight',
  'no-highlight',
  'raw',
  'tree',
  'output',
  'out',
  'stdout',
  'stderr',
  'result',
  'results',
  'terminal',
  'ascii',
  'ascii-art',
]);

/**
 * Prism's language names (Docusaurus highlights with Prism) that Shiki knows under another name:
 * a Docusaurus site's ```` ```objectivec ```` fences are highlighted as they were there.
 */
export const PRISM_LANGUAGES: Readonly<Record<string, string>> = {
  objectivec: 'objective-c',
  markup: 'html',
  svg: 'xml',
  mathml: 'xml',
  ssml: 'xml',
  atom: 'xml',
  rss: 'xml',
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  apacheconf: 'apache',
  webmanifest: 'json',
  gradle: 'groovy',
};

/** Whether docgen highlights (or knows as plain text) the code fences of this language name: Shiki's names and aliases. */
export function isHighlightedLanguage(name: string): boolean {
  const lang = name.toLowerCase();
  return PLAIN_LANGUAGES.has(lang) || lang in bundledLanguages || lang in PRISM_LANGUAGES;
}
