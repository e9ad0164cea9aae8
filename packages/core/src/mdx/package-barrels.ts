import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { statFile } from '../util/file-stats.js';

/**
 * A package's entry that only re-exports its modules (an icon library's `export { default as
 * IconX } from './icons/IconX.mjs'`, thousands of lines): each named export and the statement
 * text that gives it, in the entry's order. Undefined when the file holds anything else.
 */
interface Barrel {
  /** Each statement, its exported names (empty: an `export *`, always kept). */
  statements: { text: string; names: string[]; specifiers?: Map<string, string> }[];
  names: Set<string>;
}

const NAMESPACE = 'docgen-barrel';

/** Barrels read in this process, by file, size and time: a build parses each once. */
const barrels = new Map<string, { stamp: string; barrel: Barrel | undefined }>();

/** How many times a package entry was parsed as a barrel (the test counts them). */
export const barrelParses = { count: 0 };

/**
 * esbuild reads every module a package's entry re-exports, although `sideEffects: false` lets it
 * drop all but the used ones from the output: a page's component importing three icons of
 * @tabler/icons-react made esbuild resolve and parse its 6,500 files, for every component bundled.
 * An import by a site file whose names are known (`import { IconA, IconB } from 'pkg'`) of such
 * an entry is given the entry's statements for those names alone, in its order: the same modules
 * in the same order, so the same bundle, from the files it uses.
 */
export function packageBarrels(files: Set<string>): Plugin {
  return {
    name: 'docgen-package-barrels',
    setup(build) {
      // A site file importing several packages is read once per bundle, not once per import.
      const texts = new Map<string, string | undefined>();
      const textOf = (file: string) => {
        if (!texts.has(file)) texts.set(file, readText(file));
        return texts.get(file);
      };
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind !== 'import-statement' || args.namespace !== 'file' || args.pluginData?.barrel) return undefined;
        if (path.isAbsolute(args.path) || /^[\w-]{2,}:/.test(args.path)) return undefined;
        // The site's own files only: a package's imports of another are bundled as they always were
        // (narrowed inside swagger-ui-react's dependencies, the bundle came out different).
        if (/[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
        const wanted = importedNames(textOf(args.importer), args.path);
        if (!wanted) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { ...(args.pluginData ?? {}), barrel: true },
        });
        if (resolved.errors.length > 0 || resolved.namespace !== 'file' || resolved.external) return resolved;
        const file = resolved.path;
        if (!/[\\/]node_modules[\\/]/.test(file) || !/\.m?js$/.test(file) || !sideEffectFree(file)) return resolved;
        const barrel = barrelOf(file);
        if (!barrel || wanted.some((n) => !barrel.names.has(n))) return resolved;
        files.add(file);
        return {
          path: `${file}?${wanted.join(',')}`,
          namespace: NAMESPACE,
          sideEffects: false,
          pluginData: { file, wanted },
        };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const { file, wanted } = args.pluginData as { file: string; wanted: string[] };
        return { contents: narrowed(barrelOf(file)!, new Set(wanted)), loader: 'js', resolveDir: path.dirname(file) };
      });
    },
  };
}

/** The entry's statements that give `wanted`, each with only those names (its `export *` all kept). */
function narrowed(barrel: Barrel, wanted: ReadonlySet<string>): string {
  const out: string[] = [];
  for (const s of barrel.statements) {
    if (!s.specifiers) {
      if (s.names.length === 0 || s.names.some((n) => wanted.has(n))) out.push(s.text);
      continue;
    }
    const kept = [...s.specifiers].filter(([name]) => wanted.has(name));
    if (kept.length > 0)
      out.push(
        `export { ${kept.map(([name, local]) => (local === name ? name : `${local} as ${name}`)).join(', ')} } ${s.text};`,
      );
  }
  return `${out.join('\n')}\n`;
}

/**
 * The names an importer's text imports from `specifier`, when every mention of it is an
 * `import { a, b as c } from 'specifier'` (type imports left out); undefined otherwise (a default or
 * namespace import, a re-export, a mention elsewhere): then the whole entry is read, as before.
 */
