import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from '../util/hash.js';
import { DOCGEN_VERSION } from '../version.js';

/**
 * A persistent, content-addressed cache (`<site>/.docgen/cache/<namespace>/ab/abcdef….json`).
 * A key is the hash of everything a result depends on, so an entry is never invalidated: a
 * changed input simply asks for another key. Old entries are pruned by `prune()`.
 */
export class ContentCache {
  private readonly used = new Set<string>();
  hits = 0;
  misses = 0;

  constructor(
    readonly dir: string,
    private readonly enabled = true,
  ) {}

  /**
   * The cache of a site for this build of docgen: a new docgen version, or (while developing
   * docgen itself) any change to the core's compiled code, starts a new cache folder.
   */
  static forSite(siteDir: string, enabled = true): ContentCache {
    return new ContentCache(path.join(siteDir, '.docgen', 'cache', `${DOCGEN_VERSION}-${coreFingerprint()}`), enabled);
  }

  /** The key of a list of inputs (strings are hashed as they are; objects as JSON). */
  static key(...parts: unknown[]): string {
    return sha256(parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join('\u0000'));
  }

  private file(namespace: string, key: string): string {
    return path.join(this.dir, namespace, key.slice(0, 2), `${key}.json`);
  }

  get<T>(namespace: string, key: string): T | undefined {
    if (!this.enabled) return undefined;
    const file = this.file(namespace, key);
    this.used.add(file);
    try {
      const value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
      this.hits++;
      return value;
    } catch {
      this.misses++;
      return undefined;
    }
  }

  set(namespace: string, key: string, value: unknown): void {
    if (!this.enabled) return;
    const file = this.file(namespace, key);
    this.used.add(file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written to a temporary name then renamed: a killed build never leaves a torn entry.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(value));
    fs.renameSync(tmp, file);
  }

  /** Removes entries of the namespaces not read or written by this build (keeps the cache from growing forever). */
  prune(namespaces: string[]): void {
    if (!this.enabled) return;
    for (const ns of namespaces) {
      const root = path.join(this.dir, ns);
      if (!fs.existsSync(root)) continue;
      for (const shard of fs.readdirSync(root)) {
        const shardDir = path.join(root, shard);
        for (const name of fs.readdirSync(shardDir)) {
          const file = path.join(shardDir, name);
          if (!this.used.has(file)) fs.rmSync(file, { force: true });
        }
      }
    }
  }
}

let fingerprint: string | undefined;

/** Hash of the core's own code (the folder this module was loaded from, `dist` or `src`). */
function coreFingerprint(): string {
  fingerprint ??= hashTree(path.dirname(path.dirname(fileURLToPath(import.meta.url))), (rel) => /\.(js|ts)$/.test(rel) && !rel.endsWith('.d.ts')).slice(0, 10);
  return fingerprint;
}

/** Hash of every file below a folder (theme, client sources, plugin packages). */
export function hashTree(dir: string, filter: (rel: string) => boolean = () => true): string {
  const parts: string[] = [];
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const full = path.join(d, e.name);
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      if (e.isDirectory()) walk(full);
      else if (filter(path.relative(dir, full))) parts.push(`${path.relative(dir, full)}:${sha256(fs.readFileSync(full))}`);
    }
  };
  walk(dir);
  return sha256(parts.join('\n'));
}
