/**
 * The glossaries of the Lintas site (`content/glossary.<locale>.md`), read from their tables, and
 * a checker of the text of the site against them:
 * - "Terms": a concept, the term to use, the banned variants (in backticks) and a scope:
 *   `pages` (the prose of the docs pages and the markdown page: headings and front matter titles
 *   included, code, inline code, link targets and heading ids excluded), `webhook` (the prose of
 *   the Webhooks pages) or `site` (the pages, plus the strings of the landing page, the sidebars
 *   and the config for that locale). A variant matches as a whole word, in any case.
 * - "Fixed headings": a heading with one of these ids has exactly this text, and the text is used
 *   with no other id.
 * - "Banned headings": heading texts that are never used.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from './pages.js';

export interface Term {
  concept: string;
  term: string;
  banned: string[];
  scope: 'pages' | 'webhook' | 'site';
  /** 1-based line of the row in the glossary. */
  line: number;
}

export interface Glossary {
  locale: string;
  file: string;
  terms: Term[];
  fixedHeadings: Map<string, string>;
  bannedHeadings: Map<string, string>;
}

/** The rows of the first table after a `## <heading>` line whose text matches. */
function tableAfter(lines: string[], heading: RegExp): { cells: string[]; line: number }[] {
  const start = lines.findIndex((l) => /^## /.test(l) && heading.test(l.slice(3)));
  if (start < 0) return [];
  const rows: { cells: string[]; line: number }[] = [];
  let i = start + 1;
  while (i < lines.length && !/^\|/.test(lines[i]!) && !/^## /.test(lines[i]!)) i++;
  for (i += 2; i < lines.length && /^\|/.test(lines[i]!); i++)
    rows.push({
      cells: lines[i]!.trim()
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split('|')
        .map((c) => c.trim()),
      line: i + 1,
    });
  return rows;
}

const ticks = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

export function readGlossary(locale: string): Glossary {
  const file = path.join(CONTENT_DIR, `glossary.${locale}.md`);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const terms = tableAfter(lines, /^(Termes|Terms|Istilah)$/).map(({ cells, line }) => ({
    concept: cells[0]!,
    term: cells[1]!.replace(/\*\*/g, ''),
    banned: ticks(cells[2] ?? ''),
    scope: (cells[3] ?? 'pages') as Term['scope'],
    line,
  }));
  const fixedHeadings = new Map(
    tableAfter(lines, /^(Titres fixes|Fixed headings|Judul tetap)$/).map(({ cells }) => [
      ticks(cells[0]!)[0]!,
      cells[1]!,
    ]),
  );
  const bannedHeadings = new Map(
    tableAfter(lines, /^(Titres interdits|Banned headings|Judul yang dilarang)$/).map(({ cells }) => [
      cells[0]!,
      cells[1]!,
    ]),
  );
  return { locale, file: path.relative(CONTENT_DIR, file), terms, fixedHeadings, bannedHeadings };
}

// ---- the text to check, line by line

export interface TextLine {
  /** Path relative to `content/`. */
  file: string;
  line: number;
  text: string;
}

const TOKEN = /`[^`\n]*`|\]\([^)]*\)|\{#[^}]*\}|https?:\/\/\S+/g;

/** The prose lines of a markdown text: no fenced code, inline code, link targets, heading ids or directive lines. */
export function proseLines(file: string, source: string): TextLine[] {
  const lines = source.split('\n');
  const out: TextLine[] = [];
  let fence: string | undefined;
  let frontMatter = lines[0]?.trim() === '---';
  lines.forEach((raw, i) => {
    if (i === 0 && frontMatter) return;
    if (frontMatter) {
      if (raw.trim() === '---') frontMatter = false;
      // Titles, descriptions, labels and keywords are prose; ids and positions are not.
      else if (/^(title|description|sidebar_label|keywords):|^\s+- /.test(raw))
        out.push({ file, line: i + 1, text: raw.replace(TOKEN, ' ') });
      return;
    }
    const open = /^\s*(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && raw.trim() === open[1])
        fence = undefined;
      return;
    }
    if (open) {
      fence = open[1];
      return;
    }
    if (/^\s*:{2,}/.test(raw) && !/^\s*:{3,}(note|tip|info|warning|danger)\[/.test(raw)) return;
    out.push({ file, line: i + 1, text: raw.replace(TOKEN, ' ') });
  });
  return out;
}

/** The landing page's, sidebars' and config's strings for a locale. */
export function siteStrings(locale: string): TextLine[] {
  const out: TextLine[] = [];
  const index = fs.readFileSync(path.join(CONTENT_DIR, 'pages/index.tsx'), 'utf8');
  // The locale's block of COPY (`  fr: {` … `  },`), and the `fr: '…'` entries elsewhere.
  const start = index.search(new RegExp(`\\n {2}${locale}: \\{`));
  if (start >= 0) {
    // Every line of the block: its strings and its JSX text (which may span lines), tags left out.
    const end = index.indexOf('\n  },', start);
    const first = index.slice(0, start).split('\n').length + 1;
    index
      .slice(start + 1, end)
      .split('\n')
      .forEach((text, k) => {
        out.push({ file: 'pages/index.tsx', line: first + k, text: text.replace(/<[^>]*>/g, ' ') });
      });
  }
  for (const file of ['pages/index.tsx', 'docgen.config.ts', 'sidebars.ts']) {
    const source = fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8');
    for (const m of source.matchAll(new RegExp(`\\b${locale}: '((?:[^'\\\\\\n]|\\\\.)*)'`, 'g')))
      out.push({ file, line: source.slice(0, m.index).split('\n').length, text: m[1]! });
  }
  return out;
}

// ---- checking

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRe = (variant: string) => new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRe(variant)}(?![\\p{L}\\p{N}_])`, 'iu');

/** Problems of some lines against the terms of a scope set. */
export function checkTerms(lines: TextLine[], terms: Term[]): string[] {
  const problems: string[] = [];
  for (const l of lines)
    for (const t of terms)
      for (const v of t.banned)
        if (wordRe(v.replace(/\u2019/g, "'")).test(l.text.replace(/\u2019/g, "'")))
          problems.push(
            `${l.file}:${l.line}: "${v}" — write "${t.term}" (${t.concept}): ${l.text.trim().slice(0, 120)}`,
          );
  return problems;
}

/** Problems of the headings of a markdown text against the fixed and banned headings. */
export function checkHeadings(file: string, source: string, g: Glossary): string[] {
  const problems: string[] = [];
  const byText = new Map([...g.fixedHeadings].map(([id, text]) => [text, id]));
  let fence = false;
  source.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const m = !fence && /^(#{2,3}) (.*?)(?: \{#([\w-]+)\})?\s*$/.exec(line);
    if (!m) return;
    const [, , text, id] = m;
    const at = `${file}:${i + 1}`;
    const fixed = id ? g.fixedHeadings.get(id) : undefined;
    if (fixed !== undefined && text !== fixed) problems.push(`${at}: heading "${text}" {#${id}} — write "${fixed}"`);
    const ownId = byText.get(text!);
    if (ownId !== undefined && id !== ownId) problems.push(`${at}: heading "${text}" takes the id {#${ownId}}`);
    const instead = g.bannedHeadings.get(text!);
    if (instead !== undefined) problems.push(`${at}: heading "${text}" — write "${instead}"`);
  });
  return problems;
}
