import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageMain } from './convert-postcss.js';
import type { Dict, Notes } from './notes.js';
import { type WrappedKind, wrappedPackage, wrappedSection, wrapperOverrides } from './wrapped-plugin.js';

/** docusaurus-plugin-sass and its scoped forks: what it does, docgen does itself. */
const SASS = /(^|\/)docusaurus-plugin-sass$/;
/** docusaurus-plugin-less (and its forks): docgen compiles .less files itself too. */
const LESS = /(^|\/)docusaurus-plugin-less$/;
/** Docusaurus' own SVGR plugin (`@docusaurus/plugin-svgr`, or `svgr` as a site lists it): docgen imports SVG files as components itself. */
const SVGR = /^(@docusaurus\/plugin-svgr|svgr)$|[\\/]@docusaurus[\\/]plugin-svgr[\\/]/;

/** What the migration says of a Docusaurus plugin it does not carry over, and what to do. */
export function pluginWhat(name: string, fn?: boolean, entry?: unknown, siteDir?: string): string {
  const data = globalDataOf(entry, siteDir);
  if (fn) return `is a plugin written in the config (${name}); docgen plugins have another API.${data}`;
  if (data) return `is the plugin "${name}", which docgen does not run.${data}`;
  // Its configurePostCss is read: the PostCSS note of the same place says what of it is carried over.
  if (siteDir && packageMain(name, siteDir))
    return `is the plugin "${name}", which docgen does not run, but for its configurePostCss (see the PostCSS note).`;
  if (/ideal-image/.test(name)) return 'is not carried over: docgen serves images as they are.';
  if (SASS.test(name))
    return `("${name}") is not needed: docgen compiles .scss and .sass files (customCss, CSS modules, a component's imports) with the site's own "sass" package.`;
  if (LESS.test(name))
    return `("${name}") is not needed: docgen compiles .less files (customCss, CSS modules, a component's imports) with the site's own "less" package; its lessOptions are not read.`;
  if (SVGR.test(name))
    return `("${name}") is not needed: docgen imports .svg files as React components itself (\`import Logo from './logo.svg'\`, \`require('./x.svg').default\`), as this plugin does; its svgrConfig is not read.`;
  if (/pwa/.test(name)) return 'is not carried over: docgen makes no service worker.';
  if (/gtag|google-analytics|google-tag-manager/.test(name))
    return "is not carried over: docgen's analytics send page views to an endpoint of yours.";
  if (/openapi/.test(name)) return 'is an OpenAPI plugin; docgen has its own (@docgen/plugin-openapi).';
  return `is the plugin "${name}", which docgen does not run.`;
}

export function pluginTodo(name: string): string {
  if (SASS.test(name)) return 'keep the "sass" package installed in the site folder.';
  if (LESS.test(name)) return 'keep the "less" package installed in the site folder.';
  if (SVGR.test(name)) return 'nothing to do.';
  if (/openapi/.test(name)) return 'configure @docgen/plugin-openapi (docs/guide/plugins.md).';
  if (/gtag|google-analytics|google-tag-manager/.test(name)) return 'configure analytics.trackers.';
  return 'write what it does as a docgen plugin (docs/guide/plugins.md), or leave it out.';
}

/** A plugin of the site's files that wraps Docusaurus' blog or docs plugin (see wrapped-plugin.ts). */
export function wrapperWhat(name: string, kind: WrappedKind, fn?: boolean): string {
  return `is ${fn ? `a plugin written in the config (${name})` : `the plugin "${name}"`}, which wraps ${wrappedPackage(kind)}: its options are carried over as docgen's ${kind === 'blog' ? 'blog' : 'docs section'} (${kind === 'blog' ? 'the posts, their list, tag and author pages' : 'the docs and their sidebars'}), as Docusaurus builds them; what the wrapper adds or overrides (its own hooks, the routes and components of a contentLoaded of its own) is not run.`;
}

export function wrapperTodo(): string {
  return 'check those pages; write what the wrapper adds as a docgen plugin (docs/guide/plugins.md) or a theme override (docs/guide/theme-overrides.md).';
}

/**
 * What a plugin that gives its pages global data (`actions.setGlobalData` in its source: a
 * function of the config or one of the site's own files) leaves behind: the pages and components
 * that read it (`usePluginData`) fail to render under docgen, which has no such data. Said at
 * migration, before the build names each page.
 */
function globalDataOf(entry: unknown, siteDir: string | undefined): string {
  const head = Array.isArray(entry) ? entry[0] : entry;
  let text = '';
  if (typeof head === 'function') text = String(head);
  else if (typeof head === 'string' && siteDir && /^\.\.?\//.test(head))
    try {
      text = fs.readFileSync(
        createRequire(path.join(siteDir, 'package.json')).resolve(path.resolve(siteDir, head)),
        'utf8',
      );
    } catch {
      // A file that cannot be found or read says nothing of its data.
    }
  if (!/\bsetGlobalData\s*\(/.test(text)) return '';
  const name = /\bname\s*:\s*['"`]([^'"`]+)['"`]/.exec(text)?.[1];
  return ` It gives its pages global data (setGlobalData), which docgen does not have: a page or component that reads it (usePluginData(${name ? `'${name}'` : '…'})) fails to render (MdxRenderError, PageComponentError); write that data to a JSON file the components import, or into customFields.`;
}

/**
 * The content plugin an entry wraps, noted, and for a blog the options Docusaurus builds it from:
 * the entry's, with the `id` and `path` the wrapper writes over them. A blog whose folder the
 * wrapper computes (posts its own hooks write there, from a changelog…) is left out, named, and
 * its routes are `dropped` (links into it are left out of the navbar and footer, said so).
 */
export function wrapperOf(
  entry: unknown,
  plugin: { name: string; fn?: boolean },
  options: Dict,
  at: string,
  siteDir: string,
  notes: Notes,
  dropped: { prefix: string; what: string }[],
): { wraps?: WrappedKind; options?: Dict } {
  const wraps = wrappedSection(entry, plugin, siteDir);
  if (!wraps) return { options };
  const { id, path: folder, computedPath } = wraps === 'blog' ? wrapperOverrides(entry, plugin, siteDir) : {};
  if (!computedPath) notes.add(at, wrapperWhat(plugin.name, wraps, plugin.fn), wrapperTodo());
  if (wraps !== 'blog') return { wraps, options };
  const given = { ...options, ...(id ? { id } : {}), ...(folder ? { path: folder } : {}) };
  if (!computedPath) return { wraps, options: given };
  const base = String(options.routeBasePath ?? 'blog').replace(/^\/+|\/+$/g, '');
  notes.add(
    at,
    `is the plugin "${plugin.name}", which wraps @docusaurus/plugin-content-blog and sets its folder itself (\`path: ${computedPath}\`), where its own hooks, which docgen does not run, write the posts: that blog${id ? ` ("${id}")` : ''} is left out, and links to /${base} with it.`,
    'write its posts into a folder of the site and add it to blogInstances with that path (docs/guide/from-docusaurus.md).',
  );
  dropped.push({ prefix: `/${base}`, what: `the blog${id ? ` "${id}"` : ''} (its posts are made by ${plugin.name})` });
  return { wraps };
}
