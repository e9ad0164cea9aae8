/** esbuild's warnings on the site's stylesheets as StylesheetWarning diagnostics (`mdx/css-warnings.ts`). */
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { SiteContext } from '@docgen/config';
import { stylesheetWarnings } from '../src/styles/css-warnings.js';

const ctx = { siteDir: '/site' } as SiteContext;

/** esbuild's real warnings for `css`, as if read from `file`. */
async function warningsOf(css: string, file: string) {
  const out = await transform(css, { loader: 'css', sourcefile: file, logLevel: 'silent' });
  return out.warnings;
}

describe('stylesheetWarnings', () => {
  it("tells a site stylesheet's warning at its line and column", async () => {
    const found = stylesheetWarnings(
      ctx,
      await warningsOf('.a {\n  // no\n  color: red;\n}\n', 'src/css/custom.css'),
      '/site',
    );
    expect(found).toEqual([
      expect.objectContaining({
        name: 'StylesheetWarning',
        severity: 'warning',
        file: 'src/css/custom.css',
        line: 2,
        column: 3,
        message: 'Comments in CSS use "/* ... */" instead of "//".',
        fix: 'correct the stylesheet at the line shown.',
      }),
    ]);
  });

  it("leaves packages' stylesheets and files outside the site untold", async () => {
    const warnings = await warningsOf('.a { // no\n}\n', 'node_modules/pkg/styles.css');
    expect(stylesheetWarnings(ctx, warnings, '/site')).toEqual([]);
    expect(stylesheetWarnings(ctx, await warningsOf('.a { // no\n}\n', '../elsewhere.css'), '/site')).toEqual([]);
  });

  it('names a stylesheet Sass or PostCSS rewrote without a line, quoting the text', async () => {
    const warnings = await warningsOf('.a {\n  // no\n}\n', 'src/css/custom.scss');
    const [found] = stylesheetWarnings(ctx, warnings, '/site', new Set(['/site/src/css/custom.scss']));
    expect(found).toMatchObject({ file: 'src/css/custom.scss' });
    expect(found).not.toHaveProperty('line');
    expect(found?.message).toContain('(at "// no")');
    // No line to point at: the fix says where to look instead.
    expect(found?.fix).not.toContain('line shown');
    expect(found?.fix).toContain('look for the rule quoted in the file');
  });

  it("names a CSS module's own file, not its scoped copy", async () => {
    const warnings = await warningsOf('.a {\n  // no\n}\n', 'docgen-css-module:src/Box.module_x1.css');
    const real = (f: string) => (f === '/site/src/Box.module_x1.css' ? '/site/src/Box.module.css' : f);
    expect(stylesheetWarnings(ctx, warnings, '/site', new Set(), real)).toEqual([
      expect.objectContaining({ file: 'src/Box.module.css', line: 2 }),
    ]);
  });
});
