import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { nativeModuleTypes, withFileNames } from '../util/native-module-type.js';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { resolveSpecifier } from '../mdx/resolve.js';
import { relPosix } from '../util/paths.js';
import { esbuild } from '../util/esbuild.js';
import { siteHref } from '../routes/base-url.js';
import { provideInject } from '../mdx/provide.js';
import {
  BROWSER_DEFINES,
  BROWSER_CONDITIONS,
  BROWSER_MAIN_FIELDS,
  SITE_BROWSER_SUPPORTED,
  siteResolveExtensions,
  siteNodePaths,
} from '../util/import-resolve.js';
import { sitePluginData } from '../docusaurus/site-plugin-data.js';
import { docusaurusSiteConfig, docusaurusThemeConfig } from '../docusaurus/docusaurus-data.js';
import { missingEntry } from './site-entries.js';

/** The site's client modules as one script every page loads after the runtime. */
export interface SiteScript {
  /** The modules (absolute), for the bundle's cache key. */
  files: string[];
  /** `mermaidApi`: the site path of docgen's mermaid module, which `import('mermaid')` gets. */
  build(
    found: Diagnostic[],
    mermaidApi?: string,
  ): Promise<{ path: string; bytes: Uint8Array; inputs: string[] } | undefined>;
}

/**
 * Docusaurus' `clientModules` that are scripts (stylesheets go with customCss): bundled with
 * esbuild into one module, `assets/js/site-client-<hash>.js`, which runs each on the first load
 * and calls their `onRouteUpdate` / `onRouteDidUpdate` lifecycles around every in-place
 * navigation (`@docgen/client`'s client-modules.ts). `@docusaurus/*` and `@site/` imports
 * resolve as in components. A missing file is an InvalidConfigValue at its entry; a module that
 * does not compile, an error at its line. `entries`: `siteScriptEntries`.
 */
export function siteClientModules(
  ctx: SiteContext,
  entries: readonly string[],
  clientDir: string,
  docusaurusModules: Readonly<Record<string, string>>,
  diagnostics: Diagnostic[],
): SiteScript | undefined {
  const files: string[] = [];
  for (const entry of entries) {
    const file = moduleFile(ctx.siteDir, entry);
    if (file) files.push(file);
    else diagnostics.push(missingEntry(ctx, 'clientModules', entry));
  }
  if (files.length === 0) return undefined;
  const runner = path.join(clientDir, 'client-modules.js');
  const contents = [
    ...files.map((file, i) => `import * as m${i} from ${JSON.stringify(file)};`),
    `import { runClientModules } from ${JSON.stringify(runner)};`,
    `runClientModules([${files.map((_, i) => `m${i}`).join(', ')}]);`,
  ].join('\n');
  return {
    files,
    async build(found, mermaidApi) {
      try {
        const result = await esbuild().build({
          stdin: { contents, resolveDir: ctx.siteDir, sourcefile: 'site-client.js', loader: 'js' },
          absWorkingDir: ctx.siteDir,
          nodePaths: siteNodePaths(ctx.siteDir),
          bundle: true,
          format: 'esm',
          platform: 'browser',
          mainFields: BROWSER_MAIN_FIELDS,
          conditions: BROWSER_CONDITIONS,
          inject: provideInject(ctx),
          resolveExtensions: siteResolveExtensions(ctx.config),
          target: 'es2020',
          supported: SITE_BROWSER_SUPPORTED,
          minify: true,
          write: false,
          metafile: true,
          outdir: '/assets/js',
          entryNames: 'site-client-[hash]',
          legalComments: 'none',
          logLevel: 'silent',
          jsx: 'automatic',
          define: { ...BROWSER_DEFINES, ...ctx.config.define },
          plugins: nativeModuleTypes([
            docusaurusSpecifiers(ctx, docusaurusModules),
            ...(mermaidApi ? [docgenMermaid(siteHref(ctx, mermaidApi))] : []),
          ]),
        });
        const out = result.outputFiles.find((f) => f.path.endsWith('.js'));
        if (!out) return undefined;
        const inputs = Object.keys(result.metafile.inputs)
          .filter((p) => !/^[\w-]{2,}:/.test(p) && p !== 'site-client.js')
          .map((p) => path.resolve(ctx.siteDir, p));
        return { path: `assets/js/${path.basename(out.path)}`, bytes: out.contents, inputs };
      } catch (error) {
        for (const m of (withFileNames(error) as { errors?: import('esbuild').Message[] }).errors ?? [])
          found.push({
            name: 'BrowserBundleError',
            severity: 'error',
            message: `A client module does not compile for the browser: ${m.text}`,
            ...(m.location
              ? {
                  file: relPosix(ctx.siteDir, path.resolve(ctx.siteDir, m.location.file)),
                  line: m.location.line,
                  column: m.location.column + 1,
                }
              : {}),
            why: 'clientModules are bundled for the browser with esbuild, as Docusaurus bundles them with webpack.',
            fix: m.notes[0]?.text ?? 'fix the module at that line, or install the package it imports.',
          });
        return undefined;
      }
    },
  };
}

