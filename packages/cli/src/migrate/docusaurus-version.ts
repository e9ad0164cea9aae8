import fs from 'node:fs';
import path from 'node:path';

/** Which Docusaurus a site is written for, and what says so. */
export interface DocusaurusVersion {
  major: number;
  /** `@docusaurus/core ^2.4.0 in package.json`. */
  from: string;
  /**
   * The version the site was built with: installed (`node_modules`), else pinned by its lockfile,
   * else its range's lowest (`2.0.0-beta.14`).
   */
  version?: string;
}

const PACKAGES = ['@docusaurus/core', '@docusaurus/preset-classic'];

/**
 * The Docusaurus major version of a site: the @docusaurus/core (or preset) its package.json asks
 * for, else a mark of version 2 in the config (prism-react-renderer 1's `/themes/` paths, which
 * version 3's prism-react-renderer 2 no longer has). Undefined when nothing tells.
 */
export function docusaurusMajor(siteDir: string, configSource: string): DocusaurusVersion | undefined {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    for (const field of ['dependencies', 'devDependencies'])
      for (const name of PACKAGES) {
        const range = (pkg[field] as Record<string, unknown> | undefined)?.[name];
        const major = typeof range === 'string' ? /^[\^~>=v\s]*(\d+)\./.exec(range)?.[1] : undefined;
        if (!major) continue;
        const version = builtWith(siteDir, name) ?? /\d+\.\d+\.\d+(?:-[\w.]+)?/.exec(range as string)?.[0];
        return { major: Number(major), from: `${name} ${range} in package.json`, ...(version ? { version } : {}) };
      }
  } catch {
    // No package.json, or not JSON: the config may still tell.
  }
  if (/prism-react-renderer\/themes\//.test(configSource))
    return { major: 2, from: "the config's prism-react-renderer/themes/… imports (prism-react-renderer 1)" };
  return undefined;
}

/** The version of `name` installed in the site, else pinned by its npm, Yarn or pnpm lockfile. */
function builtWith(siteDir: string, name: string): string | undefined {
  const read = (file: string) => {
    try {
      return fs.readFileSync(path.join(siteDir, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const installed = read(`node_modules/${name}/package.json`);
  if (installed) return (JSON.parse(installed) as { version?: string }).version;
  const escaped = name.replace(/[/.]/g, '\\$&');
  const npm = read('package-lock.json');
  const fromNpm = npm && new RegExp(`"node_modules/${escaped}": \\{[^}]*?"version": "([^"]+)"`).exec(npm)?.[1];
  if (fromNpm) return fromNpm;
  const yarn = read('yarn.lock');
  const fromYarn = yarn && new RegExp(`^"?${escaped}@[^\\n]*:\\n\\s+version:? "?([^"\\n]+)"?`, 'm').exec(yarn)?.[1];
  if (fromYarn) return fromYarn;
  const pnpm = read('pnpm-lock.yaml');
  return (pnpm && new RegExp(`^\\s+'?/?${escaped}[@/](\\d[^:(\\s']*)`, 'm').exec(pnpm)?.[1]) || undefined;
}

/**
 * Whether the site's Docusaurus looked for `./x.md` and `../x.md` from the docs folder too: every
 * version before 2.0.0-beta.20 (PR #7248 made such links relative to the file only).
 */
export function linksFromDocsRoot(version: DocusaurusVersion | undefined): boolean {
  const m = version?.version && /^(\d+)\.(\d+)\.(\d+)(?:-(alpha|beta)\.(\d+))?/.exec(version.version);
  if (!m) return false;
  const [major, minor, patch] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (major !== 2) return major < 2;
  if (minor > 0 || patch > 0 || m[4] === undefined) return false;
  return m[4] === 'alpha' || Number(m[5]) < 20;
}

/**
 * Whether the site's Docusaurus is older than `major.minor` (a check it added later never ran
 * there); false when nothing tells which version it is.
 */
export function olderThan(version: DocusaurusVersion | undefined, major: number, minor: number): boolean {
  if (!version) return false;
  const m = version.version && /^(\d+)\.(\d+)\./.exec(version.version);
  if (!m) return version.major < major;
  const [own, ownMinor] = [Number(m[1]), Number(m[2])];
  return own < major || (own === major && ownMinor < minor);
}
