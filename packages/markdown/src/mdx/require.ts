import type { VFile } from 'vfile';
import { isExternalHref } from '@docgen/shared';
import { ctxOf, fileLine } from '../context.js';
import { type MdxNode, stringObject } from './nodes.js';

/** Files a Docusaurus page `require`s for their URL (webpack's file and url loaders). */
const ASSET = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|mp4|webm|ogv|mp3|wav|ogg|pdf|zip|tar\.gz|woff2?|ttf|eot)$/i;

interface Estree {
  type?: string;
  loc?: { start: { line: number; column: number } };
  [key: string]: unknown;
}

/**
 * `require('./img.png')` and `require('@site/static/x.png')` in an MDX body (Docusaurus docs
 * write `<img src={require('./x.png').default} />`): the call becomes an import of the file,
 * resolved by the build like the page's imports, and a file that does not exist is a BrokenImage
 * at its line. `require('@site/sidebars.js')` or `require('./data.json')` of a module, which
 * webpack gives MDX too, is an import of it the same way, and one that does not resolve is the
 * import's own error (UnresolvedImport). A page's code has no `require`, so leaving the call
 * would fail only at render.
 */
export function remarkMdxRequire() {
  return async (tree: MdxNode, file: VFile) => {
    const ctx = ctxOf(file);
    const calls: { spec: string; loc?: Estree['loc'] }[] = [];
    // First the calls are found, then resolved: an estree is walked synchronously.
    const find = (node: Estree): void => {
      const spec = requiredPath(node);
      if (spec !== undefined) calls.push({ spec, loc: node.loc });
    };
    let visit = (node: Estree): Estree => {
      find(node);
      return node;
    };
    const walkEstree = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const n = node as Estree;
      for (const key of Object.keys(n)) {
        if (key === 'loc' || key === 'range') continue;
        const value = n[key];
        if (Array.isArray(value)) {
          for (let i = 0; i < value.length; i++) {
            walkEstree(value[i]);
            if (value[i] && typeof value[i] === 'object') value[i] = visit(value[i] as Estree);
          }
        } else if (value && typeof value === 'object') {
          walkEstree(value);
          n[key] = visit(value as Estree);
        }
      }
    };
    const walk = (node: MdxNode): void => {
      if (node.data?.estree) walkEstree(node.data.estree);
      // Only JSX elements' attributes are a list (a directive's are an object of strings).
      const attributes = Array.isArray(node.attributes) ? (node.attributes as MdxNode[]) : [];
      for (const attribute of attributes) {
        if (attribute.data?.estree) walkEstree(attribute.data.estree);
        const value = attribute.value as MdxNode | string | null | undefined;
        if (value && typeof value === 'object' && value.data?.estree) walkEstree(value.data.estree);
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
    if (calls.length === 0) return;
    const urls = new Map<string, string | undefined>();
    for (const { spec, loc } of calls) {
      if (urls.has(spec)) continue;
      const resolved = ctx.resolveImport ? await ctx.resolveImport(spec) : undefined;
      urls.set(spec, resolved && 'url' in resolved ? resolved.url : undefined);
      if (urls.get(spec) !== undefined) continue;
      if (!ASSET.test(spec)) {
        if (resolved && 'error' in resolved)
          ctx.diagnostics.push(
            resolved.error.file
              ? resolved.error
              : {
                  ...resolved.error,
                  file: ctx.relFile,
                  line: fileLine(ctx, loc?.start.line),
                  column: loc ? loc.start.column + 1 : undefined,
                },
          );
        continue;
      }
      const cause = resolved && 'error' in resolved ? ` ${resolved.error.why ?? resolved.error.message}` : '';
      ctx.diagnostics.push({
        name: 'BrokenImage',
        severity: 'error',
        message: `Required file "${spec}" does not resolve.`,
        file: ctx.relFile,
        line: fileLine(ctx, loc?.start.line),
        column: loc ? loc.start.column + 1 : undefined,
        why: `require() paths are resolved like imports: relative to the file, "@site/…" from the site folder.${cause}`,
      });
    }
    // The file is imported as a module namespace, which is what webpack's `require` gives: its
    // `default` is the URL of an image and, for an SVG, the component SVGR makes, as in Docusaurus.
    // A missing file keeps its path, so the page still renders and only the BrokenImage is said.
    const locals = new Map<string, string>();
    const modules = new Set<string>();
    visit = (node: Estree): Estree => {
      const spec = requiredPath(node);
      if (spec === undefined) return node;
      const url = urls.get(spec);
      if (url === undefined && !ASSET.test(spec)) return { type: 'ObjectExpression', properties: [] };
      if (url === undefined) return stringObject('default', spec) as Estree;
      let local = locals.get(url);
      if (!local) {
        local = `_docgenRequire${locals.size}`;
        locals.set(url, local);
      }
      if (!ASSET.test(spec)) modules.add(local);
      return { type: 'Identifier', name: local };
    };
    walk(tree);
    const body: Estree[] = [];
    for (const [url, local] of locals) {
      const module = modules.has(local);
      body.push({
        type: 'ImportDeclaration',
        specifiers: [
          { type: 'ImportNamespaceSpecifier', local: { type: 'Identifier', name: module ? `${local}ns` : local } },
        ],
        source: { type: 'Literal', value: url, raw: JSON.stringify(url) },
      });
      if (module) body.push(requiredValue(local, `${local}ns`));
    }
    // Its sources are URLs already: marked so that the imports step after rehype leaves them.
    const esm = {
      type: 'mdxjsEsm',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body }, docgenImportsResolved: true },
    } as unknown as MdxNode;
    tree.children = [esm, ...(tree.children ?? [])];
  };
}

