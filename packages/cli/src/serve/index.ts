import { startDevServer } from '@docgen/dev';
import { parsePort } from '@docgen/server';
import { createOutput } from '../output.js';
import { RESOLVE_FROM } from '../installation.js';
import { guarded } from '../run.js';
import { checkHostOptions } from './hosts.js';
import { openBrowser } from './open.js';
import type { ServeOptions } from './options.js';
import { previewBuild } from './preview.js';
import { untilInterrupted } from './shutdown.js';

export type { ServeOptions } from './options.js';

/** `docgen serve`: the dev server, or with `--build` an existing build as a static host serves it. */
export async function runServe(siteDir: string, opts: ServeOptions): Promise<number> {
  const output = createOutput();
  return guarded(output, async () => {
    const port = parsePort(opts.port);
    if (port === undefined) {
      process.stderr.write(`error: --port must be a number from 0 to 65535, got "${opts.port}".\n`);
      return 2;
    }
    const allowedHosts = checkHostOptions(opts);
    if (opts.build) return previewBuild(siteDir, opts, port, allowedHosts);
    const server = await startDevServer({
      siteDir,
      host: opts.host,
      allowedHosts,
      port,
      color: output.color,
      resolveFrom: RESOLVE_FROM,
      ...(opts.config ? { configFile: opts.config } : {}),
      ...(opts.locale ? { locales: opts.locale } : {}),
    });
    if (opts.open) openBrowser(`${server.url}/`);
    await untilInterrupted(() => server.close());
    return 0;
  });
}
