import { afterEach, describe, expect, it } from 'vitest';
// The compiled thread (a worker needs JavaScript): the same class as ../src/highlight/remote.ts.
import { HighlightThread } from '@docgen/markdown/highlight-thread';
import type { Processor } from 'unified';
import { PARSE_AHEAD_FROM, type ParseAhead } from '../src/parse-ahead.js';
import { MessageChannel, type MessagePort, receiveMessageOnPort } from 'node:worker_threads';
import { PiecesAhead, parsesLikePieces } from '../src/pieces-ahead.js';
import { DEFAULT_MAGIC_COMMENTS } from '../src/plugins/magic-comments.js';
import { createMarkdownProcessor, processMarkdown } from '../src/processor.js';
import { SegmentCache, splitSegments } from '../src/segments.js';
import { plainFileContext } from './support/file-context.js';

/**
 * A cold build's highlight thread parses the pages' pieces ahead of the main thread, from the
 * last page back (`parse-ahead.ts`): what it puts in the piece cache must be the tree the main
 * thread's parser makes, so a page's HTML is the same whoever parsed its pieces.
 */
const themes = { light: 'github-light-default', dark: 'github-dark-default' };
const code = { themes, magicComments: DEFAULT_MAGIC_COMMENTS };

const page = (n: number) =>
  [
    `# Page ${n}`,
    '',
    `Text with *emphasis*, \`code\`, a [link](./other-${n}.md), www.example.com and a@b.co.`,
    '',
    '| a | b |',
    '| - | - |',
    `| ${n} | ~~two~~ |`,
    '',
    ':::note[A title]',
    `An admonition ${n}.`,
    ':::',
    '',
    ':::tip Older title form',
    'Its body.',
    ':::',
    '',
    '- [x] done',
    '- [ ] not yet',
    '',
    '```js',
    `const n = ${n};`,
    '```',
    '',
  ].join('\n');
const DOCS = [page(0), page(1), page(2)];

const threads: HighlightThread[] = [];
const aheads: ParseAhead[] = [];
afterEach(async () => {
  for (const ahead of aheads.splice(0)) ahead.close();
  for (const thread of threads.splice(0)) await thread.close();
});

/** The cache once the thread has sent `count` pieces (it stops before page `at`). */
async function filled(docs: (string | undefined)[], at: number, count: number, mdx1 = false) {
  const thread = HighlightThread.start(themes)!;
  threads.push(thread);
  thread.use([], () => {});
  const cache = new SegmentCache();
  const ahead = thread.parseAhead(docs, { mdx1 }, cache)!;
  aheads.push(ahead);
  const until = Date.now() + 20_000;
  while (cache.size < count && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    ahead.reached(at);
  }
  return cache;
}

/** The texts of the pieces a job sent so far. */
function drained(port: MessagePort): string[] {
  const texts: string[] = [];
  for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) texts.push((m.message as [string])[0]);
  return texts;
}

/** A page's pieces as the processor's parser reads them (old admonition titles made labels). */
const piecesOf = (doc: string) => splitSegments(doc.replace(':::tip Older title form', ':::tip[Older title form]'))!;

