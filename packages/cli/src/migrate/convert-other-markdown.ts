import fs from 'node:fs';
import path from 'node:path';
import { carriedPlugin, type MarkdownPlugin, pluginName } from './convert-docs.js';
import { mergedOrder } from './markdown-plugin-order.js';
import { type Dict, isDict, type Notes } from './notes.js';

const KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** The options of a blog or of the pages that hold unified plugins of their own, checked once the docs' are known. */
export interface OtherMarkdown {
  options: unknown;
  at: string;
  what: 'blog posts' | 'pages';
  /** The blog plugin's `id` (absent: the blog of id "default"). */
  id?: string;
}

/** A docs section's carried plugins: `default` for the docs section, else its `docsInstances` id. */
export interface SectionPlugins {
  id: string;
  plugins: readonly MarkdownPlugin[];
}

/** An entry of a plugin list as Docusaurus runs it: its function with its options. */
function entryKey(attacher: unknown, options: unknown): [unknown, string] {
  return [attacher, options === undefined ? '' : (JSON.stringify(options) ?? '')];
}

/**
 * The blog's and the pages' own unified plugins, each content running its own list as Docusaurus
 * does (docgen's `markdown.on`): a docs plugin the blog or the pages list too, with the same
 * options, runs there as well; one only they have is carried over on its own (`on: ['blog']`),
 * or named when it cannot be (`blog: { remarkPlugins: [remarkMath] }` left the posts' math as
 * text without a word). Returns every plugin carried over, each once, in an order that keeps each
 * content's own (`mergedOrder`).
 */
export function noteOtherMarkdownPlugins(
  others: OtherMarkdown[],
  siteDir: string,
  notes: Notes,
  sections: readonly SectionPlugins[],
): MarkdownPlugin[] {
  const find = (list: readonly MarkdownPlugin[], [fn, options]: [unknown, string]) =>
    list.find((p) => p.attacher === fn && entryKey(p.attacher, p.options)[1] === options);
  const lists: MarkdownPlugin[][] = [];
  const carried = docsPlugins(sections, find, lists);
  // With a blog of an id of its own, each blog runs its own list, named by id (`blog:<id>`).
  const manyBlogs = others.some((o) => o.what === 'blog posts' && o.id !== undefined);
  const extra: MarkdownPlugin[] = [];
  for (const { options, at, what, id } of others) {
    if (!isDict(options)) continue;
    const content = what === 'pages' ? 'pages' : manyBlogs ? `blog:${id ?? 'default'}` : 'blog';
    const list: MarkdownPlugin[] = [];
    lists.push(list);
    for (const key of KEYS) {
      const left: unknown[] = [];
      const own: string[] = [];
      for (const entry of Array.isArray(options[key]) ? (options[key] as unknown[]) : []) {
        const [head, opts] = Array.isArray(entry) ? entry : [entry];
        const same = find(carried, entryKey(head, opts)) ?? find(extra, entryKey(head, opts));
        if (same) {
          if (!same.on!.includes(content)) same.on!.push(content);
          list.push(same);
          continue;
        }
        const plugin = carriedPlugin(entry, key, siteDir);
        if (!plugin) {
          left.push(entry);
          continue;
        }
        const made = { ...plugin, on: [content] };
        extra.push(made);
        list.push(made);
        own.push(plugin.exportName ? `${plugin.exportName} of ${plugin.spec}` : plugin.spec);
      }
      if (own.length > 0)
        notes.add(
          `${at}.${key}`,
          `holds ${own.join(', ')}, which the docs do not run (or run with other options): carried over to run on the ${what} only (markdown.on: ['${content}']), as Docusaurus runs each content's own list.`,
          'build and check the pages they change.',
        );
      if (left.length > 0)
        notes.add(
          `${at}.${key}`,
          `holds ${left.length === 1 ? 'a plugin' : `${left.length} plugins`} the docs do not have, not carried over: ${left.map((e) => pluginName(e, siteDir, false)).join(', ')}. docgen carries unified plugins of installed packages and of the site's files, with options that are data.`,
          `install the packages named (then docgen migrate carries them over), or add a plugin to docgen.config.ts: { name: '${content}-markdown', markdown: { remarkPlugins: [...], on: ['${content}'] } }; or leave ${left.length === 1 ? 'it' : 'them'} out.`,
        );
    }
  }
  for (const p of [...carried, ...extra]) p.on!.sort((a, b) => order(a) - order(b));
  return mergedOrder(lists);
}

