/**
 * What the getting-started walk needs besides the guide itself: JSON comparison, a receiver process,
 * the guide's numbered steps, the values and amounts a reader copies, and sending a step's request
 * to the mock sandbox.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { CurlRequest } from './curl.js';
import type { MockSandbox } from './mock-sandbox.js';
import { splitUrl } from './openapi.js';

/** Whether every field a (possibly shortened) JSON value shows is in the actual one, with the same value. */
export function shownIn(shown: unknown, actual: unknown): boolean {
  if (Array.isArray(shown))
    return Array.isArray(actual) && shown.length === actual.length && shown.every((v, i) => shownIn(v, actual[i]));
  if (shown && typeof shown === 'object')
    return (
      !!actual &&
      typeof actual === 'object' &&
      Object.entries(shown).every(
        ([k, v]) => k in (actual as object) && shownIn(v, (actual as Record<string, unknown>)[k]),
      )
    );
  return isDeepStrictEqual(shown, actual);
}

/** A receiver of the guide, run as a process. */
export interface Receiver {
  port: number;
  child: ChildProcess;
  output: () => string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a Node.js receiver of the guide with the secret it reads, and waits until it listens. */
export async function startReceiver(code: string, secret: string): Promise<Receiver> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-receiver-'));
  const file = path.join(dir, 'receiver.mjs');
  fs.writeFileSync(file, code);
  const port = await freePort();
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, PORT: String(port), LINTAS_WEBHOOK_SECRET: secret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return { port, child, output: () => out };
}

export interface Step {
  heading: string;
  /** Line range of the section in the page (1-based, inclusive start). */
  from: number;
  to: number;
  prose: string;
}

/** The numbered sections of the guide (`## 3. …`), with their prose (no code, no tabs). */
export function stepsOf(text: string): Step[] {
  const lines = text.split('\n');
  const starts = lines.flatMap((l, i) => (/^## /.test(l) ? [i] : []));
  const steps: Step[] = [];
  starts.forEach((start, k) => {
    const end = starts[k + 1] ?? lines.length;
    if (!/^## \d+\./.test(lines[start]!)) return;
    let inFence = false;
    const prose = lines
      .slice(start + 1, end)
      .filter((l) => {
        if (/^\s*(```|~~~)/.test(l)) {
          inFence = !inFence;
          return false;
        }
        return !inFence && !/^:{3,}/.test(l);
      })
      .join('\n');
    steps.push({ heading: lines[start]!, from: start + 1, to: end, prose });
  });
  return steps;
}

/** Every string and number of a JSON value, as text. */
export function leaves(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) leaves(v, out);
  else if (value !== null && value !== undefined) out.add(String(value));
  return out;
}

/** Values a reader copies from a response: area ids and prefixed object ids. */
export const COPIED = /^(?:IDNP\d+IDNC\d+IDND\d+IDZ\d+|(?:ord|dft|loc|trk|whk|rte)_[A-Za-z0-9]+)$/;

/** Amounts of money in prose, in any locale's notation (`24 400 IDR`, `24,400 IDR`, `Rp24.400`). */
export function amounts(prose: string): string[] {
  const NUM = String.raw`\d{1,3}(?:[\u00a0\u202f ,.]\d{3})+|\d+`;
  const re = new RegExp(String.raw`Rp\s?(${NUM})|(?<![\d.,])(${NUM})\s?IDR`, 'g');
  return [...prose.replace(/`[^`]*`/g, ' ').matchAll(re)].map((m) => (m[1] ?? m[2])!.replace(/[\u00a0\u202f ,.]/g, ''));
}

/** Sends a request parsed from the guide to the mock sandbox instead of the real one. */
export async function run(
  r: CurlRequest,
  sandbox: MockSandbox,
): Promise<{ status: number; body: unknown; operation?: string }> {
  const target = splitUrl(r.url);
  if (!target?.server.includes('sandbox')) return { status: 0, body: `not a sandbox URL: ${r.url}` };
  // The reader pastes their own key where the guide shows `sk_test_…`.
  const headers: Record<string, string> = {};
  for (const [k, v] of r.headers) headers[k] = v.replace(/…/g, 'Xw4lk7hr0ugh');
  const res = await fetch(`${sandbox.url}${target.path}${target.query.size ? `?${target.query}` : ''}`, {
    method: r.method,
    headers,
    ...(r.body !== undefined ? { body: r.body } : {}),
  });
  const textBody = await res.text();
  const operation = sandbox.calls.at(-1)?.operation;
  return { status: res.status, body: textBody ? JSON.parse(textBody) : undefined, ...(operation ? { operation } : {}) };
}
