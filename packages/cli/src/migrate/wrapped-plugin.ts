import fs from 'node:fs';
import path from 'node:path';

/** Docusaurus' content plugins a site's own plugin may wrap, by the section docgen makes of them. */
const CONTENT_PLUGINS = {
  blog: '@docusaurus/plugin-content-blog',
  docs: '@docusaurus/plugin-content-docs',
} as const;

export type WrappedKind = keyof typeof CONTENT_PLUGINS;

const EXTENSIONS = ['', '.js', '.cjs', '.mjs', '.ts', '.cts', '.mts'];

/**
 * The content plugin a plugin of the site's own files wraps (`./plugins/blog-plugin`, whose module
 * loads `@docusaurus/plugin-content-blog`, spreads the instance its default export makes and
 * overrides a hook, as Docusaurus' community recipe for an extended blog does): Docusaurus then
 * builds that plugin's content from the entry's options, so they are the blog's (or the docs').
 * Read from the file's text, not run (its imports need Docusaurus). Undefined for a package, a
 * file that loads neither plugin or both.
 */
export function wrappedContentPlugin(name: string, siteDir: string): WrappedKind | undefined {
  if (!name.startsWith('.') && !path.isAbsolute(name)) return undefined;
  const text = pluginSource(path.resolve(siteDir, name));
  return text === undefined ? undefined : wrappedIn(text);
}

/**
 * The content plugin a plugin entry wraps: a file's, or a plugin function written in the config
 * (`async function localizedBlog(context, opts) { const p = await require('@docusaurus/plugin-content-blog')
 * .default(context, opts); p.postBuild = …; return p; }`), read from its source text as a file's is.
 */
export function wrappedSection(
  entry: unknown,
  plugin: { name: string; fn?: boolean },
  siteDir: string,
): WrappedKind | undefined {
  if (!plugin.fn) return wrappedContentPlugin(plugin.name, siteDir);
  const fn = Array.isArray(entry) ? entry[0] : entry;
  return typeof fn === 'function' ? wrappedIn(Function.prototype.toString.call(fn)) : undefined;
}

/**
 * What a wrapper writes over the entry's options in the object it hands the content plugin
 * (`pluginContentBlog.default(context, { ...options, path: generateDir, id: 'changelog' })`):
 * an `id` or `path` written as text, or the expression of a `path` it computes.
 */
export function wrapperOverrides(
  entry: unknown,
  plugin: { name: string; fn?: boolean },
  siteDir: string,
): { id?: string; path?: string; computedPath?: string } {
  const fn = Array.isArray(entry) ? entry[0] : entry;
  const text = plugin.fn
    ? typeof fn === 'function'
      ? Function.prototype.toString.call(fn)
      : undefined
    : plugin.name.startsWith('.') || path.isAbsolute(plugin.name)
      ? pluginSource(path.resolve(siteDir, plugin.name))
      : undefined;
  const given = text?.match(/\(\s*context\s*,\s*\{([^{}]*)\}\s*\)/)?.[1];
  if (given === undefined) return {};
  const literal = (key: string) => given.match(new RegExp(`\\b${key}\\s*:\\s*(['"\`])([^'"\`$]+)\\1\\s*(?:,|$)`))?.[2];
  const computed = literal('path') === undefined ? given.match(/\bpath\s*:\s*([^,\n]+)/)?.[1]?.trim() : undefined;
  return {
    ...(literal('id') ? { id: literal('id') } : {}),
    ...(literal('path') ? { path: literal('path') } : {}),
    ...(computed ? { computedPath: computed } : {}),
  };
}

function wrappedIn(text: string): WrappedKind | undefined {
  const found = (Object.keys(CONTENT_PLUGINS) as WrappedKind[]).filter((kind) =>
    new RegExp(
      `(?:require\\s*\\(\\s*|import\\s*\\(\\s*|from\\s+)['"]${CONTENT_PLUGINS[kind].replace('/', '\\/')}['"]`,
    ).test(text),
  );
  return found.length === 1 && makesItsPages(text) ? found[0] : undefined;
}

/**
 * Whether the plugin returns the content plugin's instance or calls its `contentLoaded` (the
 * recipe's `{ ...blogPluginExports, async contentLoaded(a) { …; return blogPluginExports
 * .contentLoaded(a) } }`), so that the content plugin's pages are made. One that only calls its
 * `loadContent` to give the posts as global data of its own (KubeEdge's `blog-global-dataPlugin`,
 * `setGlobalData({ blogGlobalData: content })`, with the inner plugin's own `id`) makes no pages:
 * it is a plugin of the site, whose hooks docgen runs (docusaurusPlugins), not a second blog.
 */
function makesItsPages(text: string): boolean {
  const instances = [
    ...text.matchAll(/\b(?:const|let|var)\s+([\w$]+)\s*=\s*(?:await\s+)?[\w$.]+\s*\(\s*context\b/g),
  ].map((m) => m[1]!);
  if (instances.length === 0) return true;
  return instances.some((name) =>
    new RegExp(`\\.\\.\\.\\s*${name}\\b|\\b${name}\\s*\\.\\s*contentLoaded\\b|return\\s+${name}\\s*(?:;|$)`, 'm').test(
      text,
    ),
  );
}

/** The package a wrapped section's plugin is, for the migration's note. */
export function wrappedPackage(kind: WrappedKind): string {
  return CONTENT_PLUGINS[kind];
}

/** The text of a plugin module as Node finds it: the file, with an extension, or a folder's index. */
function pluginSource(base: string): string | undefined {
  const candidates = [
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.filter(Boolean).map((e) => path.join(base, `index${e}`)),
  ];
  const file = candidates.find((c) => fs.statSync(c, { throwIfNoEntry: false })?.isFile());
  return file ? fs.readFileSync(file, 'utf8') : undefined;
}
