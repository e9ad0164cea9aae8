import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCGEN_BIN, get, isAlive, makeSite, REPO, spawnServe } from './serve-harness.js';

/** `docgen serve --build`: an existing output, served as a static host would, by the same server as the dev server. */
let site: string;

beforeAll(() => {
  site = makeSite(
    {
      'package.json': '{"name":"preview-fixture","private":true}',
      'build/index.html': '<!doctype html><html lang="fr"><body>BUILT-HOME</body></html>',
      'build/404.html': '<!doctype html><html lang="fr"><body>BUILT-404-FR</body></html>',
      'build/en/404.html': '<!doctype html><html lang="en"><body>BUILT-404-EN</body></html>',
      'build/docs/intro/index.html': '<!doctype html><html><body>BUILT-INTRO</body></html>',
      'build/assets/js/main-XYZ.js': 'export {};',
    },
    'docgen-preview-',
  );
});

afterAll(() => {
  fs.rmSync(site, { recursive: true, force: true });
});

describe('docgen serve --build', () => {
  it('serves the build with the production URL rules, 404 pages per locale, no dev client; SIGTERM exits 0', async () => {
    const s = await spawnServe(site, ['--build']);
    try {
      expect(s.stdout()).toContain(`Serving ${path.join(site, 'build')} at http://127.0.0.1:`);
      for (const p of ['/docs/intro', '/docs/intro/', '/docs/intro.html', '/docs/intro/index.html']) {
        const res = await get(`${s.url}${p}`);
        expect(res.status, p).toBe(200);
        expect(res.body).toContain('BUILT-INTRO');
        expect(res.body).not.toContain('data-docgen-dev');
      }
      const fr = await get(`${s.url}/nope`);
      expect([fr.status, fr.body.includes('BUILT-404-FR')]).toEqual([404, true]);
      const en = await get(`${s.url}/en/nope`);
      expect([en.status, en.body.includes('BUILT-404-EN')]).toEqual([404, true]);
      expect((await get(`${s.url}/assets/js/main-XYZ.js`)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      expect((await get(`${s.url}/__docgen/events`)).status).toBe(404);
    } finally {
      const pid = s.child.pid!;
      expect(await s.stop('SIGTERM')).toBe(0);
      expect(isAlive(pid)).toBe(false);
    }
  });

  it('a forged Host gets 403 naming --allowed-hosts; --allowed-hosts lets it in; security headers', async () => {
    const s = await spawnServe(site, ['--build', '--allowed-hosts', 'docs.example.test']);
    try {
      const forged = await get(`${s.url}/docs/intro`, { Host: `rebind.example:${s.port}` });
      expect(forged.status).toBe(403);
      expect(forged.body).toContain('--allowed-hosts rebind.example');
      expect(forged.body).not.toContain('BUILT-INTRO');
      const added = await get(`${s.url}/docs/intro`, { Host: `docs.example.test:${s.port}` });
      expect(added.status).toBe(200);
      expect(added.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(added.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(added.headers['x-content-type-options']).toBe('nosniff');
      expect(added.headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await s.stop('SIGTERM');
    }
  });

  it('a taken port: says so and takes the next free one', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    // The next port may be taken too: then the one after. The message names the port asked for.
    const s = await spawnServe(site, ['--build', '--port', String(port)]).catch(async (e: unknown) => {
      blocker.close();
      throw e;
    });
    try {
      expect(s.stderr()).toContain(`Port ${port} is in use; using`);
      expect(s.port).toBeGreaterThan(port);
      expect((await get(`${s.url}/`)).body).toContain('BUILT-HOME');
    } finally {
      await s.stop();
      blocker.close();
    }
  });

  it('usage errors exit 2: a bad --port, no build to serve', () => {
    const bad = spawnSync(process.execPath, [DOCGEN_BIN, 'serve', site, '--build', '--port', 'abc'], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--port must be a number');
    const none = spawnSync(
      process.execPath,
      [DOCGEN_BIN, 'serve', site, '--build', '--out', path.join(site, 'nothing')],
      { cwd: REPO, encoding: 'utf8' },
    );
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('holds no build');
  });
});
