/**
 * The dev server's layout patches applied by the runtime (`applyPatch` in `src/morph.ts`):
 * for every case of the dev server's fixtures (`packages/dev/test/fixtures/layout-patch`) and for
 * random edits of a real page's layout, the patch made in Node from `before` and `after`,
 * applied in Chromium to the page built from `before`, gives exactly the page built from
 * `after`. A patch that does not fit the page on screen is refused before anything changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { LayoutPatch, PageChunk } from '../../shared/src/index.ts';
import { layoutPatch } from '../../dev/src/layout-patch.js';
import { useFixture } from './support.ts';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '../../dev/test/fixtures/layout-patch');
const esbuild = createRequire(join(here, '../../core/package.json'))('esbuild') as {
  build(options: Record<string, unknown>): Promise<{ outputFiles: { text: string }[] }>;
};

const fx = useFixture();
let script = '';

beforeAll(async () => {
  // The runtime's own module, bundled as the build bundles it, exposed to the test page.
  const out = await esbuild.build({
    stdin: {
      contents: `import { applyPatch } from './src/morph.ts'; window.__applyPatch = applyPatch;`,
      resolveDir: join(here, '..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  script = out.outputFiles[0]!.text;
});

/** Builds `before` in a page, applies `patch` and tells whether it applied and the page now equals `after`. */
async function apply(
  page: Page,
  before: string,
  after: string,
  patch: LayoutPatch,
): Promise<{ applied: boolean; equal: boolean; untouched: boolean }> {
  return page.evaluate(
    ({ before, after, patch }) => {
      const parse = (html: string) => {
        const t = document.createElement('template');
        t.innerHTML = html;
        return t.content.firstElementChild!;
      };
      document.body.replaceChildren(parse(before));
      const region = document.body.firstElementChild!;
      const applied = (window as unknown as { __applyPatch(r: Element, p: unknown): boolean }).__applyPatch(
        region,
        patch,
      );
      return { applied, equal: region.isEqualNode(parse(after)), untouched: region.isEqualNode(parse(before)) };
    },
    { before, after, patch },
  );
}

async function blankPage(): Promise<Page> {
  const page = await fx.browser.newPage();
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  await page.addScriptTag({ content: script });
  return page;
}

const read = (dir: string, file: string) => readFileSync(join(fixtures, dir, file), 'utf8').replace(/\n$/, '');

describe('a layout patch applied in the browser', () => {
  test('turns each fixture page into its edited version', async () => {
    const page = await blankPage();
    const cases = readdirSync(fixtures).sort();
    let checked = 0;
    for (const name of cases) {
      const before = read(name, 'before.html');
      const after = read(name, 'after.html');
      const patch = layoutPatch(before, after);
      if (!patch) continue;
      expect({ name, ...(await apply(page, before, after, patch)) }).toMatchObject({
        name,
        applied: true,
        equal: true,
      });
      checked++;
    }
    // Every case but the two the server refuses to patch (implied end tag, region attribute).
    expect(checked).toBe(cases.length - 2);
  });

  test('turns a real page into its edited version, for random edits of its text and blocks', async () => {
    const page = await blankPage();
    const chunk = (await (await page.request.get(fx.url + fx.chunk('/docs/getting-started'))).json()) as PageChunk;
    const before = chunk.layout;
    const random = seeded(20261122);
    const edits = randomEdits(before, random, 60);
    let small = 0;
    for (const [i, after] of edits.entries()) {
      const patch = layoutPatch(before, after);
      expect(patch, `edit ${i}`).toBeDefined();
      // The point of a patch: the browser parses the edit, not the page (at most the block
      // holding it: a code block, or the sidebar, which is replaced whole, 11% of this page).
      expect(patch!.html.length, `edit ${i}`).toBeLessThan(before.length * 0.12);
      if (patch!.html.length < 200) small++;
      expect({ i, ...(await apply(page, before, after, patch!)) }).toMatchObject({ i, applied: true, equal: true });
    }
    expect(small).toBeGreaterThan(edits.length * 0.75);
  });

  test('is refused, the page untouched, when the page on screen is not the one it was made from', async () => {
    const page = await blankPage();
    const before = read('text-changed', 'before.html');
    const after = read('text-changed', 'after.html');
    const patch = layoutPatch(before, after)!;
    const elsewhere = { ...patch, path: patch.path.map((k, i) => (i === patch.path.length - 1 ? k + 2 : k)) };
    const otherCount = { ...patch, count: patch.count + 1 };
    const otherTag = { ...patch, tags: patch.tags.map((t, i) => (i === 0 ? 'section' : t)) };
    for (const wrong of [elsewhere, otherCount, otherTag]) {
      expect(await apply(page, before, after, wrong)).toMatchObject({ applied: false, untouched: true });
    }
  });
});

/** Random well-formed edits of a layout: a paragraph added after a block, a block removed, a word changed. */
function randomEdits(layout: string, random: () => number, n: number): string[] {
  const blockEnds = [...layout.matchAll(/<\/(p|pre|h2|h3|ul|table|figure)>/g)].map((m) => m.index! + m[0].length);
  const paragraphs = [...layout.matchAll(/<p>[^<]*<\/p>/g)].map((m) => [m.index!, m.index! + m[0].length] as const);
  const words = [...layout.matchAll(/>([^<]*?)([A-Za-zÀ-ÿ]{4,})/g)].map((m) => m.index! + 1 + m[1]!.length);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const edits: string[] = [];
  for (let i = 0; i < n; i++) {
    const kind = i % 3;
    if (kind === 0) {
      const at = pick(blockEnds);
      edits.push(`${layout.slice(0, at)}\n<p>Ajout ${i}.</p>${layout.slice(at)}`);
    } else if (kind === 1) {
      const [from, to] = pick(paragraphs);
      edits.push(layout.slice(0, from) + layout.slice(to));
    } else {
      const at = pick(words);
      edits.push(`${layout.slice(0, at)}mot${i} ${layout.slice(at)}`);
    }
  }
  return edits;
}

/** A small deterministic generator (mulberry32): the same edits on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
