import { siteRelativeFolders } from './site-folders.js';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { DocgenError, didYouMean, type Diagnostic } from '@docgen/diagnostics';
import { relPosix } from '../util/paths.js';
import { locateInSource } from '@docgen/diagnostics';
import { CONFIG_FILE_NAMES, loadRawConfig, type RawConfig } from './raw.js';
import { keyPath } from './key-path.js';
import { markdownPluginChecks } from './markdown-plugins-check.js';
import { provideChecks } from './provide-check.js';
import type { SiteConfig } from '@docgen/config';
import { siteConfigSchema } from '@docgen/config/schema';
import { describeExpected, knownKeysAt } from '@docgen/config/schema';

export { CONFIG_FILE_NAMES };

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file, or undefined in zero-config mode. */
  file?: string;
  /** Files the config is made of (for cache keys and the dev server's watcher). */
  dependencies: string[];
  zeroConfig: boolean;
}

/** Finds, compiles, evaluates and validates the site config (`raw`: already evaluated by `loadRawConfig`). */
export async function loadConfig(
  siteDir: string,
  explicitFile?: string,
  raw?: RawConfig,
  resolveFrom?: readonly string[],
): Promise<LoadedConfig> {
  const found = raw ?? (await loadRawConfig(siteDir, explicitFile, resolveFrom));
  if (!found.file) {
    return { config: zeroConfig(siteDir), dependencies: [], zeroConfig: true };
  }
  const source = fs.readFileSync(found.file, 'utf8');
  const config = validateConfig(found.value, relPosix(siteDir, found.file), source);
  siteRelativeFolders(config, siteDir);
  const unprovided = provideChecks(config, siteDir, relPosix(siteDir, found.file), source);
  if (unprovided.length > 0) throw new DocgenError(unprovided);
  return { config, file: found.file, dependencies: found.dependencies, zeroConfig: false };
}

/** Defaults for a plain folder of markdown: one locale, docs at the root, sidebar from the tree. */
function zeroConfig(siteDir: string): SiteConfig {
  const hasDocsFolder = fs.existsSync(path.join(siteDir, 'docs'));
  const title = path
    .basename(path.resolve(siteDir))
    .replace(/[-_]+/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase());
  return siteConfigSchema.parse({
    title,
    docs: hasDocsFolder ? { sidebarPath: false } : { path: '.', routeBasePath: '', sidebarPath: false },
  });
}

/** Validates a raw config object; every problem becomes a diagnostic naming key, expected type and file. */
export function validateConfig(raw: unknown, fileLabel: string, source = ''): SiteConfig {
  if (raw === undefined || raw === null || typeof raw !== 'object') {
    throw new DocgenError([
      {
        name: 'InvalidConfigValue',
        severity: 'error',
        message: `${fileLabel} must export a config object as its default export.`,
        file: fileLabel,
        fix: 'write `export default defineConfig({ title: "…" })`.',
      },
    ]);
  }
  // Parsed once per build: zod's compiled fast path (a `new Function` per object schema, about
  // 15 ms of CPU for the site config's) costs more than it saves on a single parse.
  const parsed = siteConfigSchema.safeParse(raw, { reportInput: true, jitless: true });
  const diagnostics: Diagnostic[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) diagnostics.push(...issueToDiagnostics(issue, fileLabel, source));
  } else {
    diagnostics.push(...semanticChecks(parsed.data, fileLabel, source));
  }
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);
  return ownDocsPluginId(parsed.data as SiteConfig);
}

/**
 * A navbar item whose `docsPluginId` is the docs section's own id (`docs.id`, Docusaurus' id of
 * that instance) points into the docs section, as one without it does: said once, here.
 */
function ownDocsPluginId(config: SiteConfig): SiteConfig {
  const id = config.docs.id;
  if (!id) return config;
  const own = <T extends object>(item: T): T => {
    if (!('docsPluginId' in item) || item.docsPluginId !== id) return item;
    const { docsPluginId: _, ...rest } = item;
    return rest as T;
  };
  const items = config.navbar.items.map((item) =>
    item.type === 'dropdown' ? { ...item, items: item.items.map(own) } : own(item),
  );
  return { ...config, navbar: { ...config.navbar, items } };
}

