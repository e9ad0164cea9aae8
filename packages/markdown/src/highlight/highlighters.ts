import type { Highlighter } from 'shiki';
// The list of languages only: shiki itself (100 ms to load) is imported when a block must be highlighted.
import { bundledLanguages } from 'shiki/langs';

/**
 * Grammars inject into each other (jsdoc into JavaScript, embedded languages into PHP…), so
 * shiki's output for a block depends on which grammars are loaded when it is highlighted.
 * Loading one fixed set before anything is highlighted makes the output independent of the
 * order pages are rendered in (in process, on workers, on the highlight thread, or partly from
 * the cache).
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

export interface CodeThemes {
  light: string;
  dark: string;
}

const highlighters = new Map<string, Promise<Highlighter>>();

/** One highlighter per thread: creating one costs far more than highlighting a block. */
export function getHighlighter(themes: CodeThemes): Promise<Highlighter> {
  const key = `${themes.light}\0${themes.dark}`;
  let highlighter = highlighters.get(key);
  if (!highlighter) {
    // `shiki/bundle/full` is where `shiki` takes this very `createHighlighter` from (Oniguruma
    // engine, every bundled grammar and theme); `shiki` itself also loads the JavaScript regex
    // engine (oniguruma-to-es and its regex packages), which docgen never uses: 15 ms less CPU
    // for each thread that highlights.
    highlighter = import('shiki/bundle/full').then(({ createHighlighter }) =>
      createHighlighter({ themes: [themes.light, themes.dark], langs: [] }),
    );
    highlighters.set(key, highlighter);
  }
  return highlighter;
}

/**
 * Lets go of the highlighters of this thread: a production
 * build's markdown stage runs once, and at 15,000 pages the render stage that follows needs
 * the memory (the dev server keeps them for the next edit).
 */
export async function releaseHighlighters(): Promise<void> {
  const loaded = [...highlighters.values()];
  highlighters.clear();
  for (const highlighter of loaded) (await highlighter.catch(() => undefined))?.dispose();
}

const preloaded = new WeakMap<Highlighter, Promise<void>>();

/** The thread's highlighter for `themes`, with `PRELOADED_LANGUAGES` and `extra` loaded (the site's fences). */
export async function readyHighlighter(themes: CodeThemes, extra: readonly string[] = []): Promise<Highlighter> {
  const highlighter = await getHighlighter(themes);
  let ready = preloaded.get(highlighter);
  if (!ready) {
    const all = [...new Set([...PRELOADED_LANGUAGES, ...extra])].filter((l) => l in bundledLanguages).sort();
    ready = (async () => {
      for (const lang of all)
        if (!highlighter.getLoadedLanguages().includes(lang))
          await highlighter.loadLanguage(lang as keyof typeof bundledLanguages);
    })();
    preloaded.set(highlighter, ready);
  }
  await ready;
  return highlighter;
}
