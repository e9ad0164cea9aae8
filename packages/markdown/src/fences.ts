/**
 * Code fences found line by line, without parsing: what the line scans (format detection, titles,
 * the MDX preprocessing, code languages) use to leave fenced code alone.
 */

/** A blockquote or list-item marker that may come before a fence on its line. */
const CONTAINER = /^(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+)/;
const MARKER = /^(`{3,}|~{3,})[ \t]*([^\s`]*)/;

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
export function fenceLine(line: string): FenceLine | undefined {
  let rest = line;
  for (;;) {
    rest = rest.replace(/^[ \t]+/, '');
    const container = CONTAINER.exec(rest);
    if (!container) break;
    rest = rest.slice(container[0].length);
  }
  const fence = MARKER.exec(rest);
  return fence ? { marker: fence[1]!, info: fence[2]! } : undefined;
}

/** Follows fenced code line by line: `code(line)` says whether a line is code or a fence's own line. */
export class Fences {
  private open: string | undefined;
  /** The info word of the fence the last line opened (`mdx-code-block`), else undefined. */
  opened: string | undefined;

  code(line: string): boolean {
    this.opened = undefined;
    const fence = fenceLine(line);
    if (!fence) return this.open !== undefined;
    if (this.open === undefined) {
      this.open = fence.marker;
      this.opened = fence.info;
    } else if (fence.marker[0] === this.open[0] && fence.marker.length >= this.open.length && fence.info === '') {
      this.open = undefined;
    }
    return true;
  }
}

/** The info names of a markdown text's code fences (```js …), lowercased, as written. */
export function fenceNames(body: string): string[] {
  const names = new Set<string>();
  const fences = new Fences();
  for (const line of body.split('\n')) {
    if (fences.code(line) && fences.opened) {
      const name = /^[\w+#.-]+/.exec(fences.opened)?.[0];
      if (name) names.add(name.toLowerCase());
    }
  }
  return [...names];
}
