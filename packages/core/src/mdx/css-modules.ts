import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { CSS_MODULE, CSS_MODULE_NAMESPACE, scopedCssModuleName } from '../util/css-module-names.js';
import { type PostCssResult, sitePostCss } from '../styles/postcss.js';
import { hoistLateImports } from '../styles/css-import-order.js';
import { compileSass, SASS_FILE } from '../styles/sass.js';

const NAMESPACE = CSS_MODULE_NAMESPACE;

/**
 * CSS modules (`import styles from './x.module.css'`) with esbuild's `local-css` loader, under a
 * name of their own: esbuild names a local class `<file>_<class>` and numbers clashes within
 * one bundle, so two bundles (the server's and the browser's, or two components' each with a
 * `styles.module.css`) would name classes differently, or alike. Each module is loaded under
 * `<file>_<hash of its site path>.module.css`: its classes are named the same in every bundle
 * and never clash with another file's. `files` lists the real files loaded (the watcher's and
 * the build cache's dependencies).
 */
export function scopedCssModules(
  siteDir: string,
  { styles }: { styles: boolean },
): { plugin: Plugin; files: Set<string>; realFile: (file: string) => string; rewritten: Set<string> } {
  const files = new Set<string>();
  // Stylesheets Sass or the site's PostCSS rewrote: esbuild's lines are not theirs.
  const rewritten = new Set<string>();
  // The scoped name of each CSS module → its file (where a problem in it is).
  const real = new Map<string, string>();
  const plugin: Plugin = {
    name: 'docgen-css-modules',
    setup(build) {
      build.onResolve({ filter: CSS_MODULE }, async (args) => {
        if (args.pluginData === NAMESPACE) return undefined;
        let file: string;
        if (args.path.startsWith('.') || path.isAbsolute(args.path)) file = path.resolve(args.resolveDir, args.path);
        else {
          // A package's CSS module: resolved as esbuild would, then scoped the same way.
          const found = await build.resolve(args.path, {
            resolveDir: args.resolveDir,
            kind: args.kind,
            importer: args.importer,
            pluginData: NAMESPACE,
          });
          if (found.errors.length > 0) return { errors: found.errors };
          file = found.path;
        }
        const scoped = path.join(path.dirname(file), scopedCssModuleName(siteDir, file));
        real.set(scoped, file);
        return { path: scoped, namespace: NAMESPACE, pluginData: file };
      });
      // The site's PostCSS plugins (Tailwind's `@apply`) run over the browser's CSS; class names,
      // all the server keeps, are the module's own.
      const postCss = styles ? sitePostCss(siteDir) : undefined;
      const processed = async (css: string, file: string): Promise<PostCssResult> => {
        const setup = await postCss;
        if (!setup || !('run' in setup)) return { css, files: [] };
        const result = await setup.run(css, file);
        rewritten.add(file);
        for (const f of result.files) files.add(f);
        return result;
      };
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const file = args.pluginData as string;
        files.add(file);
        const sass = SASS_FILE.test(file) ? compileSass(siteDir, file) : undefined;
        if (sass && 'errors' in sass) return { errors: sass.errors, watchFiles: sass.files };
        if (sass) rewritten.add(file);
        for (const f of sass?.files ?? []) files.add(f);
        const css = await processed(hoistLateImports(sass ? sass.css : fs.readFileSync(file, 'utf8')), file);
        if ('errors' in css) return { errors: css.errors, watchFiles: [file, ...css.files] };
        return {
          contents: css.css,
          loader: 'local-css',
          resolveDir: path.dirname(file),
          watchFiles: [...(sass?.files ?? [file]), ...css.files],
        };
      });
      // A plain stylesheet a component imports, for the browser: through the site's PostCSS.
      if (styles)
        build.onLoad({ filter: /\.css$/ }, async (args) => {
          if (args.namespace !== 'file') return undefined;
          const own = hoistLateImports(fs.readFileSync(args.path, 'utf8'));
          if ((await postCss) === undefined || args.path.split(path.sep).includes('node_modules'))
            return { contents: own, loader: 'css', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
          const css = await processed(own, args.path);
          if ('errors' in css) return { errors: css.errors, watchFiles: [args.path, ...css.files] };
          return {
            contents: css.css,
            loader: 'css',
            resolveDir: path.dirname(args.path),
            watchFiles: [args.path, ...css.files],
          };
        });
      // A Sass stylesheet a component imports for its side effect: CSS for the browser. The
      // server compiles it too, though it keeps nothing of it: a Sass error is the build's error
      // there, and the files it `@use`s count among the component's.
      build.onLoad({ filter: SASS_FILE }, async (args) => {
        const sass = compileSass(siteDir, args.path);
        if ('errors' in sass) return { errors: sass.errors, watchFiles: sass.files };
        rewritten.add(args.path);
        for (const f of sass.files) files.add(f);
        const css = styles ? await processed(hoistLateImports(sass.css), args.path) : { css: '', files: [] };
        if ('errors' in css) return { errors: css.errors, watchFiles: [...sass.files, ...css.files] };
        return {
          contents: css.css,
          loader: styles ? 'css' : 'empty',
          resolveDir: path.dirname(args.path),
          watchFiles: sass.files,
        };
      });
    },
  };
  return { plugin, files, realFile: (file) => real.get(file) ?? file, rewritten };
}

/**
 * A package's stylesheet (`import 'leaflet/dist/leaflet.css'`) in the server compile: nothing,
 * the browser bundle carries the styles. Left to Node (packages stay external), importing a .css
 * file throws.
 */
export const serverPackageStyles: Plugin = {
  name: 'docgen-server-package-styles',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) =>
      args.path.startsWith('.') || path.isAbsolute(args.path) || args.path.endsWith('.module.css')
        ? undefined
        : { path: args.path, namespace: 'docgen-server-css' },
    );
    build.onLoad({ filter: /.*/, namespace: 'docgen-server-css' }, () => ({ contents: '', loader: 'js' }));
  },
};

/** The files of a metafile's inputs that are on disk (CSS modules come from `files`). */
export function realInputs(siteDir: string, inputs: readonly string[], cssModules: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const input of inputs) if (!/^[\w-]{2,}:/.test(input)) out.add(path.resolve(siteDir, input));
  for (const file of cssModules) out.add(file);
  return [...out].sort();
}
