import fs from 'node:fs';
import { generatedImport } from './generated-modules.js';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { closest, type Diagnostic, didYouMean } from '@docgen/diagnostics';
import { resolveAsImport } from '../util/import-resolve.js';
import { realFile, relativeSpecifier, relPosix } from '../util/paths.js';
import { aliasOf, aliasWhy, docusaurusAliasOf } from './aliases.js';
import { requiredModule, requiredModules } from './required-module.js';
import { absentDocusaurusModule, absentDocusaurusNames, absentModules } from './absent-module.js';
import { missingPackage } from './missing-package.js';
import { staticDirs } from '../util/static-dirs.js';
import {
  EXTENSIONS,
  findFile,
  nextThemeFile,
  ownThemeFile,
  SITE_THEME_DIR,
  siteThemeFile,
} from '../docusaurus/site-theme.js';
import { type InlineLoader, inlineLoaderChain, resolveLoaders } from './inline-loaders.js';
import { RAW_LOADER, rawLoaderImports } from './loader-imports.js';
import { importByRules } from './rule-imports.js';
import { themeImportFix } from './theme-import-fix.js';
import { inSiteThemeDirs, swizzledMapFile } from '../docusaurus/swizzled-map.js';
import { liveCodeTheme } from './live-code-block.js';
import { themePackageFile } from './theme-package-files.js';

export { findFile, rawLoaderImports, SITE_THEME_DIR, siteThemeFile };

/** webpack's inline prefixes that only turn the configured loaders off (`!!./file`): no loader follows. */
const LOADER_PREFIX = /^(?:-!|!!|!)(?=[^!]+$)/;

/**
 * The file a specifier names under a webpack inline prefix with no loader (`!!./file`) or a
 * resource query (`./file.ts?raw`), and whether the query is `raw`: the file's text, as webpack 5's
 * asset modules guide writes it (`resourceQuery: /raw/, type: 'asset/source'`) and as Vite has it
 * built in. Undefined for a specifier with neither (or a URL).
 */
export function plainSpecifier(specifier: string): { path: string; raw: boolean } | undefined {
  if (/^[\w-]{2,}:/.test(specifier)) return undefined;
  const bare = specifier.replace(LOADER_PREFIX, '');
  const q = bare.indexOf('?');
  if (bare === specifier && q < 0) return undefined;
  const query = q < 0 ? '' : bare.slice(q + 1);
  return {
    path: q < 0 ? bare : bare.slice(0, q),
    raw: query.split('&').some((part) => part.split('=')[0] === 'raw'),
  };
}

/** What an import of an MDX file resolves to: a module file, an MDX file to compile, or a package URL. */
export type ResolvedImport =
  /** `sitePackage`: a package of the site's node_modules (imported through `interopModule`). */
  | { kind: 'url'; url: string; sitePackage?: true }
  | { kind: 'module'; file: string }
  | { kind: 'mdx'; file: string }
  /** `!!raw-loader!./file`: the file's text is the default export. */
  | { kind: 'raw'; file: string }
  /** `!!yaml-loader!./data.yaml`: the module the site's loaders make of the file. */
  | { kind: 'loaded'; file: string; loaders: InlineLoader[] }
  | { kind: 'error'; error: Diagnostic };

/** The site's page modules and MDX must render with the theme's React: one copy, docgen's. */
export const SHARED_PACKAGES = /^(react|react-dom)(\/|$)/;
const docgenRequire = createRequire(import.meta.url);

/**
 * Resolves one specifier written in an MDX file (or in a component it imports): the theme's
 * Docusaurus modules, `@site/…`, relative files (extension optional, `index` of a folder), and
 * packages (from the site, React from docgen). `from` is the importing file.
 */
export function resolveSpecifier(
  ctx: SiteContext,
  docusaurusModules: Readonly<Record<string, string>>,
  specifier: string,
  from: string,
  /** The specifier is an alias's target: not looked up in the aliases again. */
  target = false,
): ResolvedImport {
  return importByRules(ctx, specifier, resolveWritten(ctx, docusaurusModules, specifier, from, target), from);
}

