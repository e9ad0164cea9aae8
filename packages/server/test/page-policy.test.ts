import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createStaticServer } from '../src/static-server.js';
import { rawRequest } from './raw-http.js';

// A page's policy allows the stylesheets of other sites its own stylesheets @import (fonts a
// Docusaurus custom.css loads): read from the HTML alone, the policy refused them under
// `docgen serve`. The forms of @import are in fixtures/csp/stylesheet-imports.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-page-policy-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it("allows the stylesheets of other sites that the page's own stylesheet imports, below a baseUrl, as the dev server serves", async () => {
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
