/**
 * A local file a Docusaurus config reads that is not there: often one a script of the repository
 * writes before `docusaurus build` (babel's website requires `data/sponsors.json`, which
 * `scripts/download-sponsors.js` downloads). The diagnostic names the file, and the package.json
 * script that names it, rather than a module error and its require stack.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The absolute path of the local file `error` says is missing, or undefined for any other error. */
export function missingLocalFile(error: unknown, configDir: string): string | undefined {
  const e = error as { code?: unknown; message?: unknown; path?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  if (e.code === 'ENOENT' && typeof e.path === 'string') return path.resolve(configDir, e.path);
  if (e.code !== 'MODULE_NOT_FOUND' || typeof e.message !== 'string') return undefined;
  const request = /^Cannot find module '([^']+)'/.exec(e.message)?.[1];
  // A bare package name is a missing package (stand-ins answer those), not a missing file.
  if (!request || !/^(?:\.{1,2}[\\/]|[\\/]|[A-Za-z]:[\\/])/.test(request)) return undefined;
  return path.resolve(configDir, request);
}

export interface NamingScript {
  /** The package.json holding the script, relative to the config's folder. */
  readonly packageJson: string;
  readonly script: string;
  readonly command: string;
  /** The file the command runs that names the missing file, when the command itself does not. */
  readonly via?: string;
}

const MAX_SCRIPT_FILE = 1 << 20;

/**
 * The first package.json script, from the config's folder up to the repository's root, whose
 * command or the script file it runs names the missing file.
 */
export function scriptNaming(configDir: string, missing: string): NamingScript | undefined {
  const name = path.basename(missing);
  for (let dir = configDir, level = 0; level < 5; level++) {
    const found = scriptIn(dir, name, configDir);
    if (found) return found;
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, '.git'))) break;
    dir = parent;
  }
  return undefined;
}

function scriptIn(dir: string, name: string, configDir: string): NamingScript | undefined {
  let scripts: unknown;
  try {
    scripts = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts?: unknown }).scripts;
  } catch {
    return undefined;
  }
  if (!scripts || typeof scripts !== 'object') return undefined;
  const packageJson = path.relative(configDir, path.join(dir, 'package.json')) || 'package.json';
  for (const [script, command] of Object.entries(scripts as Record<string, unknown>)) {
    if (typeof command !== 'string') continue;
    if (command.includes(name)) return { packageJson, script, command };
    for (const [file] of command.matchAll(/[\w@./-]+\.[cm]?[jt]s\b/g)) {
      const full = path.resolve(dir, file);
      if (names(full, name)) return { packageJson, script, command, via: path.relative(configDir, full) };
    }
  }
  return undefined;
}

function names(file: string, name: string): boolean {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() && stat.size <= MAX_SCRIPT_FILE && fs.readFileSync(file, 'utf8').includes(name);
  } catch {
    return false;
  }
}
