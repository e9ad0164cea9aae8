import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusedDiagnostic } from '../src/refused.js';

/** An error as Node's fs raises it. */
function fsError(code: string, syscall: string, file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${syscall} '${file}'`), { code, syscall, path: file });
}

describe('refusedDiagnostic', () => {
  const cwd = path.resolve('/site');

  it('names a full disk, the file, and what to do', () => {
    const d = refusedDiagnostic(fsError('ENOSPC', 'write', path.join(cwd, 'build/index.html')), cwd);
    expect(d).toMatchObject({ name: 'FileSystemRefused', severity: 'error', file: 'build/index.html' });
    expect(d?.message).toBe('docgen could not write build/index.html: the disk is full (ENOSPC).');
    expect(d?.fix).toMatch(/^free space on the disk/);
  });

  it('finds the refused operation behind errors that wrap it', () => {
    const inner = fsError('EMFILE', 'open', path.join(cwd, 'docs/a.md'));
    const d = refusedDiagnostic(new Error('stage failed', { cause: new Error('read failed', { cause: inner }) }), cwd);
    expect(d?.message).toBe('docgen could not open docs/a.md: too many files are open (EMFILE).');
    expect(d?.fix).toContain('ulimit -n');
  });

  it('keeps a path outside the working folder whole', () => {
    const d = refusedDiagnostic(fsError('EACCES', 'mkdir', path.resolve('/var/www/out')), cwd);
    expect(d?.file).toBe(path.resolve('/var/www/out'));
  });

  it('leaves other errors to the internal-error report', () => {
    expect(refusedDiagnostic(new TypeError('x is undefined'), cwd)).toBeUndefined();
    expect(refusedDiagnostic(fsError('ENOENT', 'open', '/site/x'), cwd)).toBeUndefined();
    expect(refusedDiagnostic('a string', cwd)).toBeUndefined();
  });
});
