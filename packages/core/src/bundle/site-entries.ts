import fs from 'node:fs';
import type { SiteContext } from '@docgen/config';
import { type Diagnostic, locateInSource } from '@docgen/diagnostics';
import { clientModulesOf } from '../docusaurus/site-plugin-data.js';
import { relPosix } from '../util/paths.js';

/**
 * The site's own stylesheets and client scripts as its config lists them, read without loading
 * what builds them: the bundle stage imports `site-css.ts` (Sass, PostCSS, url() rewriting) and
 * `client-modules.ts` (the site's module resolution) only for a site that has some.
 */

/** `customCss`, then the stylesheets among the client modules (Docusaurus loads them on every page too). */
export function siteStylesheetEntries(ctx: SiteContext): { entry: string; key: string }[] {
  // A context made by hand (tests, tools) may have no customCss key.
  return [
    ...(ctx.config.customCss ?? []).map((entry) => ({ entry, key: 'customCss' })),
    ...clientModulesOf(ctx)
      .filter(isStylesheet)
      .map((entry) => ({ entry, key: 'clientModules' })),
  ];
}

/** The client modules that are scripts. */
export function siteScriptEntries(ctx: SiteContext): string[] {
  return clientModulesOf(ctx).filter((e) => !isStylesheet(e));
}

/** A client module that is a stylesheet (the others are scripts: `client-modules.ts`). */
export function isStylesheet(entry: string): boolean {
  return /\.(css|s[ac]ss)$/i.test(entry);
}

/** A customCss or clientModules entry that names no file of the site, at its entry. */
export function missingEntry(ctx: SiteContext, key: string, entry: string): Diagnostic {
  return {
    name: 'InvalidConfigValue',
    severity: 'error',
    message: `${key} names "${entry}", which is not a file of the site.`,
    ...configPlace(ctx, entry, key),
    why:
      key === 'customCss'
        ? 'customCss lists stylesheets (.css, .scss, .sass) relative to the site folder.'
        : 'clientModules lists scripts and stylesheets every page loads, relative to the site folder.',
    fix: 'correct the path, or remove the entry.',
  };
}

export function configPlace(
  ctx: SiteContext,
  value: string,
  key = 'customCss',
): Pick<Diagnostic, 'file' | 'line' | 'column'> {
  if (!ctx.configFile) return {};
  let text = '';
  try {
    text = fs.readFileSync(ctx.configFile, 'utf8');
  } catch {
    // The config is the place, without a line.
  }
  return { file: relPosix(ctx.siteDir, ctx.configFile), ...locateInSource(text, [key], value) };
}
