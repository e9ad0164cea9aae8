import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDocgen } from '../docgen-hosts.js';

/**
 * One diagnostic name made to happen: a small case folder (the site is `site/`), the commands run
 * in it, and what the last one must print of the name.
 */
export interface CatalogCase {
  /** Files of the case folder; a Buffer is written as it is. `site/docgen.config.ts` is added when no config is given. */
  files: Record<string, string | Buffer>;
  /** Run after the files are written (symbolic links). */
  setup?: (dir: string) => void;
  /** Commands run first, which must succeed (a first build). */
  before?: string[][];
  /** The command that reports the name; `build site` when omitted. */
  run?: string[];
  env?: Record<string, string>;
  severity: 'error' | 'warning';
  /** The place printed after the name: `file:line:column`, a file or folder, or null for none. */
  at: string | null;
  exit: number;
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  transcript: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const NODE_MODULES = path.resolve(here, '../../../../content/node_modules');

export const intro = '---\ntitle: Intro\n---\n\nHello.\n';

/** Writes the case under `root/name`; the case folder resolves `@docgen/*` as an installed site would. */
export function writeCase(root: string, name: string, c: CatalogCase): string {
  const dir = path.join(root, name);
  const files = { ...c.files };
  if (!Object.keys(files).some((f) => /^site\/docgen\.config\.[cm]?[jt]s$/.test(f)))
    files['site/docgen.config.ts'] = "export default { title: 'Catalogue' };\n";
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  fs.symlinkSync(NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
  c.setup?.(dir);
  return dir;
}

/** Runs `docgen <args>` in the case folder, as `node bin/docgen` would (see docgen-hosts.ts). */
export async function docgen(dir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const run = await runDocgen(args, { cwd: dir, env: { ...process.env, CI: 'true', NO_COLOR: '1', ...env }, key: dir });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    transcript: `$ docgen ${args.join(' ')}\n[exit ${run.status}]\n[stdout]\n${run.stdout}\n[stderr]\n${run.stderr}`,
  };
}

export interface Report {
  severity: string;
  place: string | null;
  message: string;
  why?: string;
  fix?: string;
}

/** The first report of `name` in the reporter's output (`error Name place`, message, why, fix). */
export function reportOf(stderr: string, name: string): Report | undefined {
  const lines = stderr.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^(error|warning) ${name}( |$)`).test(l));
  if (start < 0) return undefined;
  const [severity, , ...place] = lines[start]!.split(' ');
  const body: string[] = [];
  for (let i = start + 1; i < lines.length && lines[i]!.startsWith('  '); i++) body.push(lines[i]!.slice(2));
  const field = (key: string) => body.find((l) => l.startsWith(`${key}: `))?.slice(key.length + 2);
  return {
    severity: severity!,
    place: place.length > 0 ? place.join(' ') : null,
    message: body[0] ?? '',
    ...(field('why') ? { why: field('why') } : {}),
    ...(field('fix') ? { fix: field('fix') } : {}),
  };
}
