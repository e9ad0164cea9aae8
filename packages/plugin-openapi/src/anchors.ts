import type { Diagnostic } from '@docgen/config';
import { indexable, mayHold, wholeTargets } from './link-targets.js';
import type { VFile } from 'vfile';
import type { LoadedApi } from './model.js';
import { toPointer } from './pointer.js';

/** Property of a `#anchor` link written in the document (a reference page's): checked by `rehypeDocAnchors`. */
export const ANCHOR_MARK = 'dataDgApiAnchor';

/** Property of such a link whose id another page of the reference section has: that page's URL and the id there (`rewriteDocLinks`). */
export const ANCHOR_PAGE_MARK = 'dataDgApiAnchorPage';

/** Property of such a link whose id no page has: a "did you mean" of the section's (`rewriteDocLinks`). */
export const ANCHOR_HINT_MARK = 'dataDgApiAnchorHint';

/**
 * The prefix of an id written in a description's HTML, as the page has it: hast-util-sanitize's
 * `clobberPrefix` (GitHub's rule, `mdast.ts`), so that a document cannot clobber the page's globals
 * (`id="location"`). Its value, not an import: the sanitizer is not loaded with the config.
 */
export const CLOBBER_PREFIX = 'user-content-';

/**
 * `data-dg-link-written` (`@docgen/markdown`'s `WRITTEN_LINK`): the href as the document writes
 * it, when `rewriteDocLinks` resolved it from the section's overview: found in the document by
 * it, and reported as written.
 */
export const WRITTEN_MARK = 'dataDgLinkWritten';

/** Property of a code block of a description (its `<code>`, or `<pre>` in HTML): placed by `rehypeDocAnchors`. */
export const CODE_MARK = 'dataDgApiCode';

/**
 * `@docgen/markdown`'s `PLACE_MARK` (`line:column:file`), which its code step reports a block's
 * faults at; written here as `SOFT_LINK` is, the plugin's render modules not loading the markdown package.
 */
