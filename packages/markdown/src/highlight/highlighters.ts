import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Highlighter, RegexEngine } from 'shiki';
// The list of languages only: shiki itself (100 ms to load) is imported when a block must be highlighted.
import { bundledLanguages } from 'shiki/langs';
import { PRELOADED_LANGUAGES } from './preloaded.js';
import { loadReach } from './reach.js';
import { sharedScanners } from './shared-scanners.js';

export { PRELOADED_LANGUAGES };

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
    highlighter = Promise.all([import('shiki/bundle/full'), onigurumaEngine()]).then(
      ([{ createHighlighter }, engine]) =>
        createHighlighter({
          themes: [themes.light, themes.dark],
          langs: [],
          ...(engine ? { engine: sharedScanners(engine as RegexEngine) } : {}),
        }),
    );
    highlighters.set(key, highlighter);
  }
  return highlighter;
}

/** Node's WebAssembly (the packages' TypeScript settings have no DOM or WebAssembly types). */
const wasm = (
  globalThis as unknown as { WebAssembly: { instantiate(bytes: Uint8Array, imports: unknown): Promise<never> } }
).WebAssembly;

/**
 * Shiki's Oniguruma engine with its wasm read from `shiki/onig.wasm`. Shiki's default reads the
 * same bytes (checked equal) from `shiki/wasm`, a module holding them gzipped in base64 that
 * unpacks them through `Response`, `Blob` and `DecompressionStream`, loading Node's fetch and
 * web streams: about 50 ms more CPU for each thread that highlights, before its first block.
 * Undefined (shiki's default then) when the file cannot be found.
 */
async function onigurumaEngine(): Promise<RegexEngine | Promise<RegexEngine> | undefined> {
  let file: string;
  try {
    file = createRequire(import.meta.url).resolve('shiki/onig.wasm');
  } catch {
    return undefined;
  }
  const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
  // An instantiator: handed bytes, the engine would first test them against `Response`, whose
  // global getter loads fetch all the same.
  return createOnigurumaEngine({
    instantiator: async (imports) => wasm.instantiate(await fs.promises.readFile(file), imports),
  });
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

/**
 * The thread's highlighter, ready for a block of `lang` as if `PRELOADED_LANGUAGES` and `extra`
 * (the site's fences) were all loaded: only the grammars such a block can reach are (see
 * `loadReach`). Without `lang`, all of them are.
 */
export async function readyHighlighter(
  themes: CodeThemes,
  extra: readonly string[] = [],
  lang?: string,
): Promise<Highlighter> {
  const highlighter = await getHighlighter(themes);
  const pool = [...new Set([...PRELOADED_LANGUAGES, ...extra])].filter((l) => l in bundledLanguages).sort();
  if (lang !== undefined) {
    if (lang !== 'text') await loadReach(highlighter, pool, lang);
    return highlighter;
  }
  let ready = preloaded.get(highlighter);
  if (!ready) {
    ready = (async () => {
      for (const name of pool)
        if (!highlighter.getLoadedLanguages().includes(name))
          await highlighter.loadLanguage(name as keyof typeof bundledLanguages);
    })();
    preloaded.set(highlighter, ready);
  }
  await ready;
  return highlighter;
}
