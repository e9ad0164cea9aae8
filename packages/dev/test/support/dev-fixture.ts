import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { DevSite, type DevSiteOptions } from '../../src/dev-site.js';

const REPO = path.resolve(__dirname, '../../../..');

/** A dev server on a site written from `files` for the test file's life, with its first build clean. */
export interface DevFixture {
  readonly site: DevSite;
  readonly siteDir: string;
  /** Writes a file of the site (not yet told to the server). */
  write(rel: string, text: string): void;
  /** A file the server has made, read from its output. */
  served(rel: string): string;
}

/**
 * Starts the dev server before the file's tests and stops it after them. The site links the Lintas
 * content's node_modules, so it imports docgen's packages as an installed site does.
 */
export function useDevSite(
  prefix: string,
  files: Record<string, string>,
  options: Omit<DevSiteOptions, 'siteDir'> = {},
): DevFixture {
  let siteDir = '';
  let site: DevSite | undefined;
  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), `docgen-${prefix}-`));
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(siteDir, rel), text);
    }
    fs.symlinkSync(path.join(REPO, 'content', 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
    site = new DevSite({ siteDir, ...options });
    const first = await site.start();
    expect(first.errors).toEqual([]);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });
  return {
    get site() {
      if (!site) throw new Error('the dev site is not started yet');
      return site;
    },
    get siteDir() {
      return siteDir;
    },
    write: (rel, text) => fs.writeFileSync(path.join(siteDir, rel), text),
    served: (rel) => fs.readFileSync(path.join(site!.root, rel), 'utf8'),
  };
}
