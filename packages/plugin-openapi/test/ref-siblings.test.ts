import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'validation');
const load = (name: string) =>
  loadOpenApi('openapi.yaml', { siteDir: path.join(fixtures, name), validate: 'warn', collect: true });

describe('keys beside a $ref', () => {
  it('are left out of an OpenAPI 3.0 schema, but its description stays for the pages', async () => {
    const { doc } = await load('kubernetes-defaults');
    const properties = doc.components.schemas.Policy.properties;
    expect(properties.spec).toEqual({ description: 'The desired state.', $ref: '#/components/schemas/PolicySpec' });
    expect(properties.owner).toEqual({ $ref: '#/components/schemas/PolicySpec' });
    // Not a $ref: its own default stays.
    expect(properties.effect.default).toBe('');
  });

  it('are left out of a Swagger 2.0 schema, its extensions kept', async () => {
    const { doc } = await load('swagger-2-ref-siblings');
    expect(doc.components.schemas.Node.properties.spec).toEqual({
      $ref: '#/components/schemas/Node',
      'x-kubernetes-preserve-unknown-fields': true,
    });
  });

  it('stay in OpenAPI 3.1, where a schema takes them', async () => {
    const { doc } = await load('ref-sibling-keys');
    expect(doc.paths['/balances'].get.parameters[0].schema).toEqual({ type: 'string', examples: ['bal_1'] });
  });
});
