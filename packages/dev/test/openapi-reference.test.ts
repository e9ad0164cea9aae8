import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSite } from '../src/dev-site.js';

/** The dev server and an OpenAPI reference section: editing the document makes its pages again. */
const REPO = path.resolve(__dirname, '../../..');
let siteDir: string;
let site: DevSite;

const document = (operations: string) => `openapi: 3.1.0
info:
  title: Parcels
  version: 1.0.0
servers:
  - url: https://api.parcels.example
tags:
  - name: Parcels
paths:
${operations}`;
const listParcels = (summary: string) => `  /parcels:
    get:
      operationId: listParcels
      summary: ${summary}
      tags: [Parcels]
      responses:
        '200':
          description: The parcels.
`;
const deleteParcel = `  /parcels/{id}:
    delete:
      operationId: deleteParcel
      summary: Delete a parcel
      tags: [Parcels]
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
      responses:
        '204':
          description: Deleted.
`;
const files: Record<string, string> = {
  'package.json': '{"name":"dev-openapi-fixture","private":true,"type":"module"}',
  'docgen.config.ts': `import { defineConfig } from '@docgen/core';
import { openapi } from '@docgen/plugin-openapi';
export default defineConfig({ title: 'Parcels', url: 'https://x.example', docs: { sidebarPath: false }, plugins: [openapi({ spec: 'openapi.yaml', reference: { path: 'api' } })] });
`,
  'docs/intro.md': '# Intro\n\nSee [the API](/docs/api).\n',
  'openapi.yaml': document(listParcels('List parcels')),
};
const spec = () => path.join(siteDir, 'openapi.yaml');
const served = (rel: string) => fs.readFileSync(path.join(site.root, rel), 'utf8');
const exists = (rel: string) => fs.existsSync(path.join(site.root, rel));

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-dev-openapi-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, rel), text);
  }
  fs.symlinkSync(path.join(REPO, 'content', 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  site = new DevSite({ siteDir, writeHooksDelayMs: 50 });
  const first = await site.start();
  expect(first.errors).toEqual([]);
  expect(first.committed).toBe(true);
}, 180_000);

afterAll(async () => {
  await site?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('DevSite with a generated reference section', () => {
  it('serves the section made from the document', () => {
    expect(served('docs/api/list-parcels/index.html')).toContain('<h1 class="dg-markdown__title">List parcels</h1>');
    expect(exists('docs/api/delete-parcel/index.html')).toBe(false);
  });

  it('an edit of the document makes its pages and its sidebar category again', async () => {
    fs.writeFileSync(spec(), document(listParcels('List every parcel') + deleteParcel));
    const r = await site.update([spec()]);
    expect(r.errors).toEqual([]);
    expect(r.committed).toBe(true);
    expect(r.changedPaths).toEqual(expect.arrayContaining(['/docs/api/list-parcels', '/docs/api/delete-parcel']));
    expect(served('docs/api/list-parcels/index.html')).toContain(
      '<h1 class="dg-markdown__title">List every parcel</h1>',
    );
    const added = served('docs/api/delete-parcel/index.html');
    expect(added).toContain('<span class="dg-api-method dg-api-method--delete">DELETE</span>');
    // Every page's sidebar has the new operation (the hand-written intro's too).
    expect(served('docs/intro/index.html')).toContain('href="/docs/api/delete-parcel">Delete a parcel</a>');
    expect(served('docs/api/tags/parcels/index.html')).toContain('href="/docs/api/delete-parcel"');
  });

  it('an operation removed from the document loses its page', async () => {
    fs.writeFileSync(spec(), document(listParcels('List every parcel')));
    const r = await site.update([spec()]);
    expect(r.committed).toBe(true);
    expect(exists('docs/api/delete-parcel/index.html')).toBe(false);
    expect(served('docs/intro/index.html')).not.toContain('delete-parcel');
  });

  it('a broken document is reported, and the last good pages stay', async () => {
    fs.writeFileSync(spec(), `${document(listParcels('List every parcel'))}  /bad: [\n`);
    const r = await site.update([spec()]);
    expect(r.committed).toBe(false);
    expect(r.errors.map((e) => `${e.name} ${e.file}`)).toContain('OpenApiInvalidDocument openapi.yaml');
    expect(served('docs/api/list-parcels/index.html')).toContain('List every parcel');
  });
});
