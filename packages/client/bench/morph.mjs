#!/usr/bin/env node
// Micro-benchmark of the dev server's refresh in Chromium (issue 20). A large real page of a
// docgen build is shown and its layout region edited as a string (a paragraph's text changed
// half-way down or at the end; a paragraph, a list or a heading added; a paragraph removed).
// Each module given turns the region on screen into the edited one, from the whole chunk
// (`morph`) and, if it has `applyPatch`, from the dev server's `LayoutPatch`; modules take turns.
// Per module and edit: median and range of the morph (script) and of the layout forced right
// after, and what changed: elements of the page on screen that left it, elements added,
// attribute and text writes, and whether the result equals the edited page.
//   node packages/client/bench/morph.mjs [--build content/build] [--page /en/docs/api/orders/create]
//     [--runs 15] [--module name=file.ts ...]
// Default modules: ours (src/morph.ts), idiomorph and morphdom (bench/idiomorph.ts, bench/morphdom.ts:
// the libraries given our rules as callbacks). Run `pnpm build` and `node bin/docgen build content` first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const root = path.resolve(opt('build', path.join(repo, 'content/build')));
const pagePath = opt('page', '/en/docs/api/orders/create');
const runs = Number(opt('runs', 15));
const modules = args.flatMap((a, i) => (a === '--module' ? [args[i + 1]] : []));
if (!modules.length)
  modules.push(
    `ours=${path.join(here, '../src/morph.ts')}`,
    `idiomorph=${path.join(here, 'idiomorph.ts')}`,
    `morphdom=${path.join(here, 'morphdom.ts')}`,
  );
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`bench/morph: no build in ${root}; run \`node bin/docgen build content\` first.`);
  process.exit(2);
}

const { createStaticServer } = await import(path.join(repo, 'packages/server/dist/index.js'));
// Where the dev server's patch is made today; without it the patch rows are left out.
const { layoutPatch } = await import(path.join(repo, 'packages/dev/dist/layout-patch.js')).catch(() => {
  console.warn('bench/morph: layoutPatch not found in packages/dev/dist: whole-chunk rows only');
  return { layoutPatch: () => undefined };
});

/** Each module bundled as the build bundles the runtime (esbuild, minified), exposed to the page. */
async function bundle(spec) {
  const [name, file] = spec.split('=');
  const abs = path.resolve(file);
  const out = await build({
    stdin: {
      contents: `import * as m from ${JSON.stringify(abs)}; (window.__engines ??= {})[${JSON.stringify(name)}] = m;`,
      resolveDir: path.dirname(abs),
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
  });
  return { name, script: out.outputFiles[0].text };
}
const engines = await Promise.all(modules.map(bundle));

const server = await createStaticServer({ root, localePrefixes: ['', '/en', '/id'] });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const stop = setTimeout(() => {
  console.error('bench/morph: gave up after 10 minutes');
  process.exit(1);
}, 600_000);

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
  const page = await context.newPage();
  await page.goto(server.url + pagePath, { waitUntil: 'load' });
  for (const e of engines) {
    await page.addScriptTag({ content: e.script });
    e.patches = await page.evaluate((name) => typeof window.__engines[name].applyPatch === 'function', e.name);
  }
  const before = await page.evaluate(() => document.querySelector('[data-dg-region]').outerHTML);
  const edits = makeEdits(before);
  const totals = await page.evaluate(() => {
    const r = document.querySelector('[data-dg-region]');
    return { elements: r.querySelectorAll('*').length, kb: r.outerHTML.length / 1024 };
  });
  console.log(
    `${pagePath}: layout region ${totals.kb.toFixed(0)} KB, ${totals.elements} elements; ${runs} runs per cell, modules alternating`,
  );
  for (const [edit, after] of Object.entries(edits)) {
    const patch = layoutPatch(before, after);
    const rows = {};
    const counts = {};
    // One pass that counts the mutations, then the timed runs without an observer.
    for (let i = -1; i < runs; i++) {
      for (const e of engines) {
        for (const mode of patch && e.patches ? ['chunk', 'patch'] : ['chunk']) {
          const input = { name: e.name, before, after, patch: mode === 'patch' ? patch : null, count: i < 0 };
          const r = await page.evaluate(measure, input);
          if (i < 0) counts[`${e.name} ${mode}`] = r;
          else (rows[`${e.name} ${mode}`] ??= []).push(r);
        }
      }
    }
    console.log(`\n${edit} (patch: ${patch ? `${patch.html.length} B of markup` : 'none'})`);
    for (const [key, list] of Object.entries(rows)) {
      const ms = (k) => {
        const s = list.map((r) => r[k]).sort((a, b) => a - b);
        return `${s[Math.floor(s.length / 2)].toFixed(1)} ms (${s[0].toFixed(1)}–${s.at(-1).toFixed(1)})`;
      };
      const c = counts[key];
      console.log(
        `  ${key.padEnd(16)} morph ${ms('script').padEnd(22)} layout ${ms('layout').padEnd(22)} left the page ${c.gone} el., added ${c.added} el., ${c.attributes} attr. + ${c.texts} text writes, result ${c.equal && list.every((r) => r.equal) ? 'equal' : 'DIFFERS'}`,
      );
    }
  }
} finally {
  clearTimeout(stop);
  await browser.close();
  await server.close();
}

