import { describe, expect, it } from 'vitest';
import { findRedirect, matchRoute, normalizePath, routeToOutputFile, shardOf, splitHref } from '../src/index.js';

describe('normalizePath: one path, whatever the ending', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/docs/intro/', '/docs/intro'],
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/', '/'],
    ['docs//intro?x=1#top', '/docs/intro'],
  ])('%s → %s', (input, expected) => expect(normalizePath(input)).toBe(expected));
});

describe('matchRoute: exact, strict and sensitive options', () => {
  it('matches a prefix at a segment boundary unless exact', () => {
    expect(matchRoute('/docs', '/docs/intro')).toBe(true);
    expect(matchRoute('/docs', '/docsx')).toBe(false);
    expect(matchRoute('/docs', '/docs/intro', { exact: true })).toBe(false);
    expect(matchRoute('/docs/intro', '/docs/intro.html', { exact: true })).toBe(true);
  });
  it('is case-insensitive unless sensitive', () => {
    expect(matchRoute('/docs/Intro', '/docs/intro', { exact: true })).toBe(true);
    expect(matchRoute('/docs/Intro', '/docs/intro', { exact: true, sensitive: true })).toBe(false);
  });
  it('with strict, a trailing slash in the pattern must be in the path', () => {
    expect(matchRoute('/docs/', '/docs', { strict: true })).toBe(false);
    expect(matchRoute('/docs/', '/docs/', { strict: true, exact: true })).toBe(true);
    expect(matchRoute('/docs', '/docs/', { exact: true })).toBe(true);
  });
});

describe('the rest of the URL rules', () => {
  it('finds redirects by normalized path', () => {
    expect(findRedirect([{ from: '/docs/api', to: '/docs/api/usage_flow' }], '/docs/api/index.html')).toBe(
      '/docs/api/usage_flow',
    );
    expect(findRedirect([{ from: '/docs/api', to: '/x' }], '/docs/apis')).toBeUndefined();
  });
  it('maps routes to output files', () => {
    expect(routeToOutputFile('/')).toBe('index.html');
    expect(routeToOutputFile('/en/docs/intro')).toBe('en/docs/intro/index.html');
  });
  it('splits hrefs', () => {
    expect(splitHref('/a?b=1#c')).toEqual({ path: '/a', hash: 'c' });
  });
  it('shards paths stably within range', () => {
    expect(shardOf('/docs/intro', 7)).toBe(shardOf('/docs/intro', 7));
    expect(shardOf('/docs/intro', 7)).toBeLessThan(7);
    expect(shardOf('/x', 1)).toBe(0);
  });
});
