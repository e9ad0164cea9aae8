import fs from 'node:fs';
import type { SiteContext } from '@docgen/config';
import { type Diagnostic, DocgenError, didYouMean, locateInSource } from '@docgen/diagnostics';
import type { Sidebars } from '../sidebars/resolve.js';
import { relPosix } from '../util/paths.js';

/** Navbar items that name a sidebar (`docSidebar`) must name one of the sidebars file. */
export function checkNavbarSidebars(ctx: SiteContext, sidebars: Sidebars): void {
  const names = [...sidebars.byName.keys()];
  const diagnostics: Diagnostic[] = [];
  let source: string | undefined;
  ctx.config.navbar.items.forEach((item, i) => {
    if (item.type !== 'docSidebar' || sidebars.byName.has(item.sidebarId)) return;
    source ??= ctx.configFile && fs.existsSync(ctx.configFile) ? fs.readFileSync(ctx.configFile, 'utf8') : '';
    const file = ctx.configFile ? relPosix(ctx.siteDir, ctx.configFile) : undefined;
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `navbar.items[${i}] links to the sidebar "${item.sidebarId}", which the sidebars file does not have.`,
      ...(file ? { file } : {}),
      ...locateInSource(source, ['navbar', 'items'], item.sidebarId),
      why: `A docSidebar item links to the first doc of a sidebar; the sidebars are ${names.map((n) => `"${n}"`).join(', ') || 'none'}.`,
      fix: didYouMean(item.sidebarId, names) ?? 'use the name of a sidebar (a key of the sidebars file).',
    });
  });
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);
}
