import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { relPosix } from '../util/paths.js';

/** An import the config's `aliases` rewrites: the specifier resolution continues with. */
export interface Aliased {
  /** `@site/…` for a file of the site, a relative path from the importer for one outside it, or a package. */
  specifier: string;
  /** The key that matched and its value, as the config writes them. */
  key: string;
  value: string;
  /** One of docgen's own aliases (ROUTER_PACKAGES), not the config's. */
  builtIn?: true;
}

/**
 * react-router, which Docusaurus' pages all render inside (`@docusaurus/router` re-exports it):
 * a site component that imports it directly (`import { Link, useLocation } from
 * 'react-router-dom'`) gets docgen's router, as its own import of `@docusaurus/router` does.
 * The package's own hooks would throw outside a `<Router>`, which docgen's pages have none of.
 */
const ROUTER_PACKAGES = new Set(['react-router-dom', 'react-router']);

/** The specifiers docgen's own aliases lead to `target` (`react-router-dom` for `@docusaurus/router`). */
export function builtInAliasesOf(target: string): string[] {
  return target === '@docusaurus/router' ? [...ROUTER_PACKAGES] : [];
}

const isPath = (value: string): boolean => value.startsWith('.') || path.isAbsolute(value);

/**
 * The config's alias of `specifier`, as webpack's `resolve.alias` applies it: `key` matches the
 * specifier or its `key/…` paths, `key$` the specifier alone; the longest key wins.
 */
export function aliasOf(ctx: SiteContext, specifier: string, from: string): Aliased | undefined {
  const aliases = ctx.config.aliases ?? {};
  let best: { key: string; rest: string } | undefined;
  for (const key of Object.keys(aliases)) {
    const exact = key.endsWith('$');
    const name = exact ? key.slice(0, -1) : key;
    const rest =
      specifier === name ? '' : !exact && specifier.startsWith(`${name}/`) ? specifier.slice(name.length) : undefined;
    if (rest !== undefined && (!best || name.length > best.key.replace(/\$$/, '').length)) best = { key, rest };
  }
  if (!best)
    return ROUTER_PACKAGES.has(specifier)
      ? { specifier: '@docusaurus/router', key: `${specifier}$`, value: '@docusaurus/router', builtIn: true }
      : undefined;
  const value = aliases[best.key]!;
  // webpack's AliasPlugin leaves a request that already names the alias's target (`buffer/` under
  // `{ buffer: 'buffer/' }`, how webpack's docs map Node's `buffer` to the package): no loop.
  if (specifier === value || specifier.startsWith(value.endsWith('/') ? value : `${value}/`)) return undefined;
  if (!isPath(value)) return { specifier: value + best.rest, key: best.key, value };
  const target = path.resolve(ctx.siteDir, value) + best.rest;
  const inSite = !path.relative(ctx.siteDir, target).startsWith('..');
  const rel = inSite ? `@site/${relPosix(ctx.siteDir, target)}` : relPosix(path.dirname(from), target);
  return { specifier: inSite || rel.startsWith('.') ? rel : `./${rel}`, key: best.key, value };
}

/** What an alias adds to the diagnostic of an import it rewrote and that still does not resolve. */
export function aliasWhy(aliased: Aliased): string {
  if (aliased.builtIn)
    return `Docusaurus renders every page inside react-router, and docgen answers "${aliased.key.slice(0, -1)}" with its @docusaurus/router.`;
  return `"${aliased.key}" is an import alias of the config (aliases: "${aliased.value}").`;
}

/**
 * esbuild's side: an aliased import of a site component (or React page) is resolved again as
 * its target, by the same plugins (`@site/`, packages, Docusaurus modules).
 */
export function aliasImports(ctx: SiteContext): Plugin {
  return {
    name: 'docgen-aliases',
    setup(build) {
      const keys = [...Object.keys(ctx.config.aliases ?? {}), ...[...ROUTER_PACKAGES].map((p) => `${p}$`)];
      // Go's regexp syntax: the keys quoted, each alone or followed by a path.
      const filter = new RegExp(
        `^(?:${keys.map((k) => (k.endsWith('$') ? `${quote(k.slice(0, -1))}$` : `${quote(k)}(?:/|$)`)).join('|')})`,
      );
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData?.aliased || args.kind === 'entry-point') return undefined;
        const aliased = aliasOf(ctx, args.path, args.importer);
        if (!aliased) return undefined;
        const result = await build.resolve(aliased.specifier, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { aliased: true },
        });
        if (result.errors.length === 0) return result;
        return {
          errors: result.errors.map((e) => ({
            ...e,
            text: `${e.text.replace(`"${aliased.specifier}"`, `"${args.path}"`)} ${aliasWhy(aliased)}`,
          })),
        };
      });
    },
  };
}

const quote = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A folder of the site a bare import's first part may be an alias of (`@components` →
 * `src/components`); a first part of sigils alone (`@/components/Home`, `~/lib/x`) names the
 * folder holding the next part (`src`, where `src/components` is).
 */
export function aliasFolder(ctx: SiteContext, specifier: string): string | undefined {
  const [first, next] = specifier.split('/');
  const name = first!.replace(/^[@~#]+/, '');
  if (!name) {
    if (!next) return undefined;
    const holder = ['src', '.'].find((d) => exists(path.join(ctx.siteDir, d, next)));
    return holder === undefined ? undefined : holder === '.' ? '.' : `./${holder}`;
  }
  const folder = ['src', 'src/components', '.']
    .map((d) => path.posix.join(d, name))
    .find((d) => isDir(path.join(ctx.siteDir, d)));
  return folder === undefined ? undefined : `./${folder}`;
}

/** The fix of a bare import that may be an alias the config lacks: the config line to add. */
export function aliasHint(ctx: SiteContext, specifier: string): string {
  const key = specifier.split('/')[0]!;
  const example = `{ '${key}': '${aliasFolder(ctx, specifier) ?? '<its folder, from the site folder>'}' }`;
  return `if "${key}" is an import alias (webpack's resolve.alias, docusaurus-plugin-module-alias), add it to the config's aliases (aliases: ${example})`;
}

/** A file or folder of that name, with any of the extensions an import leaves out. */
function exists(base: string): boolean {
  return ['', '.js', '.jsx', '.ts', '.tsx', '.mdx', '.md'].some((ext) => fs.existsSync(base + ext));
}

/** Whether an import's first part is sigils alone (`@/x`, `~/x`): an alias, never a package name. */
export function sigilAlias(specifier: string): boolean {
  return /^[@~#]+$/.test(specifier.split('/')[0]!);
}

function isDir(dir: string): boolean {
  return fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** Docusaurus' `@docusaurus/X` alias names this module path. */
const CORE_EXPORT = /^@docusaurus\/core\/lib\/client\/exports\/([^/]+?)(\.js)?$/;
/** A theme package's own module, which Docusaurus' `@theme-original/X` names. */
const THEME_PACKAGE_MODULE = /^@docusaurus\/theme-[\w-]+\/lib\/theme\/(.+?)(?:\/index)?(?:\.js)?$/;

/**
 * The alias of a module path that Docusaurus' aliases name, as sites import it too:
 * `@docusaurus/core/lib/client/exports/Link` is `@docusaurus/Link`,
 * `@docusaurus/theme-classic/lib/theme/Heading` is `@theme-original/Heading`; else `written`.
 */
export function docusaurusAliasOf(written: string): string {
  const core = CORE_EXPORT.exec(written);
  return core ? `@docusaurus/${core[1]}` : written.replace(THEME_PACKAGE_MODULE, '@theme-original/$1');
}
