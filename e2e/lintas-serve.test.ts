/**
 * The behaviours of the site spec (../shared/site-spec.txt, support/site-spec.ts), clicked and
 * read as a person would, on the real Lintas site served by `docgen serve`, whose one dev server
 * the dev side of server-hardening's checks share (support/hardening.ts: they run first, while
 * its first build runs). The production build's run of the same tests is lintas.test.ts.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { type StartedServer, startDocgenServe } from './support/dev-server.js';
import { hardeningTests } from './support/hardening.js';
import { lintasBuild } from './support/lintas-build.js';
import { siteSpecTests } from './support/site-spec.js';

describe('the Lintas site, docgen serve', () => {
  let server: StartedServer | undefined;
  beforeAll(async () => {
    await lintasBuild(); // warms the build cache the dev server reuses
    server = await startDocgenServe({ firstBuild: false, timeoutMs: 240_000 });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });
  hardeningTests(
    () => server!.url,
    () => server!.firstBuild,
  );
  siteSpecTests(
    () => server!.url,
    () => server!.firstBuild,
  );
});
