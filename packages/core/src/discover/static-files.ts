import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext, StaticFile } from '@docgen/config';
import { type Diagnostic, didYouMean } from '@docgen/diagnostics';
import { relPosix, toPosix } from '../util/paths.js';
import { staticDirs } from '../util/static-dirs.js';
import { listContent } from './tree.js';

/**
 * The files of the site's static folders (`staticDirectories`), dot files included, each at its
 * path below its folder, folder by folder in the config's order. A path an earlier folder gives
 * already keeps that file, and the later one is reported (StaticFileClash): Docusaurus' copy
 * would keep one of them without a word. A folder outside the site folder is an error: nothing outside it
 * reaches the output.
 */
export function discoverStaticFiles(ctx: SiteContext, diagnostics: Diagnostic[]): StaticFile[] {
  const siteDir = path.resolve(ctx.siteDir);
  const configFile = ctx.configFile ? relPosix(siteDir, ctx.configFile) : undefined;
  for (const dir of ctx.config.staticDirectories ?? []) {
    const rel = path.relative(siteDir, path.resolve(siteDir, dir));
    if (rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)) continue;
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `staticDirectories names "${dir}", which is ${rel === '' ? 'the site folder itself' : 'outside the site folder'}.`,
      ...(configFile ? { file: configFile } : {}),
      why: 'the files of a static folder are published as they are: only a folder inside the site folder can be one, and not the site folder itself (its sources and node_modules would be published).',
      fix: 'move the files into a folder of the site (static/, public/) and name that folder.',
    });
  }
  const files: StaticFile[] = [];
  const given = new Map<string, string>();
  for (const dir of staticDirs(ctx)) {
    if (!fs.existsSync(dir)) {
      // The default folder (`static`, which the config's default names too) may well be absent;
      // another folder the config names should not.
      if (path.relative(siteDir, dir) !== 'static') diagnostics.push(missingFolder(ctx, dir, configFile));
      continue;
    }
    // Dot files too (`.nojekyll`, `.well-known/`): Docusaurus' copy of a static folder takes them.
    for (const rel of listContent(siteDir, dir, ['**/*'], [], diagnostics, { dot: true })) {
      const file = path.join(dir, rel);
      const outPath = toPosix(rel);
      const first = given.get(outPath);
      if (first !== undefined) {
        diagnostics.push(clash(ctx, file, first, outPath));
        continue;
      }
      given.set(outPath, file);
      files.push({ file, outPath });
    }
  }
  return files;
}

function missingFolder(ctx: SiteContext, dir: string, configFile: string | undefined): Diagnostic {
  const name = relPosix(ctx.siteDir, dir);
  const text = ctx.configFile && fs.existsSync(ctx.configFile) ? fs.readFileSync(ctx.configFile, 'utf8') : '';
  const at = text.split('\n').findIndex((line) => line.includes(`'${name}'`) || line.includes(`"${name}"`));
  const folders = fs
    .readdirSync(ctx.siteDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
    .map((e) => e.name);
  const suggestion = didYouMean(name, folders);
  return {
    name: 'StaticDirectoryMissing',
    severity: 'warning',
    message: `staticDirectories names "${name}", which does not exist: nothing is published from it.`,
    ...(configFile ? { file: configFile } : {}),
    ...(configFile && at >= 0 ? { line: at + 1, column: text.split('\n')[at]!.indexOf(name) + 1 } : {}),
    why: 'links, images and url()s to its files break; Docusaurus leaves the folder out without a word.',
    fix: suggestion
      ? `${suggestion} Fix the name, or remove it from staticDirectories.`
      : 'create the folder, fix its name, or remove it from staticDirectories.',
  };
}

function clash(ctx: SiteContext, file: string, first: string, outPath: string): Diagnostic {
  const later = relPosix(ctx.siteDir, file);
  const earlier = relPosix(ctx.siteDir, first);
  return {
    name: 'StaticFileClash',
    severity: 'warning',
    message: `${later} is published as /${outPath}, which ${earlier} gives already: ${earlier} is kept.`,
    file: later,
    why: 'the static folders (staticDirectories) are copied to the same place, in order: one URL serves one file, the first folder holding it.',
    fix: `remove or rename one of the two files, or reorder staticDirectories if ${later} is the one to publish.`,
  };
}
