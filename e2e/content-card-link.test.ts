/**
 * A site component that wraps a card in a link (crowdsec-docs' FeatureCard: `<Link
 * className="block">` around a heading, a paragraph and a badge) drew docgen's content-link
 * underline under every line of the card; Infima underlines no link until hovered. A link holding
 * block content is not underlined; a link in a sentence still is.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'content-card-link', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Cards', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'src/components/Card.tsx': `import Link from '@docusaurus/Link';

export default function Card({ title, link }: { title: string; link: string }) {
  return (
    <Link href={link} className="card-link block">
      <div className="card">
        <h3 className="card-title">{title}</h3>
        <p className="card-text">Learn more</p>
      </div>
    </Link>
  );
}
`,
  'docs/intro.mdx': `import Card from '@site/src/components/Card';

# Intro

Read the [other page](./other.md) first.

<Card title="Blocklists" link="/docs/other" />
`,
  'docs/other.md': '# Other\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-content-card-link-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('a link wrapping a card is not underlined, a link in a sentence is', async () => {
  const page = await b.newPage();
  await page.goto(`${server.url}/docs/intro`);
  const line = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).textDecorationLine);
  expect(await line('a.card-link')).toBe('none');
  expect(await line('.dg-markdown p > a[href="/docs/other"]')).toBe('underline');
});
