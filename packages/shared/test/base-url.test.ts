import { describe, expect, it } from 'vitest';
import { addBase, basePath, stripBase, withBase } from '../src/base-url.js';

describe('base URL', () => {
  it('basePath: the base without its trailing slash, empty at the root', () => {
    expect(basePath('/')).toBe('');
    expect(basePath('/product/')).toBe('/product');
    expect(basePath('/a/b/')).toBe('/a/b');
  });

  it('withBase puts the base in front of a site path; the root becomes the base with its slash', () => {
    expect(withBase('/docs/intro#x', '/product')).toBe('/product/docs/intro#x');
    expect(withBase('/', '/product')).toBe('/product/');
    expect(withBase('/#top', '/product')).toBe('/product/#top');
    expect(withBase('/docs', '')).toBe('/docs');
  });

  it('stripBase gives the site path below the base, undefined outside it', () => {
    expect(stripBase('/product/docs', '/product')).toBe('/docs');
    expect(stripBase('/product', '/product')).toBe('/');
    expect(stripBase('/productivity', '/product')).toBeUndefined();
    expect(stripBase('/docs', '/product')).toBeUndefined();
    expect(stripBase('/docs', '')).toBe('/docs');
  });

  it("addBase is Docusaurus' addBaseUrl: a site path gets the base unless it has it already", () => {
    expect(addBase('/img/x.png', '/product')).toBe('/product/img/x.png');
    expect(addBase('/product/img/x.png', '/product')).toBe('/product/img/x.png');
    expect(addBase('/product', '/product')).toBe('/product/');
    expect(addBase('/product?x=1', '/product')).toBe('/product?x=1');
    expect(addBase('/productivity', '/product')).toBe('/product/productivity');
    expect(addBase('https://x.example/a', '/product')).toBe('https://x.example/a');
    expect(addBase('//cdn.example/a', '/product')).toBe('//cdn.example/a');
    expect(addBase('relative', '/product')).toBe('relative');
    expect(addBase('/a', '')).toBe('/a');
  });
});
