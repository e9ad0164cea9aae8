/**
 * What a page of many islands carries (fixtures/island-weight): content a parent island renders
 * on the server is in the page once, its props only number it, and the page object its islands
 * share is written once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/index.js';
import { useWorkspaceModules } from './support/site.js';

let dir: string;
let html: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-island-weight-'));
  fs.cpSync(path.join(__dirname, 'fixtures', 'island-weight'), dir, { recursive: true });
  useWorkspaceModules(dir);
  await build({ siteDir: dir, strict: true });
  html = fs.readFileSync(path.join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const count = (text: string, part: string) => text.split(part).length - 1;
const propsOf = (text: string) => [...text.matchAll(/data-dg-props="([^"]*)"/g)].map((m) => m[1]!);

describe('island weight', () => {
  it("has one island per fence and the parents'", () => {
    expect(propsOf(html)).toHaveLength(8);
  });

  it("keeps a parent island's server-rendered children out of its props", () => {
    expect(count(html, 'Local content of the page')).toBe(1);
    // The note is made of host elements, which the props describe for the browser to make again.
    const box = propsOf(html).find((p) => p.includes('Box-'))!;
    expect(box).not.toContain('&quot;html&quot;:&quot;');
    expect(box).not.toContain('data-dg-code');
    expect(count(box, '&quot;slot&quot;')).toBe(2);
    expect(count(html, '<docgen-slot style="display:contents" data-dg-slot="')).toBe(2);
  });

  it('sends content an island does not render on the server without the islands it holds', () => {
    const hidden = propsOf(html).find((p) => p.includes('Hidden-'))!;
    expect(hidden).toContain('&quot;html&quot;:&quot;');
    expect(hidden).toContain('hidden fence');
    expect(hidden).not.toContain('data-dg-props');
  });

  it('writes a page object its islands share once, the others naming it', () => {
    const props = propsOf(html);
    const whole = props.filter((p) => p.includes('&quot;page&quot;:{&quot;locale&quot;'));
    // The fences' islands read the theme config, the two boxes nothing: two page objects.
    expect(whole).toHaveLength(2);
    expect(props.filter((p) => p.includes('&quot;page&quot;:{&quot;$dg&quot;:&quot;page&quot;'))).toHaveLength(6);
    expect(count(html, ' data-dg-page="')).toBe(2);
  });
});
