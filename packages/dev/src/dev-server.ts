import path from 'node:path';
import pc from 'picocolors';
import { type DevBuildResult, DevSite } from './dev-site.js';
import { type Diagnostic, formatDiagnostics } from '@docgen/diagnostics';
import { listenWithFallback } from '@docgen/server';
import { basePath, withBase } from '@docgen/shared/base-url';
import { devClientScript } from './client-script.js';
import { EventHub, type OverlayError } from './events.js';
import { toOverlay } from './overlay-error.js';
import { startWatcher } from './watcher.js';

/** What `docgen serve` starts the dev server with. */
export interface DevServerOptions {
  siteDir: string;
  host: string;
  /** Host names answered besides localhost, IP addresses and `host` (`--allowed-hosts`; DNS rebinding guard). */
  allowedHosts?: string[];
  /** 0: any free port; a port in use moves to the next free one. */
  port: number;
  locales?: string[];
  configFile?: string;
  /** Colours in what it prints. */
  color: boolean;
  /** Folders docgen's own packages resolve from when the site has none. */
  resolveFrom?: string[];
}

/** A running dev server. */
export interface DevServer {
  url: string;
  /** Stops watching, serving and building; removes the dev output. */
  close(): Promise<void>;
}

const PLACEHOLDER = `<!doctype html><html lang="en" data-page-kind="notFound"><head><meta charset="utf-8"><title>docgen</title><meta name="viewport" content="width=device-width"></head><body style="font:16px/1.5 system-ui,sans-serif;margin:48px"><h1>docgen is building…</h1><p>This page reloads by itself when the build is done.</p></body></html>`;

