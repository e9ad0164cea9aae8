/**
 * The highlight thread: shiki on the build's second core. It loads shiki and the code themes as
 * soon as it starts, takes the site's languages, then code blocks in the order the main thread
 * meets them, and answers each with its HTML (see `HighlightThread`). Between blocks, it parses
 * the pages' pieces ahead of the main thread (`parse-ahead.ts`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ParseAheadJob } from '../parse-ahead.js';
import type { PiecesAhead } from '../pieces-ahead.js';
import { type BlockRequest, highlightBlock } from './block.js';
import { type CodeThemes, getHighlighter, readyHighlighter } from './highlighters.js';

export type ThreadMessage =
  | { languages: string[] }
  | { id: number; request: BlockRequest }
  | { parseAhead: ParseAheadJob };
export type ThreadAnswer = { id: number; html: string } | { id: number; error: string };

const themes = workerData as CodeThemes;
const port = parentPort!;
// Started before the languages are known (the main thread is still reading the site); failures show with the first block.
getHighlighter(themes).catch(() => {});
let languages: string[] = [];
// One block at a time, in arrival order: a grammar a block loads is loaded for the ones after it, as in process.
let queue: Promise<void> = Promise.resolve();
/** Blocks received and not answered yet: they go before the pieces. */
let blocks = 0;
let ahead: PiecesAhead | undefined;
let stepping = false;

/** A piece at a time, each in a task of its own, so that blocks arriving meanwhile go first. */
function parseStep(): void {
  stepping = false;
  if (!ahead || blocks > 0) return;
  if (!ahead.step()) ahead = undefined;
  else schedule();
}
function schedule(): void {
  if (stepping || !ahead) return;
  stepping = true;
  setImmediate(parseStep);
}

port.on('message', (message: ThreadMessage) => {
  if ('languages' in message) {
    languages = message.languages;
    return;
  }
  if ('parseAhead' in message) {
    void import('../pieces-ahead.js').then(({ PiecesAhead }) => {
      const job = new PiecesAhead(message.parseAhead, () => {
        // The pages' order came: the job goes on, also after it ran out of sources.
        ahead = job;
        schedule();
      });
      ahead = job;
      schedule();
    });
    return;
  }
  const { id, request } = message;
  blocks++;
  queue = queue.then(async () => {
    try {
      const highlighter = await readyHighlighter(themes, languages, request.lang);
      port.postMessage({ id, html: await highlightBlock(highlighter, request) } satisfies ThreadAnswer);
    } catch (error) {
      port.postMessage({ id, error: (error as Error)?.stack ?? String(error) } satisfies ThreadAnswer);
    } finally {
      if (--blocks === 0) schedule();
    }
  });
});
