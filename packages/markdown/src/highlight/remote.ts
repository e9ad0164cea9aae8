import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import { PARSE_AHEAD_FROM, ParseAhead, type PieceSyntax } from '../parse-ahead.js';
import type { SegmentCache } from '../segments.js';
import type { BlockRequest } from './block.js';
import type { CodeThemes } from './highlighters.js';
import { PRELOADED_LANGUAGES } from './preloaded.js';
import type { ThreadAnswer, ThreadMessage } from './thread.js';

export type { PieceSyntax };

/** A thread a build let go of, kept for the next one: its themes, and every language it was told of. */
interface Parked {
  worker: Worker;
  themes: string;
  told: Set<string>;
  /** Forgets the thread should it end while kept; taken off when a build takes the thread. */
  ended: () => void;
}
let keep = false;
let parked: Parked | undefined;

/**
 * Keeps a build's highlight thread, once the build is done with it, for the next build of this
 * process: a process that runs builds one after another (docgen's CLI tests run ~850 in a few
 * dozen processes) starts the thread and compiles shiki's grammars once, not each time: ~0.4 s
 * of CPU for a site with a few code blocks. Off unless asked: a kept thread holds its memory
 * through the rest of the build, which a large site's render stage needs.
 */
export function keepHighlightThreads(): void {
  keep = true;
}

const themesKey = (themes: CodeThemes) => `${themes.light}\0${themes.dark}`;

/** Where a block's HTML goes in a page until the thread has it: a comment no page writes (the key is a sha256). */
const MARK = 'dg-hl:';
const MARKS = /<!--dg-hl:([0-9a-f]{64})-->/g;

/**
 * Code blocks highlighted on a thread of their own while the main thread goes on with the page
 * and the next ones. Shiki is about half of a cold build's markdown stage (the grammars' regular
 * expressions), and a production build of fewer pages than pay for a markdown worker otherwise
 * leaves the second core idle (docs/benchmarks.md). A page's HTML holds a mark per block
 * (`mark`) until `settle` puts the blocks in. Should the thread fail, its blocks are
 * highlighted here, in the same order: the output is the same either way.
 */
export class HighlightThread {
  private worker: Worker | undefined;
  /** Takes the thread's listeners off, for the next build that keeps it. */
  private detach: () => void = () => {};
  /** Every language the thread was told of: by this build, and by the builds it was kept from. */
  private told = new Set<string>();
  private nextId = 0;
  private readonly waiting = new Map<number, { request: BlockRequest; done: (html: Promise<string>) => void }>();
  private readonly byKey = new Map<string, Promise<string>>();
  /** The same blocks by request (all the thread's answer depends on). */
  private readonly byRequest = new Map<string, Promise<string>>();
  /** Parse-ahead jobs, stopped with the thread: a kept thread must not go on with one. */
  private readonly aheads: ParseAhead[] = [];
  private early: ParseAhead | undefined;
  private languages: string[] = [];
  private onHighlighted: (key: string, html: string) => void = () => {};
  /** Set once the thread failed: blocks are highlighted in this thread from then on. */
  private local: Promise<unknown> | undefined;

  private constructor(
    private readonly file: string,
    private readonly themes: CodeThemes,
  ) {
    const kept = parked;
    parked = undefined;
    kept?.worker.off('exit', kept.ended);
    if (kept && kept.themes === themesKey(themes)) {
      this.told = kept.told;
      this.attach(kept.worker);
    } else {
      void kept?.worker.terminate();
      this.attachNew();
    }
  }

  /**
   * A thread started now for a build's blocks (it loads shiki meanwhile), or undefined where it
   * cannot pay: one core, or the package run from its TypeScript sources (unit tests), which have
   * no compiled thread to start.
   */
  static start(themes: CodeThemes): HighlightThread | undefined {
    if (availableParallelism() < 2) return undefined;
    const file = fileURLToPath(new URL('./thread.js', import.meta.url));
    if (!fs.existsSync(file)) return undefined;
    return new HighlightThread(file, { light: themes.light, dark: themes.dark });
  }

  /**
   * Before the first block: the languages to load before highlighting (the site's fences, see
   * `PRELOADED_LANGUAGES`), and what to call with each block's HTML as it arrives (the highlight
   * cache keeps it).
   */
  use(languages: string[], onHighlighted: (key: string, html: string) => void): void {
    this.languages = [...languages];
    this.onHighlighted = onHighlighted;
    // Shiki's output for a block depends on the grammars loaded (see `PRELOADED_LANGUAGES`): a
    // kept thread that loaded one outside this build's set is replaced by a new one.
    const set = new Set([...PRELOADED_LANGUAGES, ...this.languages]);
    if (this.worker && [...this.told].some((l) => !set.has(l))) {
      const old = this.worker;
      this.detach();
      void old.terminate();
      this.attachNew();
    }
    for (const l of this.languages) this.told.add(l);
    this.worker?.postMessage({ languages: this.languages } satisfies ThreadMessage);
  }

