import fs from 'node:fs';
import path from 'node:path';
import type { Notes } from './notes.js';

/**
 * Patches the site applies to Docusaurus' own packages (patch-package's `patches/`, Yarn's
 * `patch:` protocol, pnpm's `patchedDependencies`): docgen does not run those
 * packages, so what a patch changes (cypress-documentation's heading ids made from version
 * numbers) is gone from the docgen build. Each patch is a note naming the files it changes.
 */

/** A package docgen stands in for rather than runs: Docusaurus' own and its plugins and themes. */
const isDocusaurusPackage = (name: string) => name.startsWith('@docusaurus/') || /(^|[/-])docusaurus(-|$)/.test(name);

interface Patch {
  /** Where the site writes it (`patches/@docusaurus+mdx-loader+3.10.1.patch`, `package.json`). */
  key: string;
  pkg: string;
  /** The tool that applies it. */
  tool: string;
  /** The patch file, when there is one to read. */
  file?: string;
  /** Its text, when it was read to tell the package. */
  text?: string;
}

/** patch-package's file name (`@scope+name+1.0.0.patch`, `a++b+1.0.0.patch` for `b` inside `a`): the patched package, the innermost. */
function patchPackageName(file: string): string | undefined {
  const stem = file.replace(/(\.dev)?\.patch$/, '');
  const last = stem.split('++').pop() ?? stem;
  const parts = last.split('+');
  if (parts.length < 2) return undefined;
  parts.pop();
  return parts.join('/');
}

/** The package a diff of node_modules changes (a patch kept in patches/ under a name of its own). */
function diffPackage(text: string): string | undefined {
  const m = /^(?:diff --git a\/|--- a\/)node_modules\/((?:@[^/\s]+\/)?[^/\s]+)\//m.exec(text);
  return m?.[1];
}

/** The files a patch changes, as `lib/remark/headings/index.js`. */
function changedFiles(text: string, pkg: string): string[] {
  const files = new Set<string>();
  for (const m of text.matchAll(/^diff --git a\/(\S+)/gm)) {
    const file = m[1]!.replace(/^node_modules\//, '');
    files.add(file.startsWith(`${pkg}/`) ? file.slice(pkg.length + 1) : file);
  }
  return [...files];
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const filesOf = (dir: string) => {
  try {
    return fs.readdirSync(dir).filter((f) => f.endsWith('.patch'));
  } catch {
    return [];
  }
};

function patchesOf(siteDir: string): Patch[] {
  const found: Patch[] = [];
  for (const f of filesOf(path.join(siteDir, 'patches'))) {
    const file = path.join(siteDir, 'patches', f);
    const text = fs.readFileSync(file, 'utf8');
    // A patch named otherwise (pnpm's, listed in package.json below): its diff of node_modules names the package.
    const pkg = /\+\d/.test(f) ? patchPackageName(f) : diffPackage(text);
    if (pkg) found.push({ key: `patches/${f}`, pkg, tool: /\+\d/.test(f) ? 'patch-package' : 'a patch', file, text });
  }
  const manifest = readJson(path.join(siteDir, 'package.json'));
  const pnpm = (manifest?.pnpm as Record<string, unknown> | undefined)?.patchedDependencies;
  if (pnpm && typeof pnpm === 'object')
    for (const [spec, rel] of Object.entries(pnpm as Record<string, unknown>)) {
      const pkg = spec.replace(/(.)@.*$/, '$1');
      const file = typeof rel === 'string' ? path.join(siteDir, rel) : undefined;
      if (!found.some((p) => p.file === file)) found.push({ key: 'package.json', pkg, tool: 'pnpm', file });
    }
  for (const field of ['dependencies', 'devDependencies', 'resolutions']) {
    const deps = manifest?.[field];
    if (!deps || typeof deps !== 'object') continue;
    for (const [name, range] of Object.entries(deps as Record<string, unknown>)) {
      if (typeof range !== 'string' || !range.startsWith('patch:')) continue;
      // `patch:@docusaurus/mdx-loader@npm%3A3.10.1#~/.yarn/patches/x.patch`
      const rel = /#(?:~\/)?([^:]+\.patch)/.exec(decodeURIComponent(range))?.[1];
      const file = rel ? path.join(siteDir, rel) : undefined;
      const pkg = name.replace(/(.)@.*$/, '$1');
      if (!found.some((p) => p.file === file)) found.push({ key: `package.json ${field}`, pkg, tool: 'Yarn', file });
    }
  }
  return found;
}

/** A note for each patch of a Docusaurus package (see the module's comment). */
export function notePatches(siteDir: string, notes: Notes): void {
  for (const patch of patchesOf(siteDir)) {
    if (!isDocusaurusPackage(patch.pkg)) continue;
    let text = patch.text;
    try {
      text ??= patch.file ? fs.readFileSync(patch.file, 'utf8') : undefined;
    } catch {
      text = undefined;
    }
    const files = text ? changedFiles(text, patch.pkg) : [];
    const shown = files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');
    notes.add(
      patch.key,
      `patches ${patch.pkg} (${patch.tool})${shown ? `, changing ${shown}` : ''}: docgen does not run Docusaurus' packages, so what the patch changes is not in the docgen build.`,
      "read the patch and set the docgen option that does the same (docs/guide/from-docusaurus.md; heading ids: markdown.anchors), or write it as a docgen plugin (docs/guide/plugins.md); pages that relied on it show what Docusaurus' unpatched code gives (links to ids it made are BrokenAnchor).",
    );
  }
}
