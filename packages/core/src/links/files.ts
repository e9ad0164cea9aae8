import fs from 'node:fs';
import { outputKey } from '../output/writer.js';

/** Whether a file of the output exists, each path looked for once; `known` answers first and keeps every answer. */
export function fileProbe(
  outputFile: (rel: string) => string | undefined,
  known = new Map<string, boolean>(),
): (rel: string) => boolean {
  return (rel) => {
    let hit = known.get(rel);
    if (hit === undefined) {
      const key = outputKey(rel);
      const full = key === undefined ? undefined : outputFile(key);
      hit = full !== undefined && fs.statSync(full, { throwIfNoEntry: false })?.isFile() === true;
      known.set(rel, hit);
    }
    return hit;
  };
}

/**
 * A file of the output that serves a URL path on a static host (and `docgen serve`): the file
 * itself, a folder's `index.html` (`/api/` and `/api` for `static/api/index.html`), or `x.html`
 * for `/x`; Docusaurus' link check accepts the same files.
 */
export function servedFile(rawPath: string, fileExists: (rel: string) => boolean): boolean {
  const rel = rawPath.replace(/^\/+/, '');
  const folder = rel.replace(/\/+$/, '');
  if (rel === folder && fileExists(rel)) return true;
  return folder !== '' && (fileExists(`${folder}/index.html`) || fileExists(`${folder}.html`));
}
