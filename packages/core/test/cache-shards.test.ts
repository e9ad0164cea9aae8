import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentCache } from '../src/cache/content-cache.js';
import { CacheShards, SHARD_ENTRY_DAYS } from '../src/cache/shards.js';

let dir: string;
const DAY = 86_400_000;
const shardFile = (name: string) => path.join(dir, `${name}.json`);
const onDisk = (name: string) =>
  JSON.parse(fs.readFileSync(shardFile(name), 'utf8')) as Record<string, [number, unknown]>;

beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-shards-')), 'render');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe('cache shards', () => {
  it('keeps entries in one file per first hex digit of their key, read back by the next build', () => {
    const first = new CacheShards<{ n: number }>(dir, true);
    first.set('a1', { n: 1 });
    first.set('a2', { n: 2 });
    first.set('b1', { n: 3 });
    expect(fs.existsSync(dir)).toBe(false);
    first.save();
    expect(fs.readdirSync(dir).sort()).toEqual(['a.json', 'b.json']);
    expect(Object.keys(onDisk('a'))).toEqual(['a1', 'a2']);

    const next = new CacheShards<{ n: number }>(dir, true);
    expect(next.get('a2')).toEqual({ n: 2 });
    expect(next.get('b1')).toEqual({ n: 3 });
    expect(next.get('c1')).toBeUndefined();
  });

  it('with two digits, 256 shards: a lookup reads only its own shard', () => {
    const shards = new CacheShards<string>(dir, true, 2);
    shards.set('ab12', 'x');
    shards.set('ac12', 'y');
    shards.save();
    expect(fs.readdirSync(dir).sort()).toEqual(['ab.json', 'ac.json']);
    fs.writeFileSync(shardFile('ac'), 'not json');
    // The torn neighbour is never read to find ab12.
    expect(new CacheShards<string>(dir, true, 2).get('ab12')).toBe('x');
  });

  it('writes a shard only when it changed, and marks a used entry once a day', () => {
    const shards = new CacheShards<string>(dir, true);
    shards.set('a1', 'one');
    shards.save();
    const written = fs.statSync(shardFile('a')).mtimeMs;
    fs.utimesSync(shardFile('a'), new Date(written - 60_000), new Date(written - 60_000));
    const before = fs.statSync(shardFile('a')).mtimeMs;

    const sameDay = new CacheShards<string>(dir, true);
    expect(sameDay.get('a1')).toBe('one');
    sameDay.save();
    expect(fs.statSync(shardFile('a')).mtimeMs).toBe(before);

    vi.setSystemTime(Date.now() + DAY);
    const nextDay = new CacheShards<string>(dir, true);
    expect(nextDay.get('a1')).toBe('one');
    nextDay.save();
    expect(onDisk('a').a1![0]).toBe(Math.floor(Date.now() / DAY));
  });

  it(`drops an entry no build used for ${SHARD_ENTRY_DAYS} days when its shard is written, keeps the others`, () => {
    const shards = new CacheShards<string>(dir, true);
    shards.set('a-old', 'old');
    shards.set('a-kept', 'kept');
    shards.set('a-used', 'used');
    shards.save();

    vi.setSystemTime(Date.now() + (SHARD_ENTRY_DAYS - 1) * DAY);
    const later = new CacheShards<string>(dir, true);
    later.get('a-kept');
    later.save();

    vi.setSystemTime(Date.now() + 2 * DAY);
    const much = new CacheShards<string>(dir, true);
    expect(much.get('a-used')).toBe('used');
    much.save();
    // a-old: last used 31 days ago; a-kept: 2 days ago; a-used: today.
    expect(Object.keys(onDisk('a')).sort()).toEqual(['a-kept', 'a-used']);
  });

  it('a torn or foreign shard file is an empty shard, rewritten with what the build adds', () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(shardFile('a'), '{"a1": [2040');
    const shards = new CacheShards<string>(dir, true);
    expect(shards.get('a1')).toBeUndefined();
    shards.set('a2', 'two');
    shards.save();
    expect(Object.keys(onDisk('a'))).toEqual(['a2']);

    fs.writeFileSync(shardFile('b'), '{"b1": "not an entry"}');
    expect(new CacheShards<string>(dir, true).get('b1')).toBeUndefined();
  });

  it('disabled (--no-cache): nothing read, nothing written', () => {
    const on = new CacheShards<string>(dir, true);
    on.set('a1', 'one');
    on.save();
    const off = new CacheShards<string>(dir, false);
    expect(off.get('a1')).toBeUndefined();
    off.set('b1', 'two');
    off.save();
    expect(fs.readdirSync(dir)).toEqual(['a.json']);
  });

  it("in memory only (a --no-cache build's highlighted blocks): kept for the build, nothing read or written", () => {
    const on = new CacheShards<string>(dir, true);
    on.set('a1', 'one');
    on.save();
    const memo = new CacheShards<string>(dir, true, 1, false);
    expect(memo.get('a1')).toBeUndefined();
    memo.set('b1', 'two');
    expect(memo.get('b1')).toBe('two');
    memo.save();
    expect(fs.readdirSync(dir)).toEqual(['a.json']);
  });

  it('a disabled cache keeps a memo namespace in memory, unless DOCGEN_CACHE_OFF names it', () => {
    const cache = new ContentCache(path.dirname(dir), false);
    const blocks = cache.shards<string>('highlight', 2, true);
    blocks.set('ab1', '<pre>');
    expect(blocks.get('ab1')).toBe('<pre>');
    expect(cache.shards<string>('render').get('ab1')).toBeUndefined();
    vi.stubEnv('DOCGEN_CACHE_OFF', 'highlight');
    try {
      const off = new ContentCache(path.dirname(dir), false).shards<string>('highlight', 2, true);
      off.set('ab1', '<pre>');
      expect(off.get('ab1')).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
    }
    blocks.save();
    expect(fs.existsSync(path.join(path.dirname(dir), 'highlight'))).toBe(false);
  });

  it('forget() lets go of what was read; unsaved changes are gone', () => {
    const shards = new CacheShards<string>(dir, true);
    shards.set('a1', 'one');
    shards.forget();
    expect(shards.get('a1')).toBeUndefined();
    shards.save();
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("drops a subject's previous entry when it gets a new one, unless another subject still uses it", () => {
    const shards = new CacheShards<string>(dir, true);
    shards.set('a1', 'v1 of /intro', '/intro');
    shards.set('a2', 'same bytes', '/x');
    shards.set('a2', 'same bytes', '/y');
    shards.set('a3', 'v2 of /intro', '/intro');
    shards.set('a4', 'v2 of /x', '/x');
    shards.save();
    // a1 was /intro's alone; a2 is still /y's.
    expect(Object.keys(onDisk('a')).sort()).toEqual(['a2', 'a3', 'a4']);
    // A hit makes the entry the subject's: /intro's a3 goes, a2 now has two users.
    expect(shards.get('a2', '/intro')).toBe('same bytes');
    shards.set('a6', 'v2 of /y', '/y');
    shards.save();
    expect(Object.keys(onDisk('a')).sort()).toEqual(['a2', 'a4', 'a6']);
  });
});
