import { bundledLanguages } from 'shiki/langs';

/** Names that are plain text (no highlighting, no warning); `none` is Prism's (Docusaurus' highlighter). */
export const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'txt', 'plain', 'plaintext', 'none', '']);

/** Whether docgen highlights (or knows as plain text) the code fences of this language name: Shiki's names and aliases. */
export function isHighlightedLanguage(name: string): boolean {
  const lang = name.toLowerCase();
  return PLAIN_LANGUAGES.has(lang) || lang in bundledLanguages;
}
