import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { MarkdownFileContext } from '@docgen/markdown';
import { sameStats, statFile, type FileStat } from '../util/file-stats.js';
import { relPosix } from '../util/paths.js';
import { thrownInSite } from '../util/module-error.js';
import { shareDocgenReact } from '../util/share-react.js';
import { siteHref } from '../routes/base-url.js';
import { writeOnce } from '../util/write-once.js';
import { shortHash } from '../util/hash.js';
import { compileComponent, diagnosticsOf } from './modules.js';
import type { MarkdownImports } from './markdown-imports.js';
import { bundleForBrowser } from './browser.js';
import { notBundled } from './page-diagnostics.js';
import { packageDir, rootPackageSpecifiers } from './site-root-packages.js';
import { realFile, rootEntryCode, SCRIPT, type SiteRoot, setCurrentRoot } from './site-root-share.js';
import { layoutReplaced, type SiteWrappers, siteWrappers } from './site-root-layout.js';

export type { SiteRoot } from './site-root-share.js';

/** The site's root as a page gets it: undefined when the site has no wrapper; `failed` when it has one docgen cannot use. */
export interface RootOutcome {
  root?: SiteRoot;
  /** What is wrong with the wrappers (each page that renders reports it; the report keeps it once). */
  diagnostics: Diagnostic[];
  /** The wrappers' site paths, when docgen could not use them. */
  failed?: string[];
  /** Links of the Markdown files the wrappers import, at their own lines: every wrapped page has them. */
  links: MarkdownFileContext['links'];
}

/**
 * How the wrappers compile the Markdown files they import (Docusaurus' MDX loader compiles any
 * import, a Root's too), in the locale of the pages rendered: their faults and links are the
 * outcome's.
 */
export interface RootMarkdown {
  locale: string;
  imports(diagnostics: Diagnostic[], links: MarkdownFileContext['links']): MarkdownImports;
}

const MARKDOWN = /\.mdx?$/i;

const made = new Map<
  string,
  { wrappers: string; stats: FileStat[]; outcome: Promise<RootOutcome>; locale?: string | undefined }
>();

/**
 * The site's `src/theme/Root` and `src/theme/Layout/Provider` made into the root module every
 * render of site content is wrapped in (see `SiteRoot`), or undefined when the site has neither.
 * Made once per thread while its files are unchanged.
 */
export async function siteRoot(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  markdown?: RootMarkdown,
): Promise<RootOutcome> {
  const found = siteWrappers(ctx);
  const { root, provider, layout } = found;
  const wrappers = `${root ?? ''}\0${provider ?? ''}\0${layout ?? ''}\0${found.replacedLayout ?? ''}`;
  const known = made.get(ctx.siteDir);
  if (
    known &&
    known.wrappers === wrappers &&
    // Wrappers that import Markdown are made per locale (their text is the locale's).
    (known.locale === undefined || known.locale === markdown?.locale) &&
    sameStats(
      known.stats,
      known.stats.map(([f]) => statFile(f)),
    )
  )
    return known.outcome;
  // Told with the wrappers' own faults, by every page that renders (the report keeps it once).
  const replaced = found.replacedLayout ? [layoutReplaced(ctx, found.replacedLayout)] : [];
  if (!root && !provider && !layout) {
    setCurrentRoot(ctx.siteDir, undefined);
    const outcome = Promise.resolve({ diagnostics: replaced, links: [] });
    made.set(ctx.siteDir, { wrappers, stats: [], outcome });
    return outcome;
  }
  const files = [root, provider, layout].filter((f): f is string => f !== undefined);
  const entry = {
    wrappers,
    stats: files.map(statFile),
    outcome: makeRoot(ctx, modules, { root, provider, layout }, files, markdown).then((made) => ({
      ...made,
      diagnostics: [...replaced, ...made.diagnostics],
    })),
  };
  made.set(ctx.siteDir, { ...entry, locale: markdown?.locale });
  const outcome = await entry.outcome;
  const current = made.get(ctx.siteDir);
  if (current?.outcome === entry.outcome) {
    const inputs = outcome.root?.inputs ?? files;
    current.stats = [...inputs].sort().map(statFile);
    if (outcome.root && !inputs.some((f) => MARKDOWN.test(f))) current.locale = undefined;
  }
  return outcome;
}

