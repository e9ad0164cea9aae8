import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type http from 'node:http';
import { build, createStaticServer, formatDiagnostics, isDocgenError, type BuildResult, type RunningServer } from '@docgen/core';
import { createOutput, formatMs } from '../output.js';
import { guarded } from '../run.js';

interface ServeOptions {
  port: string;
  host: string;
  locale?: string[];
  build?: boolean;
  out?: string;
  open?: boolean;
  config?: string;
}

/** `docgen serve`: a dev server that rebuilds on change, or `--build`: the production output as a static host serves it. */
export async function runServe(siteDir: string, opts: ServeOptions): Promise<number> {
  const output = createOutput();
  return guarded(output, async () => {
    const requested = Number(opts.port);
    if (!Number.isInteger(requested) || requested < 0 || requested > 65535) {
      process.stderr.write(`error: --port must be a number from 0 to 65535, got "${opts.port}".\n`);
      return 2;
    }
    const port = await choosePort(requested, opts.host);
    if (opts.build) return previewBuild(siteDir, opts, port);
    return devServer(siteDir, opts, port, output);
  });
}

async function choosePort(requested: number, host: string): Promise<number> {
  if (requested === 0) return 0;
  for (let port = requested; port < requested + 20; port++) {
    if (await isFree(port, host)) {
      if (port !== requested) process.stderr.write(`Port ${requested} is in use; using ${port} instead (pass --port 0 for any free port).\n`);
      return port;
    }
  }
  return 0;
}

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

async function previewBuild(siteDir: string, opts: ServeOptions, port: number): Promise<number> {
  const root = path.resolve(opts.out ?? path.join(siteDir, 'build'));
  if (!fs.existsSync(path.join(root, 'index.html')) && !fs.existsSync(path.join(root, '404.html'))) {
    process.stderr.write(`error: ${root} holds no build.\n  fix: run \`docgen build ${siteDir}\` first, or drop --build to run the dev server.\n`);
    return 2;
  }
  const server = await createStaticServer({ root, host: opts.host, port, localePrefixes: localePrefixesOf(root) });
  process.stdout.write(`Serving ${root} at ${server.url}/ (Ctrl+C to stop)\n`);
  await untilInterrupted(async () => server.close());
  return 0;
}

/** Locale prefixes of a build output: folders holding their own 404.html. */
function localePrefixesOf(root: string): string[] {
  const prefixes = [''];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory() && fs.existsSync(path.join(root, entry.name, '404.html'))) prefixes.push(`/${entry.name}`);
  }
  return prefixes;
}

const EVENTS_PATH = '/__docgen/events';

async function devServer(siteDir: string, opts: ServeOptions, port: number, output: ReturnType<typeof createOutput>): Promise<number> {
  const outDir = path.resolve(siteDir, '.docgen', 'serve');
  const clients = new Set<http.ServerResponse>();
  let lastError: string | undefined;
  const send = (event: string, data: unknown) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const started = performance.now();
  const rebuild = async (): Promise<BuildResult | undefined> => {
    try {
      const result = await build({ siteDir, outDir, mode: 'serve', ...(opts.locale ? { locales: opts.locale } : {}), ...(opts.config ? { configFile: opts.config } : {}) });
      lastError = undefined;
      if (result.diagnostics.length > 0) process.stderr.write(formatDiagnostics(result.diagnostics, { color: output.color }));
      return result;
    } catch (error) {
      if (!isDocgenError(error)) throw error;
      lastError = formatDiagnostics(error.diagnostics, { color: false });
      process.stderr.write(formatDiagnostics(error.diagnostics, { color: output.color }));
      return undefined;
    }
  };
  const first = await rebuild();
  if (!first && !fs.existsSync(outDir)) {
    process.stderr.write('The first build failed; fix the errors above and docgen serve will pick up the change.\n');
  }
  const server: RunningServer = await createStaticServer({
    root: outDir,
    host: opts.host,
    port,
    localePrefixes: first ? first.ctx.locales.map((l) => l.prefix) : [''],
    intercept(req, res) {
      if (req.url !== EVENTS_PATH) return false;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(`event: hello\ndata: ${JSON.stringify({ error: lastError ?? null })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
    transformHtml: (html) => html.replace('</body>', `<script>${DEV_CLIENT}</script></body>`),
  });
  process.stdout.write(`docgen dev server at ${server.url}/ (first build ${formatMs(performance.now() - started)}; Ctrl+C to stop)\n`);

  const { watch } = await import('chokidar');
  const ignored = (file: string) => /(^|[/\\])(\.docgen|node_modules|build|\.git)([/\\]|$)/.test(path.relative(siteDir, file));
  const watcher = watch(path.resolve(siteDir), { ignored, ignoreInitial: true });
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  watcher.on('all', (_event, file) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(async () => {
        const t0 = performance.now();
        const result = await rebuild();
        if (result) {
          process.stdout.write(`rebuilt after ${path.relative(siteDir, file)} in ${formatMs(performance.now() - t0)}\n`);
          send('reload', { file: path.relative(siteDir, file) });
        } else {
          send('build-error', { message: lastError });
        }
      });
    }, 40);
  });
  await untilInterrupted(async () => {
    clearTimeout(timer);
    await watcher.close();
    for (const res of clients) res.end();
    await server.close();
  });
  return 0;
}

function untilInterrupted(cleanup: () => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void cleanup().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** Injected into HTML by the dev server only: live reload keeping the scroll position, and the error overlay. */
const DEV_CLIENT = `(()=>{const k='docgen:scroll';const s=sessionStorage.getItem(k);if(s){sessionStorage.removeItem(k);addEventListener('load',()=>scrollTo(0,+s))}
const show=m=>{let o=document.getElementById('docgen-error-overlay');if(!m){o&&o.remove();return}if(!o){o=document.createElement('div');o.id='docgen-error-overlay';o.setAttribute('role','alert');o.style.cssText='position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,24,.94);color:#fff;padding:32px;overflow:auto;font:14px/1.5 ui-monospace,monospace';document.body.append(o)}o.innerHTML='<h2 style="color:#ff8a8a;margin:0 0 12px">Build error</h2><pre style="white-space:pre-wrap"></pre><p style="opacity:.7">Fix the file: this overlay goes away by itself.</p>';o.querySelector('pre').textContent=m};
const es=new EventSource('${EVENTS_PATH}');es.addEventListener('hello',e=>show(JSON.parse(e.data).error));es.addEventListener('build-error',e=>show(JSON.parse(e.data).message));es.addEventListener('reload',()=>{sessionStorage.setItem(k,String(scrollY));location.reload()})})();`;
