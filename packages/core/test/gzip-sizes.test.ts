import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the compressions made on this thread (the thread's own are in another isolate).
const here = vi.hoisted(() => ({ gzips: 0 }));
vi.mock('node:zlib', async (original) => {
  const actual = await original<typeof import('node:zlib')>();
  const gzipSync = (...args: Parameters<typeof actual.gzipSync>) => {
    here.gzips++;
    return actual.gzipSync(...args);
  };
  return { ...actual, gzipSync, default: { ...actual, gzipSync } };
});

const { OFF_THREAD_BYTES, gzipSizes } = await import('../src/write/gzip-sizes.js');
const { GZIP_LEVEL } = await import('../src/bundle/esbuild-files.js');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-gzip-sizes-'));
  here.gzips = 0;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A page of `bytes` bytes of HTML that compresses unevenly (a different size per page). */
function page(name: string, bytes: number, seed: number): string {
  const file = path.join(dir, name);
  let html = '<!doctype html><main>';
  for (let i = 0; html.length < bytes; i++) html += `<p id="p${i}">${((i * seed) % 9973).toString(36)} ${i % 7}</p>`;
  fs.writeFileSync(file, html);
  return file;
}

const expected = (bytes: Buffer) => zlib.gzipSync(bytes, { level: GZIP_LEVEL }).length;

describe('gzipSizes', () => {
  it('compresses many bytes on a thread, the files as they were when asked', async () => {
    const files = [page('a.html', 2_000_000, 7), page('b.html', 2_000_000, 13), page('c.html', 1_000_000, 31)];
    const before = files.map((f) => fs.readFileSync(f));
    const bytes = before.reduce((sum, b) => sum + b.length, 0);
    expect(bytes).toBeGreaterThan(OFF_THREAD_BYTES);
    const sizes = gzipSizes(files, bytes);
    // What runs meanwhile (the write hooks) may write files of the output.
    for (const f of files) fs.writeFileSync(f, 'rewritten');
    const got = await sizes();
    expect(here.gzips).toBe(0);
    expect(got).toEqual(before.map(expected));
  });

  it('moves a bounded share of the bytes to the thread and compresses the rest here, in order', async () => {
    const files = [
      page('a.html', 2_500_000, 7),
      page('b.html', 2_500_000, 13),
      page('c.html', 600_000, 31),
      page('d.html', 500_000, 3),
    ];
    const before = files.map((f) => fs.readFileSync(f));
    const sizes = gzipSizes(files, 6_100_000, 4_000_000);
    // a and b (the first to reach the bound) go to the thread; c and d are compressed here.
    expect(here.gzips).toBe(2);
    expect(await sizes()).toEqual(before.map(expected));
  });

  it('compresses a few bytes here, without a thread', async () => {
    const files = [page('a.html', 20_000, 7), page('b.html', 30_000, 13)];
    const sizes = gzipSizes(files, 50_000);
    expect(here.gzips).toBe(2);
    expect(await sizes()).toEqual(files.map((f) => expected(fs.readFileSync(f))).map((n) => n));
  });
});