/**
 * `mermaid` as the diagrams draw with it (with `markdown.mermaid`): Docusaurus' theme-mermaid
 * and a client module share the site's one mermaid, so icons or layouts the module registers
 * (`registerIconPacks`, `registerLayoutLoaders`) are the diagrams'. docgen's module of the
 * library's exports, loaded by its URL (the library's own copy would be a second one).
 */
function docgenMermaid(url: string): Plugin {
  return {
    name: 'docgen-client-module-mermaid',
    setup(b) {
      b.onResolve({ filter: /^mermaid$/ }, () => ({ path: url, external: true }));
    },
  };
}

/** `@docusaurus/*`, `@theme/*` and `@site/` as components import them. */
function docusaurusSpecifiers(ctx: SiteContext, docusaurusModules: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'docgen-client-module-imports',
    setup(b) {
      b.onResolve({ filter: /^@generated\/(docusaurus\.config|i18n|globalData)$/ }, (args) => ({
        path: args.path,
        namespace: GENERATED,
      }));
      b.onResolve({ filter: /^@generated\/codeTranslations$/ }, () => ({
        errors: [
          {
            text: 'A client module cannot read "@generated/codeTranslations": it runs once for the whole site, outside any page of a locale.',
            notes: [
              {
                text: "translate its texts where a page renders them (translate() of @docusaurus/Translate in a component), or read the locale from @generated/i18n and keep the module's own texts by locale.",
              },
            ],
          },
        ],
      }));
      b.onLoad({ filter: /.*/, namespace: GENERATED }, (args) => ({
        contents: generatedModule(ctx, args.path),
        loader: 'js',
      }));
      b.onResolve({ filter: /^(@theme|@docusaurus|@site|@generated)\// }, (args) => {
        const from = path.isAbsolute(args.importer) ? args.importer : path.join(ctx.siteDir, 'site-client.js');
        const resolved = resolveSpecifier(ctx, docusaurusModules, args.path, from);
        if (resolved.kind === 'error')
          return {
            errors: [{ text: resolved.error.message, notes: resolved.error.fix ? [{ text: resolved.error.fix }] : [] }],
          };
        if (resolved.kind === 'url') return { path: fileURLToPath(resolved.url) };
        return { path: resolved.file };
      });
    },
  };
}

const GENERATED = 'docgen-generated';

/**
 * A module Docusaurus' build generates, as a client module gets it in the browser (no page is
 * rendered there: it is read at the first load): the site's config and global data of the default
 * locale, whose texts the client code rarely shows, and `i18n` with the locale of the page's URL.
 */
function generatedModule(ctx: SiteContext, specifier: string): string {
  const locale = ctx.defaultLocale.code;
  const locales = ctx.locales.map((l) => l.code);
  const i18n = { defaultLocale: locale, locales, path: 'i18n', localeConfigs: {} };
  if (specifier === '@generated/docusaurus.config')
    return `export default ${JSON.stringify({
      ...docusaurusSiteConfig(ctx, locale),
      i18n,
      themeConfig: docusaurusThemeConfig(ctx, locale),
    })};`;
  if (specifier === '@generated/globalData')
    return `export default ${JSON.stringify(sitePluginData(ctx.siteDir, locale).globalData)};`;
  // Each locale is served under its prefix (`/fr/…`) after the base URL, as Docusaurus builds it.
  const prefixes = JSON.stringify(locales.filter((l) => l !== locale));
  const base = JSON.stringify(ctx.config.baseUrl);
  return `const i18n = ${JSON.stringify(i18n)};
const rest = location.pathname.startsWith(${base}) ? location.pathname.slice(${base}.length) : '';
i18n.currentLocale = ${prefixes}.find((l) => rest === l || rest.startsWith(l + '/')) ?? ${JSON.stringify(locale)};
export default i18n;`;
}

/** A client module as Docusaurus finds it: a file of the site, else a package's module. */
function moduleFile(siteDir: string, entry: string): string | undefined {
  const file = path.resolve(siteDir, entry);
  if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  if (entry.startsWith('.') || path.isAbsolute(entry)) return undefined;
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(entry);
  } catch {
    return undefined;
  }
}
