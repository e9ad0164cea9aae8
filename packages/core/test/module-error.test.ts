import { describe, expect, it } from 'vitest';
import { missingPackageOf, stackFiles } from '../src/util/module-error.js';
import { spawnFailure } from '../src/util/spawn-error.js';

/** Node's "Cannot find module" as `require` throws it. */
function notFound(specifier: string): Error {
  return Object.assign(new Error(`Cannot find module '${specifier}'\nRequire stack:\n- /site/x.js`), {
    code: 'MODULE_NOT_FOUND',
  });
}

describe('missingPackageOf: the package to install, from a module error', () => {
  it.each([
    ['left-pad', 'left-pad'],
    ['@scope/pkg/sub/path', '@scope/pkg'],
    ['lodash/get', 'lodash'],
  ])('%s is the package %s', (specifier, pkg) => {
    expect(missingPackageOf(notFound(specifier))).toBe(pkg);
  });

  // A file URL was reported as the package "file:" with `npm install file:` as its fix.
  it.each(['file:///work/node_modules/react/index.js', 'node:nope', './local.js', '/abs/x.js', 'C:\\x\\y.js'])(
    '%s names no package',
    (specifier) => {
      expect(missingPackageOf(notFound(specifier))).toBeUndefined();
    },
  );
});

describe('stackFiles: the files a stack names', () => {
  it("names files, not the module paths of Node's own frames", () => {
    const error = new Error('spawn flow ENOENT');
    error.stack = [
      'Error: spawn flow ENOENT',
      '    at ChildProcess._handle.onexit (node:internal/child_process:285:19)',
      '    at run (/site/src/js/check.mjs:12:5)',
      '    at file:///site/plugins/x.mjs:3:1',
    ].join('\n');
    expect(stackFiles(error)).toEqual(['/site/src/js/check.mjs', '/site/plugins/x.mjs']);
  });
});

describe('spawnFailure: a program that could not start, in words', () => {
  const spawnError = (code: string, program: string, args: string[]) =>
    Object.assign(new Error(`spawn ${program} ${code}`), {
      code,
      syscall: `spawn ${program}`,
      path: program,
      spawnargs: args,
    });

  it('names a program missing from the PATH, with its command shortened', () => {
    expect(spawnFailure(spawnError('ENOENT', 'flow', ['check-contents', '--json', '--flowconfig-name', 'x']))).toEqual({
      program: 'flow',
      command: 'flow check-contents --json --flowconfig-name …',
      reason: 'the program `flow` is not installed here: there is no `flow` on the PATH',
      fix: "install `flow` (a package or the site's README may say how) and build again, or remove the plugin that runs it.",
    });
  });

  it('names a file given by its path, and one that may not be run', () => {
    expect(spawnFailure(spawnError('ENOENT', './bin/tool', []))?.reason).toBe(
      'the program `./bin/tool` is not installed here: there is no file ./bin/tool',
    );
    expect(spawnFailure(spawnError('EACCES', './bin/tool', ['-v']))?.reason).toBe(
      'the file ./bin/tool may not be run: it is not executable',
    );
  });

  it('leaves other errors alone', () => {
    expect(spawnFailure(new Error('boom'))).toBeUndefined();
    expect(
      spawnFailure(Object.assign(new Error('x'), { code: 'ENOENT', syscall: 'open', path: '/x' })),
    ).toBeUndefined();
  });
});
