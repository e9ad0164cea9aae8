import { describe, expect, it } from 'vitest';
import { closest, didYouMean } from '../src/suggest.js';

describe('did you mean', () => {
  it('suggests a name a few edits away', () => {
    expect(didYouMean('tagine', ['tagline', 'define', 'title'])).toBe('did you mean "tagline"?');
    expect(closest('/docs/instalation', ['/docs/installation', '/docs/intro'])).toEqual(['/docs/installation']);
    expect(closest('/docs/gettingstarted', ['/docs/getting-started'])).toEqual(['/docs/getting-started']);
    expect(closest('recieve', ['receive'])).toEqual(['receive']);
  });

  it('suggests nothing when only a shared start or end makes two names alike', () => {
    // Slack's document links /docs/pagination; the site has /docs/intro: 6 edits, all of the word.
    expect(closest('/docs/pagination', ['/docs/intro', '/docs/api'])).toEqual([]);
    expect(closest('/apis/calls', ['/docs/intro'])).toEqual([]);
  });
});
