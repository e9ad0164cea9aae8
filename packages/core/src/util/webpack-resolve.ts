import { createRequire } from 'node:module';
import path from 'node:path';
import type { Message } from 'esbuild';
import { offsetToPosition } from '@docgen/diagnostics';

/** `require.resolve('…')` with one literal string, not a property of something else. */
const RESOLVE_CALL = /(?<![.\w$])require\.resolve\s*\(\s*(['"])((?:\\.|(?!\1)[^\\\n])*)\1\s*\)/g;

/**
 * A site file's `require.resolve('./x')` calls as webpack leaves them in a bundle: the module's id,
 * not a path of the build machine. A page or island that bundles the site's config (a
 * ReactLiveScope that imports docusaurus.config.js for its customFields) runs
 * `require.resolve('./src/css/custom.css')`, which webpack made an id and which throws "Cannot find
 * module" from wherever docgen's bundle runs. docgen writes webpack's named id: the file's path
 * from the calling file's folder (`./src/css/custom.css`), the same on every machine. A file that
 * does not exist is webpack's "Module not found", told at the call.
 */
export function withModuleIds(text: string, file: string): { text: string; errors: Message[] } | undefined {
  if (!text.includes('require.resolve')) return undefined;
  const errors: Message[] = [];
  let changed = false;
  const lines = text.split('\n');
  const out = text.replace(RESOLVE_CALL, (call, _quote: string, written: string, offset: number) => {
    const at = offsetToPosition(text, offset);
    const lineText = lines[at.line - 1] ?? '';
    // In a line comment: not a call.
    if (lineText.slice(0, at.column - 1).includes('//')) return call;
    const specifier = written.replace(/\\(.)/g, '$1');
    let resolved: string;
    try {
      resolved = createRequire(file).resolve(specifier);
    } catch {
      errors.push({
        text: `require.resolve(${JSON.stringify(specifier)}) finds no file: webpack stops there with "Module not found", and the page would throw when it runs.`,
        location: { file, line: at.line, column: at.column - 1, lineText },
        detail: {
          why: 'Docusaurus bundles with webpack, which makes each require.resolve of a bundled file the id of the module it finds; docgen does the same, and this one names no file.',
          fix: `write the path of a file that exists, from ${path.basename(file)}'s folder (require.resolve('./src/css/custom.css')), or remove the call.`,
        },
      } as Message);
      return call;
    }
    let id = path.relative(path.dirname(file), resolved).split(path.sep).join('/');
    if (!id.startsWith('.')) id = `./${id}`;
    changed = true;
    return JSON.stringify(id);
  });
  if (errors.length > 0) return { text, errors };
  return changed ? { text: out, errors } : undefined;
}
