/**
 * Grammars inject into each other (jsdoc into JavaScript, embedded languages into PHP…), so
 * shiki's output for a block depends on which grammars are loaded when it is highlighted.
 * Highlighting each block as if one fixed set were loaded makes the output independent of the
 * order pages are rendered in (in process, on workers, on the highlight thread, or partly from
 * the cache); `loadReach` loads only the part of the set a block's language can reach.
 */
export const PRELOADED_LANGUAGES = [
  'bash',
  'css',
  'diff',
  'go',
  'html',
  'http',
  'javascript',
  'json',
  'jsx',
  'markdown',
  'php',
  'python',
  'shellscript',
  'sql',
  'tsx',
  'typescript',
  'xml',
  'yaml',
];