function importedNames(text: string | undefined, specifier: string): string[] | undefined {
  if (text === undefined) return undefined;
  const quoted = new RegExp(`(?<q>['"])${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\k<q>`, 'g');
  const mentions = [...text.matchAll(quoted)].length;
  if (mentions === 0) return undefined;
  const statement = new RegExp(`\\bimport\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted.source}`, 'g');
  const names = new Set<string>();
  let matched = 0;
  for (const m of text.matchAll(statement)) {
    matched++;
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const item = part.trim();
      if (!item || /^type\s/.test(item)) continue;
      const name = /^([A-Za-z_$][\w$]*)(\s+as\s+[A-Za-z_$][\w$]*)?$/.exec(item)?.[1];
      if (!name || name === 'default') return undefined;
      names.add(name);
    }
  }
  return matched === mentions && names.size > 0 ? [...names].sort() : undefined;
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Whether the file's package says its modules have no side effects (`"sideEffects": false`). */
function sideEffectFree(file: string): boolean {
  for (let dir = path.dirname(file); path.basename(dir) !== 'node_modules'; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (!fs.existsSync(pkg)) continue;
    try {
      const json = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: unknown; sideEffects?: unknown };
      // A nested `{ "type": "module" }` file has no name: the package's own is further up.
      if (json.name === undefined && json.sideEffects === undefined) continue;
      return json.sideEffects === false;
    } catch {
      return false;
    }
  }
  return false;
}

/** The barrel a package entry is, read once while its file stays the same. */
function barrelOf(file: string): Barrel | undefined {
  const [, size, mtime] = statFile(file);
  const stamp = `${size}:${mtime}`;
  const known = barrels.get(file);
  if (known?.stamp === stamp) return known.barrel;
  barrelParses.count++;
  const barrel = parseBarrel(fs.readFileSync(file, 'utf8'));
  barrels.set(file, { stamp, barrel });
  return barrel;
}

const NAME = '[A-Za-z_$][\\w$]*';
const SOURCE = `from\\s*(['"][^'"\\n]+['"])`;
const REEXPORT = new RegExp(`^export\\s*\\{([^}]*)\\}\\s*${SOURCE}\\s*;?$`);
const STAR = new RegExp(`^export\\s*\\*\\s*(?:as\\s+(${NAME})\\s+)?${SOURCE}\\s*;?$`);
const NS_IMPORT = new RegExp(`^import\\s*\\*\\s*as\\s+(${NAME})\\s+${SOURCE}\\s*;?$`);
const LOCAL_EXPORT = new RegExp(`^export\\s*\\{\\s*(${NAME})(?:\\s+as\\s+(${NAME}))?\\s*\\}\\s*;?$`);

/**
 * An entry made only of re-export statements, one a line (as bundlers and tsc write them):
 * `export { a as b } from`, `export * (as n) from`, and `import * as n from` followed by
 * `export { n as m }`. Comments and blank lines aside, anything else makes it no barrel.
 */
export function parseBarrel(text: string): Barrel | undefined {
  const statements: Barrel['statements'] = [];
  const names = new Set<string>();
  const namespaces = new Map<string, string>();
  const body = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    let m = REEXPORT.exec(line);
    if (m) {
      const specifiers = new Map<string, string>();
      for (const part of m[1]!.split(',')) {
        const item = part.trim();
        if (!item) continue;
        const s = new RegExp(`^(${NAME})(?:\\s+as\\s+(${NAME}))?$`).exec(item);
        if (!s) return undefined;
        specifiers.set(s[2] ?? s[1]!, s[1]!);
      }
      for (const n of specifiers.keys()) names.add(n);
      statements.push({ text: `from ${m[2]}`, names: [...specifiers.keys()], specifiers });
      continue;
    }
    if ((m = STAR.exec(line))) {
      // An unnamed `export *` may give any name: the entry cannot be narrowed then.
      if (!m[1]) return undefined;
      names.add(m[1]);
      statements.push({ text: line, names: [m[1]] });
      continue;
    }
    if ((m = NS_IMPORT.exec(line))) {
      namespaces.set(m[1]!, line);
      continue;
    }
    if ((m = LOCAL_EXPORT.exec(line)) && namespaces.has(m[1]!)) {
      const name = m[2] ?? m[1]!;
      names.add(name);
      statements.push({ text: `${namespaces.get(m[1]!)}\n${line}`, names: [name] });
      continue;
    }
    return undefined;
  }
  return names.size > 0 ? { statements, names } : undefined;
}