const PLACE_MARK = 'dataDgPlace';

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * `#anchor` links the document's descriptions carry were written for the vendor's own renderer
 * (Box's `#parameter-fields`), often one long page: one that names no id of the generated page
 * leads to the page of the section that has it (`ANCHOR_PAGE_MARK`; checked by the site's link
 * check as a link of the document, a warning when broken); one that names no id of any page keeps
 * its text, with an OpenApiBrokenLink warning, rather than failing the site's link check. Runs
 * after the heading ids are made; a page without such links is left alone.
 */
export function rehypeDocAnchors(options: { api?: () => LoadedApi | undefined } = {}) {
  const places = new Map<string, Partial<Diagnostic> | undefined>();
  /** Where the document writes the link: the first description that holds it (its file and line). */
  const placeOf = (href: string, mark?: string): Partial<Diagnostic> | undefined => {
    const api = options.api?.();
    if (!api) return undefined;
    const key = mark === undefined ? href : `${href}\0${mark}`;
    if (places.has(key)) return places.get(key);
    // The target as the page has it is percent-encoded (`{https://…}` → `%7Bhttps://…`): else as written.
    const direct = descriptionWith(api.doc, href);
    const needle = direct ? href : decoded(href);
    const segments = direct ?? descriptionWith(api.doc, needle);
    // The line in the text that writes it (`mark`, when given: a code block's fence), else the text's key.
    const at = segments && (api.place?.(segments, mark ?? needle) ?? { file: api.file, ...api.locate(segments) });
    const found = at
      ? {
          file: at.file || api.file,
          ...(at.line ? { line: at.line, column: at.column ?? 1 } : {}),
          where: `#${toPointer(segments)}`,
        }
      : undefined;
    places.set(key, found);
    return found;
  };
  return (tree: HastNode, file: VFile) => {
    const marked: { link: HastNode; parent: HastNode }[] = [];
    const ids = new Set<string>();
    const walk = (node: HastNode) => {
      for (const child of node.children ?? []) {
        if (child.type !== 'element') continue;
        const id = child.properties?.id;
        if (typeof id === 'string') ids.add(id);
        const mark = child.properties?.[ANCHOR_MARK];
        // Another openapi() of the site (another document) checks its own links.
        if (typeof mark === 'string' && (mark === '' || mark === options.api?.()?.file))
          marked.push({ link: child, parent: node });
        else if (ownSoft(child.properties?.[SOFT_MARK], options.api?.()?.file)) softPlace(child, placeOf);
        if (ownSoft(child.properties?.[CODE_MARK], options.api?.()?.file)) codePlace(child, placeOf);
        walk(child);
      }
    };
    walk(tree);
    for (const { link, parent } of marked) {
      const page = link.properties![ANCHOR_PAGE_MARK];
      const sectionHint = link.properties![ANCHOR_HINT_MARK];
      delete link.properties![ANCHOR_MARK];
      delete link.properties![ANCHOR_PAGE_MARK];
      delete link.properties![ANCHOR_HINT_MARK];
      const href = String(link.properties!.href ?? '');
      let id = href.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // kept as written
      }
      if (!id || ids.has(id)) continue;
      // An id the document's HTML gives this page, as the sanitizer renders it.
      if (ids.has(CLOBBER_PREFIX + id)) {
        link.properties!.href = `#${encodeURI(CLOBBER_PREFIX + id)}`;
        continue;
      }
      if (typeof page === 'string') {
        link.properties!.href = encodeURI(page);
        // A link of the document: told at its line, and a warning if that page lacks the id after all.
        link.properties![SOFT_MARK] = options.api?.()?.file ?? '';
        softPlace(link, placeOf, href);
        continue;
      }
      parent.children!.splice(parent.children!.indexOf(link), 1, ...(link.children ?? []));
      const ctx = (file.data as { docgen?: { relFile: string; diagnostics: Diagnostic[] } }).docgen;
      ctx?.diagnostics.push({
        name: 'OpenApiBrokenLink',
        severity: 'warning',
        file: ctx.relFile,
        ...(placeOf(href) ?? { file: options.api?.()?.file ?? ctx.relFile }),
        message: `The link "${href}" of the document names no part of its page: the page shows its text without the link.`,
        why: "The document was written for another renderer, whose pages had that anchor; no other page of its reference section has that id either (an id written in a description, or a heading's).",
        fix: `${typeof sectionHint === 'string' ? `${sectionHint} Else ` : ''}correct or remove the link in the document.`,
      });
    }
  };
}

/**
 * `data-dg-link-soft` (`@docgen/markdown`'s `SOFT_LINK`): a path written in the document, its value
 * the document's file. Its value becomes where the document writes it (`line:column:file`), so
 * that a broken one is reported there, not on the page that shows it.
 */
const SOFT_MARK = 'dataDgLinkSoft';

/**
 * Whether a soft mark is this document's to place: its value names the document (another
 * openapi() of the site places its own, though its text may be this one's too), or is empty.
 */
function ownSoft(mark: unknown, file: string | undefined): boolean {
  return mark === '' || (typeof mark === 'string' && mark === file);
}

function softPlace(
  link: HastNode,
  placeOf: (href: string) => Partial<Diagnostic> | undefined,
  written = String(link.properties![WRITTEN_MARK] ?? link.properties!.href ?? link.properties!.src ?? ''),
): void {
  const at = placeOf(written);
  if (at?.file && at.line) link.properties![SOFT_MARK] = `${at.line}:${at.column ?? 1}:${at.file}`;
}

/**
 * A description's code block placed where the document writes it, so that its fault (a language
 * shiki does not know) is the document's, told once at its line: found by its whole text, else
 * (a block indented in a list loses that indent) by its longest line; a block of a few characters
 * (`{}`), which many texts hold, is left at the page's place rather than put at a wrong one.
 */
function codePlace(node: HastNode, placeOf: (text: string, mark: string) => Partial<Diagnostic> | undefined): void {
  delete node.properties![CODE_MARK];
  const text = textOf(node).trim();
  const longest = text
    .split('\n')
    .map((l) => l.trim())
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 8) return;
  // Its fault is its language's, which its fence writes: the line of the first fence with it.
  const fence = `\`\`\`${languageOf(node) ?? ''}`;
  const at = placeOf(text, fence) ?? placeOf(longest, fence);
  if (at?.file && at.line) node.properties![PLACE_MARK] = `${at.line}:${at.column ?? 1}:${at.file}`;
}

