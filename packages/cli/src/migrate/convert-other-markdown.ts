import fs from 'node:fs';
import path from 'node:path';
import { type MarkdownPlugin, pluginName } from './convert-docs.js';
import { type Dict, isDict, type Notes } from './notes.js';

const KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** The options of a blog or of the pages that hold unified plugins of their own, checked once the docs' are known. */
export interface OtherMarkdown {
  options: unknown;
  at: string;
  what: 'blog posts' | 'pages';
}

/**
 * The blog's and the pages' own unified plugins: the docs' are carried into docusaurus-markdown
 * plugins, each run where Docusaurus runs it (`markDocsPluginContent`), so a plugin the docs also
 * have runs there as in Docusaurus; one only the blog or the pages have is named, not left out
 * without a word (`blog: { remarkPlugins: [remarkMath] }` left the posts' math as text).
 */
export function noteOtherMarkdownPlugins(
  others: OtherMarkdown[],
  docs: unknown,
  siteDir: string,
  notes: Notes,
  carried: readonly MarkdownPlugin[],
): void {
  markDocsPluginContent(carried, others);
  const attacher = (entry: unknown) => (Array.isArray(entry) ? entry[0] : entry);
  const docsOwn = new Set(KEYS.flatMap((k) => (isDict(docs) && Array.isArray(docs[k]) ? docs[k].map(attacher) : [])));
  for (const { options, at, what } of others) {
    if (!isDict(options)) continue;
    for (const key of KEYS) {
      const left = (Array.isArray(options[key]) ? options[key] : []).filter((e) => !docsOwn.has(attacher(e)));
      if (left.length === 0) continue;
      notes.add(
        `${at}.${key}`,
        `holds ${left.length === 1 ? 'a plugin' : `${left.length} plugins`} the docs do not have, not carried over: ${left.map((e) => pluginName(e, siteDir, false)).join(', ')}. docgen carries the docs' unified plugins over, each run where Docusaurus runs it (markdown.on).`,
        `if the ${what} need ${left.length === 1 ? 'it' : 'them'}, add a plugin to docgen.config.ts: { name: '${what === 'pages' ? 'pages' : 'blog'}-markdown', markdown: { remarkPlugins: [...], on: ['${what === 'pages' ? 'pages' : 'blog'}'] } }; or leave ${left.length === 1 ? 'it' : 'them'} out.`,
      );
    }
  }
}

/**
 * Where Docusaurus runs each docs plugin: the docs, and the blog posts or pages whose own lists
 * hold the same function (each content plugin runs its own list only; docgen's `markdown.on`).
 */
function markDocsPluginContent(plugins: readonly MarkdownPlugin[], others: OtherMarkdown[]): void {
  const attacher = (entry: unknown) => (Array.isArray(entry) ? entry[0] : entry);
  const listed = (what: OtherMarkdown['what']) =>
    new Set(
      others
        .filter((o) => o.what === what && isDict(o.options))
        .flatMap((o) =>
          KEYS.flatMap((k) =>
            Array.isArray((o.options as Dict)[k]) ? ((o.options as Dict)[k] as unknown[]).map(attacher) : [],
          ),
        ),
    );
  const blog = listed('blog posts');
  const pages = listed('pages');
  for (const p of plugins)
    p.on = [
      'docs',
      ...(blog.has(p.attacher) ? (['blog'] as const) : []),
      ...(pages.has(p.attacher) ? (['pages'] as const) : []),
    ];
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