  /** The thread's id, while it runs: tells a kept thread from a new one. */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  /** The mark standing for the block of `key` in a page's HTML; the block is on its way. */
  mark(key: string, request: BlockRequest): string {
    if (!this.byKey.has(key)) {
      // The key also covers what only the page's markup around the block depends on (the
      // fence's language alias, its title): blocks that differ only there (a title translated
      // in each locale, 120 of the Lintas site's 702) are highlighted once.
      const same = JSON.stringify(request);
      let sent = this.byRequest.get(same);
      if (!sent) this.byRequest.set(same, (sent = this.send(request)));
      const html = sent.then((h) => {
        this.onHighlighted(key, h);
        return h;
      });
      // A failure is told by `settle`, to the page that waits for the block.
      html.catch(() => {});
      this.byKey.set(key, html);
    }
    return `<!--${MARK}${key}-->`;
  }

  /**
   * Has the thread parse the pieces of `docs` (the pages' markdown, in the order they will be
   * made; undefined for a page not parsed as markdown) from the last one back, into `cache`
   * (see `parse-ahead.ts`). Without `cache`, `docs` are the sources before the pages' order is
   * known, which `ParseAhead.order` gives later. Undefined when the thread is gone.
   */
  parseAhead(docs: (string | undefined)[], syntax: PieceSyntax, cache?: SegmentCache): ParseAhead | undefined {
    if (!this.worker) return undefined;
    const { port1, port2 } = new MessageChannel();
    const progress = new SharedArrayBuffer(4);
    this.worker.postMessage(
      { parseAhead: { docs, syntax, progress, port: port2, ordered: cache !== undefined } } satisfies ThreadMessage,
      [port2],
    );
    const ahead = new ParseAhead(port1, progress, cache);
    this.aheads.push(ahead);
    return ahead;
  }

  /**
   * Has the thread parse the pieces of the site's sources (`docs`, as `parseAhead`'s) while the
   * main thread runs the plugins' discover hooks, before the pages' order is known: the thread
   * has no block to highlight then. Nothing below `PARSE_AHEAD_FROM` characters of markdown.
   */
  parseSourcesAhead(docs: (string | undefined)[], syntax: PieceSyntax): void {
    if (this.early || docs.reduce((n, doc) => n + (doc?.length ?? 0), 0) < PARSE_AHEAD_FROM) return;
    this.early = this.parseAhead(docs, syntax);
  }

  /** The job `parseSourcesAhead` started, once: the caller gives it the pages' order or closes it. */
  takeSourcesAhead(): ParseAhead | undefined {
    const early = this.early;
    this.early = undefined;
    return early;
  }

  /** `html` with its blocks in, once the thread has them all. */
  async settle(html: string): Promise<string> {
    if (!html.includes(MARK)) return html;
    const blocks = new Map<string, string>();
    for (const [, key] of html.matchAll(MARKS)) {
      const block = this.byKey.get(key!);
      if (block && !blocks.has(key!)) blocks.set(key!, await block);
    }
    return html.replace(MARKS, (mark, key: string) => blocks.get(key) ?? mark);
  }

  /** Stops the thread (a build that ends, or that does not need it after all). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.local ??= Promise.resolve();
    this.byKey.clear();
    this.byRequest.clear();
    for (const ahead of this.aheads.splice(0)) ahead.close();
    this.early = undefined;
    if (!worker) return;
    this.detach();
    if (keep && !parked && this.waiting.size === 0) {
      worker.unref();
      const kept: Parked = {
        worker,
        themes: themesKey(this.themes),
        told: this.told,
        ended: () => {
          if (parked === kept) parked = undefined;
        },
      };
      worker.once('exit', kept.ended);
      parked = kept;
      return;
    }
    await worker.terminate();
  }

  private send(request: BlockRequest): Promise<string> {
    if (!this.worker) return this.here(request);
    const id = this.nextId++;
    // Held only while a block is on its way: a build that ends without `close` still exits.
    if (this.waiting.size === 0) this.worker.ref();
    const answer = new Promise<string>((resolve, reject) => {
      this.waiting.set(id, { request, done: (html) => html.then(resolve, reject) });
    });
    this.worker.postMessage({ id, request } satisfies ThreadMessage);
    return answer;
  }

  /** A new thread, told of no language yet. */
  private attachNew(): void {
    this.told = new Set();
    this.attach(new Worker(this.file, { workerData: this.themes }));
  }

  private attach(worker: Worker): void {
    worker.unref();
    const message = (answer: ThreadAnswer) => {
      const entry = this.waiting.get(answer.id);
      if (!entry) return;
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) worker.unref();
      entry.done('html' in answer ? Promise.resolve(answer.html) : Promise.reject(new Error(answer.error)));
    };
    const fail = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.local ??= Promise.resolve();
      // In the order they were sent, as the thread would have.
      const left = [...this.waiting.entries()].sort(([a], [b]) => a - b);
      this.waiting.clear();
      for (const [, entry] of left) entry.done(this.here(entry.request));
    };
    worker.on('message', message);
    worker.on('error', fail);
    worker.on('exit', fail);
    this.detach = () => {
      worker.off('message', message);
      worker.off('error', fail);
      worker.off('exit', fail);
    };
    this.worker = worker;
  }

  /** A block highlighted in this thread, after the ones before it. */
  private here(request: BlockRequest): Promise<string> {
    const html = (this.local ?? Promise.resolve()).then(async () => {
      const [{ readyHighlighter }, { highlightBlock }] = await Promise.all([
        import('./highlighters.js'),
        import('./block.js'),
      ]);
      return highlightBlock(await readyHighlighter(this.themes, this.languages, request.lang), request);
    });
    this.local = html.catch(() => {});
    return html;
  }
}
