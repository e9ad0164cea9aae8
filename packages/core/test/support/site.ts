import fs from 'node:fs';
import path from 'node:path';

/** Writes a file of a test site, making its folders. */
export function put(dir: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

/** Lets a test site in a temporary folder resolve `@docgen/*` from the workspace, as an installed site would. */
export function useWorkspaceModules(dir: string): void {
  fs.symlinkSync(path.resolve(__dirname, '../../../../content/node_modules'), path.join(dir, 'node_modules'), 'dir');
}