describe('pieces parsed ahead on the highlight thread', () => {
  it('are the trees the main thread parses, for the pages after the one it is at', async () => {
    // Page 0 is the main thread's: its pieces, also those the later pages repeat, are parsed there.
    const mine = new Set(piecesOf(DOCS[0]!).map((s) => s.text));
    const later = [...new Set(DOCS.slice(1).flatMap((d) => piecesOf(d).map((s) => s.text)))].filter(
      (t) => !mine.has(t),
    );
    expect(later.length).toBeGreaterThan(0);
    // Some repeat page 0's (the old admonition, the task list): not parsed on the thread.
    expect(piecesOf(DOCS[2]!).some((s) => mine.has(s.text))).toBe(true);
    const cache = await filled(DOCS, 0, later.length);
    expect(cache.size).toBe(later.length);
    const here = createMarkdownProcessor({ code });
    for (const text of later) {
      expect(cache.has(text)).toBe(true);
      expect(cache.get(text)).toEqual(here.parse(text).children);
    }
    for (const text of mine) expect(cache.has(text)).toBe(false);
  });

  it('give a page the HTML it has when parsed in place', async () => {
    const mine = new Set(piecesOf(DOCS[0]!).map((s) => s.text));
    const later = new Set(
      DOCS.slice(1)
        .flatMap((d) => piecesOf(d).map((s) => s.text))
        .filter((t) => !mine.has(t)),
    );
    const cache = await filled(DOCS, 0, later.size);
    expect(cache.size).toBe(later.size);
    const withAhead = createMarkdownProcessor({ code, segments: cache });
    const inPlace = createMarkdownProcessor({ code, segments: new SegmentCache() });
    for (const doc of DOCS)
      expect(await processMarkdown(withAhead, doc, plainFileContext())).toBe(
        await processMarkdown(inPlace, doc, plainFileContext()),
      );
  });

  it("start on the sources before the pages' order, and go on in that order once given", async () => {
    const thread = HighlightThread.start(themes)!;
    threads.push(thread);
    thread.use([], () => {});
    // The sources in discover's order (page 2 first): no cache yet, the pieces wait in the port.
    const sources = [DOCS[2]!, DOCS[0]!, DOCS[1]!, 'x'.repeat(PARSE_AHEAD_FROM)];
    thread.parseSourcesAhead(sources, { mdx1: false });
    const early = thread.takeSourcesAhead()!;
    expect(early).toBeDefined();
    expect(thread.takeSourcesAhead()).toBeUndefined();
    aheads.push(early);
    // Parsed while the main thread has no cache to put them in: nothing reaches one before `order`.
    await new Promise((r) => setTimeout(r, 300));
    const cache = new SegmentCache();
    early.reached(0);
    expect(cache.size).toBe(0);
    // The pages' order: page 0 is the main thread's; the thread goes on with the others' pieces.
    early.order(DOCS, cache);
    const mine = new Set(piecesOf(DOCS[0]!).map((s) => s.text));
    const later = new Set(
      DOCS.slice(1)
        .flatMap((d) => piecesOf(d).map((s) => s.text))
        .filter((t) => !mine.has(t)),
    );
    const until = Date.now() + 20_000;
    while ([...later].some((t) => !cache.has(t)) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      early.reached(0);
    }
    const here = createMarkdownProcessor({ code });
    for (const text of later) expect(cache.get(text)).toEqual(here.parse(text).children);
    const withAhead = createMarkdownProcessor({ code, segments: cache });
    const inPlace = createMarkdownProcessor({ code, segments: new SegmentCache() });
    for (const doc of DOCS)
      expect(await processMarkdown(withAhead, doc, plainFileContext())).toBe(
        await processMarkdown(inPlace, doc, plainFileContext()),
      );
  });

  it("of the sources are not parsed again in the pages' order", async () => {
    const { port1, port2 } = new MessageChannel();
    const progress = new SharedArrayBuffer(4);
    let woken = 0;
    const sources = [DOCS[2]!, DOCS[1]!];
    const job = new PiecesAhead(
      { docs: sources, syntax: { mdx1: false }, progress, port: port2, ordered: false },
      () => woken++,
    );
    // Source 0 is left for the main thread (progress 0); the job waits for the order, its port open.
    while (job.step());
    const first = drained(port1);
    const ofSource0 = new Set(piecesOf(DOCS[2]!).map((s) => s.text));
    expect(first.sort()).toEqual(
      [
        ...new Set(
          piecesOf(DOCS[1]!)
            .map((s) => s.text)
            .filter((t) => !ofSource0.has(t)),
        ),
      ].sort(),
    );
    port1.postMessage({ docs: DOCS });
    const until = Date.now() + 20_000;
    while (woken === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    expect(woken).toBe(1);
    while (job.step());
    const second = drained(port1);
    // Page 2's pieces in the pages' order; page 1's were sent already, page 0's are the main thread's.
    const mine = new Set(piecesOf(DOCS[0]!).map((s) => s.text));
    const left = piecesOf(DOCS[2]!)
      .map((s) => s.text)
      .filter((t) => !mine.has(t) && !first.includes(t));
    expect(second.sort()).toEqual([...new Set(left)].sort());
    expect(second.length).toBeGreaterThan(0);
    port1.close();
  });

  it("do not start on sources of less markdown than pays for the thread's parser", () => {
    const thread = HighlightThread.start(themes)!;
    threads.push(thread);
    thread.parseSourcesAhead(DOCS, { mdx1: false });
    expect(thread.takeSourcesAhead()).toBeUndefined();
  });

  it("read MDX 1's escapes when the site's syntax does", async () => {
    const doc = 'First \\& piece.\n\nSecond \\< piece.\n';
    const cache = await filled([undefined, doc], 0, 2, true);
    const here = createMarkdownProcessor({ code, mdx1Compat: { syntax: true } });
    for (const { text } of splitSegments(doc)!) expect(cache.get(text)).toEqual(here.parse(text).children);
  });

  it("are not used when a site's plugin adds syntax to the parser", () => {
    function addsSyntax(this: Processor) {
      const data = this.data() as { micromarkExtensions?: unknown[] };
      (data.micromarkExtensions ??= []).push({ text: {} });
    }
    expect(parsesLikePieces(createMarkdownProcessor({ code }), { mdx1: false })).toBe(true);
    expect(parsesLikePieces(createMarkdownProcessor({ code, remarkPlugins: [addsSyntax] }), { mdx1: false })).toBe(
      false,
    );
    expect(parsesLikePieces(createMarkdownProcessor({ code, mdx1Compat: { syntax: true } }), { mdx1: false })).toBe(
      false,
    );
    expect(parsesLikePieces(createMarkdownProcessor({ code, mdx1Compat: { syntax: true } }), { mdx1: true })).toBe(
      true,
    );
  });
});
