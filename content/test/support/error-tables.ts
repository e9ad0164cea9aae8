/** The error tables of the pages, checked against the error codes lintas.yaml lists. */
import { spec } from './openapi.js';
import type { Page } from './pages.js';
import { cells, type Obj } from './field-table-read.js';
import { DIRECTIVE, rawOperation } from './field-tables.js';
import { deref } from './schema-paths.js';

const ERROR_CODES: { code: string; status: number; resource: string }[] = spec['x-lintas-error-codes'] ?? [];

/** The error codes an operation can answer with (the `x-lintas-codes` of its responses). */
export function errorCodesOf(id: string): Set<string> {
  const out = new Set<string>();
  for (const r of Object.values<Obj>(rawOperation(id).responses ?? {}))
    for (const c of deref(r)?.['x-lintas-codes'] ?? []) out.add(c);
  return out;
}

/**
 * The error table of an operation page (the first table of its `{#errors}` section) lists codes
 * the page's operations can answer with, at their HTTP status, and leaves out none of their
 * own codes (those of a resource; the global codes are described once, in Errors).
 */
export function checkErrorTable(page: Page): { problems: string[]; rows: number } {
  const ops = [...page.text.matchAll(DIRECTIVE)].map((m) => m[1]!);
  const lines = page.text.split('\n');
  const start = lines.findIndex((l) => /^## .*\{#errors\}\s*$/.test(l));
  if (ops.length === 0 || start < 0) return { problems: [], rows: 0 };
  let i = start + 1;
  while (i < lines.length && !/^## /.test(lines[i]!) && !/^\|\s*(Code|Kode)\s*\|/.test(lines[i]!)) i++;
  if (i >= lines.length || /^## /.test(lines[i]!)) return { problems: [], rows: 0 };
  const allowed = new Set(ops.flatMap((id) => [...errorCodesOf(id)]));
  const problems: string[] = [];
  const listed = new Set<string>();
  let rows = 0;
  for (let j = i + 2; j < lines.length && /^\|/.test(lines[j]!); j++) {
    const c = cells(lines[j]!);
    const code = /`([a-z_]+)`/.exec(c[0] ?? '')?.[1];
    const at = `${page.file}:${j + 1}`;
    if (!code) {
      problems.push(`${at}: the first cell of an error table is a code in backticks`);
      continue;
    }
    rows++;
    listed.add(code);
    const known = ERROR_CODES.find((e) => e.code === code);
    if (!allowed.has(code))
      problems.push(
        `${at}: \`${code}\` is not an error of ${ops.join(', ')} in lintas.yaml (they answer ${[...allowed].join(', ')})`,
      );
    const status = /^\d{3}$/.test(c[1] ?? '') ? Number(c[1]) : undefined;
    if (known && status !== undefined && status !== known.status)
      problems.push(`${at}: \`${code}\` is HTTP ${status} in the table, ${known.status} in lintas.yaml`);
  }
  for (const code of allowed) {
    const known = ERROR_CODES.find((e) => e.code === code);
    if (known && known.resource !== 'global' && !listed.has(code))
      problems.push(
        `${page.file}:${i + 1}: the error table leaves out \`${code}\` (${known.status}), which ${ops.join(', ')} can answer`,
      );
  }
  return { problems, rows };
}
