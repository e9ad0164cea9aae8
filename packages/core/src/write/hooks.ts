import type { DocgenPlugin, RouteManifest, SiteContext } from '@docgen/config';
import type { PluginStores } from '../cache/plugin-store.js';
import { type OutputWriter, outputKey } from '../output/writer.js';
import { runPluginHook } from '../site/plugin-hook.js';
import { sha256 } from '../util/hash.js';

export interface WriteHooksInput {
  ctx: SiteContext;
  manifest: RouteManifest;
  plugins: readonly DocgenPlugin[];
  stores: PluginStores;
  writer: OutputWriter;
  /** The plugins' page readers' results for the pages rendered in this run, by output file. */
  scans?: ReadonlyMap<string, Record<string, unknown>>;
}

/**
 * The plugins' write hooks (a search index, a Postman collection…), in config order. Their files
 * go through the output writer like docgen's own: one the output holds with the same bytes is
 * kept where it is. Returns the files they emitted.
 */
export async function runWriteHooks(input: WriteHooksInput): Promise<Set<string>> {
  const { ctx, manifest, writer } = input;
  const emitted = new Set<string>();
  for (const plugin of input.plugins) {
    if (!plugin.write) continue;
    const cache = input.stores.of(plugin);
    await runPluginHook(plugin, 'write', ctx.siteDir, () =>
      plugin.write?.({
        ctx,
        manifest,
        outputDir: writer.stagingDir,
        outputFile: (rel) => writer.locate(rel),
        outputHash: (rel) => writer.hashOf(rel),
        emitFile: async (rel, data) => {
          const key = insideOutput(rel);
          writer.place(key, sha256(data), () => data);
          emitted.add(key);
        },
        cache,
        pageScan: (rel) => input.scans?.get(rel)?.[plugin.name],
      }),
    );
    cache.save();
  }
  return emitted;
}

/** A plugin's file path, relative to the output root and inside it. */
function insideOutput(rel: string): string {
  const key = outputKey(rel);
  if (key === undefined) throw new Error(`emitFile("${rel}"): the path must name a file inside the output folder.`);
  return key;
}
