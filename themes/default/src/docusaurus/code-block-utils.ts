import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { PrismTheme } from './theme-common.js';

// `@docusaurus/theme-common/internal`'s code block helpers, which a swizzled `@theme/CodeBlock`
// builds on: the meta string's title, line numbers and line ranges, the language of the class,
// magic comments, the word-wrap toggle and the theme's colours as CSS variables.

export interface MagicCommentConfig {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus' default, when the theme config gives none. */
const DEFAULT_MAGIC_COMMENTS: MagicCommentConfig[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** `title="…"` (or `'…'`) of a code fence's meta string, `''` without one. */
export function parseCodeBlockTitle(metastring?: string): string {
  return metastring?.match(/title=(?<quote>["'])(?<title>.*?)\1/)?.groups?.title ?? '';
}

/** Whether the meta string asks for line numbers (`showLineNumbers`, `showLineNumbers=3`). */
export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'));
}

/** The first line's number when line numbers show: the prop, else `showLineNumbers=N` of the meta. */
export function getLineNumbersStart({
  showLineNumbers,
  metastring,
}: {
  showLineNumbers: boolean | number | undefined;
  metastring: string | undefined;
}): number | undefined {
  if (typeof showLineNumbers === 'number') return showLineNumbers;
  if (showLineNumbers === true) return 1;
  const given = metastring?.match(/\bshowLineNumbers(?:=(\d+))?/);
  return given ? Number(given[1] ?? 1) : undefined;
}

/** The language of a `language-x` class (MDX's), undefined without one. */
export function parseClassNameLanguage(className: string | undefined): string | undefined {
  return className
    ?.split(' ')
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
}

/** Docusaurus 3.0 to 3.8's name of `parseClassNameLanguage`. */
export const parseLanguage = parseClassNameLanguage;

/** The lines of a `{1,3-4}` range of the meta string, 0-based. */
function rangeLines(range: string): number[] {
  const lines: number[] = [];
  for (const part of range.split(',')) {
    const [from, to] = part.split('-').map((n) => Number(n.trim()));
    if (from === undefined || !Number.isInteger(from)) continue;
    const last = to !== undefined && Number.isInteger(to) ? to : from;
    for (let n = from; n <= last; n++) lines.push(n - 1);
  }
  return lines;
}

/** A line that holds only a comment with `directive` (`// x`, `# x`, `-- x`, `/* x *\/`, `<!-- x -->`, `{/* x *\/}`). */
function commentOnly(line: string): string | undefined {
  const m = line.match(/^\s*(?:\/\/+|#+|--|%|;+|\/\*+|<!--|\{\/\*+)\s*(.*?)\s*(?:\*+\/\}?|-->)?\s*$/);
  return m?.[1];
}

/**
 * `parseLines(code, { metastring, language, magicComments })`: the code without its magic
 * comments, and each line's classes (0-based). A `{1,3}` range of the meta string marks those
 * lines with the first magic comment's class and leaves the code as it is, as in Docusaurus.
 * A comment is read in any common syntax, whatever the language.
 */
export function parseLines(
  code: string,
  params: { metastring: string | undefined; language: string | undefined; magicComments?: MagicCommentConfig[] },
): { code: string; lineClassNames: Record<number, string[]> } {
  const content = code.replace(/\r?\n$/, '');
  const magic = params.magicComments?.length ? params.magicComments : DEFAULT_MAGIC_COMMENTS;
  const lineClassNames: Record<number, string[]> = {};
  const add = (line: number, className: string) => {
    const classes = (lineClassNames[line] ??= []);
    if (!classes.includes(className)) classes.push(className);
  };
  const range = params.metastring?.match(/\{([\d,\s-]+)\}/)?.[1];
  if (range) {
    for (const line of rangeLines(range)) add(line, magic[0]!.className);
    return { code: content, lineClassNames };
  }
  const kept: string[] = [];
  const open = new Map<string, number>();
  const next: string[] = [];
  for (const line of content.split('\n')) {
    const directive = commentOnly(line);
    const entry =
      directive === undefined
        ? undefined
        : magic.find((m) => [m.line, m.block?.start, m.block?.end].includes(directive));
    if (entry && directive !== undefined) {
      if (directive === entry.line) next.push(entry.className);
      else if (directive === entry.block?.start) open.set(entry.className, (open.get(entry.className) ?? 0) + 1);
      else open.set(entry.className, Math.max(0, (open.get(entry.className) ?? 0) - 1));
      continue;
    }
    const index = kept.length;
    for (const className of next.splice(0)) add(index, className);
    for (const [className, depth] of open) if (depth > 0) add(index, className);
    kept.push(line);
  }
  return { code: kept.join('\n'), lineClassNames };
}

/** `useCodeWordWrap()`: a ref for the `<pre>`, whether lines wrap, whether the code scrolls, and the toggle. */
export function useCodeWordWrap(): {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
} {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setEnabled] = useState(false);
  const [isCodeScrollable, setScrollable] = useState(false);
  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre)
      setScrollable(pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true);
  }, []);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) {
      if (isEnabled) code.removeAttribute('style');
      else {
        code.style.whiteSpace = 'pre-wrap';
        code.style.overflowWrap = 'anywhere';
      }
    }
    setEnabled((on) => !on);
  }, [isEnabled]);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}

/** The theme's plain colours as the CSS variables Docusaurus' code block reads (`--prism-color`…). */
export function getPrismCssVariables(prismTheme: PrismTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [key, value] of Object.entries(prismTheme.plain)) {
    if (value === undefined) continue;
    variables[`--prism-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return variables;
}
