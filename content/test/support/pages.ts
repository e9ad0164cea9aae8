/**
 * Reads the markdown pages of the Lintas site and finds their code examples: fenced code blocks
 * (with their language, fence meta and line) and the tab groups of the `code` group they sit in.
 * A plain line scanner, the way the markdown pipeline sees the source: fences (``` or ~~~, possibly
 * indented in a list) and directive containers (`::::tabs{group="code"}`, `:::tab[cURL]{value="curl"}`,
 * admonitions), closed by a line of colons.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_DIR = path.resolve(CONTENT_DIR, '..');

export const LOCALE_DOCS: Record<string, string> = {
  fr: path.join(CONTENT_DIR, 'docs'),
  en: path.join(CONTENT_DIR, 'i18n/en/docs'),
  id: path.join(CONTENT_DIR, 'i18n/id/docs'),
};

export interface Fence {
  /** Path relative to `content/` (`docs/getting-started.md`), for messages. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
  /** The tab this block is in, if any. */
  tab?: { group: TabGroup; value: string; label: string };
}

export interface TabGroup {
  file: string;
  line: number;
  /** The `group` attribute (`code`). */
  name: string;
  /** Tab value (`curl`, `node`, …) → the code blocks of that tab, in order. */
  tabs: Map<string, Fence[]>;
}

export interface Page {
  locale: string;
  /** Doc id: the path below `docs/` without `.md`. */
  id: string;
  /** Path relative to `content/`. */
  file: string;
  text: string;
  fences: Fence[];
  groups: TabGroup[];
}

/** Every markdown page of one locale's docs, sorted by id. */
export function readPages(locale: string): Page[] {
  const root = LOCALE_DOCS[locale]!;
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.md') || f.endsWith('.mdx'))
    .map((f) => f.split(path.sep).join('/'))
    .sort()
    .map((f) => {
      const full = path.join(root, f);
      const text = fs.readFileSync(full, 'utf8');
      return {
        locale,
        id: f.replace(/\.mdx?$/, ''),
        file: path.relative(CONTENT_DIR, full).split(path.sep).join('/'),
        text,
        ...scanMarkdown(path.relative(CONTENT_DIR, full), text),
      };
    });
}

export function readAllPages(): Page[] {
  return Object.keys(LOCALE_DOCS).flatMap(readPages);
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)\s*(.*)$/;
const CONTAINER_OPEN = /^\s*(:{3,})([A-Za-z][\w-]*)(.*)$/;
const CONTAINER_CLOSE = /^\s*(:{3,})\s*$/;

/** Fences and tab groups of a markdown text (`file` is only used in the results). */
export function scanMarkdown(file: string, text: string): { fences: Fence[]; groups: TabGroup[] } {
  const lines = text.split('\n');
  const fences: Fence[] = [];
  const groups: TabGroup[] = [];
  const stack: { colons: number; name: string; group?: TabGroup; tab?: { value: string; label: string } }[] = [];
  let i = 0;
  // Front matter is not markdown.
  if (lines[0]?.trim() === '---') {
    i = 1;
    while (i < lines.length && lines[i]!.trim() !== '---') i++;
    i++;
  }
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      const [, indent, marker, lang, meta] = fence;
      const close = new RegExp(`^\\s*${marker![0] === '`' ? '`' : '~'}{${marker!.length},}\\s*$`);
      const body: string[] = [];
      const start = i;
      for (i++; i < lines.length && !close.test(lines[i]!); i++) {
        // Strip the fence's indentation (a block inside a list item).
        body.push(lines[i]!.startsWith(indent!) ? lines[i]!.slice(indent!.length) : lines[i]!.trimStart());
      }
      const f: Fence = { file, line: start + 1, lang: lang!.toLowerCase(), meta: meta!.trim(), code: body.join('\n') };
      const tabFrame = [...stack].reverse().find((s) => s.tab);
      const groupFrame = [...stack].reverse().find((s) => s.group);
      if (tabFrame && groupFrame) {
        f.tab = { group: groupFrame.group!, value: tabFrame.tab!.value, label: tabFrame.tab!.label };
        const list = groupFrame.group!.tabs.get(tabFrame.tab!.value) ?? [];
        list.push(f);
        groupFrame.group!.tabs.set(tabFrame.tab!.value, list);
      }
      fences.push(f);
      continue;
    }
    const open = CONTAINER_OPEN.exec(line);
    if (open) {
      const [, colons, name, rest] = open;
      const frame: (typeof stack)[number] = { colons: colons!.length, name: name! };
      if (name === 'tabs') {
        const group: TabGroup = { file, line: i + 1, name: /group="([^"]*)"/.exec(rest!)?.[1] ?? '', tabs: new Map() };
        groups.push(group);
        frame.group = group;
      } else if (name === 'tab') {
        frame.tab = { value: /value="([^"]*)"/.exec(rest!)?.[1] ?? '', label: /^\[([^\]]*)\]/.exec(rest!)?.[1] ?? '' };
      }
      stack.push(frame);
      continue;
    }
    const close = CONTAINER_CLOSE.exec(line);
    if (close && stack.length > 0) {
      // A closing line closes the innermost container if it has at least as many colons.
      if (close[1]!.length >= stack[stack.length - 1]!.colons) stack.pop();
    }
  }
  return { fences, groups };
}

/** 1-based line of a character offset of a text. */
export function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}
