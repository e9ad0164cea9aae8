/**
 * The parameters table of an API reference page with long names (a header
 * `X-Request-Idempotency-Key-Something`, a query `filter[created_at][gte]`, a camel-case flag):
 * the names wrap at their parts, so the description keeps a readable width; on a phone each
 * parameter is a block, its place, type and requirement labelled, its description across the
 * width. (Names kept whole made the first column as wide as the longest: the table was 761 px in
 * a 640 px column at every width, the descriptions 125 px wide and scrolled to.) A description's
 * long URL (Kubernetes' and Argo's parameters link their API concepts) wraps anywhere: its
 * longest part between hyphens made the table 726 px in a 638 px column.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SPEC = `openapi: 3.1.0
info: { title: Params API, version: '1' }
servers: [{ url: 'https://api.example.com' }]
paths:
  /orders:
    get:
      operationId: listOrders
      summary: List orders
      parameters:
        - name: X-Request-Idempotency-Key-Something
          in: header
          description: A key the server uses to recognise a retried request, so that it is applied once; send a new one for each distinct request.
          schema: { type: string, format: uuid }
        - name: filter[created_at][gte]
          in: query
          description: Only the orders created at or after this instant, in RFC 3339 form with a time zone.
          schema: { type: string, format: date-time }
        - name: includeArchivedOrdersFromPreviousAccounts
          in: query
          description: Whether to include the orders of accounts that were merged into this one.
          schema: { type: boolean }
        - name: resourceVersion
          in: query
          description: Sets a constraint on what resource versions a request may be served from. See https://kubernetes.io/docs/reference/using-api/api-concepts/#resource-versions for details.
          schema: { type: string }
      responses:
        '200': { description: The orders. }
`;

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'param-names', private: true, type: 'module' }),
  'docgen.config.ts': `import { openapi } from '@docgen/plugin-openapi';
export default { title: 'Params', url: 'https://example.com', plugins: [openapi({ spec: 'openapi/params.yaml', reference: { path: 'api' } })] };
`,
  'docs/index.md': '# Home\n\nHello.\n',
  'openapi/params.yaml': SPEC,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-param-names-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

async function measure(page: Page) {
  return page.evaluate(() => {
    const wrapper = document.querySelector('main .dg-table:has(table.dg-api-params)')!;
    const rows = [...wrapper.querySelectorAll('tbody tr')];
    const width = (el: Element) => el.getBoundingClientRect().width;
    return {
      overflows: wrapper.scrollWidth > wrapper.clientWidth + 1,
      wrapper: width(wrapper),
      names: rows.map((r) => width(r.querySelector('td')!)),
      descriptions: rows.map((r) => width(r.querySelector('td:last-child')!)),
      nameLines: rows.map((r) => {
        const code = r.querySelector('td code.dg-api-name')!;
        return Math.round(code.getBoundingClientRect().height / parseFloat(getComputedStyle(code).lineHeight || '20'));
      }),
      labels: [...rows[0]!.querySelectorAll('td')].map((td) => getComputedStyle(td, '::before').content),
    };
  });
}

test.each([1280, 768])(
  'at %i px the names wrap at their parts and the descriptions keep their width',
  async (width) => {
    const page = await b.tab();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/docs/api/list-orders`);
    const m = await measure(page);
    expect(m.overflows).toBe(false);
    for (const [i, d] of m.descriptions.entries()) {
      expect(d).toBeGreaterThanOrEqual(200);
      // The description is the widest column, wider than the name's.
      expect(d).toBeGreaterThan(m.names[i]!);
    }
    // The header name wraps (at its dashes), so it no longer sets the column's width.
    expect(m.nameLines[0]).toBeGreaterThan(1);
    expect(m.names[0]).toBeLessThan(m.wrapper / 3);
  },
);

test('at 360 px each parameter is a block: description across the width, its place and type labelled', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto(`${server.url}/docs/api/list-orders`);
  const m = await measure(page);
  expect(m.overflows).toBe(false);
  for (const d of m.descriptions) expect(d).toBeGreaterThan(m.wrapper * 0.9);
  expect(m.labels.slice(1, 4)).toEqual(['"In: "', '"Type: "', '"Required: "']);
});
