import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docusaurusMajor, linksFromDocsRoot } from '../src/migrate/docusaurus-version.js';

describe('linksFromDocsRoot', () => {
  it('holds for every version before 2.0.0-beta.20, when PR #7248 ended the rule', () => {
    const at = (version: string) => linksFromDocsRoot({ major: Number(version[0]), from: '', version });
    expect(['2.0.0-alpha.75', '2.0.0-beta.9', '2.0.0-beta.19'].map(at)).toEqual([true, true, true]);
    expect(['2.0.0-beta.20', '2.0.0-rc.1', '2.0.0', '2.4.3', '3.9.1'].map(at)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(linksFromDocsRoot({ major: 2, from: '' })).toBe(false);
    expect(linksFromDocsRoot(undefined)).toBe(false);
  });
});

describe('docusaurusMajor', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-dversion-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const site = (name: string, files: Record<string, string>) => {
    const dir = path.join(root, name);
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    return dir;
  };
  const pkg = JSON.stringify({ dependencies: { '@docusaurus/core': '^2.0.0-beta.9' } });

  it('reads the version installed, else pinned by the npm, Yarn or pnpm lockfile, else the range', () => {
    const installed = site('installed', {
      'package.json': pkg,
      'node_modules/@docusaurus/core/package.json': '{ "version": "2.0.0-beta.15" }',
    });
    expect(docusaurusMajor(installed, '')?.version).toBe('2.0.0-beta.15');
    const npm = site('npm', {
      'package.json': pkg,
      'package-lock.json': JSON.stringify(
        { packages: { 'node_modules/@docusaurus/core': { version: '2.0.0-beta.17', resolved: 'x' } } },
        null,
        2,
      ),
    });
    expect(docusaurusMajor(npm, '')?.version).toBe('2.0.0-beta.17');
    const pnpm = site('pnpm', {
      'package.json': pkg,
      'pnpm-lock.yaml': "packages:\n\n  '@docusaurus/core@2.0.0-beta.18(react@17.0.2)':\n    resolution: {}\n",
    });
    expect(docusaurusMajor(pnpm, '')?.version).toBe('2.0.0-beta.18');
    expect(docusaurusMajor(site('range', { 'package.json': pkg }), '')).toEqual({
      major: 2,
      from: '@docusaurus/core ^2.0.0-beta.9 in package.json',
      version: '2.0.0-beta.9',
    });
  });
});
