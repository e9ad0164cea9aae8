import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';

const DOCUSAURUS_CONFIGS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

/**
 * A site built without a docgen config (zero-config defaults) beside a Docusaurus config: its
 * title, navbar, footer, locales and sidebars are not read, so the site would come out plain
 * without a word. `docgen migrate docusaurus` writes the config that carries them.
 */
export function unreadDocusaurusConfig(ctx: SiteContext): Diagnostic[] {
  if (!ctx.zeroConfig) return [];
  const found = DOCUSAURUS_CONFIGS.find((name) => fs.existsSync(path.join(ctx.siteDir, name)));
  if (!found) return [];
  return [
    {
      name: 'DocusaurusConfigNotRead',
      severity: 'warning',
      message: `${found} is not read: the site has no docgen config, so it builds with docgen's defaults (title "${ctx.config.title}", no navbar, footer or locales, sidebars from the folders).`,
      file: found,
      why: "docgen reads docgen.config.ts (or .mts, .js, .mjs); a Docusaurus config's keys differ and may run the site's own plugins' code, so it is carried over once, into a docgen config, by `docgen migrate docusaurus`.",
      fix: 'run `docgen migrate docusaurus` in the site folder: it writes docgen.config.ts (and sidebars) from it and lists what it could not carry over.',
    },
  ];
}
