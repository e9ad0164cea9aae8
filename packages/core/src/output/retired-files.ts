import fss from 'node:fs';
import path from 'node:path';

/**
 * How long a served output keeps a hashed file its new version no longer names: a tab opened
 * before a rebuild asks for the chunks and assets of the page it shows, and the dev server
 * sends a rebuild's news after the files changed, so a request can follow a later commit by a
 * few seconds on a loaded machine.
 */
export const RETIRED_FILE_MS = 60_000;

interface Served {
  /** The keys its last commit named (pages, chunks, assets). */
  live: ReadonlySet<string>;
  /** Keys waiting for their time, with their timers. */
  retired: Map<string, NodeJS.Timeout>;
}

const servedOutputs = new Map<string, Served>();

/**
 * Removes `keys` from the served output `target` after {@link RETIRED_FILE_MS}, unless a later
 * commit has named them again by then (the same content hashes to the same name).
 */
export function retireLater(target: string, keys: readonly string[], live: ReadonlySet<string>): void {
  const served = servedOutputs.get(target) ?? { live, retired: new Map() };
  served.live = live;
  servedOutputs.set(target, served);
  for (const key of keys) {
    clearTimeout(served.retired.get(key));
    const timer = setTimeout(() => removeRetired(target, served, key), RETIRED_FILE_MS);
    timer.unref();
    served.retired.set(key, timer);
  }
}

/** Removes at once what `target` keeps for open tabs (a comparison with a fresh build, a shutdown). */
export function removeRetiredFiles(target: string): void {
  const served = servedOutputs.get(path.resolve(target));
  if (!served) return;
  for (const key of [...served.retired.keys()]) removeRetired(path.resolve(target), served, key);
}

function removeRetired(target: string, served: Served, key: string): void {
  clearTimeout(served.retired.get(key));
  served.retired.delete(key);
  if (!served.live.has(key)) fss.rmSync(path.join(target, key), { force: true });
}

/** Whether a key the new output lacks may stay a while: a hashed file a tab may still ask for (a removed page goes at once: its URL is a 404). */
export function retiresLater(key: string): boolean {
  return !key.endsWith('.html') && /(?:\.[0-9a-f]{8,}|-[A-Z0-9]{8})\.[a-z0-9]+$/.test(key);
}
