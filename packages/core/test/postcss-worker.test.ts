import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { build } from '../dist/index.js';

let site: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};

afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

// Tailwind finds its config and `content` globs from process.cwd(); the main thread runs the
// site's PostCSS in the site folder, and a worker thread (which cannot chdir) ran it where docgen
// was started: the component's CSS module failed there (BrowserBundleError, ENOENT).
it("a worker thread runs the site's PostCSS from the site folder", async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-postcss-worker-'));
  expect(process.cwd()).not.toBe(site);
  fs.symlinkSync(path.resolve(__dirname, '../node_modules'), path.join(site, 'node_modules'), 'dir');
  write('docgen.config.ts', "export default { title: 'PostCSS', docs: { sidebarPath: false } };\n");
  write('postcss.config.cjs', "module.exports = { plugins: [require('./plugins/from-cwd.cjs')] };\n");
  write(
    'plugins/from-cwd.cjs',
    `const fs = require('node:fs');
const path = require('node:path');
const plugin = () => ({
  postcssPlugin: 'from-cwd',
  Once(root, { postcss }) {
    const colour = fs.readFileSync(path.resolve('colour.txt'), 'utf8').trim();
    root.walkAtRules('colour', (rule) => {
      rule.replaceWith(postcss.rule({ selector: '.' + rule.params, nodes: [postcss.decl({ prop: 'color', value: colour })] }));
    });
  },
});
plugin.postcss = true;
module.exports = plugin;
`,
  );
  write('colour.txt', 'teal\n');
  write('src/components/box.module.css', '@colour box;\n');
  write(
    'src/components/Box.jsx',
    "import styles from './box.module.css';\nexport default function Box({ children }) { return <div className={styles.box}>{children}</div>; }\n",
  );
  for (let i = 0; i < 6; i++)
    write(`docs/p${i}.mdx`, `import Box from '@site/src/components/Box';\n\n# Page ${i}\n\n<Box>hi ${i}</Box>\n`);
  const result = await build({ siteDir: site, outDir: path.join(site, 'out'), workers: true, cache: false });
  expect(result.workers.jobs.markdown).toBeGreaterThan(0);
  expect(result.diagnostics.map((d) => `${d.name}: ${d.message}`)).toEqual([]);
  const out = path.join(site, 'out');
  const css = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(out, f), 'utf8'))
    .join('');
  expect(css).toMatch(/\.box_\w+_box\{color:teal\}/);
});
