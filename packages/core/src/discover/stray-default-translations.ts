import path from 'node:path';
import { closest, type Diagnostic } from '@docgen/diagnostics';

/**
 * A file of the default locale's own translations folder (`i18n/<default>/docusaurus-plugin-content-docs/
 * current/`) with no docs-folder file of its path: Docusaurus reads that folder only for the docs
 * folder's files, so it is never built.
 */
export function strayDefaultTranslation(relFile: string, relPath: string, docs: readonly string[]): Diagnostic {
  const like = likelyOriginals(relPath, docs);
  return {
    name: 'StrayTranslation',
    severity: 'warning',
    message: `${relFile} replaces no doc of the docs folder: there is no ${relPath} there, so it is not built.`,
    file: relFile,
    why: "The default locale's own translations folder replaces the docs folder's file of the same path (as Docusaurus reads it): a file no doc has the path of is never shown.",
    fix:
      like.length > 0
        ? `did you mean ${like.map((p) => `"${p}"`).join(', ')}? Rename it to the path of the file it replaces.`
        : 'rename it to the path of the file it replaces, or remove it.',
  };
}

/**
 * The default-locale files a stray translation most likely translates: one of the same name in
 * another folder (a file moved), the index doc of the folder of its name, else the closest name in
 * its own folder (misspelt, renamed).
 */
export function likelyOriginals(relPath: string, candidates: readonly string[]): string[] {
  const base = path.posix.basename(relPath).replace(/\.mdx?$/, '');
  const stem = (p: string) => path.posix.basename(p).replace(/\.mdx?$/, '');
  // The same path with the other extension (`x.md` beside the post `x.mdx`).
  const sameName = candidates.filter((c) => c.replace(/\.mdx?$/, '') === relPath.replace(/\.mdx?$/, ''));
  if (sameName.length > 0) return sameName;
  const moved = candidates.filter((c) => stem(c) === base);
  if (moved.length > 0) return moved.slice(0, 3);
  const dir = path.posix.dirname(relPath);
  // `x.md` for the folder's index doc (`x/README.md`, `x/index.md`, `x/x.md`).
  const folder = dir === '.' ? base : `${dir}/${base}`;
  const index = candidates.filter(
    (c) => path.posix.dirname(c) === folder && ['README', 'index', base].includes(stem(c)),
  );
  if (index.length > 0) return index;
  const siblings = candidates.filter((c) => path.posix.dirname(c) === dir);
  const names = closest(base, siblings.map(stem), 1);
  return siblings.filter((c) => names.includes(stem(c)));
}
