import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import {
  DOCGEN_BIN,
  EventStream,
  get,
  isAlive,
  makeSite,
  spawnServe,
  type ServeProcess,
  type SseEvent,
} from './serve-harness.js';

/**
 * `docgen serve` end to end: a real process on a temporary copy of a small site, driven
 * through HTTP and its event stream (the browser side is in e2e/serve.test.ts).
 */
let site: string;
let serve: ServeProcess;
let events: EventStream;

type UpdateData = {
  version: number;
  kind: string;
  paths: string[];
  chunks: Record<string, string>;
  all: boolean;
  errors: { name: string; file?: string; line?: number; message: string }[];
};
type ErrorsData = {
  version: number;
  errors: { name: string; file?: string; line?: number; column?: number; message: string }[];
};
const data = <T>(e: SseEvent) => e.data as T;
const updated = (p: string) => (e: SseEvent) => e.event === 'update' && data<UpdateData>(e).paths.includes(p);
const failed = (name: string) => (e: SseEvent) =>
  e.event === 'errors' && data<ErrorsData>(e).errors.some((x) => x.name === name);
const cleared = (e: SseEvent) => e.event === 'update' && data<UpdateData>(e).errors.length === 0;

function edit(rel: string, content: string): void {
  const file = path.join(site, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
const read = (rel: string) => fs.readFileSync(path.join(site, rel), 'utf8');

beforeAll(async () => {
  site = makeSite();
  serve = await spawnServe(site);
  events = new EventStream(serve.url);
  // The first build is done when the first event after hello says so.
  await events.next((e) => e.event === 'update' || e.event === 'errors', 120_000);
}, 180_000);

afterEach((ctx) => {
  // A failure shows what the server said (and which events came).
  if (ctx.task.result?.state === 'fail') {
    console.log(
      `--- docgen serve stdout ---\n${serve.stdout().slice(-4000)}\n--- stderr ---\n${serve.stderr().slice(-4000)}\n--- events ---\n${events.events.map((e) => `${e.event} ${JSON.stringify(e.data).slice(0, 300)}`).join('\n')}`,
    );
  }
});

afterAll(async () => {
  events?.close();
  if (serve) await serve.stop('SIGKILL');
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

describe('docgen serve', () => {
  it('binds to 127.0.0.1 and serves the first page with the dev client', async () => {
    expect(serve.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const home = await get(`${serve.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toContain('Bienvenue');
    expect(home.body).toContain('data-docgen-dev');
    expect(home.body).toContain('/__docgen/events');
    const en = await get(`${serve.url}/en/docs/guide`);
    expect(en.status).toBe(200);
    expect(en.body).toContain('The guide starts here.');
  });

  it("counts the first build's pages as docgen build counts them (404 pages aside)", () => {
    const served = /first build \([^)]*\): (\d+) pages/.exec(serve.stdout());
    expect(served, serve.stdout()).not.toBeNull();
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-serve-count-'));
    try {
      const built = execFileSync(process.execPath, [DOCGEN_BIN, 'build', site, '--out', out, '--no-cache'], {
        encoding: 'utf8',
      });
      expect(Number(served![1])).toBe(Number(/built (\d+) pages/.exec(built)![1]));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('a forged Host gets 403 for pages and the event stream; pages carry a CSP allowing the dev client', async () => {
    for (const target of ['/', '/docs/guide', '/__docgen/events']) {
      const res = await get(`${serve.url}${target}`, { Host: `rebind.example:${serve.port}` });
      expect(res.status, target).toBe(403);
      expect(res.body).toContain('--allowed-hosts rebind.example');
    }
    const home = await get(`${serve.url}/`, { Host: `localhost:${serve.port}` });
    expect(home.status).toBe(200);
    const devScript = /<script data-docgen-dev>([\s\S]*?)<\/script>/.exec(home.body)?.[1] ?? '';
    const hash = createHash('sha256').update(devScript).digest('base64');
    expect(home.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(home.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('same URL rules as production: /x, /x/, /x.html, /x/index.html', async () => {
    for (const p of ['/docs/guide', '/docs/guide/', '/docs/guide.html', '/docs/guide/index.html']) {
      const res = await get(`${serve.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.body).toContain('Le guide commence ici.');
    }
  });

  it('unknown paths: 404 with the locale not-found page', async () => {
    const fr = await get(`${serve.url}/docs/nope`);
    expect(fr.status).toBe(404);
    expect(fr.body).toContain('lang="fr');
    expect(fr.body).toContain('data-docgen-dev');
    const en = await get(`${serve.url}/en/docs/nope`);
    expect(en.status).toBe(404);
    expect(en.body).toContain('lang="en');
  });

  it('static files and hashed assets with their cache headers', async () => {
    const logo = await get(`${serve.url}/img/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(logo.headers['cache-control']).toBe('no-cache');
    const css = /href="(\/assets\/css\/[^"]+\.css)"/.exec((await get(`${serve.url}/`)).body)?.[1];
    expect(css).toBeTruthy();
    const asset = await get(`${serve.url}${css}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get(`${serve.url}${css}`, { 'If-None-Match': String(asset.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('an edit shows up: the event names the page, the page has the new text', async () => {
    const t0 = performance.now();
    edit(
      'docs/guide.md',
      read('docs/guide.md').replace('Le guide commence ici.', 'Le guide commence ici. EDIT-MARKER-ONE'),
    );
    const e = await events.next(updated('/docs/guide'));
    expect(data<UpdateData>(e).errors).toEqual([]);
    expect(data<UpdateData>(e).all).toBe(false);
    // A text edit: open tabs show it in place, from the new chunk named in the event.
    expect(data<UpdateData>(e).kind).toBe('content');
    const chunk = data<UpdateData>(e).chunks['/docs/guide']!;
    expect(chunk).toMatch(/^\/.+\.json$/);
    expect((await get(`${serve.url}${chunk}`)).body).toContain('EDIT-MARKER-ONE');
    // Only the edited page (not the whole site) was rendered again.
    expect(data<UpdateData>(e).paths).not.toContain('/docs/intro');
    const page = await get(`${serve.url}/docs/guide`);
    expect(page.body).toContain('EDIT-MARKER-ONE');
    expect(performance.now() - t0).toBeLessThan(30_000);
    expect(serve.stdout()).toMatch(/docs\/guide\.md: 1 page updated/);
  });

  it('a burst of saves is one rebuild', async () => {
    const before = events.events.filter((x) => x.event === 'update').length;
    for (let i = 0; i < 6; i++)
      edit('docs/guide.md', read('docs/guide.md').replace(/EDIT-MARKER-\w+/, `EDIT-MARKER-BURST${i}`));
    await events.next((x) => x.event === 'update' && (x.data as UpdateData).paths.includes('/docs/guide'));
    await new Promise((r) => setTimeout(r, 1500));
    const after = events.events.filter((x) => x.event === 'update').length;
    expect(after - before).toBeLessThanOrEqual(2);
    expect((await get(`${serve.url}/docs/guide`)).body).toContain('EDIT-MARKER-BURST5');
  });

  it('broken front matter: overlay payload with file and line, the last good page stays served, fixing clears it', async () => {
    const good = read('docs/guide.md');
    edit('docs/guide.md', good.replace('title: Guide', 'title: [Guide'));
    const e = await events.next(failed('FrontMatterYamlError'));
    const err = data<ErrorsData>(e).errors.find((x) => x.name === 'FrontMatterYamlError')!;
    expect(err.file).toBe('docs/guide.md');
    expect(err.line).toBeGreaterThanOrEqual(2);
    expect(err.message).toMatch(/YAML/);
    expect(serve.stderr()).toMatch(/error FrontMatterYamlError docs\/guide\.md:\d+/);
    const page = await get(`${serve.url}/docs/guide`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('EDIT-MARKER-BURST5');
    // A new tab gets the standing errors in its hello.
    const late = new EventStream(serve.url);
    const hello = await late.next((x) => x.event === 'hello');
    late.close();
    expect((hello.data as ErrorsData).errors[0]?.name).toBe('FrontMatterYamlError');
    edit('docs/guide.md', good);
    await events.next(cleared);
  });

  it('a broken link: overlay payload with file, line and message; fixing clears it', async () => {
    const good = read('docs/guide.md');
    edit('docs/guide.md', `${good}\nVoir [ailleurs](/docs/does-not-exist).\n`);
    const e = await events.next(failed('BrokenLink'));
    const err = data<ErrorsData>(e).errors.find((x) => x.name === 'BrokenLink')!;
    expect(err.file).toBe('docs/guide.md');
    expect(err.line).toBe(good.split('\n').length + 1);
    expect(err.message).toContain('/docs/does-not-exist');
    expect(serve.stderr()).toMatch(/error BrokenLink docs\/guide\.md:\d+:\d+/);
    expect((await get(`${serve.url}/docs/guide`)).body).not.toContain('does-not-exist');
    edit('docs/guide.md', good);
    await events.next(cleared);
  });

  it('an invalid config: overlay payload naming the config file; fixing clears it', async () => {
    const good = read('docgen.config.ts');
    edit('docgen.config.ts', good.replace("title: 'Serve fixture',", "title: 'Serve fixture',\n  titel: 'typo',"));
    const e = await events.next(failed('UnknownConfigKey'));
    const err = data<ErrorsData>(e).errors.find((x) => x.name === 'UnknownConfigKey')!;
    expect(err.file).toBe('docgen.config.ts');
    expect(err.line).toBe(5);
    expect((await get(`${serve.url}/docs/intro`)).status).toBe(200);
    edit('docgen.config.ts', good.replace("title: 'Serve fixture'", "title: 'Serve fixture renamed'"));
    const ok = await events.next(cleared);
    expect(data<UpdateData>(ok).all).toBe(true);
    expect((await get(`${serve.url}/docs/intro`)).body).toContain('Serve fixture renamed');
  });

  it('adding a page works without a restart (and it joins the sidebar)', async () => {
    edit('docs/added.md', '---\ntitle: Added page\nsidebar_position: 3\n---\n\nADDED-PAGE-TEXT\n');
    await events.next(updated('/docs/added'));
    const page = await get(`${serve.url}/docs/added`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('ADDED-PAGE-TEXT');
    expect((await get(`${serve.url}/docs/intro`)).body).toContain('href="/docs/added"');
    // Not translated: the English route shows the default locale's text.
    expect((await get(`${serve.url}/en/docs/added`)).status).toBe(200);
  });

  it('renaming a page works without a restart', async () => {
    fs.renameSync(path.join(site, 'docs/added.md'), path.join(site, 'docs/renamed.md'));
    await events.next(updated('/docs/renamed'));
    expect((await get(`${serve.url}/docs/renamed`)).body).toContain('ADDED-PAGE-TEXT');
    const old = await get(`${serve.url}/docs/added`);
    expect(old.status).toBe(404);
    expect((await get(`${serve.url}/docs/intro`)).body).not.toContain('href="/docs/added"');
  });

  it('deleting a page works without a restart', async () => {
    fs.rmSync(path.join(site, 'docs/renamed.md'));
    await events.next(updated('/docs/renamed'));
    expect((await get(`${serve.url}/docs/renamed`)).status).toBe(404);
    expect((await get(`${serve.url}/docs/intro`)).body).not.toContain('href="/docs/renamed"');
  });

  it('deleting a page others link to is refused until the links are fixed', async () => {
    const guide = read('docs/guide.md');
    fs.rmSync(path.join(site, 'docs/intro.md'));
    const e = await events.next((x) => x.event === 'errors');
    expect(JSON.stringify(e.data)).toMatch(/intro/);
    expect((await get(`${serve.url}/docs/intro`)).status).toBe(200);
    edit(
      'docs/intro.md',
      '---\ntitle: Introduction\nsidebar_position: 1\n---\n\nBienvenue à nouveau.\n\n## Premiers pas\n\nLisez [le guide](./guide.md).\n',
    );
    await events.next(cleared);
    expect((await get(`${serve.url}/docs/intro`)).body).toContain('Bienvenue à nouveau.');
    expect(read('docs/guide.md')).toBe(guide);
  });

  it('SIGINT stops it cleanly: exit code 0, no process left', async () => {
    const pid = serve.child.pid!;
    events.close();
    const code = await serve.stop('SIGINT');
    expect(code).toBe(0);
    expect(isAlive(pid)).toBe(false);
    await expect(get(`${serve.url}/`)).rejects.toThrow();
  });
});
