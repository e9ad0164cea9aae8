import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateExamples } from '../src/examples.js';
import { loadOpenApi } from '../src/load.js';
import { postmanCollection } from '../src/postman.js';
import { pickServer } from '../src/remark.js';
import { renderWithPlugin } from './helpers.js';
import { validatePostman } from './postman-schema.js';

/** Well-known third-party documents, from the npm package `@readme/oas-examples`. */
const require = createRequire(import.meta.url);
const examples = path.dirname(require.resolve('@readme/oas-examples/package.json'));

const DOCUMENTS = [
  '3.0/json/petstore.json',
  '3.1/json/petstore.json',
  '3.0/json/petstore-expanded.json',
  '3.0/json/circular.json',
  '3.0/json/polymorphism.json',
  '3.1/json/webhooks.json',
];

describe('third-party OpenAPI documents', () => {
  for (const file of DOCUMENTS) {
    it(`renders every operation of ${file} without a diagnostic`, async () => {
      const api = await loadOpenApi(file, { siteDir: examples });
      if (file.includes('petstore.json')) expect(validateExamples(api)).toEqual([]);
      expect(api.operations.size).toBeGreaterThan(0);
      const input = [...api.operations.keys()].map((id) => `## ${id}\n\n::openapi{operation="${id}"}\n`).join('\n');
      const { html, diagnostics } = await renderWithPlugin(input, { api });
      expect(diagnostics).toEqual([]);
      for (const entry of api.operations.values()) {
        expect(html).toContain(`data-operation="${entry.id.replace(/"/g, '&#x22;')}"`);
        expect(html).toContain(`dg-api-method--${entry.method}`);
      }
      // Every path operation gets its five code samples.
      const paths = [...api.operations.values()].filter((e) => e.kind === 'path').length;
      expect(html.match(/data-dg-tab="go"/g)?.length ?? 0).toBe(paths);

      const collection = postmanCollection(api, { baseUrl: pickServer(api, undefined) });
      if (paths > 0) expect(validatePostman(collection)).toEqual([]);
    });
  }

  it('shows the Petstore 3.0 schemas: enums, formats, arrays, required', async () => {
    const api = await loadOpenApi('3.0/json/petstore.json', { siteDir: examples });
    const { html } = await renderWithPlugin('::openapi{operation=addPet}', { api });
    expect(html).toContain('<code class="dg-api-path">/pet</code>');
    expect(html).toContain('<span class="dg-api-type">Tag[]</span>');
    expect(html).toMatch(/<code class="dg-api-prop__name">status<\/code> <span class="dg-api-type">string<\/span>/);
    expect(html).toContain('<code>available</code>, <code>pending</code>, <code>sold</code>');
    expect(html).toContain('<span class="dg-api-format">int64</span>');
    expect(html).toContain('OAuth 2.0');
  });
});
