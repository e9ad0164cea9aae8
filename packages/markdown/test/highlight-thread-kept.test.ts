import { describe, expect, it } from 'vitest';
// The compiled thread (a worker needs JavaScript): the same module as ../src/highlight/remote.ts.
import { HighlightThread, keepHighlightThreads } from '@docgen/markdown/highlight-thread';
import type { CodeOptions } from '../src/plugins/code.js';
import { DEFAULT_MAGIC_COMMENTS } from '../src/plugins/magic-comments.js';
import { createMarkdownProcessor, processMarkdown } from '../src/processor.js';
import { plainFileContext } from './support/file-context.js';

/**
 * A process that runs builds one after another keeps a build's highlight thread for the next
 * (`keepHighlightThreads`): the next build's blocks are what a new thread gives, and a thread is
 * not kept where its loaded grammars could change that. This file's module state keeps threads.
 */
const themes = { light: 'github-light-default', dark: 'github-dark-default' };
const PAGE = ['```js {2}', 'const a = 1;', 'const b = 2;', '```', '', '```rust', 'fn main() {}', '```', ''].join('\n');

const inPlace = () =>
  processMarkdown(
    createMarkdownProcessor({ code: { themes, magicComments: DEFAULT_MAGIC_COMMENTS, preload: ['rust'] } }),
    PAGE,
    plainFileContext({ files: [] }),
  );

/** One build's use of the thread: its languages, its page highlighted, the thread let go. */
async function build(languages: string[], buildThemes = themes) {
  const thread = HighlightThread.start(buildThemes)!;
  thread.use(languages, () => {});
  const id = thread.threadId;
  const code: CodeOptions = {
    themes: buildThemes,
    magicComments: DEFAULT_MAGIC_COMMENTS,
    preload: languages,
    thread: thread as unknown as CodeOptions['thread'],
  };
  const html = await thread.settle(
    await processMarkdown(createMarkdownProcessor({ code }), PAGE, plainFileContext({ files: [] })),
  );
  await thread.close();
  return { id, html };
}

describe('a highlight thread kept between builds', () => {
  it('serves the next build, which gets the blocks a new thread gives', async () => {
    keepHighlightThreads();
    const expected = await inPlace();
    const first = await build(['rust']);
    const second = await build(['rust']);
    expect(first.html).toBe(expected);
    expect(second.id).toBe(first.id);
    expect(second.html).toBe(expected);
    // Kept through many builds, the thread gathers no listeners (Node warns past 10).
    let last = second;
    for (let i = 0; i < 12; i++) last = await build(['rust']);
    expect(last.id).toBe(first.id);
    const thread = HighlightThread.start(themes)!;
    const worker = (thread as unknown as { worker: { listenerCount(event: string): number } }).worker;
    expect(worker.listenerCount('exit')).toBe(1);
    await thread.close();
  });

  it('is replaced for a build whose languages lack one it loaded (grammars inject into others)', async () => {
    const before = await build(['rust']);
    // `rust` is no longer in the build's set: the kept thread, which loaded it, would not do.
    const after = await build([]);
    expect(after.id).not.toBe(before.id);
    // And a thread that saw only the preloaded set serves a build with more.
    const next = await build(['rust']);
    expect(next.id).toBe(after.id);
  });

  it('is replaced for a build with other code themes', async () => {
    const before = await build(['rust']);
    const other = await build(['rust'], { light: 'min-light', dark: 'min-dark' });
    expect(other.id).not.toBe(before.id);
    expect(other.html).toContain('shiki');
  });
});
