#!/usr/bin/env node
// Screenshots of the Lintas site for docs/screenshots/: the landing and a doc page, light and
// dark, desktop and mobile. Run after a build: node scripts/screenshots.mjs [buildDir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createStaticServer } from '../packages/server/dist/index.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.argv[2] ?? path.join(repo, 'content', 'build'));
const outDir = path.join(repo, 'docs', 'screenshots');
fs.mkdirSync(outDir, { recursive: true });
const server = await createStaticServer({ root, localePrefixes: ['', '/en', '/id'] });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const shots = [
  ['landing', '/en/'],
  ['doc', '/en/docs/api/orders/create'],
];
const devices = [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
];
for (const [name, pathname] of shots) {
  for (const [device, viewport] of devices) {
    for (const mode of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      await context.addInitScript((m) => {
        try {
          localStorage.setItem('theme', m);
        } catch {}
      }, mode);
      const page = await context.newPage();
      await page.goto(server.url + pathname, { waitUntil: 'load' });
      const file = path.join(outDir, `${name}-${device}-${mode}.png`);
      await page.screenshot({ path: file });
      console.log(path.relative(repo, file));
      await context.close();
    }
  }
}
await browser.close();
await server.close();
