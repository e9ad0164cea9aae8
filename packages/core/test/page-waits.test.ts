import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REQUESTS, settledOrAwaitingPages } from '../src/markdown/page-turns.js';

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('a page waiting in a site plugin for a request of its own', () => {
  it('is waited for while only a file handle’s close is pending (a loaded machine’s threadpool)', async () => {
    // The page idles past the turn's 20 ms with nothing but a close in flight beyond the baseline.
    const closing = () => new Map([['CloseReq', 1]]);
    const settled = await settledOrAwaitingPages(later(120), () => true, new Map(), closing);
    expect(settled).toBe(true);
  });

  it('is not waited for when nothing is in flight: it may wait for another page', async () => {
    const settled = await settledOrAwaitingPages(
      later(120),
      () => true,
      new Map(),
      () => new Map(),
    );
    expect(settled).toBe(false);
  });

  it('counts every kind Node lists while a file read is pending as a request', async () => {
    const baseline = new Set(process.getActiveResourcesInfo());
    let done = false;
    const reading = fs.promises.readFile(new URL(import.meta.url)).then(() => (done = true));
    const seen: string[][] = [];
    while (!done) {
      seen.push(process.getActiveResourcesInfo().filter((kind) => !baseline.has(kind)));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await reading;
    expect(seen.length).toBeGreaterThan(0);
    for (const kinds of seen) expect(kinds.some((kind) => REQUESTS.has(kind))).toBe(true);
    // The close Node names so (not `FileHandleCloseReq`, the async hook's name for it).
    const handle = await fs.promises.open(new URL(import.meta.url));
    const closed = handle.close();
    expect(process.getActiveResourcesInfo()).toContain('CloseReq');
    await closed;
  });
});
