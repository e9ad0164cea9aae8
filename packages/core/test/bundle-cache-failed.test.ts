// A bundle that failed is not kept: the next build makes it again rather than reusing the error.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Diagnostic } from '@docgen/diagnostics';
import { cachedBundle } from '../src/bundle/bundle-cache.js';
import type { ClientBundle } from '../src/bundle/bundle-types.js';
import { ContentCache } from '../src/cache/content-cache.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const MISSING: Diagnostic = { name: 'InternalError', severity: 'error', message: 'The browser runtime is missing.' };

it('makes a failed bundle again on the next build, and keeps one that succeeded', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-bundle-cache-'));
  dirs.push(dir);
  const cache = new ContentCache(dir);
  const empty = { scripts: [], modulePreloads: [], assets: [], dependencies: [] } as unknown as ClientBundle;
  let made = 0;
  let fail = true;
  const make = async (found: Diagnostic[]) => {
    made++;
    if (fail) found.push(MISSING);
    return empty;
  };
  const first: Diagnostic[] = [];
  await cachedBundle(cache, ['entry'], first, make);
  expect(first).toEqual([MISSING]);
  fail = false;
  const second: Diagnostic[] = [];
  await cachedBundle(cache, ['entry'], second, make);
  expect(second).toEqual([]);
  expect(made).toBe(2);
  const third: Diagnostic[] = [];
  await cachedBundle(cache, ['entry'], third, make);
  expect(third).toEqual([]);
  expect(made).toBe(2);
});
