/**
 * Static previews of the theme for screenshots and manual review, before the core can build
 * the real site: `DG_PREVIEW_DIR=/tmp/preview npx vitest run themes/default/test/preview.test.tsx`.
 * Optional `DG_PREVIEW_CODE=<file.json>` ({ curl, node, json }: code block HTML, e.g. from shiki).
 * Skipped unless DG_PREVIEW_DIR is set.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'vitest';
import type { PageView } from '@docgen/shared';
import theme from '../src/index.tsx';
import Home, { meta } from '../../../content/pages/index.tsx';
import {
  componentView,
  docHtml,
  docView,
  hrefFor,
  LOCALES,
  markdownView,
  notFoundView,
  type Code,
} from './fixtures.ts';

const dir = process.env.DG_PREVIEW_DIR;

test.skipIf(!dir)('writes static previews', () => {
  const out = dir!;
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'theme.css'), theme.stylesheets.map((f) => readFileSync(f, 'utf8')).join('\n'));
  const codeBlocks = process.env.DG_PREVIEW_CODE
    ? JSON.parse(readFileSync(process.env.DG_PREVIEW_CODE, 'utf8'))
    : undefined;
  const write = (name: string, view: PageView, content?: ReactElement) => {
    view.assets = { ...view.assets, stylesheets: ['theme.css'], scripts: [], modulePreloads: [] };
    writeFileSync(
      join(out, `${name}.html`),
      `<!doctype html>${renderToString(theme.renderPage(view, content) as ReactElement)}`,
    );
  };
  for (const code of ['fr', 'en', 'id'] as Code[]) {
    const view = componentView(code, meta.title[code]);
    write(
      `landing-${code}`,
      view,
      <Home locale={LOCALES[code]} site={view.site} strings={view.strings} href={hrefFor(code)} />,
    );
    write(`notfound-${code}`, notFoundView(code));
  }
  write('doc-fr', docView('fr', { html: docHtml('fr', { codeBlocks }) }));
  write('doc-en-untranslated', docView('en', { untranslated: true, html: docHtml('fr', { codeBlocks }) }));
  write('doc-fr-old', docView('fr', { oldVersion: true, html: docHtml('fr', { codeBlocks }) }));
  write('markdown-fr', markdownView('fr'));
});
