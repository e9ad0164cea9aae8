/**
 * The behaviours of the site spec (../shared/site-spec.txt, support/site-spec.ts), clicked and
 * read as a person would, on the real Lintas site's production build served as a static host
 * serves it. The same tests against `docgen serve` run in lintas-serve.test.ts, beside this file.
 */
import { createStaticServer, type RunningServer } from '@docgen/server';
import { afterAll, beforeAll, describe } from 'vitest';
import { lintasBuild } from './support/lintas-build.js';
import { siteSpecTests } from './support/site-spec.js';

describe('the Lintas site, production build', () => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await createStaticServer({ root: await lintasBuild(), localePrefixes: ['', '/en', '/id'] });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });
  siteSpecTests(() => server!.url);
});
