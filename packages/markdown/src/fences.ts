/**
 * Code fences found line by line, without parsing: what the line scans (format detection, titles,
 * the MDX preprocessing, code languages) use to leave fenced code alone.
 */

/** A blockquote or list-item marker that may come before a fence on its line. */
const CONTAINER = /^(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+)/;
const LIST_ITEM = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;
const MARKER = /^(`{3,}|~{3,})[ \t]*([^\s`]*)/;
/** What ended a list item at a less indented line in remark-parse 8: a heading, fence, rule or item. */
const INTERRUPTS_ITEM =
  /^(?:#{1,6}(?:[ \t]|$)|`{3,}|~{3,}|(?:[-*_][ \t]*){3,}$|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))/;

/** A fence on a line: its marker (```` ``` ```` or `~~~`, as long as written) and info word. */
export interface FenceLine {
  marker: string;
  info: string;
}

/**
 * The fence a line opens or closes, after any quote and list markers (`- ```js` in a list item,
 * `> ```` in a quote), or undefined. Markers are stripped one at a time with anchored patterns:
 * linear in the line's length.
 */
function fenceLine(line: string): FenceLine | undefined {
  const fence = MARKER.exec(line.slice(containerWidth(line, CONTAINER)));
  return fence ? { marker: fence[1]!, info: fence[2]! } : undefined;
}

/** How many characters of the line its leading spaces and `pattern`'s markers take. */
function containerWidth(line: string, pattern: RegExp): number {
  let at = 0;
  for (;;) {
    while (line[at] === ' ' || line[at] === '\t') at++;
    const marker = pattern.exec(line.slice(at));
    if (!marker) return at;
    at += marker[0].length;
  }
}

/**
 * Follows fenced code line by line: `code(line)` says whether a line is code or a fence's own line.
 * A fence opened in a list item also ends with the item, at the first line indented less than
 * the item's text, as CommonMark has it (a translation that lost a closing fence).
 */
export class Fences {
  /**
   * MDX 1's reading (remark-parse 8): a list item went on over a line indented less than its
   * text when the line above was not empty and the line starts no heading, fence, rule or item
   * (a lazy line), so fenced code in the item did too (litmus-docs' `  ```bash` / `helm install …`
   * at column 0). `lazy` then tells how many columns such a line lacks, for the caller to indent.
   */
  constructor(private readonly mdx1Lazy = false) {}
  private open: string | undefined;
  /** Whether the line before was empty (MDX 1 ended a list item at an empty line then a lazy one). */
  private afterBlank = false;
  /** The columns the last line lacks to be inside the list item whose fence stays open (MDX 1), else 0. */
  lazy = 0;
  /** The column the text of the list item the open fence is in starts at. */
  private itemColumn: number | undefined;
  /** The column of the text of the last list item outside fenced code. */
  private listColumn: number | undefined;
  /** The info word of the fence the last line opened (`mdx-code-block`), else undefined. */
  opened: string | undefined;

  /** Whether the lines so far leave a fence open. */
  get isOpen(): boolean {
    return this.open !== undefined;
  }

  code(line: string): boolean {
    this.opened = undefined;
    this.lazy = 0;
    const blank = line.trim() === '';
    const afterBlank = this.afterBlank;
    this.afterBlank = blank;
    const indent = blank ? undefined : containerWidth(line, /^>[ \t]?/);
    if (this.open !== undefined && this.itemColumn !== undefined && indent !== undefined && indent < this.itemColumn) {
      if (this.mdx1Lazy && !afterBlank && !INTERRUPTS_ITEM.test(line.slice(indent))) {
        this.lazy = this.itemColumn - indent;
        return true;
      }
      this.open = undefined;
    }
    const fence = fenceLine(line);
    if (this.open !== undefined) {
      if (fence && fence.marker[0] === this.open[0] && fence.marker.length >= this.open.length && fence.info === '')
        this.open = undefined;
      return true;
    }
    if (indent !== undefined) {
      const item = LIST_ITEM.exec(line.slice(indent));
      if (item) this.listColumn = indent + item[0].length;
      else if (this.listColumn !== undefined && indent < this.listColumn) this.listColumn = undefined;
    }
    if (!fence) return false;
    this.open = fence.marker;
    this.opened = fence.info;
    this.itemColumn = this.listColumn;
    return true;
  }
}

/** The info names of a markdown text's code fences (```js …), lowercased, as written. */
export function fenceNames(body: string): string[] {
  const names = new Set<string>();
  const fences = new Fences();
  for (const line of body.split('\n')) {
    if (fences.code(line) && fences.opened !== undefined) {
      // A fence without a language is named '' : it is highlighted too (as text).
      names.add(/^[\w+#.-]+/.exec(fences.opened)?.[0]?.toLowerCase() ?? '');
    }
  }
  return [...names];
}

/** Whether the text ends inside fenced code (a fence never closed runs to the end of the file). */
export function endsInFence(body: string): boolean {
  const fences = new Fences();
  for (const line of body.split('\n')) fences.code(line);
  return fences.isOpen;
}
