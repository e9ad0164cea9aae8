import fs from 'node:fs';
import path from 'node:path';

/** POSIX relative path from `from` to `to` (for messages and ids). */
export function relPosix(from: string, to: string): string {
  return path.relative(from, to).split(path.sep).join('/');
}

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * The path of an image URL as a browser reads it: a backslash (written `..\img\a.png` on Windows,
 * `%5C` once the markdown is HTML) is a slash to the WHATWG URL parser and to Docusaurus' images.
 */
export function urlPathOf(src: string): string {
  return (src.split(/[?#]/)[0] ?? '').replace(/\\|%5C/gi, '/');
}

/**
 * The `#fragment` of an image URL as written (`''` when none), which its published URL keeps as
 * Docusaurus' image plugin does (`require(…).default + '#…'`): a site's CSS may pick an image by it
 * (`img[src$='#gh-dark-mode-only']`, GitHub's themed images). The query is not kept, as there.
 */
export function urlFragmentOf(src: string): string {
  const at = src.indexOf('#');
  return at < 0 ? '' : src.slice(at);
}

/**
 * A file's real path. On POSIX systems one realpath(3) call: Node's JavaScript `realpathSync`
 * makes an lstat per component of the path, with no memory between calls, and a cold build asks
 * for every page (0.05 s of the 150-page bench's main thread). Windows keeps the JavaScript one,
 * whose drive letters and shares the native call spells differently.
 */
export const realpathSync: (file: string) => string =
  process.platform === 'win32' ? (file) => fs.realpathSync(file) : (file) => fs.realpathSync.native(file);

/**
 * The file a content file is a symbolic link to (`docs/legacy/pan.md` → `versioned_docs/…/pan.md`),
 * or the file itself: webpack reads a module by its real path (`resolve.symlinks`), so Docusaurus
 * resolves a linked doc's imports, links and images from the folder of the file it links to. A
 * real path inside the site folder is given below `siteDir` as written (a site folder reached
 * through a symbolic link, such as macOS' /tmp, keeps its paths).
 */
export function realFile(file: string, siteDir: string): string {
  let real: string;
  let realSite: string;
  try {
    real = realpathSync(file);
    realSite = realSiteDir(siteDir);
  } catch {
    return file;
  }
  const rel = path.relative(realSite, real);
  return rel.startsWith('..') || path.isAbsolute(rel) ? real : path.join(siteDir, rel);
}

// Asked for each relative import a page makes: the site folder's real path is looked up once.
const realSites = new Map<string, string>();
function realSiteDir(siteDir: string): string {
  let real = realSites.get(siteDir);
  if (real === undefined) {
    real = realpathSync(siteDir);
    realSites.set(siteDir, real);
  }
  return real;
}

/** The same path with the other Markdown extension (`x.md` ↔ `x.mdx`): a link to either finds the other, as in Docusaurus. */
export function otherMarkdownFile(file: string): string {
  return file.endsWith('.mdx') ? file.slice(0, -1) : file.replace(/\.md$/i, '.mdx');
}

/**
 * A path from the importing file's folder, as Node and webpack read one: `./x`, `../x`, and the
 * folder itself or its parent (`.`, `..`, whose `index` file is imported), never a package name.
 */
export function relativeSpecifier(specifier: string): boolean {
  return specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');
}
