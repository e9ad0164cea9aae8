import fs from 'node:fs';
import path from 'node:path';
import { shortHash } from './hash.js';
import { relPosix } from './paths.js';

/** `x.module.css`, and Sass and Less CSS modules (`x.module.scss`, `x.module.less`: their Docusaurus plugins). */
export const CSS_MODULE = /\.module\.(?:css|s[ac]ss|less)$/i;

/** The esbuild namespace CSS modules load in, under their scoped names (`mdx/css-modules.ts`). */
export const CSS_MODULE_NAMESPACE = 'docgen-css-module';

/** The name a CSS module loads under: `<file>_<hash of its site path>.module.css`. */
export function scopedCssModuleName(siteDir: string, file: string): string {
  const base = path
    .basename(file)
    .replace(CSS_MODULE, '')
    .replace(/[^A-Za-z0-9_-]/g, '_');
  return `${base}_${shortHash(relPosix(siteDir, file), 6)}.module.css`;
}

/**
 * The file esbuild names in a message (`m.location.file`) as the site wrote it: a CSS module's
 * fault is placed at its scoped name in docgen's namespace
 * (`docgen-css-module:/site/src/Hero_1a2b3c.module.css`), which is no file of the site.
 */
export function locatedFile(siteDir: string, file: string): string {
  const prefix = `${CSS_MODULE_NAMESPACE}:`;
  if (!file.startsWith(prefix)) return file;
  const scoped = file.slice(prefix.length);
  const dir = path.dirname(scoped);
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return scoped;
  }
  const found = names.find(
    (n) => CSS_MODULE.test(n) && scopedCssModuleName(siteDir, path.join(dir, n)) === path.basename(scoped),
  );
  return found ? path.join(dir, found) : scoped;
}
