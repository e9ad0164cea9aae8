/**
 * The config schema's bundle (`dist/schema-entry.js`, loaded by every build) holds the part of
 * zod docgen uses: zod's `z` namespace would bring its ~50 error-message locales, a third of the
 * file's parse at each start, although only the English messages are ever shown.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@docgen/config/schema';

const bundle = createRequire(import.meta.url).resolve('@docgen/config/schema');

describe('the schema bundle', () => {
  it('holds no locale of zod but English', () => {
    const text = fs.readFileSync(bundle, 'utf8');
    // zod's German and French messages ("expected" in each).
    expect(text).not.toMatch(/erwartet|attendu/);
    expect(text.length).toBeLessThan(400_000);
  });

  it('still reports in English', () => {
    const result = siteConfigSchema.safeParse({ title: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Invalid input: expected string, received number$/);
  });
});
