/**
 * Builds the fixture site (see fixture/README.md) the way the core's build will lay out
 * the real one: the runtime bundled with esbuild (`src/main.ts` as an ES module with code
 * splitting, `src/head-inline.ts` as an inline IIFE), one HTML file per route, a
 * content-hashed page chunk per route, a sharded route manifest and a 404 page per locale.
 *
 * Usage: `await buildFixture()` (a fresh temporary folder) or `buildFixture(dir, { splitting })`.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  shardOf,
  type BootData,
  type PageChunk,
  type RouteManifestIndex,
  type RouteManifestShard,
} from '../../shared/src/index.ts';
import {
  ANNOUNCEMENT_ID,
  counterpart,
  esc,
  hash,
  headHtml,
  layoutHtml,
  LOCALES,
  type Page,
  readPages,
  REDIRECTS,
  STRINGS,
  TRACKERS,
} from './fixture-site.ts';

export { ANNOUNCEMENT_ID, LOCALES, REDIRECTS, SITE_URL, TRACKERS } from './fixture-site.ts';

const here = dirname(fileURLToPath(import.meta.url));
const clientRoot = join(here, '..');
const fixtureRoot = join(here, 'fixture');

// esbuild is a dependency of @docgen/core, not (yet) of @docgen/client: resolve it from there.
interface EsbuildOutput {
  path: string;
  contents: Uint8Array;
  text: string;
}
interface EsbuildResult {
  outputFiles: EsbuildOutput[];
  metafile: { outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }> };
}
const esbuild = createRequire(join(clientRoot, '../core/package.json'))('esbuild') as {
  build(options: Record<string, unknown>): Promise<EsbuildResult>;
};

export interface BundleFile {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Part of the first load (the entry and its static imports), not a lazy chunk. */
  firstLoad: boolean;
}

export interface FixtureSite {
  dir: string;
  /** Every JS file of the runtime, plus the inline head script as `head-inline (inline)`. */
  bundle: BundleFile[];
  /** Canonical path → page chunk URL. */
  chunks: Record<string, string>;
  manifestUrl: string;
  pages: string[];
}

/** Bundles the runtime into `<dir>/_dg/`; returns the main entry URL, its static imports and the file sizes. */
async function bundle(
  dir: string,
  splitting: boolean,
): Promise<{ mainUrl: string; preloads: string[]; headInline: string; files: BundleFile[] }> {
  const outdir = join(dir, '_dg');
  const main = await esbuild.build({
    absWorkingDir: clientRoot,
    entryPoints: { main: 'src/main.ts' },
    bundle: true,
    splitting,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    legalComments: 'none',
  });
  const head = await esbuild.build({
    absWorkingDir: clientRoot,
    entryPoints: ['src/head-inline.ts'],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
  });
  const headInline = head.outputFiles[0]!.text.trim();

  const byRel = (p: string): string => relative(clientRoot, p).replace(/\\/g, '/');
  const mainOut = Object.entries(main.metafile.outputs).find(([, o]) => o.entryPoint === 'src/main.ts')![0];
  const firstLoad = new Set<string>([mainOut]);
  for (const f of firstLoad) {
    for (const imp of main.metafile.outputs[f]?.imports ?? [])
      if (imp.kind === 'import-statement') firstLoad.add(imp.path);
  }
  const files: BundleFile[] = [];
  mkdirSync(outdir, { recursive: true });
  for (const out of main.outputFiles) {
    writeFileSync(out.path, out.contents);
    const rel = byRel(out.path);
    files.push({
      file: relative(dir, out.path).replace(/\\/g, '/'),
      raw: out.contents.length,
      gzip: gzipSync(out.contents).length,
      brotli: brotliCompressSync(out.contents).length,
      firstLoad: [...firstLoad].some((f) => byRel(join(clientRoot, f)) === rel),
    });
  }
  const headBytes = Buffer.from(headInline);
  files.push({
    file: 'head-inline (inline)',
    raw: headBytes.length,
    gzip: gzipSync(headBytes).length,
    brotli: brotliCompressSync(headBytes).length,
    firstLoad: true,
  });
  const url = (p: string): string => `/${relative(dir, join(clientRoot, p)).replace(/\\/g, '/')}`;
  return {
    mainUrl: url(mainOut),
    preloads: [...firstLoad].filter((f) => f !== mainOut).map(url),
    headInline,
    files,
  };
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{([\w.]+)\}\}/g, (_, k: string) => {
    if (!(k in values)) throw new Error(`shell.html: no value for {{${k}}}`);
    return values[k]!;
  });

function writeJson(dir: string, folder: string, slug: string, data: unknown): string {
  const text = JSON.stringify(data);
  const name = `${slug}.${hash(text)}.json`;
  mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, folder, name), text);
  return `/${folder}/${name}`;
}

