/**
 * The highlight thread: shiki on the build's second core. It loads shiki and the code themes as
 * soon as it starts, takes the site's languages, then code blocks in the order the main thread
 * meets them, and answers each with its HTML (see `HighlightThread`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type BlockRequest, highlightBlock } from './block.js';
import { type CodeThemes, getHighlighter, readyHighlighter } from './highlighters.js';

export type ThreadMessage = { languages: string[] } | { id: number; request: BlockRequest };
export type ThreadAnswer = { id: number; html: string } | { id: number; error: string };

const themes = workerData as CodeThemes;
const port = parentPort!;
// Started before the languages are known (the main thread is still reading the site); failures show with the first block.
getHighlighter(themes).catch(() => {});
let languages: string[] = [];
// One block at a time, in arrival order: a grammar a block loads is loaded for the ones after it, as in process.
let queue: Promise<void> = Promise.resolve();
port.on('message', (message: ThreadMessage) => {
  if ('languages' in message) {
    languages = message.languages;
    return;
  }
  const { id, request } = message;
  queue = queue.then(async () => {
    try {
      const highlighter = await readyHighlighter(themes, languages, request.lang);
      port.postMessage({ id, html: await highlightBlock(highlighter, request) } satisfies ThreadAnswer);
    } catch (error) {
      port.postMessage({ id, error: (error as Error)?.stack ?? String(error) } satisfies ThreadAnswer);
    }
  });
});
