import { describe, expect, it } from 'vitest';
import { findRedirect, matchRoute, normalizePath, routeToOutputFile, shardOf, splitHref } from '../src/index.js';
import { hrefWithTrailingSlash, withTrailingSlash } from '../src/trailing-slash.js';

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

describe('trailingSlash (Docusaurus semantics)', () => {
  const roots = ['/fr'];
  it('writes route paths in the URL form of the setting; unset leaves them as they are', () => {
    expect(withTrailingSlash('/docs/intro', true, roots)).toBe('/docs/intro/');
    expect(withTrailingSlash('/docs/intro/', false, roots)).toBe('/docs/intro');
    expect(withTrailingSlash('/docs/intro', undefined, roots)).toBe('/docs/intro');
    expect(withTrailingSlash('/docs/intro/', undefined, roots)).toBe('/docs/intro/');
    expect(withTrailingSlash('/', true, roots)).toBe('/');
    expect(withTrailingSlash('/', false, roots)).toBe('/');
  });
  it("keeps the locales' homes folders once the option is set", () => {
    expect(withTrailingSlash('/fr', false, roots)).toBe('/fr/');
    expect(withTrailingSlash('/fr', true, roots)).toBe('/fr/');
    expect(withTrailingSlash('/fr/docs', false, roots)).toBe('/fr/docs');
  });
  it('rewrites site hrefs only, keeping query and fragment', () => {
    expect(hrefWithTrailingSlash('/docs/intro#setup', true, roots)).toBe('/docs/intro/#setup');
    expect(hrefWithTrailingSlash('/docs/intro/?q=1#a', false, roots)).toBe('/docs/intro?q=1#a');
    expect(hrefWithTrailingSlash('/docs/1.0/intro', true, roots)).toBe('/docs/1.0/intro/');
    for (const href of ['/files/report.pdf', '/docs/intro.html', '#a', 'other', 'https://x.example/a', '//cdn/x'])
      expect(hrefWithTrailingSlash(href, true, roots)).toBe(href);
    expect(hrefWithTrailingSlash('/docs/intro', undefined, roots)).toBe('/docs/intro');
  });
  it('lays out output files as Docusaurus does', () => {
    expect(routeToOutputFile('/docs/intro', false, roots)).toBe('docs/intro.html');
    expect(routeToOutputFile('/fr', false, roots)).toBe('fr/index.html');
    expect(routeToOutputFile('/', false, roots)).toBe('index.html');
    expect(routeToOutputFile('/docs/intro', true, roots)).toBe('docs/intro/index.html');
    expect(routeToOutputFile('/docs/intro', undefined, roots)).toBe('docs/intro/index.html');
  });
});
