import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@docgen/config/yaml';
import type { SiteContext, SourceFile } from '@docgen/config';
import { type Diagnostic, didYouMean } from '@docgen/diagnostics';
import { relPosix } from '../util/paths.js';
import { instanceOfVersion, sectionDocsPath } from './instances.js';

/** A tag of a tags file (`tags.yml`): its label, permalink below the tags route, description. */
export interface DefinedTag {
  label: string;
  /** Below the section's tags route, without leading slash (`release-notes`). */
  permalink: string;
  description?: string;
}

/** A post's or a doc's tag as the front matter names it, resolved against the tags file. */
export interface ResolvedTag extends DefinedTag {
  /** Not defined in the tags file (written in the front matter only). */
  inline: boolean;
}

/** The tags file of a section: its keys' tags, and where it is (for the diagnostics). */
export interface TagsFile {
  tags: Map<string, DefinedTag>;
  relFile: string;
}

const FIELDS = new Set(['label', 'permalink', 'description']);

/** Docusaurus' tag permalink of a text: lower case, words joined by `-` (camelCase split, as lodash's kebabCase). */
export function kebabTag(text: string): string {
  return (
    text
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1-$2')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'tag'
  );
}

/**
 * The tags file of a section (Docusaurus' `tags` option: `tags.yml` in its folder by default,
 * `false`/`null` for none), read from the first of `dirs` holding it (a translation's folder,
 * then the section's own). Undefined when there is none: then no tag is inline. A file the option
 * names that is missing, or a malformed one, is an `InvalidTagsFile` error.
 */
export function readTagsFile(
  ctx: SiteContext,
  dirs: readonly string[],
  option: string | false | null | undefined,
  diagnostics: Diagnostic[],
): TagsFile | undefined {
  if (option === false || option === null) return undefined;
  const name = option ?? 'tags.yml';
  const file = dirs.map((d) => path.resolve(d, name)).find((f) => fs.existsSync(f));
  if (!file) {
    if (option !== undefined && dirs.length > 0)
      diagnostics.push({
        name: 'InvalidTagsFile',
        severity: 'error',
        message: `The tags file "${name}" the config names does not exist.`,
        file: relPosix(ctx.siteDir, path.resolve(dirs.at(-1)!, name)),
        why: 'The `tags` option names a YAML file of predefined tags, relative to the section folder.',
        fix: 'create the file, fix the path, or remove `tags` (false: no tags file).',
      });
    return undefined;
  }
  const relFile = relPosix(ctx.siteDir, file);
  const text = fs.readFileSync(file, 'utf8');
  const fail = (message: string, at: { line: number; column: number } | undefined, fix: string) => {
    diagnostics.push({
      name: 'InvalidTagsFile',
      severity: 'error',
      message,
      file: relFile,
      ...(at ?? {}),
      why: 'A tags file is a YAML map: each key a tag, with an optional `label`, `permalink` and `description`.',
      fix,
    });
    return undefined;
  };
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    const at = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    return fail(
      `The tags file does not parse: ${(error as Error).message.split('\n')[0]}`,
      at && { line: at.line, column: at.col },
      'fix the YAML at the line shown.',
    );
  }
  if (data === null || data === undefined)
    return fail('The tags file is empty.', undefined, 'define a tag in it, or delete it.');
  if (typeof data !== 'object' || Array.isArray(data))
    return fail(
      'The tags file is not a map of tags.',
      { line: 1, column: 1 },
      'write `key: { label, permalink, description }` lines.',
    );
  const tags = new Map<string, DefinedTag>();
  const permalinks = new Map<string, string>();
  const lines = text.split('\n');
  const lineOf = (key: string, field?: string) => {
    const i = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`'${key}':`) || l.startsWith(`"${key}":`));
    const j =
      field === undefined
        ? -1
        : lines.findIndex(
            (l, n) => n > i && new RegExp(`^\\s+${field!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`).test(l),
          );
    return j > i ? { line: j + 1, column: lines[j]!.indexOf(field!) + 1 } : { line: i + 1 || 1, column: 1 };
  };
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
      return fail(
        `The tag "${key}" is not a map.`,
        lineOf(key),
        'give it `label`, `permalink` and `description` keys, or nothing.',
      );
    const o = (value ?? {}) as Record<string, unknown>;
    for (const [field, v] of Object.entries(o)) {
      if (!FIELDS.has(field))
        return fail(
          `The tag "${key}" has a key "${field}" tags files do not have.`,
          lineOf(key, field),
          didYouMean(field, FIELDS) ?? 'use `label`, `permalink` and `description`.',
        );
      if (typeof v !== 'string')
        return fail(`The tag "${key}" has a "${field}" that is not a string.`, lineOf(key, field), 'write it as text.');
    }
    const label = (o.label as string | undefined) || key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
    const permalink = ((o.permalink as string | undefined) || kebabTag(key)).replace(/^\/+/, '');
    const seen = permalinks.get(permalink);
    if (seen !== undefined)
      return fail(
        `The tags "${seen}" and "${key}" have the same permalink "/${permalink}".`,
        lineOf(key),
        'give one of them a `permalink` of its own.',
      );
    permalinks.set(permalink, key);
    tags.set(key, { label, permalink, ...(typeof o.description === 'string' ? { description: o.description } : {}) });
  }
  return { tags, relFile };
}

