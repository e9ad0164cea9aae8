import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import type { MarkdownFileContext } from '../../markdown/src/context.js';
import { describe, expect, it } from 'vitest';
import { plainFileContext } from '../../markdown/test/support/file-context.js';
import { createMarkdownProcessor, processMarkdown } from '../../markdown/src/processor.js';
import { isReadyHtml } from '../../markdown/src/ready-html.js';
import { labelsFor } from '../src/i18n.js';
import { loadOpenApi } from '../src/load.js';
import type { Md } from '../src/mdast.js';
import type { OaObject } from '../src/model.js';
import { type SchemaRenderContext, schemaTree } from '../src/render/schema.js';
import { sharedSchemaTree } from '../src/render/schema-ready.js';

const here = path.dirname(fileURLToPath(import.meta.url));
type Make = (rc: SchemaRenderContext, node: unknown) => Md;

/** A page whose `SCHEMA` paragraphs are the schema's tree, through the whole markdown pipeline. */
async function page(
  make: Make,
  rc: SchemaRenderContext,
  node: unknown,
  markdown: string,
  externalLinks?: MarkdownFileContext['externalLinks'],
): Promise<string> {
  const processor = createMarkdownProcessor({
    code: { themes: { light: 'github-light-default', dark: 'github-dark-default' } },
    remarkPlugins: [
      () => (tree: Root) => {
        tree.children = tree.children.map((n) =>
          n.type === 'paragraph' && n.children[0]?.type === 'text' && n.children[0].value === 'SCHEMA'
            ? (make(rc, node) as Root['children'][number])
            : n,
        );
      },
    ],
  });
  const ctx = { ...plainFileContext(), ...(externalLinks ? { externalLinks } : {}) };
  return processMarkdown(processor, markdown, ctx);
}

/** Whether a tree was placed as ready HTML (made once) rather than made for the page. */
function placedReady(node: Md): boolean {
  const children = (node as { data?: { hChildren?: { type: string; data?: unknown }[] } }).data?.hChildren ?? [];
  return children.length === 1 && isReadyHtml(children[0]!);
}

