// unit-isolated: replaces process.stderr.write while a case runs, to read what the command prints.
import { DocgenError, EXIT } from '@docgen/core/build';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Output } from '../src/output.js';
import { reportFailure } from '../src/run.js';

const output: Output = { tty: false, color: false, verbose: false, onStage: () => {}, done: () => {} };

function printed(): { text: () => string } {
  let text = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  });
  return { text: () => text };
}

afterEach(() => vi.restoreAllMocks());

describe('reportFailure', () => {
  it('gives a DocgenError its own exit code', () => {
    const out = printed();
    const code = reportFailure(
      output,
      new DocgenError([{ name: 'BrokenLink', severity: 'error', message: 'Link "/x" does not resolve.' }]),
    );
    expect(code).toBe(EXIT.content);
    expect(out.text()).toContain('error BrokenLink');
  });

  // A sidebars file whose only diagnostics were warnings once stopped the build this way: exit 0, nothing built.
  it('never passes a stop on warnings alone for a success', () => {
    const out = printed();
    const code = reportFailure(
      output,
      new DocgenError([{ name: 'SidebarLenientValue', severity: 'warning', message: 'key "collapsed" is a string.' }]),
    );
    expect(code).toBe(EXIT.internal);
    expect(out.text()).toContain('warning SidebarLenientValue');
    expect(out.text()).toContain('error InternalError');
    expect(out.text()).toContain('docgen stopped on warnings alone, before finishing the command.');
  });
});
