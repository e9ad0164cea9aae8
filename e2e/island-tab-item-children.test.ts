/**
 * A site component that hydrates and reads its TabItem children's props (crowdsec-docs' persona
 * picker shows `child.props.children` of the item whose value is picked, beside a hidden <Tabs>
 * of the same children) gets TabItems on both sides: it hydrates without a mismatch and a click
 * shows the other item's content. As static HTML, the items lost their values and the browser's
 * hydration failed (React error #418).
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { watchPage } from './support/page-watch.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'island-tab-item-children', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Persona', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'src/components/Persona.tsx': `import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import React, { type ReactNode, useState } from 'react';

export const Persona = ({ options, defaultValue, children }: { options: string[]; defaultValue: string; children: ReactNode }) => {
  const [selected, setSelected] = useState(defaultValue);
  return (
    <div className="persona">
      {options.map((o) => (
        <button key={o} type="button" className={\`pick-\${o}\`} onClick={() => setSelected(o)}>{o}</button>
      ))}
      <div className="hidden-tabs" style={{ display: 'none' }}>
        <Tabs defaultValue={defaultValue}>{children}</Tabs>
      </div>
      <div className="tab-content">
        {React.Children.map(children, (child) =>
          React.isValidElement<{ value: string; children: ReactNode }>(child) && child.props.value === selected ? (
            <div key={child.props.value}>{child.props.children}</div>
          ) : null,
        )}
      </div>
    </div>
  );
};
`,
  'docs/intro.mdx': `import TabItem from '@theme/TabItem';
import { Persona } from '@site/src/components/Persona';

# Intro

<Persona options={['a', 'b']} defaultValue="a">
<TabItem value="a" label="Alpha tab">

### Alpha

**Best for:** alpha.

</TabItem>
<TabItem value="b" label="Beta tab">

Beta text.

</TabItem>
</Persona>
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-tab-item-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('TabItem children of an island hydrate as TabItems, and the picked one shows', async () => {
  const page = await b.tab();
  const watch = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  await page
    .locator('docgen-island[data-dg-island="component"][data-dg-hydrated]')
    .first()
    .waitFor({ timeout: 30_000 });
  expect(await page.locator('.tab-content').innerText()).toContain('Best for: alpha.');
  await page.locator('.pick-b').click();
  await expect.poll(() => page.locator('.tab-content').innerText()).toContain('Beta text.');
  expect(watch.errors).toEqual([]);
});