describe('schema trees made once', () => {
  it('give the bytes of a tree made for each page, in every mode and locale', async () => {
    const api = await loadOpenApi('shop.yaml', { siteDir: path.join(here, 'fixtures') });
    const names = Object.keys((api.doc.components as OaObject).schemas as OaObject);
    expect(names.length).toBeGreaterThan(10);
    let ready = 0;
    for (const locale of ['en', 'fr'])
      for (const mode of ['request', 'response'] as const)
        for (const name of names) {
          const node = { $ref: `#/components/schemas/${name}` };
          const rc: SchemaRenderContext = { doc: api.doc, L: labelsFor(locale), mode };
          // Twice on a page and on two pages: made the first time, reused after.
          const markdown = 'Intro.\n\nSCHEMA\n\n## Next\n\nSCHEMA\n';
          const expected = await page(schemaTree, rc, node, markdown);
          expect(await page(sharedSchemaTree, rc, node, markdown), `${name} ${mode} ${locale}`).toBe(expected);
          expect(await page(sharedSchemaTree, rc, node, markdown), `${name} ${mode} ${locale}`).toBe(expected);
          if (placedReady(sharedSchemaTree(rc, node))) ready++;
        }
    // Every shop schema is the same on every page (no site links, headings or code in its descriptions).
    expect(ready).toBe(names.length * 4);
  });

  it('are made once for every locale, each label filled in and escaped as text', async () => {
    const reads = { count: 0 };
    // A component whose every read is counted: a locale that fills in the tree reads nothing.
    const counted = (schema: OaObject): OaObject =>
      new Proxy(schema, {
        get(target, key, receiver) {
          reads.count++;
          return Reflect.get(target, key, receiver);
        },
      });
    const doc: OaObject = {
      components: {
        schemas: {
          Order: counted({
            type: 'object',
            required: ['id'],
            properties: {
              id: { type: 'string', readOnly: true },
              lines: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' } } } },
              kind: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
              note: { type: ['string', 'null'], deprecated: true },
            },
            additionalProperties: false,
          }),
          // `if`/`then` labels are cut around code spans: their words shape the tree.
          Country: {
            type: 'object',
            properties: { country: { type: 'string' }, vat: { type: 'string' } },
            if: { properties: { country: { const: 'FR' } } },
            // Spelled as JSON: an object literal with a `then` key reads as a promise to the linter.
            ...JSON.parse('{"then":{"required":["vat"]}}'),
          },
        },
      },
    };
    // Labels that need escaping in text, and one locale unknown to docgen (English).
    const overrides = { fr: { required: 'requis & <obligatoire>', recursive: 'a < b' }, id: { items: '"items" & co' } };
    for (const name of ['Order', 'Country'])
      for (const mode of ['request', 'response'] as const) {
        for (const locale of ['en', 'fr', 'id', 'xx']) {
          const rc: SchemaRenderContext = { doc, L: labelsFor(locale, overrides), mode };
          const node = { $ref: `#/components/schemas/${name}` };
          const markdown = 'SCHEMA\n';
          const before = reads.count;
          const html = await page(sharedSchemaTree, rc, node, markdown);
          if (name === 'Order' && locale !== 'en') expect(reads.count, `${locale} ${mode}`).toBe(before);
          expect(html, `${name} ${mode} ${locale}`).toBe(await page(schemaTree, rc, node, markdown));
          if (name === 'Order' && mode === 'response' && locale === 'fr')
            expect(html).toContain('requis &#x26; &#x3C;obligatoire>');
        }
      }
  });

  it('are made for each page when a later step would act on them per page (site links, headings, code blocks)', async () => {
    const doc: OaObject = {
      components: {
        schemas: {
          Linked: {
            type: 'object',
            description: 'See [the guide](/docs/guide).',
            properties: { a: { type: 'string' } },
          },
          Titled: { type: 'object', properties: { a: { type: 'string', description: '# Notes\n\nText.' } } },
          Coded: { type: 'object', properties: { a: { type: 'string', description: '```json\n{}\n```' } } },
          Referenced: { type: 'object', description: 'See [the guide][guide].' },
          Plain: { type: 'object', description: 'Text *only*.', properties: { a: { type: 'string' } } },
          External: { type: 'object', description: 'Write to help@example.com or see https://status.example.com.' },
          Tabled: { type: 'object', description: '| a | b |\n| - | - |\n| 1 | 2 |' },
        },
      },
    };
    const rc: SchemaRenderContext = { doc, L: labelsFor('en'), mode: 'response' };
    const shown = (name: string) => {
      const node = { $ref: `#/components/schemas/${name}` };
      sharedSchemaTree(rc, node);
      return placedReady(sharedSchemaTree(rc, node));
    };
    // A reference to a definition the description lacks is text (CommonMark), whatever the page defines.
    // External links and tables are finished alike on every page (rel, the table's scrolling box).
    const names = ['Linked', 'Titled', 'Coded', 'Referenced', 'Plain', 'External', 'Tabled'];
    expect(names.map(shown)).toEqual([false, false, false, true, true, true, true]);
    const newTab = { target: '_blank', rel: 'noopener noreferrer' };
    const inNewTab = await page(sharedSchemaTree, rc, { $ref: '#/components/schemas/External' }, 'SCHEMA\n', newTab);
    expect(inNewTab).toContain('<a href="https://status.example.com" rel="noopener noreferrer" target="_blank">');
    for (const name of names) {
      const node = { $ref: `#/components/schemas/${name}` };
      const markdown = 'SCHEMA\n';
      expect(await page(sharedSchemaTree, rc, node, markdown), name).toBe(await page(schemaTree, rc, node, markdown));
      // A site that opens other sites in a new tab (`externalLinks`) gets the same bytes too.
      expect(await page(sharedSchemaTree, rc, node, markdown, newTab), name).toBe(
        await page(schemaTree, rc, node, markdown, newTab),
      );
    }
    const external = await page(sharedSchemaTree, rc, { $ref: '#/components/schemas/External' }, 'SCHEMA\n');
    expect(external).toContain('<a href="https://status.example.com" rel="noopener">');
    const tabled = await page(sharedSchemaTree, rc, { $ref: '#/components/schemas/Tabled' }, 'SCHEMA\n');
    expect(tabled).toContain('<div class="dg-table" tabindex="0"><table>');
    const node = { $ref: '#/components/schemas/Referenced' };
    const markdown = 'SCHEMA\n\n[guide]: /docs/guide\n';
    const html = await page(sharedSchemaTree, rc, node, markdown);
    expect(html).toBe(await page(schemaTree, rc, node, markdown));
    expect(html).toContain('See [the guide][guide].');
  });
});
