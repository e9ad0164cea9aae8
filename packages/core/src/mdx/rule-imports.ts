import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { relPosix } from '../util/paths.js';
import { ruleFix } from './assets.js';
import type { ResolvedImport } from './resolve.js';
import { resolveLoaders } from './inline-loaders.js';
import { isTextImport, loaderImportRule, unappliedWebpackRule } from './text-imports.js';

/**
 * What the site's webpack rules make of an import resolved to a file of the site: its text
 * (`textImports`), what its loaders make of it (`loaderImports`), an error naming the unapplied
 * rule its query selects, or the file as resolved.
 */
export function importByRules(
  ctx: SiteContext,
  specifier: string,
  resolved: ResolvedImport,
  from: string,
): ResolvedImport {
  if (resolved.kind !== 'module' && resolved.kind !== 'mdx') return resolved;
  if (isTextImport(ctx, specifier, resolved.file)) return { kind: 'raw', file: resolved.file };
  const loaded = loadedByRule(ctx, specifier, resolved.file);
  if (loaded) return loaded;
  const unapplied = unappliedQueryImport(ctx, specifier, resolved.file, from);
  return unapplied ? { kind: 'error', error: unapplied } : resolved;
}

/**
 * An import with a resource query (`./icon.svg?inline`) that one of the config's unapplied
 * webpack rules selects by its `resourceQuery`: under Docusaurus that rule made the module (a
 * data URL, a string, a component of another loader), while docgen, which does not apply it,
 * would drop the query and import the file as any file of its kind: another value, without a word.
 * `?raw` and `textImports` are docgen's own and do not come here; a rule without `resourceQuery`
 * is not selected by the query, and is named only when docgen cannot import the file at all.
 */
function unappliedQueryImport(ctx: SiteContext, specifier: string, file: string, from: string): Diagnostic | undefined {
  // A webpack inline prefix (`!!./x?q`) turns the configured rules off.
  const q = specifier.indexOf('?');
  if (q < 0 || specifier.includes('!')) return undefined;
  const query = specifier.slice(q + 1).split('#')[0]!;
  const rule = query === '' ? undefined : unappliedWebpackRule(ctx, file, query);
  if (!rule || rule.resourceQuery === undefined) return undefined;
  const rel = relPosix(ctx.siteDir, file);
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `Import "${specifier}" is made by a webpack rule docgen does not apply: its query "?${query}" selects ${rule.from}.`,
    why: `${relPosix(ctx.siteDir, from)} imports ${rel} with the query "?${query}", which the Docusaurus site's webpack rule ${rule.from} matches (it ${rule.does}; docgen.config.ts's webpackRules): docgen does not apply webpack's rules, and would import ${rel} as any file of its kind, not as the rule made it.`,
    fix: ruleFix({ rule, imported: file }, from),
  };
}

/**
 * An import of a file one of the site's `loaderImports` matches: the rule's loaders, resolved from
 * the site folder as the config names them, over the file; an UnresolvedImport when one is missing.
 */
function loadedByRule(ctx: SiteContext, specifier: string, file: string): ResolvedImport | undefined {
  const rule = loaderImportRule(ctx, specifier, file);
  if (!rule) return undefined;
  const names = Array.isArray(rule.use) ? rule.use : [rule.use];
  const loaders = resolveLoaders(ctx, specifier, names, ctx.configFile ?? path.join(ctx.siteDir, 'docgen.config.ts'));
  if (!Array.isArray(loaders))
    return {
      kind: 'error',
      error: {
        ...loaders,
        why: `${relPosix(ctx.siteDir, file)} is imported through the loaders of docgen.config.ts's loaderImports (${names.join(', ')}), as the Docusaurus site's webpack rule did; docgen runs them from the site folder.`,
        fix: 'install the loader in the site folder, or correct its name or path (from the site folder) in loaderImports.',
      },
    };
  return { kind: 'loaded', file, loaders };
}
