/**
 * The image a src that names no file most likely means: a file of the folder it was looked for in
 * whose name differs only in case (`EmbeddedAppIOS078.gif` for `EmbeddedAppiOS078.gif`, which a
 * case-insensitive disk serves and the host does not) or by a slip of a letter or two.
 */
import fs from 'node:fs';
import path from 'node:path';
import { closest } from '@docgen/diagnostics';
import { stripBase } from '@docgen/shared/base-url';
import type { SiteContext } from '@docgen/config';
import { decoded } from '../discover/config-files.js';
import { siteBase } from '../routes/base-url.js';
import { urlPathOf } from '../util/paths.js';
import { staticCandidates } from '../util/static-dirs.js';

/** `src` with its file name corrected, as written otherwise (its folder, query and hash); undefined: no near name. */
export function nearImage(ctx: SiteContext, file: string, src: string): string | undefined {
  const srcPath = urlPathOf(src);
  const written = decoded(srcPath);
  const candidates = srcPath.startsWith('/')
    ? staticCandidates(ctx, decoded(stripBase(srcPath, siteBase(ctx)) ?? srcPath))
    : srcPath.startsWith('@site/')
      ? [path.join(ctx.siteDir, written.slice('@site/'.length))]
      : [path.resolve(path.dirname(file), written)];
  for (const candidate of candidates) {
    const name = nearName(candidate);
    if (name === undefined) continue;
    const slash = srcPath.lastIndexOf('/');
    return `${srcPath.slice(0, slash + 1)}${name}${src.slice(srcPath.length)}`;
  }
  return undefined;
}

function nearName(candidate: string): string | undefined {
  let names: string[];
  try {
    names = fs.readdirSync(path.dirname(candidate));
  } catch {
    return undefined;
  }
  const wanted = path.basename(candidate);
  const folded = names.find((n) => n.toLowerCase() === wanted.toLowerCase());
  if (folded !== undefined) return folded;
  // A slip (a letter or two of a long name), in a name with the same extension.
  const ext = path.extname(wanted).toLowerCase();
  return closest(wanted, names, 1, Math.min(2, Math.floor(wanted.length / 6))).find(
    (n) => path.extname(n).toLowerCase() === ext,
  );
}
