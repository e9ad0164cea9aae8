import type { CatalogCase } from './case.js';
import { intro } from './case.js';

const openapiConfig = [
  "import { openapi } from '@docgen/plugin-openapi';",
  '',
  "export default { title: 'Shop', plugins: [openapi({ spec: 'openapi.yaml' })] };",
  '',
].join('\n');

const openapi = (example: string) =>
  [
    'openapi: 3.1.0',
    'info:',
    '  title: Shop',
    '  version: 1.0.0',
    'paths:',
    '  /items/{id}:',
    '    get:',
    '      operationId: getItem',
    '      parameters:',
    '        - { name: id, in: path, required: true, schema: { type: string } }',
    '      responses:',
    "        '200':",
    '          description: The item.',
    '          content:',
    '            application/json:',
    '              schema:',
    '                type: object',
    '                properties:',
    '                  weight: { type: integer }',
    '              example:',
    `                weight: ${example}`,
    '',
  ].join('\n');

/** The names of the OpenAPI plugin: its document, its examples, its directives, its reference pages. */
export const OPENAPI_CASES: Record<string, CatalogCase> = {
  OpenApiInvalidDocument: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': openapi('1').replace('      responses:', '      responses: []\n      x-broken:'),
    },
    severity: 'warning',
    at: 'openapi.yaml:11:7',
    exit: 0,
  },
  OpenApiInvalidExample: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': openapi('heavy'),
    },
    severity: 'warning',
    at: 'openapi.yaml:21:17',
    exit: 0,
  },
  OpenApiInvalidGeneratedExample: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      // No example, and a schema that refuses every value of `weight`, so the one made from it.
      'site/openapi.yaml': openapi('1')
        .replace('              example:\n                weight: 1\n', '')
        .replace('weight: { type: integer }', 'weight: { type: integer, not: { type: integer } }'),
    },
    severity: 'warning',
    at: 'openapi.yaml:16:15',
    exit: 0,
  },
  OpenApiUnresolvedRef: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': openapi('1').replace(
        '                type: object\n                properties:\n                  weight: { type: integer }',
        "                $ref: '#/components/schemas/Item'",
      ),
    },
    severity: 'warning',
    at: 'openapi.yaml:17:17',
    exit: 0,
  },
  OpenApiDuplicateOperationId: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': `${openapi('1')}  /items:\n    get:\n      operationId: getItem\n      responses:\n        '200': { description: The items. }\n`,
    },
    severity: 'warning',
    at: 'openapi.yaml:24:7',
    exit: 0,
  },
  OpenApiClosedComposition: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': openapi('1').replace(
        '                  weight: { type: integer }',
        '                  weight: { type: integer }\n                additionalProperties: false\n                allOf: [{ properties: { label: { type: string } } }]',
      ),
    },
    severity: 'warning',
    at: 'openapi.yaml:20:17',
    exit: 0,
  },
  OpenApiSchemaNotShown: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': openapi('1').replace(
        '                  weight: { type: integer }',
        '                  weight: { type: integer }\n                  tags: { type: array, prefixItems: [{ type: string }], unevaluatedItems: false }',
      ),
    },
    severity: 'warning',
    at: 'openapi.yaml:20:73',
    exit: 0,
  },
  OpenApiXmlNoRoot: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': openapi('1').replace('application/json:', 'application/xml:'),
    },
    severity: 'warning',
    at: 'openapi.yaml:16:15',
    exit: 0,
  },
  OpenApiSchemaDialect: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': openapi('1').replace(
        '                  weight: { type: integer }',
        "                  weight: { type: integer }\n                $schema: 'http://json-schema.org/draft-07/schema#'",
      ),
    },
    severity: 'warning',
    at: 'openapi.yaml:20:17',
    exit: 0,
  },
  OpenApiRefSiblingsIgnored: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': `${openapi('1')
        .replace('openapi: 3.1.0', 'openapi: 3.0.3')
        .replace(
          '                  weight: { type: integer }',
          "                  weight: { type: integer }\n                  box: { $ref: '#/components/schemas/Box', default: {} }",
        )}components:\n  schemas:\n    Box: { type: object }\n`,
    },
    severity: 'warning',
    at: 'openapi.yaml:20:60',
    exit: 0,
  },
  OpenApiHtmlRemoved: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': openapi('1').replace(
        '          description: The item.',
        '          description: The item. <script>steal()</script>',
      ),
    },
    severity: 'warning',
    at: 'openapi.yaml:13:34',
    exit: 0,
  },
  OpenApiInvalidDirective: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem level=9}\n`,
      'site/openapi.yaml': openapi('1'),
    },
    severity: 'error',
    at: 'docs/intro.md:7:1',
    exit: 1,
  },
  OpenApiNoServer: {
    // The case's document has no `servers` (the other OpenAPI cases print this warning too).
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItem}\n`,
      'site/openapi.yaml': openapi('1'),
    },
    severity: 'warning',
    at: 'openapi.yaml:1:1',
    exit: 0,
  },
  OpenApiBrokenLink: {
    files: {
      'site/docgen.config.ts': openapiConfig.replace("spec: 'openapi.yaml'", "spec: 'openapi.yaml', reference: true"),
      'site/openapi.yaml': openapi('1').replace(
        '      operationId: getItem\n',
        '      operationId: getItem\n      description: Like [listing them](#operation/listItems).\n',
      ),
    },
    severity: 'warning',
    at: 'openapi.yaml:9:7',
    exit: 0,
  },
  OpenApiUnknownOperation: {
    files: {
      'site/docgen.config.ts': openapiConfig,
      'site/docs/intro.md': `${intro}\n::openapi{operation=getItm}\n`,
      'site/openapi.yaml': openapi('1'),
    },
    severity: 'error',
    at: 'docs/intro.md:7:1',
    exit: 1,
  },
};
