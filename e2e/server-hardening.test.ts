/**
 * The static server's hardening in Chromium (`docgen serve --build`, on the real Lintas site's
 * production build): see support/hardening.ts. The dev server's (`docgen serve`) runs in
 * lintas-serve.test.ts, on the dev server the site spec's tests use.
 */
import { createStaticServer, type RunningServer } from '@docgen/server';
import { afterAll, beforeAll, describe } from 'vitest';
import { hardeningTests } from './support/hardening.js';
import { lintasBuild } from './support/lintas-build.js';

describe('docgen serve --build', () => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await createStaticServer({ root: await lintasBuild(), localePrefixes: ['', '/en', '/id'] });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });
  hardeningTests(() => server!.url);
});
