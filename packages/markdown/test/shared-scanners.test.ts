import type { RegexEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { sharedScanners } from '../src/highlight/shared-scanners.js';

/** An engine that counts the scanners it compiles and the ones freed. */
function countingEngine() {
  const made: string[][] = [];
  const freed: string[][] = [];
  const engine = {
    createString: (s: string) => ({ content: s }),
    createScanner(patterns: (string | RegExp)[]) {
      const list = patterns as string[];
      made.push(list);
      return {
        findNextMatchSync: (string: unknown, start: number) => ({ index: list.length, start, string }),
        dispose: () => freed.push(list),
      };
    },
  } as unknown as RegexEngine;
  return { engine, made, freed };
}

describe('sharedScanners', () => {
  it('compiles a pattern list once for the rules that ask for it again, as long as it is kept', () => {
    const { engine, made, freed } = countingEngine();
    const shared = sharedScanners(engine, 2);
    // A rule whose end has a back reference: its list flips between two quote characters.
    const a = shared.createScanner(['"', 'x']);
    a.dispose?.();
    const b = shared.createScanner(["'", 'x']);
    b.dispose?.();
    const c = shared.createScanner(['"', 'x']);
    const d = shared.createScanner(['"', 'x']);
    expect(made).toEqual([
      ['"', 'x'],
      ["'", 'x'],
    ]);
    // One handle let go: the other still scans with the same compiled scanner.
    c.dispose?.();
    c.dispose?.();
    expect(d.findNextMatchSync('abc', 1)).toEqual({ index: 2, start: 1, string: 'abc' });
    expect(freed).toEqual([]);
  });

  it('frees the oldest idle scanners past the limit, never one a rule holds', () => {
    const { engine, made, freed } = countingEngine();
    const shared = sharedScanners(engine, 1);
    const held = shared.createScanner(['held']);
    for (const p of ['one', 'two', 'three']) shared.createScanner([p]).dispose?.();
    expect(freed).toEqual([['one'], ['two']]);
    shared.createScanner(['three']);
    shared.createScanner(['one']);
    expect(made.map((l) => l[0])).toEqual(['held', 'one', 'two', 'three', 'one']);
    expect(held.findNextMatchSync('s', 0)).toEqual({ index: 1, start: 0, string: 's' });
  });
});
