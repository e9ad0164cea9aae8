import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DOCGEN_BIN = path.join(REPO, 'bin', 'docgen');

/** A small two-locale site (fr default, en) for the dev-server tests. */
export const FIXTURE_SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'serve-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `import { defineConfig } from '@docgen/core';

export default defineConfig({
  title: 'Serve fixture',
  url: 'https://docs.example.com',
  i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] },
  docs: { sidebarPath: false, homeDocId: 'intro' },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
});
`,
  'docs/intro.md': `---
title: Introduction
sidebar_position: 1
---

Bienvenue dans la documentation.

## Premiers pas

Lisez [le guide](./guide.md).
`,
  'docs/guide.md': `---
title: Guide
sidebar_position: 2
---

Le guide commence ici.

## Installer

Voir [l'introduction](/docs/intro#premiers-pas).
`,
  'i18n/en/docs/intro.md': `---
title: Introduction
sidebar_position: 1
---

Welcome to the documentation.

## Premiers pas

Read [the guide](./guide.md).
`,
  'i18n/en/docs/guide.md': `---
title: Guide
sidebar_position: 2
---

The guide starts here.

## Install

See [the introduction](/docs/intro#premiers-pas).
`,
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
};

/** Writes a site into a fresh temporary folder, with node_modules linked to the workspace's (so `@docgen/*` resolve). */
export function makeSite(files: Record<string, string> = FIXTURE_SITE, prefix = 'docgen-serve-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  fs.symlinkSync(path.join(REPO, 'content', 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  port: number;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Spawns `node bin/docgen serve <siteDir> …args` (with `env` added to this process's) and waits for the URL line. */
export async function spawnServe(
  siteDir: string,
  args: string[] = [],
  cwd = REPO,
  env: Record<string, string> = {},
): Promise<ServeProcess> {
  const portArgs = args.includes('--port') ? [] : ['--port', '0'];
  const child = spawn(process.execPath, [DOCGEN_BIN, 'serve', siteDir, ...portArgs, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', CI: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL after 60 s\nstdout: ${out}\nstderr: ${err}`)), 60_000);
    const check = () => {
      const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`docgen serve exited with ${code}\nstdout: ${out}\nstderr: ${err}`)));
  });
  return {
    child,
    url,
    port: Number(new URL(url).port),
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGINT') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function get(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

export interface SseEvent {
  event: string;
  data: unknown;
  at: number;
}

/** Listens to the dev server's event stream; `next` waits for an event matching a predicate. */
export class EventStream {
  readonly events: SseEvent[] = [];
  private req: http.ClientRequest;
  private waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  private cursor = 0;

  constructor(url: string) {
    let buffer = '';
    this.req = http.get(`${url}/__docgen/events`, { agent: false }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!event || data === undefined) continue;
          const e = { event, data: JSON.parse(data) as unknown, at: performance.now() };
          this.events.push(e);
          this.waiters = this.waiters.filter((w) => {
            if (!w.match(e)) return true;
            w.resolve(e);
            return false;
          });
        }
      });
    });
    this.req.on('error', () => undefined);
  }

  /** The next event (after those already consumed) matching `match`. */
  next(match: (e: SseEvent) => boolean, timeoutMs = 55_000): Promise<SseEvent> {
    for (; this.cursor < this.events.length; this.cursor++) {
      const e = this.events[this.cursor]!;
      if (match(e)) {
        this.cursor++;
        return Promise.resolve(e);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(this.events.map((x) => x.event))}`),
          ),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer);
          this.cursor = this.events.indexOf(e) + 1;
          resolve(e);
        },
      });
    });
  }

  close(): void {
    this.req.destroy();
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
