import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFingerprint } from '../src/code-fingerprint.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-fingerprint-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe('codeFingerprint', () => {
  // The core and two dependencies of one version: a workspace package linked in, an installed one.
  write('core/package.json', JSON.stringify({ dependencies: { '@docgen/markdown': '*', shiki: '*' } }));
  write('core/dist/index.js', 'export {};\n');
  write('markdown/package.json', JSON.stringify({ name: '@docgen/markdown', version: '1.0.0' }));
  write('markdown/dist/code.js', 'export const a = 1;\n');
  write('core/node_modules/shiki/package.json', JSON.stringify({ name: 'shiki', version: '3.0.0' }));
  write('core/node_modules/shiki/dist/index.js', 'export const b = 1;\n');
  fs.symlinkSync(path.join(root, 'markdown'), path.join(root, 'core/node_modules/@docgen-link'));
  fs.mkdirSync(path.join(root, 'core/node_modules/@docgen'));
  fs.renameSync(
    path.join(root, 'core/node_modules/@docgen-link'),
    path.join(root, 'core/node_modules/@docgen/markdown'),
  );
  const print = () => codeFingerprint(path.join(root, 'core/dist'), path.join(root, 'core'));

  it("changes with the code of a linked workspace package, whose version stays (docgen's own development)", () => {
    const before = print();
    write('markdown/dist/code.js', 'export const a = 2;\n');
    expect(print()).not.toBe(before);
  });

  it('goes by the version of an installed package, not by its files', () => {
    const before = print();
    write('core/node_modules/shiki/dist/index.js', 'export const b = 2;\n');
    expect(print()).toBe(before);
    write('core/node_modules/shiki/package.json', JSON.stringify({ name: 'shiki', version: '3.0.1' }));
    expect(print()).not.toBe(before);
  });
});
