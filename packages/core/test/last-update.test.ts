import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/index.js';
import { put, useWorkspaceModules } from './support/site.js';

/**
 * docs.showLastUpdateTime / showLastUpdateAuthor: each doc's last commit (git log), unless its
 * front matter's last_update says otherwise; nothing for a file git does not know, and nothing
 * outside a git repository: the build never writes the current time.
 */
const CONFIG = `export default {
  title: 'Dates',
  docs: { showLastUpdateTime: true, showLastUpdateAuthor: true, sidebarPath: false },
};
`;

function writeSite(dir: string): void {
  put(dir, 'docgen.config.ts', CONFIG);
  put(dir, 'docs/committed.md', '# Committed\n');
  put(dir, 'docs/overridden.md', '---\nlast_update:\n  author: Front Matter\n---\n# Overridden\n');
}

function lastUpdated(out: string, page: string): string | undefined {
  const html = fs.readFileSync(path.join(out, 'docs', page, 'index.html'), 'utf8');
  return /<p class="dg-last-updated">(.*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-last-update-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('last update', () => {
  it('comes from the last commit of the file, the front matter first', async () => {
    const dir = path.join(tmp, 'git');
    writeSite(dir);
    useWorkspaceModules(dir);
    const git = (args: string[], date?: string) =>
      execFileSync('git', args, {
        cwd: dir,
        stdio: 'ignore',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Ada Writer',
          GIT_AUTHOR_EMAIL: 'ada@example.com',
          GIT_COMMITTER_NAME: 'Ada Writer',
          GIT_COMMITTER_EMAIL: 'ada@example.com',
          ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
        },
      });
    git(['init', '-q']);
    git(['add', 'docs', 'docgen.config.ts']);
    git(['commit', '-qm', 'first'], '2023-11-20T10:00:00Z');
    put(dir, 'docs/committed.md', '# Committed\n\nEdited.\n');
    git(['commit', '-qam', 'second'], '2024-02-29T23:30:00Z');
    put(dir, 'docs/new.md', '# Never committed\n');
    const out = path.join(tmp, 'git-out');
    await build({ siteDir: dir, outDir: out, cache: false });
    expect(lastUpdated(out, 'committed')).toBe(
      'Last updated on <time dateTime="2024-02-29">Feb 29, 2024</time> by <b>Ada Writer</b>',
    );
    // The author from the front matter, the date from git.
    expect(lastUpdated(out, 'overridden')).toBe(
      'Last updated on <time dateTime="2023-11-20">Nov 20, 2023</time> by <b>Front Matter</b>',
    );
    expect(lastUpdated(out, 'new')).toBeUndefined();
  });

  it('is absent outside a git repository (never the time of the build)', async () => {
    const dir = path.join(tmp, 'plain');
    writeSite(dir);
    useWorkspaceModules(dir);
    const out = path.join(tmp, 'plain-out');
    await build({ siteDir: dir, outDir: out, cache: false });
    expect(lastUpdated(out, 'committed')).toBeUndefined();
    expect(lastUpdated(out, 'overridden')).toBe('Last updated by <b>Front Matter</b>');
  });
});
