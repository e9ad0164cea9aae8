import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateExamples } from '../src/examples.js';
import { loadOpenApi } from '../src/load.js';
import { renderWithPlugin } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.join(here, 'fixtures/validation/parameters-not-a-list');

/** Shapes vendors' documents write that the OpenAPI schema refuses: each is a warning at its line, and the pages read what was meant. */
describe("vendors' parameter shapes", () => {
  it('reads a parameters object or map as its list, and leaves out one that names nothing', async () => {
    const api = await loadOpenApi('openapi.yaml', { siteDir: site, validate: 'warn', collect: true });
    const said = (api.diagnostics ?? []).map((d) => `${d.name} ${d.line}:${d.column} ${d.message}`);
    expect(said).toContain('OpenApiInvalidDocument 10:5 /paths/~1items/parameters must be of type array');
    expect(said).toContain('OpenApiInvalidDocument 18:7 /paths/~1items/get/parameters must be of type array');
    expect(said.some((s) => s.startsWith('OpenApiUnresolvedRef 33:11 '))).toBe(true);
    expect(said.some((s) => s.startsWith('OpenApiInvalidDocument 42:15 '))).toBe(true);
    // The examples' checks read the lists too (a TypeError stopped the build before).
    expect(() => validateExamples(api, { validate: 'warn' })).not.toThrow();

    const { html: list } = await renderWithPlugin('::openapi{operation=listItems}', { api });
    for (const name of ['tenant', 'limit', 'cursor'])
      expect(list).toContain(`<code class="dg-api-name">${name}</code>`);
    expect(list).not.toContain('undefined');

    const { html: create } = await renderWithPlugin('::openapi{operation=createItem}', { api });
    expect(create).toMatch(/<code class="dg-api-name">dry(<wbr>)?Run<\/code>/);
    expect(create).not.toContain('undefined');
  });

  it("reads a schema's allOf object as the list of that schema, a property named allOf as a property", async () => {
    const dir = path.join(here, 'fixtures/validation/composition-not-a-list');
    const api = await loadOpenApi('openapi.yaml', { siteDir: dir, validate: 'warn', collect: true });
    const doc = api.doc as { components: { schemas: { Item: Record<string, unknown> } } };
    expect(doc.components.schemas.Item.allOf).toEqual([{ $ref: '#/components/schemas/Base' }]);
    expect((doc.components.schemas.Item.properties as Record<string, unknown>).allOf).toMatchObject({ type: 'object' });
    // The samples merged the allOf (a TypeError stopped the build before).
    expect(() => validateExamples(api, { validate: 'warn' })).not.toThrow();
    const { html } = await renderWithPlugin('::openapi{operation=listItems}', { api });
    expect(html).toContain('it_1');
    expect(html).not.toContain('undefined');
  });

  it('reads servers and security written as one object as a list of it', async () => {
    const dir = path.join(here, 'fixtures/validation/lists-written-as-objects');
    const api = await loadOpenApi('openapi.yaml', { siteDir: dir, validate: 'warn', collect: true });
    expect(api.doc.servers).toEqual([{ url: 'https://api.shapes.example' }]);
    expect(api.doc.security).toEqual([{ bearer: [] }]);
    // The pages read both lists (a TypeError stopped the build before).
    const { html } = await renderWithPlugin('::openapi{operation=listItems}', { api });
    expect(html).toContain('https://eu.shapes.example/items');
    expect(html).toContain('Authorization: Bearer');
    expect(html).not.toContain('undefined');
  });

  it('renders an operation whose response and example are $refs leading back to themselves', async () => {
    const dir = path.join(here, 'fixtures/validation/ref-chain-loop');
    const api = await loadOpenApi('openapi.yaml', { siteDir: dir, validate: 'warn', collect: true });
    const loops = (api.diagnostics ?? []).filter((d) => d.name === 'OpenApiUnresolvedRef' && d.line === 20);
    expect(loops.map((d) => d.message)).toEqual([
      '$ref "#/components/examples/Missing" leads back to itself (#/components/examples/Missing → #/components/examples/Gone → #/components/examples/Missing): it names no example, and the pages show none.',
    ]);
    expect(() => validateExamples(api, { validate: 'warn' })).not.toThrow();
    const { html } = await renderWithPlugin('::openapi{operation=listItems}', { api });
    expect(html).toContain('None.');
    expect(html).not.toContain('undefined');
  });
});
