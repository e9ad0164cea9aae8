import type { SourceFile, SiteContext } from '@docgen/config';
import { HighlightThread } from '@docgen/markdown/highlight-thread';
import fs from 'node:fs';
import type { ContentCache } from '../cache/content-cache.js';
import type { CacheShards } from '../cache/shards.js';
import type { SiteState } from '../site/load.js';

/**
 * Highlighted code blocks (`HighlightStore`) in the cache: 256 shards, a rebuild reads the few its
 * new blocks fall in. Kept in memory for the build when the cache is off (`--no-cache`): a block
 * repeated in each locale is highlighted once (three quarters of the Lintas site's blocks).
 */
export function highlightShards(cache: ContentCache): CacheShards<string> {
  return cache.shards<string>('highlight', 2, true);
}

/**
 * A cold build's highlight thread, started once the config is read: shiki loads on the second
 * core while discover and routes run. None when the cache holds highlighted blocks (a rebuild
 * highlights few, in place).
 */
export function startHighlighting(ctx: SiteContext, cache: ContentCache): HighlightThread | undefined {
  const shards = highlightShards(cache);
  const warm = cache.enabled && shards.enabled && fs.existsSync(shards.dir) && fs.readdirSync(shards.dir).length > 0;
  return warm ? undefined : HighlightThread.start(ctx.config.markdown.codeThemes);
}

/**
 * The highlight thread started with the config, or none once discover has noted each source's
 * fences and no source holds one, and neither a plugin nor an MDX page could make one. Most small
 * sites have no code: the thread's start and shiki's grammars cost them 0.1-0.25 s of CPU for
 * nothing. A block found after all (an indented one) is highlighted in place, to the same HTML.
 */
export async function keptHighlighting(
  thread: HighlightThread | undefined,
  site: SiteState,
  sources: readonly SourceFile[],
): Promise<HighlightThread | undefined> {
  if (!thread || site.plugins.length > 0) return thread;
  if (sources.some((s) => s.fences === undefined || s.fences.length > 0 || s.writtenInMdx)) return thread;
  await thread.close();
  return undefined;
}
