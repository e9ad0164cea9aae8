import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { closest, type Diagnostic, escapeRegExp, offsetToPosition } from '@docgen/diagnostics';
import { relPosix } from '../util/paths.js';
import { maskCode } from './render-error.js';
import { resolveSpecifier } from './resolve.js';
import { shareDocgenReact } from '../util/share-react.js';
import { missingExportDiagnostic } from '../util/missing-exports.js';
import { componentUrlOf } from './modules.js';
import { builtInAliasesOf } from './aliases.js';

/**
 * Names of Docusaurus modules docgen answers without them (the module is given, this export is
 * not), and what to do instead. A whole module docgen does not give is `UNPROVIDED` of `resolve.ts`.
 */
const UNPROVIDED_EXPORTS: Record<string, Record<string, string>> = {};

/** Hooks of the state of Docusaurus' layout (its React navbar, sidebar, TOC), which docgen's is not. */
export const CHROME_STATE =
  /^(useNavbar\w*|NavbarSecondaryMenu\w*|useHideableNavbar|useLockBodyScroll|useAnnouncementBar|AnnouncementBarProvider|useDocSidebarItemsExpandedState|useTOCHighlight|useFilteredAndTreeifiedTOC|useSkipToContent|SkipToContent\w*|PluginHtmlClassNameProvider)$/;

/**
 * Whether a browser bundle failed only on a name docgen's Docusaurus module does not export:
 * the page's render reports it (`missingModuleExport`), as an error at the same import.
 */
export function missingExportOfTheme(error: string, modules: Readonly<Record<string, string>>): boolean {
  const file = /^No matching export in "([^"]+)" for import "[^"]+"/.exec(error)?.[1];
  if (!file) return false;
  const tail = file.replace(/\\/g, '/').replace(/^(\.\.\/)+/, '');
  return Object.values(modules).some((url) => url.endsWith(`/${tail}`));
}

