import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { ESM_ONLY_CONTENT, MDX_PROVIDER, mdxEsmOnly } from '@docgen/markdown';
import { browserMarkdown } from './markdown-imports.js';
import { siteMapFile } from '../docusaurus/swizzled-map.js';

/**
 * The Markdown files a site component imports, in its browser bundle. Each is compiled as the
 * server compiled it for the page (`browserMarkdown` of `markdownKey`), as webpack's mdx-loader
 * gives the browser the same component as the server: the component hydrates with it (a tutorial
 * whose steps are Markdown files, shown one at a time). A file the server did not compile for
 * that page gets a stub whose content renders nothing (an MDX file's imports and exports kept,
 * for a component that uses its `export function X` in the browser): a component that hydrates
 * with it is refused (`bundleForBrowser`). `found` hears each file, `stubbed` each stub.
 */
export function browserMarkdownFiles(
  ctx: SiteContext,
  found: { files: string[]; stubbed: string[] },
  resolve: (specifier: string, from: string) => string | undefined,
  markdownKey: string | undefined,
): Plugin {
  const empty = `export default function ${ESM_ONLY_CONTENT}() { return null; }`;
  return {
    name: 'docgen-browser-markdown',
    setup(build) {
      build.onResolve({ filter: /\.mdx?$/i }, (args) => {
        const file = resolve(args.path, args.importer) ?? path.resolve(args.resolveDir, args.path);
        found.files.push(file);
        return { path: file, namespace: 'docgen-markdown' };
      });
      // What compiled MDX imports for its component map (Docusaurus' MDXProvider): the site's own
      // map where it has one, as the server gives its pages; else docgen's provider.
      build.onResolve({ filter: /^@docgen\/shared\/docusaurus-client$/ }, (args) => {
        if (args.namespace !== 'docgen-markdown') return undefined;
        const map = siteMapFile(ctx);
        return map ? { path: map, namespace: 'docgen-mdx-provider' } : { path: providerFile };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-mdx-provider' }, (args) => ({
        contents: `import map from ${JSON.stringify(`./${path.basename(args.path)}`)};\nexport function useMDXComponents(components) {\n  return { ...map, ...components };\n}\n`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-markdown' }, async (args) => {
        const compiled = markdownKey ? await browserMarkdown(markdownKey, args.path) : undefined;
        if (compiled === undefined) found.stubbed.push(args.path);
        const esm =
          compiled === undefined && /\.mdx$/i.test(args.path)
            ? await mdxEsmOnly(await fs.promises.readFile(args.path, 'utf8').catch(() => ''), args.path)
            : undefined;
        return {
          contents: compiled ?? esm ?? empty,
          loader: compiled === undefined ? 'jsx' : 'js',
          resolveDir: path.dirname(args.path),
          watchFiles: [args.path],
        };
      });
    },
  };
}

const providerFile = createRequire(import.meta.url).resolve(MDX_PROVIDER);
