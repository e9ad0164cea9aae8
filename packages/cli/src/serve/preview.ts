import fs from 'node:fs';
import path from 'node:path';
import { untilInterrupted } from './shutdown.js';
import { loadConfig } from '@docgen/core';
import { listenWithFallback } from '@docgen/server';
import { basePath } from '@docgen/shared/base-url';
import { RESOLVE_FROM } from '../installation.js';
import { openBrowser } from './open.js';
import type { ServeOptions } from './options.js';

/** `docgen serve --build`: an existing production build, as a static host serves it. */
export async function previewBuild(
  siteDir: string,
  opts: ServeOptions,
  port: number,
  allowedHosts: string[] = [],
): Promise<number> {
  const root = path.resolve(opts.out ?? path.join(siteDir, 'build'));
  if (!fs.existsSync(path.join(root, 'index.html')) && !fs.existsSync(path.join(root, '404.html'))) {
    process.stderr.write(
      `error: ${root} holds no build.\n  fix: run \`docgen build ${siteDir}\` first, or drop --build to run the dev server.\n`,
    );
    return 2;
  }
  // The site's baseUrl, as Docusaurus' `serve` reads it: the output is served below it.
  const { config } = await loadConfig(siteDir, opts.config, undefined, RESOLVE_FROM);
  const base = basePath(config.baseUrl);
  const server = await listenWithFallback(
    {
      root,
      host: opts.host,
      port,
      allowedHosts,
      localePrefixes: localePrefixesOf(root),
      trailingSlash: trailingSlashOf(root),
      baseUrl: config.baseUrl,
    },
    (line) => process.stderr.write(`${line}\n`),
  );
  process.stdout.write(`Serving ${root} at ${server.url}${base}/ (Ctrl+C to stop)\n`);
  if (opts.open) openBrowser(`${server.url}${base}/`);
  await untilInterrupted(() => server.close());
  return 0;
}

/** The `trailingSlash` a build was made with, as its route manifest says (`_docgen/routes.json`, core's MANIFEST_URL). */
export function trailingSlashOf(root: string): boolean | undefined {
  try {
    const index = JSON.parse(fs.readFileSync(path.join(root, '_docgen', 'routes.json'), 'utf8')) as {
      trailingSlash?: unknown;
    };
    return typeof index.trailingSlash === 'boolean' ? index.trailingSlash : undefined;
  } catch {
    return undefined;
  }
}

/** Locale prefixes of a build output: folders holding their own 404.html. */
export function localePrefixesOf(root: string): string[] {
  const prefixes = [''];
  try {
    for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
      if (entry.isDirectory() && fs.existsSync(path.join(root, entry.name, '404.html')))
        prefixes.push(`/${entry.name}`);
    }
  } catch {
    // no output yet
  }
  return prefixes;
}
