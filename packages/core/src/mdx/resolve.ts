import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { closest } from '@docgen/diagnostics';
import { siteHasPackage } from '../util/load-module.js';
import { relPosix } from '../util/paths.js';

/** What an import of an MDX file resolves to: a module file, an MDX file to compile, or a package URL. */
export type ResolvedImport =
  | { kind: 'url'; url: string }
  | { kind: 'module'; file: string }
  | { kind: 'mdx'; file: string }
  | { kind: 'error'; error: Diagnostic };

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.mdx', '.md'];
/** The site's page modules and MDX must render with the theme's React: one copy, docgen's. */
const SHARED_PACKAGES = /^(react|react-dom)(\/|$)/;
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
): ResolvedImport {
  const known = docusaurusModules[specifier];
  if (known) return { kind: 'url', url: known };
  if (/^@(theme|theme-original|docusaurus)\//.test(specifier)) {
    const names = Object.keys(docusaurusModules);
    const near = closest(specifier, names);
    return {
      kind: 'error',
      error: {
        name: 'UnresolvedImport',
        severity: 'error',
        message: `Cannot resolve import "${specifier}": docgen has no such Docusaurus module.`,
        why: `docgen answers these Docusaurus imports with its own components: ${names.join(', ')}.`,
        fix:
          near.length > 0
            ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}?`
            : 'write the component in src/components/ and import it from "@site/src/components/…", or remove the import.',
      },
    };
  }
  const filePath = specifier.startsWith('@site/')
    ? path.join(ctx.siteDir, specifier.slice('@site/'.length))
    : specifier.startsWith('./') || specifier.startsWith('../')
      ? path.resolve(path.dirname(from), specifier)
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
    const resolver = SHARED_PACKAGES.test(specifier)
      ? docgenRequire
      : createRequire(path.join(ctx.siteDir, 'package.json'));
    return { kind: 'url', url: pathToFileURL(resolver.resolve(specifier)).href };
  } catch {
    return { kind: 'error', error: missingPackage(specifier, 'an MDX file') };
  }
}

function missingPackage(specifier: string, importer: string): Diagnostic {
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `Cannot resolve import "${specifier}": no such package in the site's node_modules.`,
    why: `Packages ${importer} imports are resolved from the site folder.`,
    fix: `install it in the site folder (npm install ${packageName(specifier)}), or remove the import.`,
  };
}

/**
 * The packages a site component imports, checked while it compiles: one the site does not have
 * is an UnresolvedImport at the component's import (as a page's own import of it), not a failure
 * of the page when its compiled module is loaded. They stay external (one React, one copy each).
 */
export function sitePackages(ctx: SiteContext): Plugin {
  return {
    name: 'docgen-site-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./#]/ }, (args) => {
        const specifier = args.path;
        if (
          isBuiltin(specifier) ||
          /^(@theme|@theme-original|@docusaurus|@site|@docgen)\//.test(specifier) ||
          SHARED_PACKAGES.test(specifier) ||
          path.isAbsolute(specifier) ||
          /^[\w-]{2,}:/.test(specifier) ||
          siteHasPackage(ctx.siteDir, specifier)
        )
          return undefined;
        const error = missingPackage(specifier, 'a site component');
        return { errors: [{ text: error.message, detail: { why: error.why, fix: error.fix } }] };
      });
    },
  };
}

function findFile(base: string): string | undefined {
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => fs.statSync(c, { throwIfNoEntry: false })?.isFile());
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

function packageName(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
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
      build.onResolve({ filter: /^(@theme|@theme-original|@docusaurus|@site)\/|^react(-dom)?(\/|$)/ }, (args) => {
        const resolved = resolveSpecifier(ctx, docusaurusModules, args.path, args.importer);
        if (resolved.kind === 'url') return { path: resolved.url, external: true };
        if (resolved.kind === 'error')
          return {
            errors: [
              {
                text: resolved.error.message,
                notes: resolved.error.fix ? [{ text: resolved.error.fix }] : [],
                detail: { why: resolved.error.why, fix: resolved.error.fix },
              },
            ],
          };
        return { path: resolved.file };
      });
    },
  };
}
