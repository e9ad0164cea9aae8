import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findFile } from '../src/docusaurus/site-theme.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-theme-find-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('findFile', () => {
  it('asks the file system once when the folder is absent (every page of a site without src/theme asks)', () => {
    const stat = vi.spyOn(fs, 'statSync');
    expect(findFile(path.join(dir, 'src', 'theme', 'MDXComponents'))).toBeUndefined();
    expect(stat).toHaveBeenCalledTimes(1);
  });

  it('finds a file as written, with an extension, or a folder index, in Node order', () => {
    const theme = path.join(dir, 'theme');
    fs.mkdirSync(path.join(theme, 'Root'), { recursive: true });
    fs.writeFileSync(path.join(theme, 'Root', 'index.tsx'), '');
    fs.writeFileSync(path.join(theme, 'MDXComponents.js'), '');
    fs.writeFileSync(path.join(theme, 'Plain'), '');
    expect(findFile(path.join(theme, 'Root'))).toBe(path.join(theme, 'Root', 'index.tsx'));
    expect(findFile(path.join(theme, 'MDXComponents'))).toBe(path.join(theme, 'MDXComponents.js'));
    expect(findFile(path.join(theme, 'Plain'))).toBe(path.join(theme, 'Plain'));
    expect(findFile(path.join(theme, 'Missing'))).toBeUndefined();
  });

  it('reads a file where the folder should be as no folder', () => {
    fs.writeFileSync(path.join(dir, 'theme'), '');
    expect(findFile(path.join(dir, 'theme', 'Root'))).toBeUndefined();
  });
});
