// A page reading `navigator` while it renders throws on Node 20 only: Node 21 added the global, so
// the same site builds under Docusaurus on a newer Node (GladysAssistant's home page): said.
import { describe, expect, it } from 'vitest';
import { olderNodeNote } from '../src/mdx/node-globals.js';

describe('olderNodeNote', () => {
  const thrown = new ReferenceError('navigator is not defined');

  it('names the Node versions that define navigator, on an older Node', () => {
    expect(olderNodeNote(thrown, 'v20.19.0')).toBe(
      ' Node 21 and later define navigator (its language "en-US"), so the same code renders there, under Docusaurus too; this Node is v20.19.0.',
    );
  });

  it('says nothing on a Node that defines it, or for another name', () => {
    expect(olderNodeNote(thrown, 'v22.11.0')).toBe('');
    expect(olderNodeNote(new ReferenceError('window is not defined'), 'v20.19.0')).toBe('');
    expect(olderNodeNote(new TypeError('navigator is not defined'), 'v20.19.0')).toBe('');
  });
});
