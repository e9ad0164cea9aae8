/** When a site under the page count for workers hands the rest of its pages over (`markdown/hand-over.ts`). */
import { describe, expect, it } from 'vitest';
import { HAND_OVER_FROM_MS, handOverRule, PROBE_MS, PROBE_PAGES, START_COSTS } from '../src/markdown/hand-over.js';

/** A rule on a clock the test moves; its first page done at `first` ms. */
function ruleAt(siteLoadMs: number, total: number, first = 0) {
  let t = first;
  const rule = handOverRule(siteLoadMs, total, () => t);
  expect(rule(1)).toBe(false);
  return { rule, at: (ms: number) => (t = first + ms) };
}

describe('handOverRule', () => {
  it('waits for the probe, in time and in pages, before trusting the pace', () => {
    const { rule, at } = ruleAt(500, 200);
    // 10 pages in 1.5 s less a millisecond: 28 s left at that pace, but the probe is not over.
    at(PROBE_MS - 1);
    expect(rule(11)).toBe(false);
    at(PROBE_MS);
    expect(rule(11)).toBe(true);
    // Slow pages, but too few of them yet.
    const few = ruleAt(500, 200);
    few.at(10_000);
    expect(few.rule(PROBE_PAGES)).toBe(false);
    expect(few.rule(PROBE_PAGES + 1)).toBe(true);
  });

  it('leaves the first page out of the pace: its warm-up says nothing of the others', () => {
    // The first page took 5 s (a loaded machine's warm-up), the next 5 took 1.5 s: 9 pages of
    // 300 ms left, 2.7 s. Counted in, the first page would make it 6.5 s for 6 pages: 9.75 s left.
    const { rule, at } = ruleAt(500, 15, 5000);
    at(1500);
    expect(rule(6)).toBe(false);
  });

  it('keeps fast pages on this thread: what is left would not repay a worker', () => {
    const { rule, at } = ruleAt(500, 200);
    // 100 pages in 2 s: 2 s left.
    at(2000);
    expect(rule(101)).toBe(false);
  });

  it('weighs what is left against the site’s own start, from HAND_OVER_FROM_MS', () => {
    // 20 pages in 2 s, 80 left: 8 s at that pace.
    const light = ruleAt(1000, 101);
    light.at(2000);
    expect(8000).toBeGreaterThan(START_COSTS * 1000);
    expect(light.rule(21)).toBe(true);
    // A site that took 2 s to load (a worker does it again): 8 s left is under its start costs.
    const heavy = ruleAt(2000, 101);
    heavy.at(2000);
    expect(heavy.rule(21)).toBe(false);
    // A site that loads at once still needs HAND_OVER_FROM_MS of work left: 2.4 s is not enough.
    const tiny = ruleAt(10, 101);
    tiny.at(2000);
    expect(2400).toBeLessThan(HAND_OVER_FROM_MS);
    expect(tiny.rule(81)).toBe(false);
  });

  it('says the same on a machine four times slower: the load stretches the pace and the start alike', () => {
    for (const slower of [1, 4]) {
      // Lintas-like: the stages before took 1.6 s, pages take 30 ms: 108 left after 50, 3.2 s.
      const lintas = ruleAt(1600 * slower, 159);
      lintas.at(PROBE_MS * slower);
      expect(lintas.rule(51), `Lintas, ${slower}× slower`).toBe(false);
      // trpc-like: 0.7 s to load, 235 ms a page (a site plugin's own highlighter): 48 s left.
      const trpc = ruleAt(700 * slower, 213);
      trpc.at(PROBE_MS * slower);
      expect(trpc.rule(7), `trpc, ${slower}× slower`).toBe(true);
    }
  });

  it('never hands over nothing', () => {
    const { rule, at } = ruleAt(0, 50);
    at(60_000);
    expect(rule(0)).toBe(false);
    expect(rule(50)).toBe(false);
    expect(rule(25)).toBe(true);
  });
});