/**
 * A source's front matter `tags` against its section's tags file: a key of the file is that tag,
 * anything else is inline. With a tags file, each inline tag is reported as `onInlineTags` says
 * (`InlineTag`, at its line in the front matter, with the closest keys of the file).
 */
export function resolveTags(
  source: SourceFile,
  file: TagsFile | undefined,
  onInlineTags: 'ignore' | 'log' | 'warn' | 'throw',
  diagnostics: Diagnostic[],
): ResolvedTag[] {
  const out: ResolvedTag[] = [];
  for (const t of source.frontMatter.tags ?? []) {
    const defined = typeof t === 'string' ? file?.tags.get(t) : undefined;
    if (defined) out.push({ ...defined, inline: false });
    else if (typeof t === 'string') out.push({ label: t, permalink: kebabTag(t), inline: true });
    else
      out.push({
        label: t.label,
        permalink: t.permalink ? t.permalink.replace(/^\/+/, '') : kebabTag(t.label),
        ...(t.description ? { description: t.description } : {}),
        inline: true,
      });
  }
  if (!file || onInlineTags === 'ignore') return out;
  const inline = out.filter((t) => t.inline);
  if (inline.length === 0) return out;
  const text = fs.existsSync(source.file) ? fs.readFileSync(source.file, 'utf8').split('\n') : [];
  // The tag's line in the front matter, from its `tags` line on.
  const from = Math.max(
    0,
    text.findIndex((l) => /^tags\s*:/.test(l)),
  );
  for (const tag of inline) {
    const at = text.findIndex((l, i) => i >= from && l.includes(tag.label));
    diagnostics.push({
      name: 'InlineTag',
      severity: onInlineTags === 'throw' ? 'error' : 'warning',
      message: `The tag "${tag.label}" is not defined in ${file.relFile}.`,
      file: source.relFile,
      ...(at >= 0 ? { line: at + 1, column: text[at]!.indexOf(tag.label) + 1 } : { line: from + 1, column: 1 }),
      why: `With a tags file, a front matter tag names one of its keys (${[...file.tags.keys()].slice(0, 8).join(', ')}${file.tags.size > 8 ? ', …' : ''}); \`onInlineTags\` is "${onInlineTags}".`,
      fix: `${didYouMean(tag.label, file.tags.keys()) ?? 'name a key of the tags file.'} Else add "${tag.label}" to ${file.relFile}, or set \`onInlineTags: 'ignore'\`.`,
    });
  }
  return out;
}

/**
 * The docs' tags: each doc's labels from its version's tags file (a translation's own file first,
 * as Docusaurus reads its localized content path first), its inline tags reported.
 */
export function docsTagsReader(
  ctx: SiteContext,
  diagnostics: Diagnostic[],
): (source: SourceFile, root: string) => void {
  const files = new Map<string, TagsFile | undefined>();
  return (source, root) => {
    if (!source.frontMatter.tags?.length) return;
    const instance = instanceOfVersion(ctx, source.version);
    const section = instance ?? ctx.config.docs;
    const own = path.resolve(ctx.siteDir, sectionDocsPath(ctx, source.version));
    const key = `${root}\0${own}`;
    if (!files.has(key))
      files.set(key, readTagsFile(ctx, root === own ? [own] : [root, own], section.tags, diagnostics));
    const file = files.get(key);
    const tags = resolveTags(source, file, section.onInlineTags, diagnostics);
    if (file) source.tagLabels = tags.map((t) => t.label);
  };
}
