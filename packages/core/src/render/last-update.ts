import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { SiteContext, SourceFile } from '@docgen/config';
import { instanceOfVersion } from '../discover/instances.js';

interface Commit {
  /** Seconds since the epoch (committer date). */
  time: number;
  author: string;
}

/**
 * When and by whom each doc was last updated, for `docs.showLastUpdateTime` and
 * `showLastUpdateAuthor`: the front matter's `last_update`, else the last commit of the file. One
 * `git log` over the site folder, run once per build thread and only when an option is on; outside
 * a git repository (or for files never committed) there is no date: never the current time.
 */
export class LastUpdates {
  private commits?: Map<string, Commit>;

  constructor(private readonly ctx: SiteContext) {}

  of(source: SourceFile | undefined): { date?: string; author?: string } | undefined {
    if (!source) return undefined;
    // Each docs section has its own options, as each Docusaurus docs plugin instance does.
    const { showLastUpdateTime, showLastUpdateAuthor } =
      instanceOfVersion(this.ctx, source.version) ?? this.ctx.config.docs;
    if (!showLastUpdateTime && !showLastUpdateAuthor) return undefined;
    const own = source.frontMatter.last_update;
    const ownDate = own?.date === undefined ? undefined : isoDate(own.date);
    const needsGit = (showLastUpdateTime && ownDate === undefined) || (showLastUpdateAuthor && !own?.author);
    const commit = needsGit ? this.log().get(path.resolve(source.file)) : undefined;
    const date = showLastUpdateTime
      ? (ownDate ?? (commit ? isoDate(new Date(commit.time * 1000)) : undefined))
      : undefined;
    const author = showLastUpdateAuthor ? (own?.author ?? commit?.author) : undefined;
    if (date === undefined && author === undefined) return undefined;
    return { ...(date !== undefined ? { date } : {}), ...(author !== undefined ? { author } : {}) };
  }

  /** The last commit of every file below the site folder (newest first: the first one seen wins). */
  private log(): Map<string, Commit> {
    if (this.commits) return this.commits;
    this.commits = new Map();
    let out: string;
    try {
      out = execFileSync(
        'git',
        [
          '-c',
          'core.quotepath=false',
          'log',
          '--no-renames',
          '--relative',
          '--name-only',
          '--format=%x1e%ct%x1f%an',
          '--',
          '.',
        ],
        { cwd: this.ctx.siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 512 * 1024 * 1024 },
      );
    } catch {
      return this.commits; // not a git repository, or no git
    }
    for (const entry of out.split('\x1e')) {
      const [head, ...files] = entry.split('\n');
      const [time, author] = (head ?? '').split('\x1f');
      if (!time || author === undefined) continue;
      for (const rel of files) {
        if (!rel) continue;
        const file = path.resolve(this.ctx.siteDir, rel);
        if (!this.commits.has(file)) this.commits.set(file, { time: Number(time), author });
      }
    }
    return this.commits;
  }
}

/** `YYYY-MM-DD` (UTC) of a date or a date string; undefined when it is not a date (the front matter schema refuses those). */
export function isoDate(value: string | Date): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
