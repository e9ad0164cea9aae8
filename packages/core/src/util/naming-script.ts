/**
 * The package.json script that writes a file a site reads and does not have: a data file a
 * script of the repository generates before `docusaurus build` (babel's website's
 * `data/sponsors.json`, kvrocks' `blog/authors.generated.yml`), found by its name in the
 * script's command or in the script file the command runs.
 */
import fs from 'node:fs';
import path from 'node:path';

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

/** What a diagnostic's fix says of the script: what it runs, and the command that runs it. */
export function scriptSays(script: NamingScript, name: string): string {
  const runs = `the script "${script.script}" of ${script.packageJson} (${script.command})`;
  return script.via ? `${runs} runs ${script.via}, which names ${name}` : `${runs} names ${name}`;
}

/** `npm run <script>`, with the folder of its package.json when it is not the site's. */
export function runCommand(script: NamingScript): string {
  const dir = path.dirname(script.packageJson);
  return `npm run ${script.script}${dir === '.' ? '' : ` in ${dir}`}`;
}