/**
 * `const local = …` of a required module's namespace: webpack's `require` gives a CommonJS
 * module's `module.exports` (a JSON file's data), which an ES build has as the namespace's only
 * `default`. A namespace holding only an object or array is that value, keeping a `default` too
 * (what an ES module's `require(…).default` reads); any other namespace is itself.
 */
function requiredValue(local: string, ns: string): Estree {
  const id = (name: string): Estree => ({ type: 'Identifier', name });
  const member = (object: Estree, name: string): Estree => ({
    type: 'MemberExpression',
    object,
    property: id(name),
    computed: false,
    optional: false,
  });
  const call = (callee: Estree, args: Estree[]): Estree => ({
    type: 'CallExpression',
    callee,
    arguments: args,
    optional: false,
  });
  const binary = (operator: string, left: Estree, right: Estree): Estree => ({
    type: 'BinaryExpression',
    operator,
    left,
    right,
  });
  const or = (left: Estree, right: Estree): Estree => ({ type: 'LogicalExpression', operator: '||', left, right });
  const value = () => member(id(ns), 'default');
  const withDefault: Estree = {
    type: 'Property',
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
    key: id('default'),
    value: value(),
  };
  const init: Estree = {
    type: 'ConditionalExpression',
    test: or(
      or(
        binary('!==', member(call(member(id('Object'), 'keys'), [id(ns)]), 'length'), {
          type: 'Literal',
          value: 1,
          raw: '1',
        }),
        binary('===', value(), { type: 'Literal', value: null, raw: 'null' }),
      ),
      binary(
        '!==',
        { type: 'UnaryExpression', operator: 'typeof', prefix: true, argument: value() },
        {
          type: 'Literal',
          value: 'object',
          raw: '"object"',
        },
      ),
    ),
    consequent: id(ns),
    alternate: {
      type: 'ConditionalExpression',
      test: call(member(id('Array'), 'isArray'), [value()]),
      consequent: call(member(id('Object'), 'assign'), [
        { type: 'ArrayExpression', elements: [{ type: 'SpreadElement', argument: value() }] },
        { type: 'ObjectExpression', properties: [withDefault] },
      ]),
      alternate: { type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: value() }, withDefault] },
    },
  };
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id: id(local), init }],
  };
}

/** The path of `require('literal')` (a file or a package), or undefined for any other node. */
function requiredPath(node: Estree): string | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as Estree;
  const args = node.arguments as Estree[];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || args.length !== 1) return undefined;
  const spec = args[0]!.type === 'Literal' ? args[0]!.value : undefined;
  if (typeof spec !== 'string' || spec === '' || isExternalHref(spec)) return undefined;
  return spec;
}
