// Invariants of the repository itself: formatted and lint-clean code, a quiet first install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the repository', () => {
  it('is formatted and lint-clean (biome ci)', () => {
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/biome'),
      ['ci', '.', '--colors=off', '--error-on-warnings'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  });

  // An ignore pattern meant for output (build/, dist/) once hid sources: the checkout built here
  // and failed in CI's clean clone.
  it('ignores no source file', () => {
    const run = spawnSync(
      'git',
      ['ls-files', '--others', '--ignored', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mjs', '*.css'],
      { cwd: root, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`git ls-files failed: ${run.stderr}`);
    const hidden = run.stdout
      .split('\n')
      .filter((file) => file && !/(^|\/)(node_modules|dist|\.docgen|\.turbo)\//.test(file))
      .filter((file) => !/(^|\/)build\//.test(file) || /\/src\/build\//.test(file))
      .filter((file) => !file.startsWith('e2e/.artifacts/'));
    expect(hidden).toEqual([]);
  });

  it('has no import cycle, no two folders of a package importing each other (dependency-cruiser)', () => {
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/depcruise'),
      ['packages/*/src', 'themes/*/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
      { cwd: root, encoding: 'utf8', shell: false },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    // ~11 s of CPU for 845 modules: on a shared, loaded machine its wall time passes 60 s.
  }, 180_000);

  // The set-up contract: a first run prints no spurious warning. A new devDependency once
  // brought a package with an install script, and every fresh install printed pnpm's
  // "Ignored build scripts" box.
  it('installs a clean copy of its tracked files without a warning (pnpm install)', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-install-'));
    try {
      const files = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
      if (files.status !== 0) throw new Error(`git ls-files failed: ${files.stderr}`);
      for (const file of files.stdout.split('\0').filter(Boolean)) {
        const from = path.join(root, file);
        if (!fs.existsSync(from)) continue;
        fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        fs.copyFileSync(from, path.join(copy, file));
      }
      const run = spawnSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, CI: '', npm_config_loglevel: '' },
      });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status, output).toBe(0);
      expect(output).not.toMatch(/\bWARN|Warning|approve-builds|deprecated/i);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 180_000);
});
