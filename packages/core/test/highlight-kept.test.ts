import type { SourceFile } from '@docgen/config';
import type { HighlightThread } from '@docgen/markdown/highlight-thread';
import { describe, expect, it, vi } from 'vitest';
import { keptHighlighting } from '../src/markdown/highlight-start.js';
import type { SiteState } from '../src/site/load.js';

/**
 * The highlight thread starts with the config, before discover knows whether the site has code:
 * once it does, a site without a fence lets the thread go (its start and shiki's grammars cost a
 * small site about a third of its build's CPU); a site that may have blocks keeps it.
 */
function thread() {
  const close = vi.fn(async () => {});
  return { thread: { close } as unknown as HighlightThread, close };
}
const site = (plugins = 0) =>
  ({ plugins: Array.from({ length: plugins }, () => ({ name: 'p' })) }) as unknown as SiteState;
const source = (extra: Partial<SourceFile>) => ({ relFile: 'docs/a.md', ...extra }) as SourceFile;

describe('the highlight thread after discover', () => {
  it('is closed when no source holds a fence', async () => {
    const { thread: t, close } = thread();
    const kept = await keptHighlighting(t, site(), [source({ fences: [] }), source({ fences: [] })]);
    expect(kept).toBeUndefined();
    expect(close).toHaveBeenCalledOnce();
  });

  it.each([
    ['a fence with a language', site(), [source({ fences: [] }), source({ fences: ['js'] })]],
    ['a fence without a language', site(), [source({ fences: [''] })]],
    ['fences not noted (bodies kept in memory)', site(), [source({})]],
    ['an MDX page (a <CodeBlock> makes a block)', site(), [source({ fences: [], writtenInMdx: true })]],
    ['a plugin (its pages may show code)', site(1), [source({ fences: [] })]],
  ])('is kept for %s', async (_, state, sources) => {
    const { thread: t, close } = thread();
    expect(await keptHighlighting(t, state, sources)).toBe(t);
    expect(close).not.toHaveBeenCalled();
  });

  it('stays none when none was started', async () => {
    expect(await keptHighlighting(undefined, site(), [source({ fences: [] })])).toBeUndefined();
  });
});
