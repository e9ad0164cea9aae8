import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { RegexEngine } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { sharedScanners } from '../src/highlight/shared-scanners.js';

/** An engine that counts the patterns it compiles and the ones freed; a pattern matches where its text is. */
function countingEngine() {
  const made: string[][] = [];
  const freed: string[][] = [];
  const engine = {
    createString: (s: string) => ({ content: s }),
    createScanner(patterns: (string | RegExp)[]) {
      const list = patterns as string[];
      made.push(list);
      return {
        findNextMatchSync(string: { content: string } | string, start: number) {
          const text = typeof string === 'string' ? string : string.content;
          const at = text.indexOf(list[0]!, start);
          return at === -1
            ? null
            : { index: 0, captureIndices: [{ start: at, end: at + list[0]!.length, length: list[0]!.length }] };
        },
        dispose: () => freed.push(list),
      };
    },
  } as unknown as RegexEngine;
  return { engine, made, freed };
}

/** Shiki's Oniguruma engine, its wasm read from its file. */
async function oniguruma(): Promise<RegexEngine> {
  const file = createRequire(import.meta.url).resolve('shiki/onig.wasm');
  return createOnigurumaEngine({
    instantiator: async (imports) =>
      (
        globalThis as unknown as { WebAssembly: { instantiate(b: Uint8Array, i: unknown): Promise<never> } }
      ).WebAssembly.instantiate(fs.readFileSync(file), imports),
  });
}

describe('sharedScanners', () => {
  it('compiles each pattern once, whichever rules list it, as long as it is kept', () => {
    const { engine, made, freed } = countingEngine();
    const shared = sharedScanners(engine, 3);
    // A rule whose end has a back reference: its list flips between two quote characters.
    const a = shared.createScanner(['"', 'x']);
    a.dispose?.();
    const b = shared.createScanner(["'", 'x']);
    b.dispose?.();
    const c = shared.createScanner(['"', 'x']);
    const d = shared.createScanner(['x', '"']);
    expect(made).toEqual([['"'], ['x'], ["'"]]);
    // One handle let go: the other still scans with the same compiled patterns.
    c.dispose?.();
    c.dispose?.();
    expect(d.findNextMatchSync(shared.createString('a"bx'), 0)?.index).toBe(1);
    expect(freed).toEqual([]);
  });

  it('frees the oldest idle patterns past the limit, never one a rule holds', () => {
    const { engine, made, freed } = countingEngine();
    const shared = sharedScanners(engine, 1);
    const held = shared.createScanner(['held']);
    for (const p of ['one', 'two', 'three']) shared.createScanner([p]).dispose?.();
    expect(freed).toEqual([['one'], ['two']]);
    shared.createScanner(['three']);
    shared.createScanner(['one']);
    expect(made.map((l) => l[0])).toEqual(['held', 'one', 'two', 'three', 'one']);
    expect(held.findNextMatchSync('is held', 0)?.captureIndices[0]).toEqual({ start: 3, end: 7, length: 4 });
  });

  it("finds what Oniguruma's own scanner of the whole list finds, step by step along a line", async () => {
    const engine = await oniguruma();
    const shared = sharedScanners(engine);
    const lists = [
      // Matches starting at one position: the first pattern's wins.
      ['\\b\\w+', '\\bconst\\b', '\\s+', '"'],
      // `\G`: a match at the search's start only, whatever an earlier search found.
      ['\\G\\s*(\\w+)', '(?<=\\.)\\w+', '[=;]', '$'],
      ['\\bnever\\b', '(?=;)', '"(?:[^"\\\\]|\\\\.)*"', '\\d+(?:\\.\\d+)?'],
    ];
    const lines = ['const a = b.c + "x\\"y" ;', '  12.5 ; never', '', 'x.y.z;"', 'é è "ü" ;'];
    for (const list of lists) {
      const whole = engine.createScanner(list);
      const each = shared.createScanner(list);
      for (const line of lines) {
        const ours = shared.createString(line);
        const theirs = engine.createString(line);
        // Forward from every position, as a tokenizer moves along the line, then back to the start.
        for (const start of [...Array.from({ length: line.length + 1 }, (_, i) => i), 0, 3]) {
          expect(each.findNextMatchSync(ours, start), `${list} on ${line} at ${start}`).toEqual(
            whole.findNextMatchSync(theirs, start),
          );
        }
      }
      whole.dispose?.();
      each.dispose?.();
    }
  });
});
