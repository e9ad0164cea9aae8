import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startWatcher, type SiteWatcher } from '../src/watcher.js';

/**
 * The dev server's watcher. chokidar reports a file's change, then drops further changes of
 * that file for 50 ms; the watcher must still report the last save of a quick pair (the
 * serve test sequence lost a fix saved right after a failed build this way).
 */
let dir: string;
let watcher: SiteWatcher | undefined;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-watch-'));
  fs.mkdirSync(path.join(dir, 'docs'));
});
afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

function watchSite(): {
  seen: { file: string; text: string }[];
  waitFor: (text: string) => Promise<void>;
  ready: Promise<void>;
} {
  const seen: { file: string; text: string }[] = [];
  const waiters: { text: string; resolve: () => void }[] = [];
  watcher = startWatcher({ paths: [dir], ignored: () => false }, (file) => {
    const text = fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : '<gone>';
    seen.push({ file: path.relative(dir, file), text });
    for (const w of waiters.splice(0))
      if (w.text === text) w.resolve();
      else waiters.push(w);
  });
  // chokidar has no public ready promise through startWatcher: a first write that is reported proves it.
  const ready = (async () => {
    const probe = path.join(dir, 'probe.txt');
    for (let i = 0; !seen.some((s) => s.file === 'probe.txt'); i++) {
      fs.writeFileSync(probe, `probe ${i}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const waitFor = (text: string) =>
    seen.some((s) => s.text === text)
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`never saw ${JSON.stringify(text)}; saw ${JSON.stringify(seen)}`)),
            5000,
          );
          waiters.push({
            text,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
  return { seen, waitFor, ready };
}

it('reports a save that follows the previous one within chokidar’s 50 ms throttle', async () => {
  const page = path.join(dir, 'docs/guide.md');
  fs.writeFileSync(page, 'good');
  const w = watchSite();
  await w.ready;
  fs.writeFileSync(page, 'broken');
  await w.waitFor('broken');
  // The fix comes 10 ms after the break was reported: chokidar alone drops it.
  await new Promise((r) => setTimeout(r, 10));
  fs.writeFileSync(page, 'good');
  await w.waitFor('good');
  expect(w.seen.filter((s) => s.file === 'docs/guide.md').at(-1)?.text).toBe('good');
});

it('the last save of a burst is always reported', async () => {
  const page = path.join(dir, 'docs/burst.md');
  fs.writeFileSync(page, 'v0');
  const w = watchSite();
  await w.ready;
  for (let i = 1; i <= 20; i++) {
    fs.writeFileSync(page, `v${i}`);
    await new Promise((r) => setTimeout(r, 3));
  }
  await w.waitFor('v20');
  // Nothing changes after the burst: no endless re-reports.
  const count = w.seen.length;
  await new Promise((r) => setTimeout(r, 400));
  expect(w.seen.length).toBe(count);
});

it('reports removals and additions', async () => {
  const w = watchSite();
  await w.ready;
  const page = path.join(dir, 'docs/new.md');
  fs.writeFileSync(page, 'added');
  await w.waitFor('added');
  fs.rmSync(page);
  await w.waitFor('<gone>');
  expect(w.seen.map((s) => s.file)).toContain('docs/new.md');
});

it('never follows a symbolic link out of the watched folder', async () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-watch-outside-'));
  try {
    fs.writeFileSync(path.join(outside, 'secret.md'), 'before');
    fs.symlinkSync(outside, path.join(dir, 'docs', 'linked'), 'dir');
    const { seen, waitFor, ready } = watchSite();
    await ready;
    fs.writeFileSync(path.join(outside, 'secret.md'), 'OUTSIDE-EDIT');
    // A change inside the folder afterwards proves the watcher was listening all along.
    fs.writeFileSync(path.join(dir, 'docs', 'inside.md'), 'INSIDE-EDIT');
    await waitFor('INSIDE-EDIT');
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.map((s) => s.text)).not.toContain('OUTSIDE-EDIT');
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
});

it('reports what changed after the build began but before the first scan reached it, and nothing else', async () => {
  fs.writeFileSync(path.join(dir, 'docs/kept.md'), 'kept');
  fs.writeFileSync(path.join(dir, 'docs/gone.md'), 'gone');
  fs.writeFileSync(path.join(dir, 'docs/saved.md'), 'first');
  fs.mkdirSync(path.join(dir, 'docs/deep/er'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs/deep/er/old.md'), 'old');
  // The build begins reading here; the saves below land before the watcher's scan, which takes
  // what it finds as the start and reports nothing of it.
  await new Promise((r) => setTimeout(r, 30));
  const since = Date.now();
  await new Promise((r) => setTimeout(r, 30));
  fs.writeFileSync(path.join(dir, 'docs/saved.md'), 'second');
  fs.writeFileSync(path.join(dir, 'docs/deep/er/new.md'), 'new');
  fs.rmSync(path.join(dir, 'docs/gone.md'));
  const seen: string[] = [];
  let ready!: () => void;
  const scanned = new Promise<void>((done) => (ready = done));
  watcher = startWatcher(
    { paths: [dir], ignored: () => false },
    (file) => {
      seen.push(path.relative(dir, file).split(path.sep).join('/'));
      if (seen.length === 3) ready();
    },
    // The build read these; the one removed since is reported once it is done.
    { since, read: async () => ['kept.md', 'gone.md', 'saved.md'].map((f) => path.join(dir, 'docs', f)) },
  );
  await Promise.race([
    scanned,
    new Promise((_, fail) => setTimeout(() => fail(new Error(`saw only ${JSON.stringify(seen)}`)), 5000)),
  ]);
  await new Promise((r) => setTimeout(r, 300)); // and no more than those three
  expect([...new Set(seen)].sort()).toEqual(['docs/deep/er/new.md', 'docs/gone.md', 'docs/saved.md']);
});
