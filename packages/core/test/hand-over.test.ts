/** When a site under the page count for workers hands the rest of its pages over (`markdown/hand-over.ts`). */
import { describe, expect, it } from 'vitest';
import { HAND_OVER_FROM_MS, handOverRule, PROBE_MS } from '../src/markdown/hand-over.js';

/** A rule on a clock the test moves. */
function ruleAt(siteLoadMs: number, total: number) {
  let t = 0;
  const rule = handOverRule(siteLoadMs, total, () => t);
  return { rule, at: (ms: number) => (t = ms) };
}

describe('handOverRule', () => {
  it('waits for the probe before trusting the pace', () => {
    const { rule, at } = ruleAt(500, 200);
    // 10 pages in 1 s: 190 s left at that pace, but the probe is not over.
    at(PROBE_MS - 1);
    expect(rule(10)).toBe(false);
    at(PROBE_MS);
    expect(rule(10)).toBe(true);
  });

  it('keeps fast pages on this thread: what is left would not repay a worker', () => {
    const { rule, at } = ruleAt(500, 200);
    // 100 pages in 2 s: 2 s left.
    at(2000);
    expect(rule(100)).toBe(false);
  });

  it('weighs what is left against the site’s own start, from HAND_OVER_FROM_MS', () => {
    // 20 pages in 2 s, 80 left: 8 s at that pace.
    const light = ruleAt(1000, 100);
    light.at(2000);
    expect(8000).toBeGreaterThan(HAND_OVER_FROM_MS);
    expect(light.rule(20)).toBe(true);
    // A site that took 3 s to load (a worker does it again): 8 s left is under three starts.
    const heavy = ruleAt(3000, 100);
    heavy.at(2000);
    expect(heavy.rule(20)).toBe(false);
  });

  it('never hands over nothing', () => {
    const { rule, at } = ruleAt(0, 50);
    at(60_000);
    expect(rule(0)).toBe(false);
    expect(rule(50)).toBe(false);
    expect(rule(25)).toBe(true);
  });
});
