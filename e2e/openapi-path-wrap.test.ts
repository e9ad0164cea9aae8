/**
 * The method and path at the top of an operation's page, for a path longer than its line
 * (Weaviate's `/schema/{className}/properties/{propertyName}/index/{indexName}`): it wraps after
 * a `/`, never inside a segment. (It broke anywhere, `{indexN` then `ame}`, as no break was
 * allowed in it.)
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SPEC = `openapi: 3.1.0
info: { title: Paths API, version: '1' }
servers: [{ url: 'https://api.example.com' }]
paths:
  /schema/{className}/properties/{propertyName}/index/{indexName}:
    put:
      operationId: upsertIndex
      summary: Upsert an index
      parameters:
        - { name: className, in: path, required: true, schema: { type: string } }
        - { name: propertyName, in: path, required: true, schema: { type: string } }
        - { name: indexName, in: path, required: true, schema: { type: string } }
      responses:
        '200': { description: Upserted. }
`;

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'path-wrap', private: true, type: 'module' }),
  'docgen.config.ts': `import { openapi } from '@docgen/plugin-openapi';
export default { title: 'Paths', url: 'https://example.com', plugins: [openapi({ spec: 'openapi/paths.yaml', reference: { path: 'api' } })] };
`,
  'docs/index.md': '# Home\n\nHello.\n',
  'openapi/paths.yaml': SPEC,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-path-wrap-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test.each([1280, 360])('at %i px the path wraps after a slash, never inside a segment', async (width) => {
  const page = await b.tab();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.url}/docs/api/upsert-index`);
  const lines = await page.evaluate(() => {
    const code = document.querySelector('main .dg-api-endpoint code.dg-api-path')!;
    // Each character's line, by the top of its box: the text of each line the path is laid out on.
    const out: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const last = out.at(-1);
        if (last && Math.abs(last.top - top) < 4) last.text += node.textContent![i];
        else out.push({ top, text: node.textContent![i]! });
      }
    }
    return out.map((l) => l.text);
  });
  expect(lines.join('')).toBe('/schema/{className}/properties/{propertyName}/index/{indexName}');
  if (width === 360) expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(0, -1)) expect(line).toMatch(/\/$/);
});
