import path from 'node:path';
import type { SiteContext } from '@docgen/config';

type Condition = string | string[] | undefined;

/** One `textImports` rule (webpack's `type: 'asset/source'` or raw-loader rule), as the config holds it. */
export interface TextImportRule {
  test?: Condition;
  include?: Condition;
  exclude?: Condition;
  resourceQuery?: Condition;
}

/**
 * Whether the site's `textImports` make an import (`specifier`, resolved to `file`) the file's
 * text, as webpack's `module.rules` it came from did: every condition given holds (`exclude`:
 * none of its items), a path condition is a folder of the site the file is in, `resourceQuery`
 * is tested on the query (`raw` of `./x?raw`, or ''). Not under an inline prefix (`!!./x`),
 * which turns webpack's configured rules off.
 */
export function isTextImport(ctx: SiteContext, specifier: string, file: string): boolean {
  return anyRuleMatches(ctx, ctx.config.textImports ?? [], specifier, file);
}

/**
 * Whether the site's `urlImports` make an import the file's URL (webpack's file-loader and
 * `asset/resource` rules), under the same conditions as {@link isTextImport}.
 */
export function isUrlImport(ctx: SiteContext, specifier: string, file: string): boolean {
  return anyRuleMatches(ctx, ctx.config.urlImports ?? [], specifier, file);
}

function anyRuleMatches(ctx: SiteContext, rules: readonly TextImportRule[], specifier: string, file: string): boolean {
  if (specifier.startsWith('!') || specifier.startsWith('-!')) return false;
  const q = specifier.indexOf('?');
  const query = q < 0 ? '' : specifier.slice(q + 1);
  return rules.some((rule) => matches(ctx, rule, file, query));
}

/** One `loaderImports` rule: webpack's rule conditions and the loaders it runs (`use`). */
export type LoaderImportRule = TextImportRule & { use: string | string[] };

/**
 * The first of the site's `loaderImports` that makes an import (`specifier`, resolved to `file`)
 * the module its loaders make of the file, under the same conditions as {@link isTextImport}.
 */
export function loaderImportRule(ctx: SiteContext, specifier: string, file: string): LoaderImportRule | undefined {
  const rules: LoaderImportRule[] = ctx.config.loaderImports ?? [];
  if (rules.length === 0 || specifier.startsWith('!') || specifier.startsWith('-!')) return undefined;
  const q = specifier.indexOf('?');
  const query = q < 0 ? '' : specifier.slice(q + 1);
  return rules.find((rule) => matches(ctx, rule, file, query));
}

/** A webpack rule of the Docusaurus site that docgen does not apply (`webpackRules`), with where it is and what it does. */
export type WebpackRule = TextImportRule & { from: string; does: string };

/**
 * The first of the config's `webpackRules` (rules docgen does not apply, which the migration
 * keeps) that matches an import of `file` with `query`, under the same conditions as
 * `textImports`: what an import docgen cannot build was meant to go through.
 */
export function unappliedWebpackRule(ctx: SiteContext, file: string, query: string): WebpackRule | undefined {
  const rules: WebpackRule[] = ctx.config.webpackRules ?? [];
  return rules.find((rule) => matches(ctx, rule, file, query));
}

/** Every condition of the rule holds for the file and the query (`exclude`: none of its items). */
function matches(ctx: SiteContext, rule: TextImportRule, file: string, query: string): boolean {
  return (
    holds(ctx, rule.test, file, true) &&
    holds(ctx, rule.include, file, true) &&
    !holds(ctx, rule.exclude, file, false) &&
    queryHolds(rule.resourceQuery, query)
  );
}

/** A file condition: `absent` when not given (true for test/include, false for exclude). */
function holds(ctx: SiteContext, condition: Condition, file: string, absent: boolean): boolean {
  if (condition === undefined) return absent;
  const posix = file.split(path.sep).join('/');
  return (Array.isArray(condition) ? condition : [condition]).some((c) => {
    if (c.startsWith('.')) {
      const rel = path.relative(path.resolve(ctx.siteDir, c), file);
      return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
    }
    return safeRegExp(c)?.test(posix) ?? false;
  });
}

function queryHolds(condition: Condition, query: string): boolean {
  if (condition === undefined) return true;
  return (Array.isArray(condition) ? condition : [condition]).some((c) => safeRegExp(c)?.test(query) ?? false);
}

const compiled = new Map<string, RegExp | undefined>();

/** The config's regexp source as a RegExp (undefined when it is none: the schema does not check it). */
function safeRegExp(source: string): RegExp | undefined {
  if (!compiled.has(source)) {
    try {
      compiled.set(source, new RegExp(source));
    } catch {
      compiled.set(source, undefined);
    }
  }
  return compiled.get(source);
}
