import type { SiteConfig } from '@docgen/config';
import { describe, expect, test } from 'vitest';
import { provideChecks } from '../src/config/provide-check.js';

const config = (provide: Record<string, string | string[]>) => ({ provide }) as unknown as SiteConfig;

describe('provideChecks', () => {
  test('a site folder given relative to the working directory (docgen serve --build .)', () => {
    expect(provideChecks(config({ describe: ['vitest', 'describe'] }), '.', 'docgen.config.ts', '')).toEqual([]);
  });

  test('a package the site lacks is named at its key; a path is not looked up', () => {
    const found = provideChecks(config({ X: 'no-such-shim-package', Y: './src/shim.js' }), '.', 'docgen.config.ts', '');
    expect(found.map((d) => [d.name, d.message])).toEqual([
      ['InvalidConfigValue', 'provide.X names "no-such-shim-package", which is not installed in the site.'],
    ]);
  });
});