function issueToDiagnostics(issue: z.core.$ZodIssue, file: string, source: string): Diagnostic[] {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(siteConfigSchema, path);
    return issue.keys.map((key) => {
      const full = keyPath([...path, key]);
      const pos = locateInSource(source, [...path, key]);
      return {
        name: 'UnknownConfigKey' as const,
        severity: 'error' as const,
        message: `Unknown config key "${full}".`,
        file,
        line: pos?.line,
        column: pos?.column,
        why:
          known.length > 0
            ? `${path.length > 0 ? `"${keyPath(path)}"` : 'The config'} accepts: ${known.join(', ')}.`
            : undefined,
        fix: didYouMean(key, known) ?? 'remove it.',
      };
    });
  }
  const pos = locateInSource(source, path);
  const key = keyPath(path) || '(root)';
  if (issue.code === 'invalid_type') {
    const input = (issue as { input?: unknown }).input;
    const got = input === undefined ? 'nothing (the key is missing)' : describeValue(input);
    return [
      {
        name: 'InvalidConfigValue',
        severity: 'error',
        message: `Config key "${key}" must be ${describeExpected(siteConfigSchema, path, issue.expected)}, got ${got}.`,
        file,
        line: pos?.line,
        column: pos?.column,
        why: issue.message,
        fix:
          input === undefined
            ? `add "${key}" to the config.`
            : key === 'docs' && input === false
              ? "leave `docs` out: docgen builds docs only from a docs folder (`docs/` unless `docs.path` names another), so a site without one has none, as Docusaurus' `docs: false` gives."
              : undefined,
      },
    ];
  }
  if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') {
    // The path ends at the discriminator key; the options are what this list takes (a navbar
    // dropdown's entries take fewer types than the navbar).
    const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
    const input = (issue as { input?: unknown }).input;
    const written = input && typeof input === 'object' ? (input as Record<string, unknown>).type : input;
    const names = options.map((o) => `"${o}"`);
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
    return [
      {
        name: 'InvalidConfigValue',
        severity: 'error',
        message: `Config key "${key}" must be one of the item types docgen knows here${typeof written === 'string' ? `, not "${written}"` : ''}.`,
        file,
        line: pos?.line,
        column: pos?.column,
        why: issue.message,
        fix: (typeof written === 'string' ? didYouMean(written, options) : undefined) ?? `use ${list}.`,
      },
    ];
  }
  if (issue.code === 'invalid_value') {
    return [
      {
        name: 'InvalidConfigValue',
        severity: 'error',
        message: `Config key "${key}" must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`,
        file,
        line: pos?.line,
        column: pos?.column,
        fix:
          typeof (issue as { input?: unknown }).input === 'string'
            ? didYouMean(String((issue as { input?: unknown }).input), issue.values.map(String))
            : undefined,
      },
    ];
  }
  return [
    {
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `Config key "${key}": ${issue.message}.`,
      file,
      line: pos?.line,
      column: pos?.column,
    },
  ];
}

function semanticChecks(config: SiteConfig, file: string, source: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  if (!locales.includes(defaultLocale)) {
    const pos = locateInSource(source, ['i18n', 'defaultLocale']);
    out.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `i18n.defaultLocale "${defaultLocale}" is not in i18n.locales (${locales.join(', ')}).`,
      file,
      ...pos,
      fix: didYouMean(defaultLocale, locales) ?? `add "${defaultLocale}" to i18n.locales.`,
    });
  }
  for (const code of Object.keys(localeConfigs)) {
    if (!locales.includes(code)) {
      const pos = locateInSource(source, ['i18n', 'localeConfigs', code]);
      out.push({
        name: 'UnknownConfigKey',
        severity: 'error',
        message: `i18n.localeConfigs has "${code}", which is not in i18n.locales.`,
        file,
        ...pos,
        fix: didYouMean(code, locales) ?? `add "${code}" to i18n.locales or remove its config.`,
      });
    }
  }
  // Two locales reading one folder would each take the other's translations.
  const folders = new Map<string, string>();
  for (const code of locales) {
    const folder = localeConfigs[code]?.path ?? code;
    const other = folders.get(folder);
    if (other === undefined) {
      folders.set(folder, code);
      continue;
    }
    const named = localeConfigs[code]?.path !== undefined ? code : other;
    out.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `Locales "${other}" and "${code}" both read their translations from i18n/${folder}/.`,
      why: "A locale's translations folder is i18n/<path>/ when its localeConfigs sets a path, else i18n/<code>/: each locale needs its own.",
      fix: `give i18n.localeConfigs.${named}.path another folder name.`,
      file,
      ...(locateInSource(source, ['i18n', 'localeConfigs', named, 'path']) ??
        locateInSource(source, ['i18n', 'locales'])),
    });
  }
  // docgen renders with its own React: an alias to another copy gives hooks a null dispatcher.
  for (const key of Object.keys(config.aliases).filter((k) => /^react(-dom)?(\/|\$?$)/.test(k)))
    out.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `aliases["${key}"] points React's imports at "${config.aliases[key]}".`,
      why: "docgen renders every page and island with its own React, which components importing react get; an alias to another copy makes two Reacts, and components' hooks throw (\"Cannot read properties of null (reading 'useState')\").",
      fix: 'remove this alias (Docusaurus sites set it to keep one React under webpack: docgen has one already).',
      file,
      ...locateInSource(source, ['aliases', key]),
    });
  out.push(
    ...markdownPluginChecks(config.plugins, file, source, {
      docs: ['default', ...config.docsInstances.map((i) => i.id)],
      blog: ['default', ...config.blogInstances.map((i) => i.id)],
    }),
  );
  if (config.toc.minHeadingLevel > config.toc.maxHeadingLevel) {
    out.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: 'toc.minHeadingLevel is greater than toc.maxHeadingLevel.',
      file,
      ...locateInSource(source, ['toc']),
    });
  }
  return out;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${String(value)}`;
  return `a value of type ${typeof value}`;
}