async function makeRoot(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  wrappers: Omit<SiteWrappers, 'replacedLayout'>,
  files: string[],
  markdown: RootMarkdown | undefined,
): Promise<RootOutcome> {
  setCurrentRoot(ctx.siteDir, undefined);
  const rel = files.map((f) => relPosix(ctx.siteDir, f));
  // Faults and links of the Markdown files the wrappers import (their own files and lines).
  const found: Diagnostic[] = [];
  const links: MarkdownFileContext['links'] = [];
  const imports = markdown?.imports(found, links);
  const failed = (diagnostics: Diagnostic[]): RootOutcome => ({
    diagnostics: [...found, ...diagnostics],
    failed: rel,
    links,
  });
  // The site files the wrappers are made of: each is held once, by the root module.
  const inputs = new Set<string>(files);
  try {
    for (const file of files) {
      const compiled = await compileComponent(ctx, modules, file, imports);
      found.push(...compiled.warnings);
      for (const f of compiled.inputs) inputs.add(f);
    }
  } catch (error) {
    return failed(diagnosticsOf(error));
  }
  // The wrappers themselves always: a theme package's Root (themeDirs, in node_modules or a
  // workspace folder beside the site) is no site file, yet the root module is made of it.
  const siteFiles = [
    ...new Set([
      ...[...inputs]
        .filter(
          (f) =>
            SCRIPT.test(f) &&
            !path.relative(ctx.siteDir, f).startsWith('..') &&
            !/[\\/](node_modules|\.docgen)[\\/]/.test(f),
        )
        .map(realFile),
      ...files.map(realFile),
    ]),
  ].sort();
  const ids = new Map(siteFiles.map((f, i) => [f, `s${i}`]));
  const packageDirs = new Map<string, string>();
  for (const spec of rootPackageSpecifiers(siteFiles)) {
    const dir = packageDir(spec, path.dirname(files[0]!));
    if (dir) packageDirs.set(spec, dir);
  }
  const packageIds = new Map([...packageDirs.keys()].map((spec, i) => [spec, `p${i}`]));
  // Named by its content (worker threads write the same file at once; none is ever rewritten).
  // Every entry folder is at the same depth: a path relative to one is relative to all.
  const rootDir = path.join(ctx.siteDir, '.docgen', 'root');
  const code = rootEntryCode(wrappers, ids, ctx.siteDir, path.join(rootDir, 'entry'), packageIds);
  const entryFile = path.join(rootDir, shortHash(code), 'site-root.jsx');
  writeOnce(entryFile, code);
  let url: string;
  let loaded: Record<string, unknown>;
  try {
    url = (await compileComponent(ctx, modules, entryFile, imports)).url;
    shareDocgenReact();
    loaded = (await import(url)) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof Error) || 'diagnostics' in error) return failed(diagnosticsOf(error));
    const place = thrownInSite(error, ctx.siteDir) ?? { file: rel[0]! };
    return failed([
      {
        name: 'PageComponentError',
        severity: 'error',
        message: `${place.file} threw while it was loaded: ${error.message.split('\n')[0]}`,
        ...place,
        why: `docgen renders every page inside the site's ${rel.join(' and ')}, as Docusaurus does; it loads ${rel.length > 1 ? 'them' : 'it'} on the server at build time, where there is no window or document.`,
        fix: 'move browser-only code into an effect or <BrowserOnly>, or fix the code at the line shown.',
      },
    ]);
  }
  const notComponent = [wrappers.root, wrappers.provider, wrappers.layout].find((f) => {
    if (!f) return false;
    const value = (loaded[ids.get(realFile(f))!] as Record<string, unknown>).default;
    return typeof value !== 'function' && (typeof value !== 'object' || value === null);
  });
  if (notComponent)
    return failed([
      {
        name: 'PageComponentError',
        severity: 'error',
        message: `${relPosix(ctx.siteDir, notComponent)} must default-export a component.`,
        file: relPosix(ctx.siteDir, notComponent),
        why: 'Docusaurus renders the default export of src/theme/Root, src/theme/Layout/Provider and src/theme/Layout around every page, with the page as its children; docgen does too.',
        fix: 'export default function Root({ children }) { return <>{children}</>; }',
      },
    ]);
  const shared = new Map(
    siteFiles.map((f) => [f, { id: ids.get(f)!, names: Object.keys(loaded[ids.get(f)!] as object) }] as const),
  );
  const packages = new Map(
    [...packageIds].map(([spec, id]) => [
      spec,
      { id, names: Object.keys(loaded[id] as object), dir: packageDirs.get(spec)! },
    ]),
  );
  const diagnostics: Diagnostic[] = [...found];
  // Markdown the wrappers import is compiled for the browser as for the server (a Root that
  // hydrates renders it again there), as a component's island has it.
  const browser = await bundleForBrowser(ctx, modules, entryFile, undefined, undefined, imports?.key);
  let chunk: SiteRoot['chunk'];
  if ('error' in browser) diagnostics.push(notBundled(ctx, files[0]!, browser));
  else
    chunk = {
      url: siteHref(ctx, `/${browser.js.out}`),
      out: browser.js.out,
      file: browser.js.file,
      ...(browser.interactive ? { interactive: browser.interactive } : {}),
    };
  const all = [...new Set([...inputs, ...('error' in browser ? [] : browser.inputs)])].filter((f) => f !== entryFile);
  const css = 'error' in browser ? undefined : browser.css;
  const media = 'error' in browser ? [] : browser.media;
  const root: SiteRoot = {
    files,
    ...(wrappers.layout ? { layout: wrappers.layout } : {}),
    url,
    shared,
    packages,
    media,
    inputs: all.sort(),
    ...(chunk ? { chunk } : {}),
    ...(css ? { stylesheet: { url: `/${css.out}`, out: css.out, file: css.file } } : {}),
    key: `${url}\0${chunk?.url ?? ''}`,
  };
  setCurrentRoot(ctx.siteDir, root);
  return { root, diagnostics, links };
}
