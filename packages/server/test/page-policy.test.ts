import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createStaticServer } from '../src/static-server.js';
import { rawRequest } from './raw-http.js';

// A page's policy allows what its own files ask for, as a host without a policy does: the
// stylesheets of other sites its stylesheets @import (fonts a Docusaurus custom.css loads), and
// eval for a page whose module compiles code (react-live). Read from the HTML alone, the policy
// refused both under `docgen serve`. The forms are in fixtures/csp/stylesheet-imports and
// fixtures/csp/island-evaluates, global-this-only.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-page-policy-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it("allows what the page's own stylesheets and modules ask for, below a baseUrl, as the dev server serves", async () => {
  const site = fs.mkdtempSync(path.join(tmp, 'fonts-'));
  fs.mkdirSync(path.join(site, 'assets/css'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'assets/css/site.css'),
    "@import url('https://fonts.googleapis.com/css2?family=Inter');\nbody { font-family: Inter; }\n",
  );
  fs.writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><html><head><link rel="stylesheet" href="/product/assets/css/site.css"></head><body>Home</body></html>',
  );
  // A live-code playground's island, whose chunk compiles what the reader types.
  fs.mkdirSync(path.join(site, 'live/assets/js/islands'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'live/assets/js/islands/Live-1.js'),
    'import{c}from"../chunk-L.js";export default c;\n',
  );
  fs.writeFileSync(path.join(site, 'live/assets/js/chunk-L.js'), 'export const c=(s)=>new Function(s);\n');
  fs.writeFileSync(
    path.join(site, 'live/index.html'),
    '<!doctype html><html><body><div data-dg-island="component" data-dg-props="{&quot;url&quot;:&quot;/product/live/assets/js/islands/Live-1.js&quot;}"></div></body></html>',
  );
  for (const transformHtml of [undefined, (html: string) => html.replace('</body>', '<script>dev</script></body>')]) {
    const s = await createStaticServer({
      root: site,
      baseUrl: '/product/',
      ...(transformHtml ? { transformHtml } : {}),
    });
    try {
      const res = await rawRequest(s.port, '/product/');
      expect(res.status).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com;");
      expect(csp).toContain("font-src 'self' data: https:;");
    } finally {
      await s.close();
    }
  }
});
