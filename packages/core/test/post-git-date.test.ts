import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/index.js';
import { put, useWorkspaceModules } from './support/site.js';

/**
 * A blog post with neither a front matter `date` nor a date in its name is dated by the commit
 * that added it (renames followed), as Docusaurus dates it (getFileCommitDate, age "oldest"),
 * without a word; outside git (or never committed) by its file's time, with a BlogPostDate warning.
 */
const CONFIG = `export default {
  title: 'Posts',
  docs: { sidebarPath: false },
  blog: { onUntruncatedBlogPosts: 'ignore' },
};
`;

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-post-date-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function postDate(out: string, slug: string): string | undefined {
  const html = fs.readFileSync(path.join(out, 'blog', slug, 'index.html'), 'utf8');
  return /<time dateTime="([^"]+)"/.exec(html)?.[1];
}

describe('blog post date from git', () => {
  it('is the date of the commit that added the file', async () => {
    const dir = path.join(tmp, 'git');
    put(dir, 'docgen.config.ts', CONFIG);
    put(dir, 'docs/intro.md', '# Intro\n');
    put(dir, 'blog/first-post.md', '---\ntitle: First\n---\n\nFirst.\n');
    useWorkspaceModules(dir);
    const git = (args: string[], date: string) =>
      execFileSync('git', args, {
        cwd: dir,
        stdio: 'ignore',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Ada',
          GIT_AUTHOR_EMAIL: 'ada@example.com',
          GIT_COMMITTER_NAME: 'Ada',
          GIT_COMMITTER_EMAIL: 'ada@example.com',
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
        },
      });
    git(['init', '-q'], '2023-03-01T10:00:00Z');
    git(['add', '.'], '2023-03-01T10:00:00Z');
    git(['commit', '-qm', 'add'], '2023-03-01T10:00:00Z');
    git(['mv', 'blog/first-post.md', 'blog/renamed-post.md'], '2024-06-01T10:00:00Z');
    git(['commit', '-qm', 'rename'], '2024-06-01T10:00:00Z');
    put(dir, 'blog/fresh-post.md', '---\ntitle: Fresh\n---\n\nNot committed.\n');
    const out = path.join(tmp, 'git-out');
    const result = await build({ siteDir: dir, outDir: out, cache: false });
    expect(postDate(out, 'renamed-post')).toBe('2023-03-01T10:00:00.000Z');
    const dated = result.diagnostics.filter((d) => d.name === 'BlogPostDate').map((d) => d.file);
    expect(dated).toEqual(['blog/fresh-post.md']);
  });
});
