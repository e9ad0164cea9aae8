import { afterEach, describe, expect, it } from 'vitest';
// The compiled thread (a worker needs JavaScript): the same class as ../src/highlight/remote.ts.
import { HighlightThread } from '@docgen/markdown/highlight-thread';
import type { CodeOptions } from '../src/plugins/code.js';
import { DEFAULT_MAGIC_COMMENTS } from '../src/plugins/magic-comments.js';
import { createMarkdownProcessor, processMarkdown } from '../src/processor.js';
import { plainFileContext } from './support/file-context.js';

/**
 * A cold build highlights code on a thread of its own (`HighlightThread`): a page holds a mark
 * per block until the thread answers. What the reader gets must be what highlighting in place
 * gives, whatever becomes of the thread.
 */
const themes = { light: 'github-light-default', dark: 'github-dark-default' };
const magicComments = DEFAULT_MAGIC_COMMENTS;
// Meta, magic comments, line numbers, a title, a language outside the preloaded set, a repeat.
const PAGE = [
  '# Blocks',
  '',
  '```js title="app.js" {2} showLineNumbers',
  'const a = 1;',
  'const b = 2;',
  '```',
  '',
  '```python',
  '# highlight-next-line',
  'print("marked")',
  'print("plain")',
  '```',
  '',
  '```rust',
  'fn main() { println!("hi"); }',
  '```',
  '',
  '```js title="app.js" {2} showLineNumbers',
  'const a = 1;',
  'const b = 2;',
  '```',
  '',
].join('\n');

const inPlace = () =>
  processMarkdown(createMarkdownProcessor({ code: { themes, magicComments } }), PAGE, plainFileContext({ files: [] }));

const threads: HighlightThread[] = [];
afterEach(async () => {
  for (const thread of threads.splice(0)) await thread.close();
});

function onThread(kept = new Map<string, string>()) {
  const thread = HighlightThread.start(themes)!;
  threads.push(thread);
  thread.use([], (key, html) => kept.set(key, html));
  const code: CodeOptions = { themes, magicComments, thread: thread as unknown as CodeOptions['thread'] };
  const processor = createMarkdownProcessor({ code });
  return { thread, kept, page: () => processMarkdown(processor, PAGE, plainFileContext({ files: [] })) };
}

describe('the highlight thread', () => {
  it('puts in each block the HTML highlighting in place gives, and hands every block to the cache', async () => {
    const expected = await inPlace();
    const { thread, kept, page } = onThread();
    const marked = await page();
    expect(marked).not.toContain('<pre class="shiki');
    expect(marked.match(/<!--dg-hl:[0-9a-f]{64}-->/g)).toHaveLength(4);
    expect(await thread.settle(marked)).toBe(expected);
    // Four blocks, one of them a repeat: three highlighted, each kept once.
    expect(kept.size).toBe(3);
    expect([...kept.values()].every((html) => expected.includes(html))).toBe(true);
    expect(expected).toContain('class="line highlighted"');
    expect(expected).toContain('data-line-numbers');
  });

  it('highlights once the blocks that differ only by their title or the name of their language', async () => {
    // A title translated in each locale, `js` and `javascript`: other keys, the same highlighting.
    const twins = [
      '```js title="un.js"',
      'const a = 1;',
      '```',
      '',
      '```javascript title="one.js"',
      'const a = 1;',
      '```',
      '',
    ].join('\n');
    const expected = await processMarkdown(
      createMarkdownProcessor({ code: { themes, magicComments } }),
      twins,
      plainFileContext({ files: [] }),
    );
    const { thread, kept } = onThread();
    const sent: unknown[] = [];
    const send = (thread as unknown as { send(request: unknown): Promise<string> }).send.bind(thread);
    (thread as unknown as { send(request: unknown): Promise<string> }).send = (request) => {
      sent.push(request);
      return send(request);
    };
    const code: CodeOptions = { themes, magicComments, thread: thread as unknown as CodeOptions['thread'] };
    const marked = await processMarkdown(createMarkdownProcessor({ code }), twins, plainFileContext({ files: [] }));
    expect(await thread.settle(marked)).toBe(expected);
    expect(sent).toHaveLength(1);
    // Each key still reaches the cache.
    expect(kept.size).toBe(2);
  });

  it('highlights the blocks left here, in order, when the thread dies with them on their way', async () => {
    const expected = await inPlace();
    const { thread, page } = onThread();
    // The worker gone before it answers (a crash, out of memory): nothing reaches the page from it.
    const gone = (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    const marked = await page();
    await gone;
    expect(marked).toContain('<!--dg-hl:');
    expect(await thread.settle(marked)).toBe(expected);
  });

  it('highlights here once closed, and leaves marks it does not know as they are', async () => {
    const expected = await inPlace();
    const { thread, page } = onThread();
    await thread.close();
    expect(await thread.settle(await page())).toBe(expected);
    const stranger = `<p><!--dg-hl:${'0'.repeat(64)}--></p>`;
    expect(await thread.settle(stranger)).toBe(stranger);
  });
});
