import fs from 'node:fs';
import path from 'node:path';
import type * as Acorn from 'acorn';
import { acorn } from '../util/acorn.js';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { esbuild } from '../util/esbuild.js';
import { shortHash } from '../util/hash.js';
import { writeOnce } from '../util/write-once.js';
import { siteMapFile } from '../docusaurus/swizzled-map.js';

/** The map's imports of site components, from their own chunks (the page loads them for its islands). */
export function mapExternals(external: (importer: string, specifier: string) => string | undefined): Plugin {
  return {
    name: 'docgen-map-externals',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        const url = external(args.importer, args.path);
        return url ? { path: url, external: true } : undefined;
      });
    },
  };
}

/**
 * What the site's MDX map does when it loads, beyond giving its components: a statement at its
 * top level (`library.add(fab, faBook)`, Font Awesome's registry of the icons its `<Icon>` draws by
 * name). Docusaurus loads the map with every page, so each component sees its effect; docgen
 * hydrates a component the map imports alone, from its own chunk, where the registry was empty: the
 * icons drawn on the server vanished at hydration (a mismatch, React error 418). A chunk holding a
 * package these statements use runs them first (esbuild's `inject`), with the imports they need.
 */
export interface MapEffects {
  /** The module of the statements and their imports (`.docgen/map-effects/<hash>.js`). */
  file: string;
  /** The packages the statements import (`@fortawesome/fontawesome-svg-core`). */
  packages: string[];
  /** The map's file, an input of each chunk that runs them. */
  map: string;
}

const made = new Map<string, { mtimeMs: number; effects: MapEffects | undefined }>();

type Node = Acorn.Node & Record<string, unknown>;

/** Names an expression or declaration reads (every identifier in it: a few too many is harmless). */
function namesIn(node: unknown, out: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) namesIn(n, out);
    return;
  }
  const n = node as Node;
  if (n.type === 'Identifier') out.add(n.name as string);
  for (const [key, value] of Object.entries(n)) if (key !== 'type' && typeof value === 'object') namesIn(value, out);
}

/** The site map's effects (see `MapEffects`); undefined when it has none, or no map. */
export async function mapEffects(ctx: SiteContext): Promise<MapEffects | undefined> {
  const map = siteMapFile(ctx);
  if (!map) return undefined;
  const mtimeMs = fs.statSync(map, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return undefined;
  const known = made.get(map);
  if (known?.mtimeMs === mtimeMs) return known.effects;
  let effects: MapEffects | undefined;
  try {
    effects = await effectsOf(ctx, map);
  } catch {
    // A map that does not compile is the page's error, told when the page runs it.
    effects = undefined;
  }
  made.set(map, { mtimeMs, effects });
  return effects;
}

async function effectsOf(ctx: SiteContext, map: string): Promise<MapEffects | undefined> {
  const source = fs.readFileSync(map, 'utf8');
  const ext = path.extname(map).slice(1);
  const loader = ext === 'ts' || ext === 'tsx' || ext === 'jsx' ? ext : 'jsx';
  const { code } = await esbuild().transform(source, { loader, format: 'esm', jsx: 'automatic', target: 'esnext' });
  const body = (
    acorn().parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true }) as unknown as Node
  ).body as Node[];
  const statements = body.filter(
    (s) => s.type === 'ExpressionStatement' && (s.expression as Node).type !== 'Literal' && !s.directive,
  );
  if (statements.length === 0) return undefined;
  // Top-level bindings: import specifiers and declarations, by name.
  const bindings = new Map<string, Node>();
  for (const s of body) {
    if (s.type === 'ImportDeclaration')
      for (const spec of s.specifiers as Node[]) bindings.set((spec.local as Node).name as string, s);
    else if (s.type === 'VariableDeclaration')
      for (const d of s.declarations as Node[]) {
        const names = new Set<string>();
        namesIn(d.id, names);
        for (const name of names) bindings.set(name, s);
      }
    else if ((s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') && s.id)
      bindings.set((s.id as Node).name as string, s);
  }
  const kept = new Set<Node>(statements);
  const queue = [...statements];
  while (queue.length > 0) {
    const names = new Set<string>();
    const node = queue.pop()!;
    namesIn(node.type === 'ImportDeclaration' ? [] : node, names);
    for (const name of names) {
      const b = bindings.get(name);
      if (b && !kept.has(b)) {
        kept.add(b);
        queue.push(b);
      }
    }
  }
  const packages = new Set<string>();
  const parts = body
    .filter((s) => kept.has(s))
    .map((s) => {
      if (s.type !== 'ImportDeclaration') return code.slice(s.start, s.end);
      const from = (s.source as Node).value as string;
      if (!/^[./]/.test(from) && !/^@(site|theme|theme-original|docusaurus|generated)\//.test(from))
        packages.add(from.startsWith('@') ? from.split('/').slice(0, 2).join('/') : from.split('/')[0]!);
      // A relative import is the map's folder's; the module is written in .docgen/.
      const resolved = /^\.{1,2}\//.test(from) ? path.resolve(path.dirname(map), from) : from;
      const src = s.source as Node;
      return `${code.slice(s.start, src.start)}${JSON.stringify(resolved)}${code.slice(src.end, s.end)}`;
    });
  if (packages.size === 0) return undefined;
  const text = `${parts.join('\n')}\n`;
  // Named by its content: worker threads write the same file at once, and none is ever rewritten.
  const file = path.join(ctx.siteDir, '.docgen', 'map-effects', `${shortHash(text)}.js`);
  writeOnce(file, text);
  return { file, packages: [...packages], map };
}

/** Whether a bundle's inputs (esbuild's metafile) hold a module of one of the packages. */
export function holdsPackage(inputs: readonly string[], packages: readonly string[]): boolean {
  return inputs.some((input) => packages.some((pkg) => input.includes(`node_modules/${pkg}/`)));
}
