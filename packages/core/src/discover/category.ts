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
    const data = (file.endsWith('.json') ? JSON.parse(text) : (parse(text) ?? {})) as Record<string, unknown>;
    if (typeof data.label === 'string') meta.label = data.label;
    if (typeof data.position === 'number') meta.position = data.position;
    if (typeof data.collapsed === 'boolean') meta.collapsed = data.collapsed;
    if (typeof data.collapsible === 'boolean') meta.collapsible = data.collapsible;
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

/** The line and column of a YAMLParseError (`linePos`), if that is what it is. */
function yamlErrorPosition(error: unknown): { line: number; column: number } | undefined {
  const at = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
  return at ? { line: at.line, column: at.col } : undefined;
}
