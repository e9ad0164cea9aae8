import fs from 'node:fs';
import type { Plugin } from 'esbuild';
import { offsetToPosition } from '@docgen/diagnostics';

/** webpack's functions that list a folder's files at build time: no bundler but webpack has them. */
const WEBPACK_CONTEXT = /\b(require\.context|import\.meta\.webpackContext)\s*\(/g;

/**
 * A site file that calls `require.context(…)` (or `import.meta.webpackContext`) fails where it is
 * compiled, at the call, rather than when the page runs with "require is not defined": esbuild,
 * which compiles site code, has no such function. Packages are left alone (they are not bundled).
 */
export const webpackOnlyCalls: Plugin = {
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
      const errors = [...text.matchAll(WEBPACK_CONTEXT)].flatMap((m) => {
        const at = offsetToPosition(text, m.index);
        const lineText = text.split('\n')[at.line - 1] ?? '';
        // In a line comment: not a call.
        if (lineText.slice(0, at.column - 1).includes('//')) return [];
        const call = /^[^\n;]*?\)/.exec(text.slice(m.index))?.[0] ?? m[1]!;
        return [
          {
            text: `${call} is webpack's: it lists a folder's files when webpack bundles, and docgen compiles site code with esbuild, which has no such function.`,
            location: { file: args.path, line: at.line, column: at.column - 1, lineText },
            detail: {
              why: `Docusaurus bundles with webpack, which replaces ${m[1]} with the files it finds; docgen's bundler (esbuild) leaves it as a call that fails when the page runs.`,
              fix: "import the files it lists one by one (import logo from './img/logo.png'), or list them in a module of their own that imports each and exports them as an object.",
            },
          },
        ];
      });
      return errors.length > 0 ? { errors } : undefined;
    });
  },
};