function languageOf(node: HastNode): string | undefined {
  const code = node.tagName === 'pre' ? node.children?.find((c) => c.tagName === 'code') : node;
  const classes = [code?.properties?.className].flat();
  const name = classes.find((c): c is string => typeof c === 'string' && c.startsWith('language-'));
  return name?.slice('language-'.length);
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return String((node as { value?: unknown }).value ?? '');
  return (node.children ?? []).map(textOf).join('');
}

/**
 * The strings of a document in document order, joined into one text (NUL between them: no href
 * holds one) with where each starts, made once per document: a lookup is then one native search
 * of the text, not a test of each string (Asana's 3 MB document: 2 s of a build).
 */
interface Texts {
  joined: string;
  starts: number[];
  paths: (PathNode | undefined)[];
}
/** A key and its parent's: a pointer made only for the string a link is found in. */
interface PathNode {
  key: string;
  parent: PathNode | undefined;
}

function segmentsOf(node: PathNode | undefined): string[] {
  const out: string[] = [];
  for (let n = node; n; n = n.parent) out.push(n.key);
  return out.reverse();
}
const textsOf = new WeakMap<object, Texts>();

function textsOfDoc(doc: object): Texts {
  let texts = textsOf.get(doc);
  if (texts) return texts;
  const parts: string[] = [];
  const starts: number[] = [];
  const paths: (PathNode | undefined)[] = [];
  let offset = 0;
  const stack: { value: unknown; path: PathNode | undefined }[] = [{ value: doc, path: undefined }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      parts.push(value);
      starts.push(offset);
      paths.push(path);
      offset += value.length + 1;
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      // In document order: the stack pops the last pushed first.
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], path: { key: entries[i]![0], parent: path } });
    }
  }
  texts = { joined: parts.join('\0'), starts, paths };
  textsOf.set(doc, texts);
  return texts;
}

/**
 * The pointer of the first description (or other text) of the document that holds `href` as a
 * link's target: Okta's `#pagination` is written in one schema's description, and as a part of
 * `/#pagination` in fifty others before it. A text that holds it only inside a longer URL is taken
 * when none holds it whole.
 */
function descriptionWith(doc: object, href: string): string[] | undefined {
  if (href.includes('\0')) return undefined;
  const texts = textsOfDoc(doc);
  const { joined, starts, paths } = texts;
  if (indexable(href)) {
    // A whole target wins over a part of a longer URL (the ranks below): the index answers it.
    const whole = wholeTargets(texts).get(href);
    const first = whole?.description ?? whole?.other;
    if (first !== undefined) return segmentsOf(paths[first]);
  }
  if (!mayHold(texts, href)) return undefined;
  // Best first: a whole target in a description, a whole one elsewhere, then a part of a URL.
  const found: (PathNode | undefined)[] = [];
  const taken = [false, false, false, false];
  for (let at = joined.indexOf(href); at >= 0; at = joined.indexOf(href, at + 1)) {
    // The string holding the match: the last that starts at or before it.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    const node = paths[lo];
    const rank = (whole(joined, at, href.length) ? 0 : 2) + (node?.key === 'description' ? 0 : 1);
    if (rank === 0) return segmentsOf(node);
    if (!taken[rank]) {
      taken[rank] = true;
      found[rank] = node;
    }
  }
  const best = taken.findIndex(Boolean);
  return best >= 0 ? segmentsOf(found[best]) : undefined;
}

function decoded(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/** Whether the text at `at` is a link's whole target: `](#x)`, `href="#x"`, `<#x>`, `[x]: #x`. */
function whole(text: string, at: number, length: number): boolean {
  const before = at === 0 ? '\0' : text[at - 1]!;
  const after = text[at + length] ?? '\0';
  return /[\0\s(<"'=]/.test(before) && /[\0\s)>"']/.test(after);
}
