import fs from 'node:fs';
import path from 'node:path';
import type { CategoryMeta, GeneratedIndexLink, SiteContext } from '@docgen/config';
import { parse } from '@docgen/config/yaml';
import { type Diagnostic, jsonErrorPosition } from '@docgen/diagnostics';
import { relPosix, toPosix } from '../util/paths.js';
import { parseNumberPrefix } from './read-source.js';

/** A folder's `_category_.json` (or Docusaurus' `_category_.yml`): its label, position, collapsing and link. */
export function readCategory(
  ctx: SiteContext,
  locale: string,
  file: string,
  rel: string,
  diagnostics: Diagnostic[],
): CategoryMeta {
  const dir = toPosix(path.dirname(rel)) === '.' ? '' : toPosix(path.dirname(rel));
  const meta: CategoryMeta = {
    dir: dir
      .split('/')
      .map((s) => parseNumberPrefix(s).name)
      .join('/'),
    locale,
    file,
  };
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
    const data = readMetadata(file, text);
    if (typeof data.label === 'string') meta.label = data.label;
    if (typeof data.position === 'number') meta.position = data.position;
    if (typeof data.collapsed === 'boolean') meta.collapsed = data.collapsed;
    if (typeof data.collapsible === 'boolean') meta.collapsible = data.collapsible;
    if (typeof data.className === 'string') {
      if (data.className !== '') meta.className = data.className;
    } else if (data.className !== undefined && data.className !== null)
      diagnostics.push({
        name: 'InvalidSidebars',
        severity: 'error',
        message: `${path.basename(file)}: "className" is ${JSON.stringify(data.className)}, not a class name.`,
        file: relPosix(ctx.siteDir, file),
        why: "Docusaurus puts it on the category's list item as its class attribute: a text (its schema requires one).",
        fix: 'write the classes as one text, "className": "a b".',
      });
    if (isPlainObject(data.customProps)) meta.customProps = data.customProps;
    else if (data.customProps !== undefined && data.customProps !== null)
      diagnostics.push({
        name: 'InvalidSidebars',
        severity: 'error',
        message: `${path.basename(file)}: "customProps" is ${JSON.stringify(data.customProps)}, not an object.`,
        file: relPosix(ctx.siteDir, file),
        why: "The site's components read it as `item.customProps`, an object of named values (Docusaurus' schema requires one).",
        fix: 'write an object such as "customProps": { "level": "beginner" }.',
      });
    const link = data.link as ({ type?: string; id?: string } & GeneratedIndexLink) | undefined;
    if (link?.type === 'doc' && typeof link.id === 'string') meta.linkDocId = link.id;
    if (link?.type === 'generated-index') {
      const { type: _type, id: _id, ...rest } = link;
      meta.generatedIndex = rest;
    }
  } catch (error) {
    diagnostics.push({
      name: 'InvalidSidebars',
      severity: 'error',
      message: `${path.basename(file)} is not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}.`,
      file: relPosix(ctx.siteDir, file),
      ...(jsonErrorPosition(text, error) ?? yamlErrorPosition(error)),
      fix: 'write an object such as { "label": "Orders", "position": 2 }.',
    });
  }
  return meta;
}

/**
 * The file's object as Docusaurus reads it: js-yaml, for `.json` too. So an empty file is no
 * metadata (hasura/ddn-docs' `docs/billing/_category_.json`, 0 bytes), and JSON with YAML's
 * leniencies (a trailing comma, single quotes) is read; JSON.parse's error, at its position, is
 * the one told of a `.json` file neither reads.
 */
function readMetadata(file: string, text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  if (!file.endsWith('.json')) return (parse(text) ?? {}) as Record<string, unknown>;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    let data: unknown;
    try {
      data = parse(text);
    } catch {
      throw error;
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw error;
    return data as Record<string, unknown>;
  }
}

/** The line and column of a YAMLParseError (`linePos`), if that is what it is. */
function yamlErrorPosition(error: unknown): { line: number; column: number } | undefined {
  const at = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
  return at ? { line: at.line, column: at.col } : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