/**
 * The docs sections' plugins, each to run on the sections whose lists hold it (with the same
 * options): `docs` on a site of one section or when every section holds it, else `docs:<id>` per
 * section, as Docusaurus runs each docs plugin instance's own list. A plugin several sections hold
 * is the first's, with their names.
 */
function docsPlugins(
  sections: readonly SectionPlugins[],
  find: (list: readonly MarkdownPlugin[], key: [unknown, string]) => MarkdownPlugin | undefined,
  lists: MarkdownPlugin[][],
): MarkdownPlugin[] {
  const out: MarkdownPlugin[] = [];
  for (const { id, plugins } of sections) {
    const list: MarkdownPlugin[] = [];
    lists.push(list);
    for (const p of plugins) {
      const same = find(out, entryKey(p.attacher, p.options));
      const content = sections.length > 1 ? `docs:${id}` : 'docs';
      if (same) {
        if (!same.on!.includes(content)) same.on!.push(content);
        list.push(same);
        continue;
      }
      p.on = [content];
      out.push(p);
      list.push(p);
    }
  }
  for (const p of out) p.on = wholeKind(p.on!, 'docs', sections.length);
  return out;
}

/** `kind` alone for a list naming each of its `count` sections (`docs:a`, `docs:b` → `docs`). */
function wholeKind(on: string[], kind: string, count: number): string[] {
  const own = on.filter((c) => c.startsWith(`${kind}:`));
  return own.length === count ? [kind, ...on.filter((c) => !c.startsWith(`${kind}:`))] : on;
}

/** Where a content name sorts: the docs, then the blogs, then the pages. */
function order(content: string): number {
  return ['docs', 'blog', 'pages'].indexOf(content.replace(/:.*/, ''));
}

/** Docusaurus' pages plugin default `exclude`: files docgen never reads as pages either. */
const DEFAULT_PAGES_EXCLUDE = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

/** The pages plugin's options: docgen reads src/pages/ as its defaults do; its unified plugins are checked apart. */
export function pagesOptions(
  raw: unknown,
  at: string,
  siteDir: string,
  notes: Notes,
  others: OtherMarkdown[],
  config: Dict,
): void {
  if (raw === false) {
    // Without the folder docgen builds no pages either: nothing differs.
    if (fs.existsSync(path.join(siteDir, 'src', 'pages')))
      notes.add(at, 'is false; docgen builds the pages of src/pages/ when the folder exists.', 'move the folder away.');
    return;
  }
  if (!isDict(raw)) return;
  others.push({ options: raw, at, what: 'pages' });
  const defaults: Dict = { id: 'default', path: 'src/pages', routeBasePath: '/' };
  // Its `exclude` is carried over, less the globs of Docusaurus' default, which docgen never publishes anyway.
  const excluded = Array.isArray(raw.exclude)
    ? raw.exclude.filter((g): g is string => typeof g === 'string' && !DEFAULT_PAGES_EXCLUDE.includes(g))
    : [];
  if (excluded.length > 0) config.pages = { exclude: excluded };
  const given = Object.keys(raw).filter((k) => {
    const v = raw[k];
    if ((KEYS as readonly string[]).includes(k) || (k === 'exclude' && Array.isArray(v))) return false;
    if (k === 'path' && typeof v === 'string') return v.replace(/^\.\/|\/$/g, '') !== 'src/pages';
    if (k === 'routeBasePath' && typeof v === 'string') return v.replace(/^\/+|\/+$/g, '') !== '';
    return v !== defaults[k];
  });
  if (given.length > 0)
    notes.add(
      at,
      `has ${given.map((k) => `"${k}"`).join(', ')}, not carried over: docgen reads the pages of src/pages/ as the pages plugin does by default.`,
      'move the pages into src/pages/ if they are elsewhere; the other settings have no docgen equivalent (`exclude` is carried over into pages.exclude).',
    );
}
