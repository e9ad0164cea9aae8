import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { bundleForBrowser } from './browser.js';
import { commonJsExportNames, interopModule } from './cjs-exports.js';
import { type SiteComponent, siteComponent } from './modules.js';
import { importOnServer, packageToBundle } from './package-styles.js';

/**
 * A package an MDX page imports straight (`import LiteYouTubeEmbed from 'react-lite-youtube-embed'`)
 * whose code needs the browser (state, effects, handlers): made a site component of its own, so
 * its exports hydrate as islands, as they would imported through a file of `src/components/`.
 * Undefined when nothing of it needs the browser (and Node can import it), or it cannot be bundled
 * for the browser (a Node-only package): then it is imported on the server only, as before, and no
 * warning is due.
 */
export async function packageIsland(
  ctx: SiteContext,
  docusaurusModules: Readonly<Record<string, string>>,
  specifier: string,
): Promise<(SiteComponent & { file: string }) | undefined> {
  if (/\.(css|scss|sass|less|json)$/i.test(specifier)) return undefined;
  // The module stands for the package in both bundles: webpack's view of its default and names.
  const names = new Set([
    ...commonJsExportNames(ctx.siteDir, specifier),
    ...(await esModuleNames(ctx.siteDir, specifier)),
  ]);
  const code = interopModule(specifier, [...names]);
  // Named after the package, the name its browser chunk takes (`assets/js/islands/<name>-<hash>.js`).
  const entry = path.join(ctx.siteDir, '.docgen', 'packages', `${specifier.replace(/[^\w.-]+/g, '_')}.mjs`);
  if (!fs.existsSync(entry) || fs.readFileSync(entry, 'utf8') !== code) {
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    // Renamed into place: a worker thread reading it never sees half of it.
    const tmp = `${entry}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, entry);
  }
  const browser = await bundleForBrowser(ctx, docusaurusModules, entry);
  if ('error' in browser) return undefined;
  // A package Node cannot import (only a bundler can: packageToBundle) is compiled as a site component is.
  if (!browser.interactive && !(await packageToBundle(ctx.siteDir, specifier))) return undefined;
  // Diagnostics name it by the package's folder, which stands for it among the page's imports.
  const source = `node_modules/${specifier}`;
  const component = await siteComponent(ctx, docusaurusModules, entry, undefined, source);
  return component.browserError ? undefined : { ...component, file: path.join(ctx.siteDir, source) };
}

/**
 * An ES module package's export names, as Node gives them: `export * from` alone would hide them
 * from the compiled module's list of exports, and the island wrapper would export nothing. A
 * package that cannot be imported on the server (it needs the browser at load) has none.
 */
async function esModuleNames(siteDir: string, specifier: string): Promise<string[]> {
  const found = await importOnServer(siteDir, specifier);
  if ('error' in found) return [];
  return Object.keys(found.exports).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
}
