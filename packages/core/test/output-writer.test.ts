import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutputWriter } from '../src/output/writer.js';
import { sha256 } from '../src/util/hash.js';
import { listTree } from '../src/util/file-stats.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-writer-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const big = (n: number) => `<p>${String(n).repeat(20_000)}</p>`;

describe('the output writer', () => {
  it('writes every file, records its hash and size, and calls back once it is on disk', async () => {
    const writer = new OutputWriter(dir);
    const seen: string[] = [];
    for (let i = 0; i < 80; i++) {
      writer.write(`docs/p${i}/index.html`, big(i), undefined, (file) => {
        // Called once the file is on disk, with its path.
        expect(fs.readFileSync(file, 'utf8')).toBe(big(i));
        seen.push(path.relative(dir, file));
      });
    }
    writer.write('small.txt', 'tiny');
    expect(seen).toHaveLength(80);
    const record = writer.outputOf(listTree(dir)).record.files;
    expect(Object.keys(record)).toHaveLength(81);
    for (let i = 0; i < 80; i++) {
      expect(fs.readFileSync(path.join(dir, `docs/p${i}/index.html`), 'utf8')).toBe(big(i));
      expect(record[`docs/p${i}/index.html`]![0]).toBe(sha256(big(i)));
      expect(record[`docs/p${i}/index.html`]![1]).toBe(Buffer.byteLength(big(i)));
    }
  });

  it('place: written from load(), its callback once the file is on disk', async () => {
    const writer = new OutputWriter(dir);
    const contents: string[] = [];
    writer.place(
      'assets/sidebars/en.html',
      sha256(big(5)),
      () => big(5),
      (file) => contents.push(fs.readFileSync(file, 'utf8')),
    );
    expect(contents).toEqual([big(5)]);
  });

  it('a file written twice holds the second content', async () => {
    const writer = new OutputWriter(dir);
    writer.write('page.html', big(1));
    writer.write('page.html', big(2));
    expect(fs.readFileSync(path.join(dir, 'page.html'), 'utf8')).toBe(big(2));
    expect(writer.outputOf(listTree(dir)).record.files['page.html']![0]).toBe(sha256(big(2)));
  });

  it('a write that fails throws, and records nothing', async () => {
    const writer = new OutputWriter(dir);
    // A folder where the file should go: the write cannot open it.
    fs.mkdirSync(path.join(dir, 'taken.html'));
    expect(() => writer.write('taken.html', big(3))).toThrow(/EISDIR/);
    expect(writer.drain()['taken.html']).toBeUndefined();
  });
});
