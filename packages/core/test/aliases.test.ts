import type { SiteContext } from '@docgen/config';
import { describe, expect, test } from 'vitest';
import { aliasOf } from '../src/mdx/aliases.js';

const site = (aliases: Record<string, string>) => ({ siteDir: '/site', config: { aliases } }) as unknown as SiteContext;

describe('aliasOf (webpack resolve.alias)', () => {
  test('an alias whose target starts with its key rewrites the key once, as webpack AliasPlugin does', () => {
    // webpack's docs map Node's `buffer` to the package so: `buffer/` must not be aliased again (a loop).
    const ctx = site({ buffer: 'buffer/', process: 'process/browser.js' });
    expect(aliasOf(ctx, 'buffer', '/site/src/a.js')?.specifier).toBe('buffer/');
    expect(aliasOf(ctx, 'buffer/', '/site/src/a.js')).toBeUndefined();
    expect(aliasOf(ctx, 'process', '/site/src/a.js')?.specifier).toBe('process/browser.js');
    expect(aliasOf(ctx, 'process/browser.js', '/site/src/a.js')).toBeUndefined();
  });

  test('other aliases: a path under the site, a package, the longest key', () => {
    const ctx = site({ '@lib': './src/lib', path: 'path-browserify', '@lib/deep': './src/deep' });
    expect(aliasOf(ctx, '@lib/Joined', '/site/docs/a.mdx')?.specifier).toBe('@site/src/lib/Joined');
    expect(aliasOf(ctx, '@lib/deep/x', '/site/docs/a.mdx')?.specifier).toBe('@site/src/deep/x');
    expect(aliasOf(ctx, 'path', '/site/docs/a.mdx')?.specifier).toBe('path-browserify');
  });
});
