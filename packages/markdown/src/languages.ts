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
  // Prism's `flow` is JavaScript with Flow's types (and JSX): TypeScript's grammar reads those.
  flow: 'tsx',
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
  // Prism's aliases (its `additionalLanguages`) of languages Shiki names otherwise.
  gawk: 'awk',
  arduino: 'cpp',
  ino: 'cpp',
  dotnet: 'csharp',
  cshtml: 'razor',
  django: 'jinja',
  jinja2: 'jinja',
  mustache: 'handlebars',
  emacs: 'emacs-lisp',
  context: 'latex',
  nasm: 'asm',
  armasm: 'asm',
  'arm-asm': 'asm',
  objectpascal: 'pascal',
  pq: 'powerquery',
  mscript: 'powerquery',
  purs: 'purescript',
  rkt: 'racket',
  sol: 'solidity',
  rq: 'sparql',
  trig: 'turtle',
  vbnet: 'vb',
  'visual-basic': 'vb',
  vba: 'vb',
  mathematica: 'wolfram',
  nb: 'wolfram',
};

/**
 * Fence names of real sites that Shiki knows under another name (its own name or alias on the
 * right): highlighted as that language, where Prism (which knows none of them) shows plain text.
 * `console` is Shiki's alias of shellsession (a prompt's command highlighted, its output not).
 */
export const FENCE_LANGUAGES: Readonly<Record<string, string>> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'shellsession',
  curl: 'bash',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  golang: 'go',
  yml: 'yaml',
  env: 'dotenv',
  patch: 'diff',
  ex: 'elixir',
  exs: 'elixir',
  ndjson: 'jsonl',
  'json-lines': 'jsonl',
  sshconfig: 'ssh-config',
  wat: 'wasm',
};

/** Every name docgen highlights as a language Shiki names otherwise. */
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { ...PRISM_LANGUAGES, ...FENCE_LANGUAGES };

/** Whether docgen highlights (or knows as plain text) the code fences of this language name: Shiki's names and aliases. */
export function isHighlightedLanguage(name: string): boolean {
  const lang = name.toLowerCase();
  return PLAIN_LANGUAGES.has(lang) || lang in bundledLanguages || lang in LANGUAGE_ALIASES;
}