/** Edits of the layout markup in the middle of the article: one paragraph's text, a paragraph added, one removed. */
function makeEdits(layout) {
  const main = layout.indexOf('data-dg-main');
  // A paragraph of the markdown body (its blocks are separated by line breaks), half-way down:
  // one of plain text if there is one.
  const body = (re) => [...layout.matchAll(re)].filter((m) => m.index > main);
  const plain = body(/\n<p>([^<]{40,})<\/p>\n/g);
  const paragraphs = plain.length ? plain : body(/\n<p>([^\n]{40,}?)<\/p>\n/g);
  const mid = paragraphs[Math.floor(paragraphs.length / 2)];
  if (!mid) throw new Error('bench/morph: no paragraph in the article');
  const at = mid.index + 1;
  const end = at + mid[0].length - 2;
  const last = paragraphs.at(-1).index + 1;
  return {
    'one paragraph edited': `${layout.slice(0, at + 3)}Edited: ${layout.slice(at + 3)}`,
    'a paragraph added': `${layout.slice(0, at)}<p>A new paragraph before another.</p>${layout.slice(at)}`,
    'a paragraph removed': layout.slice(0, at) + layout.slice(end),
    'a list added': `${layout.slice(0, at)}<ul><li>One</li><li>Two</li></ul>${layout.slice(at)}`,
    'a heading added': `${layout.slice(0, at)}<h2 id="a-new-section">A new section</h2>${layout.slice(at)}`,
    'the last paragraph edited': `${layout.slice(0, last + 3)}Edited: ${layout.slice(last + 3)}`,
  };
}

/** In the page: the region reset to `before`, then morphed (or patched) into `after`. */
async function measure({ name, before, after, patch, count }) {
  const parse = (html) => {
    const t = document.createElement('template');
    t.innerHTML = html;
    return t.content.firstElementChild;
  };
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  const engine = window.__engines[name];
  document.querySelector('[data-dg-region]').replaceWith(parse(before));
  const region = document.querySelector('[data-dg-region]');
  void region.offsetHeight;
  await frame();
  const sidebar = region.querySelector('[data-dg-sidebar]');
  const keep = (o) => o === sidebar;
  const old = new Set(region.querySelectorAll('*'));
  let attributes = 0;
  let texts = 0;
  const observer = new MutationObserver((list) => {
    for (const m of list) {
      if (m.type === 'attributes') attributes++;
      else if (m.type === 'characterData') texts++;
    }
  });
  if (count) observer.observe(region, { subtree: true, childList: true, attributes: true, characterData: true });
  const next = patch ? null : parse(after);
  const t0 = performance.now();
  if (patch) {
    if (!engine.applyPatch(region, patch, keep)) throw new Error(`${name}: the patch did not fit`);
  } else engine.morph(region, next, keep);
  const t1 = performance.now();
  void region.offsetHeight;
  const t2 = performance.now();
  observer.takeRecords().forEach((m) => {
    if (m.type === 'attributes') attributes++;
    else if (m.type === 'characterData') texts++;
  });
  observer.disconnect();
  const now = region.querySelectorAll('*');
  let gone = 0;
  for (const el of old) if (!el.isConnected) gone++;
  let added = 0;
  for (const el of now) if (!old.has(el)) added++;
  return {
    script: t1 - t0,
    layout: t2 - t1,
    gone,
    added,
    attributes,
    texts,
    equal: region.isEqualNode(parse(after)),
  };
}
