/**
 * MDX fixtures (`<root>/<case>/input.mdx` → `output.html`): every case is a folder of one site
 * (`docs/<case>/index.mdx` and the case's other files, `<root>/_site` beside them), built once
 * with `config`; each page's article body is compared with the case's `output.html`. `UPDATE=1`
 * rewrites the expectations.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { useWorkspaceModules } from './site.js';

export function mdxFixtures(title: string, root: string, config = ''): void {
  const cases = fs
    .readdirSync(root)
    .filter((name) => !name.startsWith('_') && fs.statSync(path.join(root, name)).isDirectory())
    .sort();
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-mdx-fixtures-'));
    useWorkspaceModules(dir);
    if (fs.existsSync(path.join(root, '_site'))) fs.cpSync(path.join(root, '_site'), dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'docgen.config.ts'),
      `import { defineConfig } from '@docgen/config';\nexport default defineConfig({ title: 'Fixtures', i18n: { defaultLocale: 'en', locales: ['en'] }${config} });\n`,
    );
    for (const name of cases) {
      for (const file of fs.readdirSync(path.join(root, name))) {
        if (file === 'output.html') continue;
        const target = file.startsWith('input.') ? `index${path.extname(file)}` : file;
        fs.mkdirSync(path.join(dir, 'docs', name), { recursive: true });
        fs.copyFileSync(path.join(root, name, file), path.join(dir, 'docs', name, target));
      }
    }
    await build({ siteDir: dir, strict: true });
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  describe(title, () => {
    for (const name of cases) {
      it(name, () => {
        const page = path.join(dir, 'build', 'docs', name, 'index.html');
        const actual = articleBody(fs.readFileSync(page, 'utf8'));
        const expected = path.join(root, name, 'output.html');
        if (process.env.UPDATE) fs.writeFileSync(expected, actual);
        expect(actual).toBe(fs.readFileSync(expected, 'utf8'));
      });
    }
  });
}

/** The content of the page's article, without the theme's title. */
function articleBody(html: string): string {
  const start = html.indexOf('<div class="dg-markdown__body">');
  const end = html.indexOf('</article>', start);
  return `${html.slice(start, end)}\n`;
}