/**
 * `docgen serve`: serves the dev output with the production URL rules (the same static
 * server as `--build`), watches the site, the theme and the client runtime, rebuilds what a
 * change touches (one build at a time; a burst of saves is one build), and tells the open
 * tabs over server-sent events.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { siteDir, host, port } = options;
  const output = { color: options.color };
  const started = performance.now();
  const debug = /\bserve\b/.test(process.env.DOCGEN_DEBUG ?? '');
  let version = 0;
  let buildErrors: OverlayError[] = [];
  // Plugins' write hooks (search index…) run after the edit is served; their errors join the overlay.
  let hookErrors: OverlayError[] = [];
  const errors = () => [...buildErrors, ...hookErrors];
  const onWriteHooks = ({ errors: found, ms }: { errors: Diagnostic[]; ms: number }) => {
    if (debug) say(`  write hooks: ${formatMs(ms)}`);
    const before = JSON.stringify(hookErrors);
    hookErrors = found.map(toOverlay);
    if (found.length > 0) process.stderr.write(formatDiagnostics(found, { color: output.color }));
    if (JSON.stringify(hookErrors) !== before) hub.send('errors', { version, errors: errors() });
  };
  const site = new DevSite({
    siteDir,
    onWriteHooks,
    ...(options.configFile ? { configFile: options.configFile } : {}),
    ...(options.locales ? { locales: options.locales } : {}),
    ...(options.resolveFrom ? { resolveFrom: options.resolveFrom } : {}),
  });
  let lastCommitted = false;
  const hub = new EventHub(() => ({ version, errors: errors() }));
  const c = output.color ? pc : pc.createColors(false);
  const say = (line: string) => process.stdout.write(`${line}\n`);

  // The first build starts before the server listens, so the first request waits for its page.
  const firstBegan = Date.now();
  const first = site.start();
  const server = await listenWithFallback(
    {
      root: site.root,
      host,
      port,
      allowedHosts: options.allowedHosts ?? [],
      localePrefixes: () => site.localePrefixes(),
      trailingSlash: () => site.trailingSlash(),
      intercept: hub.intercept,
      transformHtml: (html) => injectClient(html, version),
      transformKey: () => String(version),
      prepare: (urlPath) => site.ensure(urlPath),
      baseUrl: () => site.baseUrl(),
      configured: site.configured,
      fallbackHtml: () => PLACEHOLDER,
    },
    (line) => process.stderr.write(`${line}\n`),
  );
  // The address a reader opens is below the site's baseUrl, known once the config is read.
  void site.configured().then(() => {
    if (!stopping) say(`docgen dev server at ${server.url}${basePath(site.baseUrl())}/ (Ctrl+C to stop)`);
  });

  const printed = new Set<string>();
  const report = (result: DevBuildResult, what: string) => {
    const fresh = (list: Diagnostic[]) => list.filter((d) => !printed.has(key(d)));
    const newWarnings = fresh(result.warnings);
    for (const d of [...result.errors, ...newWarnings]) printed.add(key(d));
    if (newWarnings.length > 0) process.stderr.write(formatDiagnostics(newWarnings, { color: output.color }));
    if (result.errors.length > 0) process.stderr.write(formatDiagnostics(result.errors, { color: output.color }));
    if (result.kind === 'none') return;
    if (result.committed) {
      const pages =
        result.kind === 'initial'
          ? `${result.stats.pages} pages`
          : `${result.changedPaths.length} page${result.changedPaths.length === 1 ? '' : 's'} updated`;
      say(
        `${result.errors.length > 0 ? c.yellow('!') : c.green('✔')} ${what}: ${pages} in ${formatMs(result.ms)}${result.errors.length > 0 ? ` (${result.errors.length} error${result.errors.length === 1 ? '' : 's'} standing)` : ''}`,
      );
    } else {
      say(
        `${c.red('✘')} ${what}: build failed; still serving the last good version (fix the file and it rebuilds by itself)`,
      );
    }
    if (debug && result.phases)
      say(
        `  phases: ${Object.entries(result.phases)
          .map(([k, v]) => `${k} ${v} ms`)
          .join(' · ')}`,
      );
  };
  const publish = (result: DevBuildResult) => {
    if (result.kind === 'none') return;
    buildErrors = result.errors.map(toOverlay);
    if (result.committed && (result.kind !== 'initial' || !lastCommitted)) {
      if (result.kind !== 'initial' || version > 0) version++;
      // The page's script compares them with the address bar and fetches them: below the site's base.
      const base = basePath(site.baseUrl());
      const at = (p: string) => withBase(p, base);
      const keyed = <T>(record: Record<string, T>, value: (v: T) => T = (v) => v) =>
        Object.fromEntries(Object.entries(record).map(([k, v]) => [at(k), value(v)]));
      hub.send('update', {
        version,
        kind: result.kind,
        paths: result.changedPaths.map(at),
        chunks: keyed(result.chunks ?? {}, at),
        chunkData: keyed(result.chunkData ?? {}),
        patches: keyed(result.patches ?? {}),
        all: result.reloadAll && result.kind !== 'initial' ? true : result.kind === 'initial' && version > 0,
        errors: errors(),
      });
    } else {
      hub.send('errors', { version, errors: errors() });
    }
    if (result.committed) lastCommitted = true;
  };

  // Rebuilds: one at a time; files changed while one runs make the next one.
  const pending = new Set<string>();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  const kick = () => {
    if (running || stopping) return;
    running = (async () => {
      await first;
      while (pending.size > 0 && !stopping) {
        const batch = [...pending];
        pending.clear();
        const result = await site.update(batch);
        if (stopping) break;
        publish(result);
        report(result, describeBatch(siteDir, batch));
        if (pending.size === 0) watcher.add(targets().paths);
      }
    })()
      .catch((error: unknown) => {
        process.stderr.write(`error InternalError\n  ${(error as Error).message}\n`);
      })
      .finally(() => {
        running = undefined;
        if (pending.size > 0) kick();
      });
  };
  // DOCGEN_SERVE_WATCH=site watches the site folder only (benchmarks on a machine where docgen's own packages are being edited).
  const siteOnly = process.env.DOCGEN_SERVE_WATCH === 'site';
  const targets = () => {
    const t = site.watchTargets();
    return siteOnly ? { ...t, paths: t.paths.slice(0, 1) } : t;
  };
  const watcher = startWatcher(
    targets(),
    (file) => {
      if (debug) say(`  watch: ${file}${running ? ' (a build is running)' : ''}`);
      pending.add(file);
      clearTimeout(timer);
      // Just long enough to take the events of one save (or one checkout) together: files
      // changed while a build runs wait in `pending` for the next one anyway.
      timer = setTimeout(kick, 4);
    },
    { since: firstBegan, read: () => first.then(() => site.watchTargets().read ?? []) },
  );

  void first.then((result) => {
    if (stopping) return;
    publish(result);
    report(result, `first build (${formatMs(performance.now() - started)} after start)`);
    if (!result.committed) say('The first build failed; fix the errors above and docgen serve picks up the change.');
    watcher.add(targets().paths);
  });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      stopping = true;
      clearTimeout(timer);
      await watcher.close();
      hub.close();
      await server.close();
      await site.close();
    })());
  return { url: server.url, close };
}

/** The dev client goes right before `</body>` (or at the end). */
export function injectClient(html: string, version: number): string {
  const script = devClientScript(version);
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at);
}

function key(d: Diagnostic): string {
  return [d.severity, d.name, d.file, d.line, d.column, d.where, d.message].join('\0');
}

function describeBatch(siteDir: string, files: string[]): string {
  const rel = (f: string) => {
    const r = path.relative(path.resolve(siteDir), f);
    return r.startsWith('..') ? f : r.split(path.sep).join('/');
  };
  return files.length === 1 ? rel(files[0]!) : `${rel(files[0]!)} and ${files.length - 1} more`;
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
