import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configReferenceMarkdown } from '../src/reference.js';
import { siteConfigSchema } from '../src/schema.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const committed = path.join(root, 'docs/guide/config-reference.md');

describe('config reference', () => {
  it('docs/guide/config-reference.md is the one generated from the schema (run `pnpm build && pnpm docs:config` after a schema change)', () => {
    expect(fs.existsSync(committed), 'docs/guide/config-reference.md exists').toBe(true);
    // One assertion on the whole text: the diff shows exactly what drifted.
    expect(fs.readFileSync(committed, 'utf8')).toBe(configReferenceMarkdown());
  });

  it('documents every top-level config key', () => {
    const text = configReferenceMarkdown();
    for (const key of Object.keys(siteConfigSchema.shape)) expect(text, key).toContain(`| \`${key}\` |`);
  });
});
