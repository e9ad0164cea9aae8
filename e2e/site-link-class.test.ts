/**
 * A site styles some links with classes of its own (Apache Answer's Bootstrap `<a class="btn
 * btn-primary">`): under Docusaurus, Infima colours links with a bare `a` rule, so the class wins.
 * docgen's prose link rule outranked it, and the button's label was blue on blue. The prose rule
 * now weighs as Infima's; a link without a class keeps docgen's colour and underline.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const site = useBuiltSite(
  {
    'package.json': JSON.stringify({ name: 'site-link-class', private: true, type: 'module' }),
    'docgen.config.ts':
      "export default { title: 'Links', url: 'https://example.com', customCss: ['./src/css/custom.css'] };\n",
    'src/css/custom.css':
      '.btn { color: rgb(255, 255, 255); background: rgb(13, 110, 253); text-decoration: none; padding: 4px 8px; }\n',
    'docs/intro.md':
      '# Intro\n\n<a class="btn" href="https://example.com/support">Get support</a>\n\nRead [the other page](./other.md).\n',
    'docs/other.md': '# Other\n\nText.\n',
  },
  'docgen-e2e-site-link-class-',
);
const b = useBrowser();
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("a site's link class outranks docgen's prose link colour; a plain link keeps docgen's", async () => {
  const page = await b.newPage({ colorScheme: 'light' });
  await page.goto(`${server.url}/docs/intro`);
  const style = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, underline: s.textDecorationLine };
    });
  expect(await style('main a.btn')).toEqual({ color: 'rgb(255, 255, 255)', underline: 'none' });
  const plain = await style('main p a[href="/docs/other"]');
  expect(plain.underline).toBe('underline');
  expect(plain.color).not.toBe('rgb(255, 255, 255)');
});
