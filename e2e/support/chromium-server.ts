/**
 * The browser group's set-up: one Chromium for every browser test file, which each connects to
 * (`useBrowser`). A launch cost ~2 s of CPU, and the group's 42 files each launched their own.
 * It listens on 127.0.0.1 only, on a free port, and stops with the run.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The group's Chromium, for `chromium.connect`. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    host: '127.0.0.1',
    port: 0,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
