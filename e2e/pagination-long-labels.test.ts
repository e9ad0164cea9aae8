/**
 * The previous/next links of a page whose neighbours have long one-word names (a reference
 * section's schemas, Fern's `GetKnowledgeBaseListResponseModel`): each label wraps inside its own
 * link, between the parts of the name, where it ran out over the other link.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const NAMES = [
  'GetKnowledgeBaseListResponseModel',
  'GetKnowledgeBaseSummaryFileResponseModel',
  'GetKnowledgeBaseSummaryTextResponseModel',
];

const SPEC = `openapi: 3.1.0
info: { title: Long names, version: '1' }
servers: [{ url: 'https://api.example.com' }]
paths:
  /files:
    get:
      operationId: listFiles
      responses:
        '200':
          description: The files.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${NAMES[0]}' }
components:
  schemas:
${NAMES.map((n) => `    ${n}:\n      type: object\n      properties: { id: { type: string } }`).join('\n')}
`;

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'pagination-labels', private: true, type: 'module' }),
  'docgen.config.ts': `import { openapi } from '@docgen/plugin-openapi';
export default { title: 'Labels', url: 'https://example.com', plugins: [openapi({ spec: 'openapi/long.yaml', reference: { path: 'api' } })] };
`,
  'docs/index.md': '# Home\n\nHello.\n',
  'openapi/long.yaml': SPEC,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-pagination-labels-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test.each([1280, 1024, 390])('at %i px each previous/next label stays inside its link', async (width) => {
  const page = await b.tab();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.url}/docs/api/schemas/get-knowledge-base-summary-file-response-model`);
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('.dg-pagination__link')].map((a) => {
      const box = a.getBoundingClientRect();
      const label = a.querySelector('.dg-pagination__label')!;
      const range = document.createRange();
      range.selectNodeContents(label);
      const text = range.getBoundingClientRect();
      return {
        label: label.textContent,
        link: [box.left, box.right, box.top, box.bottom],
        text: [text.left, text.right, text.top, text.bottom],
      };
    }),
  );
  expect(links.map((l) => l.label)).toEqual([NAMES[0], NAMES[2]]);
  for (const { label, link, text } of links) {
    expect(text[0], label!).toBeGreaterThanOrEqual(link[0]!);
    expect(text[1], label!).toBeLessThanOrEqual(link[1]!);
  }
  // Side by side (stacked on a phone): the previous label does not reach into the next link.
  const [prev, next] = links as [(typeof links)[0], (typeof links)[0]];
  const overlaps = prev.text[1]! > next.link[0]! && prev.text[3]! > next.link[2]! && prev.text[2]! < next.link[3]!;
  expect(overlaps).toBe(false);
});
