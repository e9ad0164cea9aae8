/**
 * Operation labels in the narrow sidebar of a reference section, read in the browser: a label
 * that is one long id (snake_case, camelCase) wraps between its parts and a label of words wraps
 * between words, never inside a part (`overflow-wrap: anywhere` alone gave `get_my_applicatio` / `n`).
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const IDS = [
  'get_my_application_role_connection_metadata_records',
  'listOrganizationInvitationTeamsForAuthenticatedUser',
];
const SUMMARY = 'Retrieve the existing autoscaling configuration of a managed database cluster';

const SPEC = `openapi: 3.1.0
info: { title: Labels API, version: '1' }
servers: [{ url: 'https://api.example.com' }]
paths:
  /a:
    get:
      operationId: ${IDS[0]}
      tags: [Things]
      responses: { '204': { description: Done. } }
  /b:
    get:
      operationId: ${IDS[1]}
      tags: [Things]
      responses: { '204': { description: Done. } }
  /c:
    get:
      operationId: getConfig
      summary: ${SUMMARY}
      tags: [Things]
      responses: { '204': { description: Done. } }
`;

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'sidebar-labels', private: true, type: 'module' }),
  'docgen.config.ts': `import { openapi } from '@docgen/plugin-openapi';
export default { title: 'Labels', url: 'https://example.com', plugins: [openapi({ spec: 'openapi/labels.yaml', reference: { path: 'api' } })] };
`,
  'docs/index.md': '# Home\n\nHello.\n',
  'openapi/labels.yaml': SPEC,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-sidebar-labels-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test.each([1280, 1024])('at %i px long operation labels wrap between parts or words only', async (width) => {
  const page = await b.tab();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.url}/docs/api/get-config`);
  // Each label as its lines, read from where each character is drawn.
  const lines = await page.evaluate(() =>
    [...document.querySelectorAll('.dg-api-sidebar-op > .dg-sidebar__link')].map((a) => {
      const out: string[] = [];
      let top: number | undefined;
      // The first line is the badge's: a label pushed whole below its badge starts a line late.
      const first = a.getBoundingClientRect().top + parseFloat(getComputedStyle(a).paddingTop);
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (top === undefined && rect.top > first + 8) out.push('(badge alone)');
          if (top === undefined || rect.top > top + 2) out.push('');
          top = rect.top;
          out[out.length - 1] += node.textContent![i];
        }
      }
      return out;
    }),
  );
  const byLabel = new Map(
    lines.map((l) => [
      l
        .filter((x) => x !== '(badge alone)')
        .join('')
        .replace(/\s+/g, ' ')
        .trim(),
      l,
    ]),
  );
  for (const label of [...IDS, SUMMARY]) {
    const got = byLabel.get(label);
    expect(got, label).toBeDefined();
    expect(got![0], label).not.toBe('(badge alone)');
    // Long enough not to fit the sidebar's width on one line.
    expect(got!.length, label).toBeGreaterThan(1);
    for (const [i, line] of got!.slice(0, -1).entries()) {
      const next = got![i + 1]!;
      const atBoundary = /[\s_]$/.test(line) || /^[\s_]/.test(next) || (/[a-z]$/.test(line) && /^[A-Z]/.test(next));
      expect(atBoundary, `${label}: "${line}" | "${next}"`).toBe(true);
    }
  }
});
