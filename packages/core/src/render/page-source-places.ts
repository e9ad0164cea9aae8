import fs from 'node:fs';
import { escapeRegExp, offsetToPosition } from '@docgen/diagnostics';
import type { Place } from '../util/module-error.js';

// A React page's rendered elements carry no source position, so its source text is searched.

/**
 * Where a reported use is written in the page's source: for `@docusaurus/Head: <link>, …`, the
 * first such tag inside a `<Head>`; for a message starting `<Tag`, the first `<Tag`. The rendered
 * element carries no source position, so the source text is searched.
 */
export function reportedAt(file: string, message: string): { line: number; column: number } | undefined {
  const head = /^@docusaurus\/Head: (.*?) not written/.exec(message);
  const tags = head
    ? [...head[1]!.matchAll(/<([\w.-]+)[\s>]/g)].map((m) => m[1]!)
    : [/^<([\w.]+)/.exec(message)?.[1]].filter((t): t is string => t !== undefined);
  if (tags.length === 0) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const from = head ? Math.max(0, text.search(/<Head\b/)) : 0;
  const match = new RegExp(`<(?:${tags.map(escapeRegExp).join('|')})\\b`, 'g');
  match.lastIndex = from;
  const hit = match.exec(text);
  return hit ? offsetToPosition(text, hit.index) : undefined;
}

/** Where the page's file first writes `text` (a quoted string: the plugin name a hook was given). */
export function writtenAt(file: string, text: string | undefined): Place | undefined {
  if (!text) return undefined;
  const code = fs.readFileSync(file, 'utf8');
  const at = [`'${text}'`, `"${text}"`, `\`${text}\``].map((q) => code.indexOf(q)).filter((i) => i >= 0);
  if (at.length === 0) return undefined;
  const { line, column } = offsetToPosition(code, Math.min(...at));
  return { line, column };
}
