import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '@docgen/core';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openapi } from '../src/index.js';
import { loadOpenApi } from '../src/load.js';
import { publishedDocument } from '../src/publish.js';

/** `publish`: the document itself is written into the output, so that pages can link to it. */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const shop = path.join(fixtures, 'shop.yaml');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-openapi-publish-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs the plugin's write hook alone and returns the files it emitted. */
async function emitted(options: Parameters<typeof openapi>[0], siteDir: string) {
  const files = new Map<string, Buffer>();
  const plugin = openapi(options);
  await plugin.write!({
    ctx: { siteDir } as never,
    manifest: {} as never,
    outputDir: tmp,
    outputFile: () => undefined,
    outputHash: () => undefined,
    emitFile: async (rel, data) => void files.set(rel, Buffer.from(data)),
    cache: { get: () => undefined, set: () => {} },
    pageScan: () => undefined,
  });
  return files;
}

describe('the publish option of the openapi plugin', () => {
  it('writes the bytes of the document at the given output path (leading slash or not)', async () => {
    const site = path.join(fixtures, 'sites', 'published');
    for (const publish of ['openapi/shop.yaml', '/openapi/shop.yaml']) {
      const files = await emitted({ spec: '../../shop.yaml', publish }, site);
      expect([...files.keys()]).toEqual(['openapi/shop.yaml']);
      expect(files.get('openapi/shop.yaml')!.equals(fs.readFileSync(shop))).toBe(true);
    }
  });

  it('writes nothing without it', async () => {
    const files = await emitted({ spec: '../../shop.yaml' }, path.join(fixtures, 'sites', 'published'));
    expect(files.size).toBe(0);
  });

  it('in a build, the published file is in the output and a page may link to it', async () => {
    const outDir = path.join(tmp, 'published');
    // A strict build: the link to /openapi/shop.yaml fails it (BrokenLink) unless the file is in the output.
    const result = await build({ siteDir: path.join(fixtures, 'sites', 'published'), outDir, strict: true });
    expect(result.diagnostics).toEqual([]);
    expect(fs.readFileSync(path.join(outDir, 'openapi/shop.yaml')).equals(fs.readFileSync(shop))).toBe(true);
    expect(fs.readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8')).toContain('href="/openapi/shop.yaml"');
  });

  it('publishes a document split over several files whole: bundled into the one file, no $ref to another file', async () => {
    const site = path.join(fixtures, 'sites', 'published-split');
    const outDir = path.join(tmp, 'published-split');
    const result = await build({ siteDir: site, outDir, strict: true });
    expect(result.diagnostics).toEqual([]);
    const text = fs.readFileSync(path.join(outDir, 'openapi/kennel.yaml'), 'utf8');
    expect(text).not.toMatch(/\$ref: .*\.yaml/);
    const doc = parse(text);
    expect(doc.paths['/dogs'].get.operationId).toBe('listDogs');
    expect(doc.paths['/dogs'].get.responses['200'].content['application/json'].schema.items).toEqual({
      $ref: '#/components/schemas/Dog',
    });
    expect(doc.components.schemas.Dog.properties.owner).toEqual({ $ref: '#/components/schemas/owner' });
    expect(doc.components.schemas.owner.properties.email.format).toBe('email');
    // Nothing else of the document's files is written: the bundle is the whole document.
    expect(fs.existsSync(path.join(outDir, 'openapi/schemas/dog.yaml'))).toBe(false);
  });

  it('publishes the bundle as JSON when the output path ends in .json', async () => {
    const site = path.join(fixtures, 'sites', 'published-split');
    const api = await loadOpenApi('openapi/kennel.yaml', { siteDir: site, validate: 'error' });
    const spec = path.join(site, 'openapi/kennel.yaml');
    const json = await publishedDocument(spec, site, 'downloads/kennel.json', async () => api);
    expect(JSON.parse(String(json))).toEqual(api.doc);
    expect(String(json)).not.toContain('.yaml');
  });
});

describe('a document whose examples name files (externalValue)', () => {
  const dir = path.join(fixtures, 'markdown', 'external-values');
  const spec = path.join(dir, 'openapi.yaml');

  it('is one file: published byte for byte, the example files left where externalValue names them', async () => {
    const bytes = await publishedDocument(spec, dir, 'openapi.yaml', () =>
      loadOpenApi('openapi.yaml', { siteDir: dir, validate: 'off' }),
    );
    expect(Buffer.from(bytes).equals(fs.readFileSync(spec))).toBe(true);
  });
});