export interface FixtureOptions {
  /** esbuild code splitting (default true, as the core builds it); false: one module. */
  splitting?: boolean;
}

export async function buildFixture(outDir?: string, options: FixtureOptions = {}): Promise<FixtureSite> {
  const dir = outDir ?? mkdtempSync(join(tmpdir(), 'docgen-client-fixture-'));
  mkdirSync(dir, { recursive: true });
  cpSync(join(fixtureRoot, 'static'), join(dir, '_dg'), {
    recursive: true,
    filter: (src) => !src.includes(`${join(fixtureRoot, 'static', 'files')}`),
  });
  cpSync(join(fixtureRoot, 'static', 'files'), join(dir, 'files'), { recursive: true });
  const { mainUrl, preloads, headInline, files } = await bundle(dir, options.splitting ?? true);

  const pages = readPages();
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const shell = readFileSync(join(fixtureRoot, 'shell.html'), 'utf8');

  // Page chunks first: the manifest lists them, the boot data points at the manifest.
  const chunks: Record<string, string> = {};
  const rendered = new Map<Page, { layout: string; head: string; title: string }>();
  for (const page of pages) {
    const { key, html } = layoutHtml(page, byPath);
    const head = headHtml(page, byPath);
    const title = page.kind === 'component' ? page.title : `${page.title} | Lintas`;
    const chunk: PageChunk = {
      v: 1,
      path: page.path,
      locale: page.locale.code,
      lang: page.locale.htmlLang,
      dir: 'ltr',
      title,
      head,
      layoutKey: key,
      layout: html,
      htmlAttrs: { 'data-page-kind': page.kind },
    };
    const slug = page.path === '/' ? 'index' : page.path.slice(1).replace(/\//g, '-');
    chunks[page.path] = writeJson(dir, '_dg/chunks', slug, chunk);
    rendered.set(page, { layout: html, head, title });
  }

  const SHARDS = 2;
  const shards: RouteManifestShard[] = Array.from({ length: SHARDS }, () => ({}));
  const notFound: Record<string, string> = {};
  for (const page of pages) {
    if (page.kind === 'notFound') notFound[page.locale.prefix] = chunks[page.path]!;
    else shards[shardOf(page.path, SHARDS)]![page.path] = chunks[page.path]!;
  }
  // Shard URLs are relative to the index (chunk URLs are absolute): both must work.
  const shardNames = shards.map((s, i) => writeJson(dir, '_dg/routes', `shard-${i}`, s).split('/').pop()!);
  const index: RouteManifestIndex = { v: 1, shards: shardNames, redirects: REDIRECTS, notFound };
  const manifestUrl = writeJson(dir, '_dg/routes', 'index', index);

  for (const page of pages) {
    const r = rendered.get(page)!;
    const t = STRINGS[page.locale.code];
    const boot: BootData = {
      v: 1,
      path: page.path,
      locale: page.locale.code,
      manifest: manifestUrl,
      localePrefixes: ['/en', '/id', ''],
      analytics: TRACKERS,
      islands: '/_dg/islands.js',
      ...(page.kind === 'notFound' ? { notFound: true } : {}),
    };
    const values: Record<string, string> = {
      htmlLang: page.locale.htmlLang,
      kind: page.kind,
      title: esc(r.title),
      head: r.head,
      announcementId: ANNOUNCEMENT_ID,
      headInline,
      boot: JSON.stringify(boot).replace(/</g, '\\u003c'),
      modulePreloads: preloads.map((p) => `<link rel="modulepreload" href="${p}">`).join('\n'),
      mainJs: mainUrl,
      homeHref: `${page.locale.prefix}/`,
      docsHref: `${page.locale.prefix}/docs/intro`,
      versionLinks:
        page.locale.code === 'fr'
          ? '<a class="dg-navbar__version" data-dg-version="current" href="/docs/intro">Suivante</a> <a class="dg-navbar__version" data-dg-version="1.0" href="/docs/1.0/intro">1.0</a>'
          : '',
      localeLinks: LOCALES.map((l) => {
        const other = page.kind === 'notFound' ? undefined : counterpart(page, l, byPath);
        return `<a data-dg-locale="${l.code}" hreflang="${l.htmlLang}" href="${other ? other.path : `${l.prefix}/`}">${l.label}</a>`;
      }).join(' '),
      layout: r.layout,
      ...Object.fromEntries(Object.entries(t).map(([k, v]) => [`t.${k}`, esc(v)])),
    };
    const html = fill(shell, values);
    const file =
      page.kind === 'notFound'
        ? join(dir, page.locale.prefix, '404.html')
        : join(dir, page.path === '/' ? '' : page.path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return { dir, bundle: files, chunks, manifestUrl, pages: pages.map((p) => p.path) };
}
