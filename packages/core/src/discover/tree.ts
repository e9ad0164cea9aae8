import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@docgen/diagnostics';
import picomatch from 'picomatch';
import { globSync } from 'tinyglobby';
import { realpathSync, relPosix, toPosix } from '../util/paths.js';

/**
 * The files of a content folder (docs, pages, translations, static files), as `glob` would list
 * them, with symbolic links held to two rules: a link that resolves outside the site folder is an
 * error naming it (its target never reaches the output: a `static/etc -> /etc` would publish
 * /etc), and a folder is walked once however many links lead to it (`docs/loop -> .` would
 * publish every page twice). tinyglobby lists the real files; the links are found one folder at a
 * time and followed here.
 */
export function listContent(
  siteDir: string,
  root: string,
  patterns: string[],
  ignore: string[],
  diagnostics: Diagnostic[],
  options: { dot?: boolean } = {},
): string[] {
  const site = realpath(siteDir) ?? path.resolve(siteDir);
  const matches = picomatch(patterns, { dot: options.dot ?? false });
  const ignored = picomatch(ignore, { dot: true });
  const out: string[] = [];
  const walked = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    const real = realpath(dir);
    if (!real) return;
    walked.add(real);
    const glob = (onlyDirectories: boolean) =>
      globSync(onlyDirectories ? ['**'] : patterns, {
        cwd: dir,
        ignore,
        dot: options.dot ?? false,
        followSymbolicLinks: false,
        onlyDirectories,
        expandDirectories: false,
      });
    for (const rel of glob(false)) out.push(prefix + rel);
    const folders = ['', ...glob(true).map((d) => d.replace(/\/$/, ''))];
    // Every real folder of this tree is known before a link is followed: a link to one of them is a second path.
    for (const folder of folders) walked.add(path.join(real, folder));
    for (const folder of folders) {
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(path.join(dir, folder), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (!entry.isSymbolicLink()) continue;
        const rel = folder ? `${folder}/${entry.name}` : entry.name;
        if (ignored(prefix + rel) || (!(options.dot ?? false) && entry.name.startsWith('.'))) continue;
        followLink(path.join(dir, rel), prefix + rel);
      }
    }
  };
  const followLink = (link: string, rel: string) => {
    const shown = relPosix(siteDir, link);
    const target = realpath(link);
    if (!target) {
      diagnostics.push({
        name: 'BrokenSymlink',
        severity: 'warning',
        message: `${shown} is a symbolic link to ${describeTarget(link)}, which does not exist (or links back to itself).`,
        file: shown,
        why: 'docgen follows symbolic links in content folders; this one leads nowhere, so it is skipped.',
        fix: 'point the link at an existing file or folder of the site, or remove it.',
      });
      return;
    }
    if (target !== site && !target.startsWith(site + path.sep)) {
      diagnostics.push({
        name: 'SymlinkOutsideSite',
        severity: 'error',
        message: `${shown} is a symbolic link to ${target}, outside the site folder.`,
        file: shown,
        why: 'Everything a content folder holds can reach the output and the servers; a link out of the site would publish files that are not the site’s.',
        fix: 'copy the files into the site folder, or move the site folder around them.',
      });
      return;
    }
    if (fs.statSync(target).isDirectory()) {
      if (walked.has(target)) {
        diagnostics.push({
          name: 'SymlinkLoop',
          severity: 'warning',
          message: `${shown} links to ${relPosix(siteDir, target) || '.'}, a folder already read: its files are not read again.`,
          file: shown,
          why: 'A folder reached through two paths would publish each of its pages twice (or forever, for a link to a parent).',
          fix: 'remove the link, or point it at a folder the site does not otherwise contain.',
        });
        return;
      }
      walk(link, `${rel}/`);
    } else if (matches(rel)) out.push(rel);
  };
  walk(root, '');
  return [...new Set(out)].sort();
}

function realpath(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

function describeTarget(link: string): string {
  try {
    return toPosix(fs.readlinkSync(link));
  } catch {
    return 'a missing path';
  }
}
