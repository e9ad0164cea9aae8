import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer, type RunningServer } from '@docgen/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DevSite } from '../src/dev-site.js';

/**
 * The dev server serves its first build from the staging folder while it runs, then renames that
 * folder into place and points the served link at it. Requests in between must wait and get the
 * page (from the old place or the new one), never a 404.
 */
const REPO = path.resolve(__dirname, '../../..');
let siteDir: string;

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-first-output-'));
  const files: Record<string, string> = {
    'docgen.config.ts': "export default { title: 'First output', url: 'https://x.example' };\n",
    'docs/a.md': '---\ntitle: A\n---\n\nTexte A.\n',
    'docs/b.md': '---\ntitle: B\n---\n\nTexte B.\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, rel), text);
  }
  fs.symlinkSync(path.join(REPO, 'content', 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
});

afterAll(() => {
  vi.restoreAllMocks();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

function get(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('the dev server’s first output put in place', () => {
  it('requests during the first commit wait for it and get their page, never a 404', async () => {
    const site = new DevSite({ siteDir, outDir: path.join(siteDir, '.docgen', 'serve-commit') });
    let server: RunningServer | undefined;
    const rename = fsp.rename;
    // What a reader finds: a request asked in the turn the commit starts, and HTTP requests
    // while the staging folder has moved but the served link still points at it.
    const sameTurn: Promise<string>[] = [];
    const overHttp: Promise<{ status: number; body: string }>[] = [];
    const spy = vi.spyOn(fsp, 'rename').mockImplementation(async (from, to) => {
      if (!String(from).includes('.staging-')) return rename(from, to);
      // A server reads its file in the turn ensure() resolves (as @docgen/server does).
      sameTurn.push(
        site.ensure('/docs/a').then(() => fs.readFileSync(path.join(site.root, 'docs/a/index.html'), 'utf8')),
      );
      // The thread pool may finish the rename before the main thread looks again: at once here.
      fs.renameSync(from, to);
      for (const p of ['/docs/a', '/docs/b', '/sitemap.xml']) overHttp.push(get(server!.port, p));
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    try {
      const first = site.start();
      server = await createStaticServer({ root: site.root, port: 0, prepare: (p) => site.ensure(p) });
      expect((await first).committed).toBe(true);
      expect(spy).toHaveBeenCalled();
      expect(sameTurn).toHaveLength(1);
      expect(await sameTurn[0]).toContain('Texte A.');
      const answers = await Promise.all(overHttp);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers[0]!.body).toContain('Texte A.');
      expect(answers[1]!.body).toContain('Texte B.');
      expect(answers[2]!.body).toContain('<loc>https://x.example/docs/a</loc>');
    } finally {
      spy.mockRestore();
      await server?.close();
      await site.close();
    }
  });

  it('a site below a baseUrl is served below it from its first request, before its config is read', async () => {
    const based = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-first-base-'));
    fs.cpSync(siteDir, based, { recursive: true, verbatimSymlinks: true });
    fs.writeFileSync(
      path.join(based, 'docgen.config.ts'),
      "export default { title: 'Below', url: 'https://x.example', baseUrl: '/product/' };\n",
    );
    const site = new DevSite({ siteDir: based, outDir: path.join(based, '.docgen', 'serve-base') });
    let server: RunningServer | undefined;
    try {
      const first = site.start();
      server = await createStaticServer({
        root: site.root,
        port: 0,
        prepare: (p) => site.ensure(p),
        baseUrl: () => site.baseUrl(),
        configured: site.configured,
      });
      // Asked the moment the server listens, as a reader opening the printed address does.
      const [home, page, outside] = await Promise.all(
        ['/', '/product/docs/a', '/docs/a'].map((p) => get(server!.port, p)),
      );
      expect(home.status).toBe(302);
      expect(page.status).toBe(200);
      expect(page.body).toContain('Texte A.');
      expect(outside.status).toBe(404);
      expect((await first).committed).toBe(true);
    } finally {
      await server?.close();
      await site.close();
      fs.rmSync(based, { recursive: true, force: true });
    }
  });

  it('a file the write stage makes (the sitemap), asked for during the first pass, waits for it', async () => {
    const site = new DevSite({ siteDir, outDir: path.join(siteDir, '.docgen', 'serve-sitemap') });
    try {
      const first = site.start();
      await site.ensure('/sitemap.xml');
      expect(fs.readFileSync(path.join(site.root, 'sitemap.xml'), 'utf8')).toContain('https://x.example/docs/b');
      expect((await first).committed).toBe(true);
    } finally {
      await site.close();
    }
  });
});