function resolveWritten(
  ctx: SiteContext,
  docusaurusModules: Readonly<Record<string, string>>,
  specifier: string,
  from: string,
  target: boolean,
): ResolvedImport {
  const aliased = target ? undefined : aliasOf(ctx, specifier, from);
  if (aliased) {
    const inner = resolveSpecifier(ctx, docusaurusModules, aliased.specifier, from, true);
    if (inner.kind !== 'error') return inner;
    const message = inner.error.message.replace(`"${aliased.specifier}"`, `"${specifier}"`);
    return { kind: 'error', error: { ...inner.error, message, why: `${aliasWhy(aliased)} ${inner.error.why ?? ''}` } };
  }
  const theme = themeImport(ctx, docusaurusModules, specifier, from);
  if (theme) return theme;
  const chain = inlineLoaderChain(specifier);
  if (chain) {
    const loaders = resolveLoaders(ctx, specifier, chain.names, from);
    if (!Array.isArray(loaders)) return { kind: 'error', error: loaders };
    const inner = resolveSpecifier(ctx, docusaurusModules, chain.resource, from);
    if (inner.kind === 'error') {
      const message = inner.error.message.replace(`"${chain.resource}"`, `"${specifier}"`);
      return { kind: 'error', error: { ...inner.error, message } };
    }
    if (inner.kind !== 'url') return { kind: 'loaded', file: inner.file, loaders };
    // A package's file (`!!yaml-loader!pkg/data.yaml`) is loaded as well.
    return inner.url.startsWith('file:') ? { kind: 'loaded', file: fileURLToPath(inner.url), loaders } : inner;
  }
  const raw = RAW_LOADER.exec(specifier);
  if (raw) {
    const inner = resolveSpecifier(ctx, docusaurusModules, specifier.slice(raw[0].length), from);
    if (inner.kind === 'module' || inner.kind === 'mdx' || inner.kind === 'raw' || inner.kind === 'loaded')
      return { kind: 'raw', file: inner.file };
    if (inner.kind === 'url' && inner.url.startsWith('file:')) return { kind: 'raw', file: fileURLToPath(inner.url) };
    return inner;
  }
  const plain = plainSpecifier(specifier);
  if (plain) {
    const inner = resolveSpecifier(ctx, docusaurusModules, plain.path, from);
    if (inner.kind === 'error')
      return {
        kind: 'error',
        error: { ...inner.error, message: inner.error.message.replace(`"${plain.path}"`, `"${specifier}"`) },
      };
    if (!plain.raw) return inner;
    if (inner.kind === 'module' || inner.kind === 'mdx' || inner.kind === 'raw' || inner.kind === 'loaded')
      return { kind: 'raw', file: inner.file };
    if (inner.kind === 'url' && inner.url.startsWith('file:')) return { kind: 'raw', file: fileURLToPath(inner.url) };
    return inner;
  }
  if (specifier.startsWith('/') && !specifier.startsWith('//')) return rootedImport(ctx, specifier, from);
  const filePath = specifier.startsWith('@site/')
    ? path.join(ctx.siteDir, specifier.slice('@site/'.length))
    : relativeSpecifier(specifier)
      ? path.resolve(path.dirname(realFile(from, ctx.siteDir)), specifier)
      : undefined;
  if (filePath !== undefined) {
    const file = findFile(filePath);
    if (file) return /\.mdx?$/.test(file) ? { kind: 'mdx', file } : { kind: 'module', file };
    const near = nearFiles(filePath);
    return {
      kind: 'error',
      error: {
        name: 'UnresolvedImport',
        severity: 'error',
        message: `Cannot resolve import "${specifier}": ${relPosix(ctx.siteDir, filePath)} does not exist.`,
        why: `Imports are resolved from ${relPosix(ctx.siteDir, from)} (@site/ from the site folder), with or without ${EXTENSIONS.join(', ')}.`,
        fix:
          near.length > 0
            ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}?`
            : 'create the file, or correct the path.',
      },
    };
  }
  if (isBuiltin(specifier))
    return { kind: 'url', url: specifier.startsWith('node:') ? specifier : `node:${specifier}` };
  try {
    const file = SHARED_PACKAGES.test(specifier)
      ? docgenRequire.resolve(specifier)
      : resolveAsImport(ctx.siteDir, specifier);
    // A package's stylesheet (`import 'pkg/dist/style.css'`) is bundled as a site file's CSS is.
    if (/\.css$/i.test(file)) return { kind: 'module', file };
    const url = pathToFileURL(file).href;
    return SHARED_PACKAGES.test(specifier) ? { kind: 'url', url } : { kind: 'url', url, sitePackage: true };
  } catch {
    return { kind: 'error', error: missingPackage(ctx, specifier, 'an MDX file') };
  }
}

/** Docusaurus' theme aliases: which part of the specifier names the component. */
const THEME_ALIAS = /^@(theme|theme-original|theme-init)\/(.+)$/;

/**
 * `@theme/X` as Docusaurus' aliases resolve it: the site's own `src/theme/X` first (see ownThemeFile),
 * then the theme's (docgen's answer); `@theme-original/X` and `@theme-init/X` always the theme's, so
 * a site's `src/theme/X` can wrap it. Undefined for none of these (nor another `@docusaurus/…`).
 */
function themeImport(
  ctx: SiteContext,
  docusaurusModules: Readonly<Record<string, string>>,
  written: string,
  from: string,
): ResolvedImport | undefined {
  const asset = themePackageFile(ctx.siteDir, written, from, (name) => ownThemeFile(ctx, name));
  if (asset) return 'file' in asset ? { kind: 'module', file: asset.file } : { kind: 'error', error: asset.error };
  const specifier = docusaurusAliasOf(written);
  const alias = THEME_ALIAS.exec(specifier);
  if (alias && alias[1] !== 'theme-init') {
    const own = alias[1] === 'theme' ? ownThemeFile(ctx, alias[2]!) : nextThemeFile(ctx, alias[2]!, from);
    if (own) return /\.mdx?$/.test(own) ? { kind: 'mdx', file: own } : { kind: 'module', file: own };
    const live =
      alias[1] === 'theme' || inSiteThemeDirs(ctx, from) ? liveCodeTheme(ctx, alias[1]!, alias[2]!) : undefined;
    if (live) return { kind: 'module', file: live };
    // The map Docusaurus' would be with the site's swizzled fence components (`swizzled-map.ts`).
    const mapped = alias[2] === 'MDXComponents' && (alias[1] === 'theme' || inSiteThemeDirs(ctx, from));
    const map = mapped ? swizzledMapFile(ctx) : undefined;
    if (map) return { kind: 'module', file: map };
  }
  const known = docusaurusModules[alias ? `@theme/${alias[2]}` : specifier];
  if (known) return { kind: 'url', url: known };
  if (!alias && !specifier.startsWith('@docusaurus/')) return generatedImport(docusaurusModules, specifier);
  const names = Object.keys(docusaurusModules);
  const original = alias && alias[1] !== 'theme';
  return {
    kind: 'error',
    error: {
      name: 'UnresolvedImport',
      severity: 'error',
      message: `Cannot resolve import "${written}": docgen has no such Docusaurus module${original ? ` to wrap (no theme component "${alias[2]}")` : ''}.`,
      why: `docgen answers these Docusaurus imports with its own components: ${names.join(', ')}${alias ? `; @theme/X is first looked for in the site's ${SITE_THEME_DIR}/X` : ''}.`,
      fix:
        UNPROVIDED[specifier] ??
        (alias
          ? themeImportFix(ctx.siteDir, alias[2]!, Boolean(original), names)
          : (didYouMean(specifier, names) ??
            'write what it gives in a file of src/components/ (imported from "@site/src/components/…"), or remove the import.')),
    },
  };
}

/** What to do instead of a Docusaurus module docgen cannot honour on a static site. */
const UNPROVIDED: Record<string, string> = {
  '@docusaurus/useRouteContext':
    'docgen has no client-side route context: read the page with useDocusaurusContext() or useLocation() (@docusaurus/router), or remove the import.',
  '@docusaurus/plugin-content-blog/client':
    "docgen draws the blog's pages with its own layout, without Docusaurus' blog state (useBlogPost, BlogPostProvider, useBlogMetadata): remove the import, or change the blog's pages with a theme override (docs/guide/theme-overrides.md).",
};

/**
 * An import of a site-rooted path (`/img/logo.png`, `require('/static/img/x.svg')`), as
 * Docusaurus' webpack resolves it (`resolve.roots`): in the static folder, then in the site
 * folder. Nothing outside the site folder.
 */
function rootedImport(ctx: SiteContext, specifier: string, from: string): ResolvedImport {
  const roots = [...staticDirs(ctx), ctx.siteDir];
  for (const root of roots) {
    const file = findFile(path.join(root, specifier));
    if (file) return /\.mdx?$/.test(file) ? { kind: 'mdx', file } : { kind: 'module', file };
  }
  // Then as an absolute path (webpack's order), for a file of the site only.
  const absolute = findFile(specifier);
  if (absolute && !path.relative(ctx.siteDir, absolute).startsWith('..'))
    return /\.mdx?$/.test(absolute) ? { kind: 'mdx', file: absolute } : { kind: 'module', file: absolute };
  // Files named near it in the same folder of either root, named as the import would write them.
  const near = roots.flatMap((root) => {
    const dir = path.dirname(path.join(root, specifier));
    const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    return closest(path.basename(specifier), names).map((n) => path.posix.join(path.posix.dirname(specifier), n));
  });
  return {
    kind: 'error',
    error: {
      name: 'UnresolvedImport',
      severity: 'error',
      message: `Cannot resolve import "${specifier}": neither static${specifier} nor ${specifier.slice(1)} exists in the site folder.`,
      why: `A path starting with / is looked for in the site's static/ folder, then in the site folder, as Docusaurus' webpack does (resolve.roots); ${relPosix(ctx.siteDir, from)} imports it.`,
      fix:
        near.length > 0
          ? `did you mean ${[...new Set(near)].map((n) => `"${n}"`).join(', ')}?`
          : 'create the file, or correct the path.',
    },
  };
}

/** Files of the folder named like the one asked for (another extension, a near spelling). */
function nearFiles(base: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(path.dirname(base));
  } catch {
    return [];
  }
  const wanted = path.basename(base).replace(/\.[^.]+$/, '');
  return closest(
    wanted,
    names.map((n) => n.replace(/\.[^.]+$/, '')),
  ).map((n) => `./${n}`);
}

/**
 * esbuild's side of the same rules, for the site's components: Docusaurus modules and React
 * external (the theme's copies), `@site/` into the site folder, an unknown `@theme/…` an error
 * at the import's line.
 */
export function docusaurusImports(ctx: SiteContext, docusaurusModules: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'docgen-docusaurus',
    setup(build) {
      rawLoaderImports(ctx, docusaurusModules, build, resolveSpecifier);
      build.onResolve(
        { filter: /^(@theme|@theme-original|@theme-init|@docusaurus|@site|@generated)\/|^\/[^/]|^react(-dom)?(\/|$)/ },
        async (args) => {
          if (args.kind === 'entry-point') return undefined;
          // A stylesheet's `url('/img/x.png')`: the server compile keeps no CSS (the browser bundle
          // copies the file), so the URL stays as written.
          if (args.kind === 'url-token') return { path: args.path, external: true };
          const resolved = resolveSpecifier(ctx, docusaurusModules, args.path, args.importer);
          if (resolved.kind === 'url')
            return args.kind === 'require-call'
              ? requiredModule(resolved.url)
              : ((await absentDocusaurusNames(ctx.siteDir, args.path, args.importer, resolved.url, true)) ?? {
                  path: resolved.url,
                  external: true,
                });
          if (resolved.kind === 'error') {
            const absent = absentDocusaurusModule(ctx.siteDir, args.path, args.importer);
            if (absent) return absent;
            return {
              errors: [
                {
                  text: resolved.error.message,
                  notes: resolved.error.fix ? [{ text: resolved.error.fix }] : [],
                  detail: { why: resolved.error.why, fix: resolved.error.fix },
                },
              ],
            };
          }
          return { path: resolved.file };
        },
      );
      absentModules(build);
      requiredModules(build);
    },
  };
}
