import fs from 'node:fs';
import path from 'node:path';
import type { Loader, Message, Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { offsetToPosition } from '@docgen/diagnostics';
import { CONTEXT_RUNTIME, contextDirectory, contextKeys, parseContextCall } from './webpack-context.js';

/** webpack's functions that list a folder's files at build time: no bundler but webpack has them. */
const WEBPACK_CONTEXT = /\b(require\.context|import\.meta\.webpackContext)\s*\(/g;
const ESM_SYNTAX = /^\s*(import|export)\b/m;

/**
 * A site file that calls `require.context('./dir', recursive, /regExp/, mode)` with literal
 * arguments gets webpack's context in its place: the files it lists imported (so each is compiled
 * as an import of it is: a Markdown file, an image, a module) and a function over them, as webpack
 * makes it. A call esbuild cannot be given so (arguments that are not literals, a folder that does
 * not exist, `import.meta.webpackContext`) fails where it is compiled, at the call, rather than when
 * the page runs with "require is not defined". Packages are left alone (they are not bundled).
 */
export const webpackOnlyCalls = (ctx: SiteContext): Plugin => ({
  name: 'docgen-webpack-only',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.namespace !== 'file' || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
      let text: string;
      try {
        text = fs.readFileSync(args.path, 'utf8');
      } catch {
        return undefined;
      }
      if (!text.includes('require.context') && !text.includes('webpackContext')) return undefined;
      const esm = ESM_SYNTAX.test(text);
      const imports: string[] = [];
      const errors: Message[] = [];
      let out = '';
      let from = 0;
      for (const m of text.matchAll(WEBPACK_CONTEXT)) {
        if (m.index < from) continue;
        const at = offsetToPosition(text, m.index);
        const lineText = text.split('\n')[at.line - 1] ?? '';
        // In a line comment: not a call.
        if (lineText.slice(0, at.column - 1).includes('//')) continue;
        const open = m.index + m[0].length - 1;
        const call = m[1] === 'require.context' ? parseContextCall(text, open) : undefined;
        // Inline loaders before the folder (`!!raw-loader!../notes`) apply to each file it lists.
        const loaders = call ? (/^.*!/.exec(call.directory)?.[0] ?? '') : '';
        const dir = call && contextDirectory(ctx, call.directory.slice(loaders.length), args.path);
        const keys = call && dir ? contextKeys(dir, call.recursive, call.regExp) : undefined;
        if (!call || !dir || !keys) {
          const written = callText(text, m.index, open) ?? m[1]!;
          errors.push({
            text: `${written} is webpack's: it lists a folder's files when webpack bundles, and docgen compiles site code with esbuild, which has no such function.`,
            location: { file: args.path, line: at.line, column: at.column - 1, lineText },
            detail: {
              why: `Docusaurus bundles with webpack, which replaces ${m[1]} with the files it finds; docgen reads require.context('./folder', true, /\\.png$/, 'sync') whose arguments are literals and whose folder exists (${call ? 'this folder does not' : 'these are not'}), and leaves any other call to fail when the page runs.`,
              fix: "write the folder, the flag and the regular expression as literals, or import the files it lists one by one (import logo from './img/logo.png').",
            },
          } as Message);
          continue;
        }
        const entries = keys.map((key) => {
          let specifier = path.relative(path.dirname(args.path), path.join(dir, key)).split(path.sep).join('/');
          if (!specifier.startsWith('.')) specifier = `./${specifier}`;
          specifier = `${loaders}${specifier}`;
          if (!esm) return `${JSON.stringify(key)}: require(${JSON.stringify(specifier)})`;
          const name = `__docgenContext${imports.length}`;
          imports.push(`import * as ${name} from ${JSON.stringify(specifier)};`);
          return `${JSON.stringify(key)}: ${name}`;
        });
        const source = text.slice(m.index, call.end);
        const lazy = call.mode !== 'sync';
        // The lines the call spanned are kept, so later lines keep their numbers (errors, source maps).
        out += `${text.slice(from, m.index)}__docgenContext(${JSON.stringify(call.directory)}, {${entries.join(', ')}}, ${lazy})${'\n'.repeat(source.split('\n').length - 1)}`;
        from = call.end;
      }
      if (errors.length > 0) return { errors };
      if (from === 0) return undefined;
      // The imports go on the first line, before the file's own: no line moves.
      const contents = `${imports.join(' ')}${out}${text.slice(from)}\n${CONTEXT_RUNTIME}\n`;
      return { contents, loader: loaderOf(args.path), resolveDir: path.dirname(args.path) };
    });
  },
});

/** The call as written, on one line (a call over several lines too), up to its closing parenthesis. */
function callText(text: string, start: number, open: number): string | undefined {
  let depth = 0;
  for (let at = open; at < Math.min(text.length, open + 400); at++) {
    if (text[at] === '(') depth++;
    else if (text[at] === ')' && --depth === 0)
      return text
        .slice(start, at + 1)
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\(\s+/, '(')
        .replace(/,?\s+\)$/, ')');
  }
  return undefined;
}

function loaderOf(file: string): Loader {
  if (/\.[cm]?ts$/.test(file)) return 'ts';
  if (file.endsWith('.tsx')) return 'tsx';
  // Docusaurus compiles `.js` files with JSX (Babel): so does docgen.
  return 'jsx';
}