const MISSING_EXPORT = /The requested module '([^']+)' does not provide an export named '([^']+)'/;

/**
 * The UnresolvedImport of a name a site file imports from one of docgen's Docusaurus modules
 * that the module does not export (Node's link error when the page runs), at that import in the
 * site's files the page is made of; undefined for any other error.
 */
export async function missingModuleExport(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  error: Error,
  files: Iterable<string>,
): Promise<Diagnostic | undefined> {
  const [, url, name] = MISSING_EXPORT.exec(error.message) ?? [];
  const specifier = url && Object.keys(modules).find((s) => modules[s] === url);
  if (!specifier || !name) return undefined;
  return missingExport(ctx, specifier, url, name, files);
}

/**
 * The names an MDX page imports from docgen's Docusaurus modules that they do not export, each an
 * UnresolvedImport at its import. MDX runs its imports as `await import()`, so a missing name
 * would be `undefined` on the page ("is not a function"), not a link error naming it.
 */
export async function missingPageImports(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  file: string,
  body: string,
  /** The page's imports of site files (specifier → file): a name one lacks is a warning. */
  siteFiles?: ReadonlyMap<string, string>,
): Promise<Diagnostic[]> {
  const urlOf = (specifier: string) => {
    const resolved = resolveSpecifier(ctx, modules, specifier, file);
    return resolved.kind === 'url' ? resolved.url : undefined;
  };
  const found: Diagnostic[] = [];
  // An import shown in a code block is text, not the page's.
  for (const m of maskCode(body).matchAll(/^import\s+(?!type\b)([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const siteFile = siteFiles?.get(m[2]!);
    if (siteFile) {
      found.push(...(await missingSiteImports(ctx, file, m[1]!, m[2]!, siteFile)));
      continue;
    }
    const braces = /\{([^}]*)\}/.exec(m[1]!)?.[1];
    const url = braces ? urlOf(m[2]!) : undefined;
    const specifier = url && Object.keys(modules).find((s) => modules[s] === url);
    if (!url || !specifier) continue;
    shareDocgenReact();
    const exports = Object.keys(await import(url));
    for (const part of braces!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (!name || name.startsWith('type ') || exports.includes(name)) continue;
      found.push(await missingExport(ctx, m[2]!, url, name, [file]));
    }
  }
  return found;
}

/**
 * The names an MDX page imports from a site file (`clause`, what stands between `import` and
 * `from`) that its compiled module does not export: a MissingExport warning each, at its import.
 */
async function missingSiteImports(
  ctx: SiteContext,
  file: string,
  clause: string,
  specifier: string,
  siteFile: string,
): Promise<Diagnostic[]> {
  const url = componentUrlOf(siteFile);
  const [, first, braces] = /^([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*$/.exec(clause.trim()) ?? [];
  if (!url || (!first && !braces)) return [];
  shareDocgenReact();
  let loaded: Record<string, unknown>;
  try {
    loaded = await import(url);
  } catch {
    // A module that fails to load (its own import of a name docgen's Docusaurus modules lack) is
    // reported where the page imports it; its exports say nothing here.
    return [];
  }
  const exports = new Set(Object.keys(loaded));
  const names = [
    ...(first ? ['default'] : []),
    ...(braces ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name && !name.startsWith('type ')),
  ];
  const rel = relPosix(ctx.siteDir, siteFile);
  return names
    .filter((name) => !exports.has(name))
    .map((name) =>
      missingExportDiagnostic(name, rel, {
        file: relPosix(ctx.siteDir, file),
        ...(name === 'default'
          ? importStatementOf(file, specifier)
          : positionOf(importOf(ctx, [file], name, specifier))),
      }),
    );
}

/** Where a file's `import Name from 'specifier'` names its default import. */
function importStatementOf(file: string, specifier: string): { line?: number; column?: number } {
  const text = maskCode(fs.readFileSync(file, 'utf8'));
  const statement = new RegExp(`^import\\s+([\\w$]+)[^;]*?from\\s*['"]${escapeRegExp(specifier)}['"]`, 'dm');
  const at = statement.exec(text)?.indices?.[1]?.[0];
  return at === undefined ? {} : offsetToPosition(text, at);
}

async function missingExport(
  ctx: SiteContext,
  specifier: string,
  url: string,
  name: string,
  files: Iterable<string>,
): Promise<Diagnostic> {
  shareDocgenReact();
  const exports = Object.keys(await import(url)).filter((n) => n !== 'default');
  const near = closest(name, exports);
  const key = specifier.replace(/^@theme-(original|init)\//, '@theme/');
  const { written, ...at } = importOf(ctx, files, name, specifier);
  const aliased = written !== undefined && written !== specifier;
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `Cannot resolve import "${name}" from "${written ?? specifier}": docgen's ${key} has no such export.`,
    ...at,
    why: aliased
      ? `Docusaurus renders every page inside react-router; docgen answers "${written}" with its ${key}, its own module, which exports ${exports.join(', ')}.`
      : `docgen answers ${key} with its own module, which exports ${exports.join(', ')}.`,
    fix:
      UNPROVIDED_EXPORTS[key]?.[name] ??
      (CHROME_STATE.test(name)
        ? `${name} is the state of Docusaurus' own page chrome (navbar, sidebar, table of contents, announcement bar), which docgen's layout renders itself, without React: remove the component that uses it, or change docgen's layout with a theme override (docs/guide/theme-overrides.md).`
        : undefined) ??
      (near.length > 0
        ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}?`
        : 'write what it gives in a file of src/components/ (imported from "@site/src/components/…"), or remove the import.'),
  };
}

function positionOf(found: ReturnType<typeof importOf>): { file?: string; line?: number; column?: number } {
  const { written: _, ...at } = found;
  return at;
}

/** Where a site file imports `name` from `specifier` (`import { name } from '…'`). */
function importOf(
  ctx: SiteContext,
  files: Iterable<string>,
  name: string,
  specifier: string,
): { file?: string; line?: number; column?: number; written?: string } {
  // The specifier as written: one of docgen's aliases of it (`react-router-dom`) too.
  const forms = [specifier, ...builtInAliasesOf(specifier)].map(escapeRegExp).join('|');
  const statement = new RegExp(
    `import\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{[^}]*?\\b(${escapeRegExp(name)})\\b[^}]*\\}\\s*from\\s*['"](${forms})['"]`,
    'd',
  );
  for (const file of files) {
    if (!/\.[cm]?[jt]sx?$|\.mdx?$/.test(file) || path.relative(ctx.siteDir, file).startsWith('..')) continue;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
      if (/\.mdx?$/.test(file)) text = maskCode(text);
    } catch {
      continue;
    }
    const m = statement.exec(text);
    const at = m?.indices?.[1]?.[0];
    if (at !== undefined) return { file: relPosix(ctx.siteDir, file), ...offsetToPosition(text, at), written: m![2]! };
  }
  return {};
}
