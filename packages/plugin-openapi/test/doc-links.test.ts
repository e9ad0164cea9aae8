import { describe, expect, it } from 'vitest';
import { linkTargets } from '../src/reference/links.js';

describe('the links a description writes', () => {
  it('reads a markdown target with balanced parentheses whole, as CommonMark does', () => {
    expect(linkTargets('See [the tokens](#tag/Authorizations-(API-tokens)) and [ops](#operation/listOps).')).toEqual([
      '#tag/Authorizations-(API-tokens)',
      '#operation/listOps',
    ]);
  });

  it('reads angle-bracketed targets and HTML links', () => {
    expect(linkTargets('[a](<#schema/Pet>) <a href="#tag/Pets">pets</a>')).toEqual(['#schema/Pet', '#tag/Pets']);
  });
});
