import { decodeHTML, decodeHTMLAttribute } from 'entities';
import {
  endsName,
  INTEGRATION,
  isAlpha,
  isSpace,
  lowerCase,
  OPEN_IMPLIES_CLOSE,
  RAW_TEXT,
  SVG_NAMES,
  trailingCommentEnd,
  VOID,
} from './html-tree-rules.js';

/**
 * The events htmlparser2's `Parser` gives for an HTML page (HTML mode, entities decoded, tag names
 * lower-cased, attribute names as written), with the positions it gives in `startIndex` and
 * `endIndex`, from a scanner that jumps from `<` to `<`. htmlparser2 reads a page one character at
 * a time through a state machine; on docgen's pages (most of them markup) that was most of the
 * render stage's scan. Its tree rules are kept as they are (implied ends, void elements,
 * SVG/MathML, `</p>` and `</br>`, a nested `<form>`), and so is its tokenizer's reading of raw
 * text, comments, declarations and CDATA: `test/html-events.test.ts` holds the two to the same
 * events on tricky cases and on built sites.
 */
export interface HtmlEvents {
  /** `start`: where the tag starts (`<`); `end`: its last character (`>`). */
  onopentag(name: string, attribs: Record<string, string>, start: number, end: number): void;
  /** A run of text, entities decoded; a run may come in pieces. */
  ontext(text: string): void;
  /** `end`: htmlparser2's `endIndex` (the character after the name of an end tag). */
  onclosetag(name: string, end: number): void;
  oncomment(data: string): void;
  /** An element read whole, unparsed (`Opaque`). */
  onopaque?(element: string): void;
}

/**
 * An element the reader hands over whole instead of reading it (shiki's highlighted `<pre>`: most
 * of a page's markup, one span per token, no id and no link), found where a tag may start.
 */
export interface Opaque {
  /** How its start tag begins. */
  start: string;
  /** Its whole start tag, sticky (flag `y`). */
  tag: RegExp;
  /** Its end tag: the element ends at the first one after its start tag. */
  end: string;
}

const NONE = 0;
const SVG = 1;
const MATH = 2;

const COMMENT_END = /--!?>/g;
const CDATA_END = /]]>/g;
const rawEnds = new Map<string, RegExp>();

export function readHtml(html: string, cbs: HtmlEvents, opaque?: Opaque): void {
  const n = html.length;
  // Open elements, innermost last (htmlparser2 keeps it innermost first).
  const stack: string[] = [];
  const foreign: number[] = [NONE];
  let startIndex = 0;
  let endIndex = 0;
  let textStart = 0;
  let openStart = 0;
  let tagname = '';
  let attribs: Record<string, string> | null = null;
  let cut = false;

  const inForeign = () => foreign[foreign.length - 1] !== NONE;
  const text = (end: number, decode: boolean) => {
    if (end <= textStart) return;
    const raw = html.slice(textStart, end);
    cbs.ontext(decode && raw.includes('&') ? decodeHTML(raw) : raw);
    endIndex = end - 1;
    startIndex = end;
  };
  const tagName = (name: string): string => {
    const context = foreign[foreign.length - 1];
    if (context === SVG) return SVG_NAMES.get(name) ?? name;
    if (foreign.length > 1) {
      const adjusted = SVG_NAMES.get(name);
      if (adjusted !== undefined && stack.includes(adjusted)) return adjusted;
    }
    return context === NONE && name === 'image' ? 'img' : name;
  };
  const pop = () => {
    const element = stack.pop()!;
    if (element === 'svg' || element === 'math' || INTEGRATION.has(element)) foreign.pop();
    cbs.onclosetag(element, endIndex);
  };
  const emitOpenTag = (name: string) => {
    openStart = startIndex;
    tagname = name;
    if (name === 'form' && stack.includes('form')) {
      tagname = '';
      return;
    }
    const implied = OPEN_IMPLIES_CLOSE.get(name);
    if (implied) while (stack.length > 0 && implied.has(stack[stack.length - 1]!)) pop();
    if (!VOID.has(name)) {
      stack.push(name);
      if (name === 'svg') foreign.push(SVG);
      else if (name === 'math') foreign.push(MATH);
      else if (INTEGRATION.has(name)) foreign.push(NONE);
    }
    attribs = {};
  };
  const endOpenTag = () => {
    startIndex = openStart;
    if (attribs) {
      cbs.onopentag(tagname, attribs, startIndex, endIndex);
      attribs = null;
    }
    if (VOID.has(tagname)) cbs.onclosetag(tagname, endIndex);
    tagname = '';
  };
  const comment = (data: string, end: number) => {
    endIndex = end;
    cbs.oncomment(data);
    startIndex = end + 1;
  };
  const closeTag = (nameStart: number, nameEnd: number) => {
    endIndex = nameEnd;
    const name = tagName(lowerCase(html.slice(nameStart, nameEnd)));
    if (!VOID.has(name)) {
      const at = stack.lastIndexOf(name);
      if (at !== -1) {
        for (let i = stack.length - 1; i > at; i--) pop();
        pop();
      } else if (name === 'p') {
        emitOpenTag('p');
        endOpenTag();
        if (stack[stack.length - 1] === 'p') pop();
      }
    } else if (name === 'br') {
      cbs.onopentag('br', {}, startIndex, endIndex);
      cbs.onclosetag('br', endIndex);
    }
    startIndex = nameEnd + 1;
  };

  let i = html.indexOf('<');
  scan: while (i !== -1 && i < n - 1) {
    const c = html.charCodeAt(i + 1);
    if (opaque && html.startsWith(opaque.start, i)) {
      opaque.tag.lastIndex = i;
      const close = opaque.tag.test(html) ? html.indexOf(opaque.end, opaque.tag.lastIndex) : -1;
      if (close !== -1) {
        text(i, true);
        const end = close + opaque.end.length;
        endIndex = end - 1;
        cbs.onopaque?.(html.slice(i, end));
        startIndex = end;
        textStart = end;
        i = html.indexOf('<', textStart);
        continue;
      }
    }
    if (isAlpha(c)) {
      // An open tag: its name, its attributes, then raw text for script, style, title…
      let k = i + 2;
      while (k < n && !endsName(html.charCodeAt(k))) k++;
      text(i, true);
      if (k >= n) {
        textStart = n;
        break;
      }
      const lower = lowerCase(html.slice(i + 1, k));
      const rawText = !inForeign() && RAW_TEXT.has(lower) ? lower : '';
      endIndex = k;
      emitOpenTag(tagName(lower));
      for (;;) {
        if (k >= n) {
          cut = true;
          break scan;
        }
        const a = html.charCodeAt(k);
        if (a === 62) {
          endIndex = k;
          endOpenTag();
          startIndex = k + 1;
          break;
        }
        if (a === 47) {
          k++;
          while (k < n && isSpace(html.charCodeAt(k))) k++;
          if (k >= n) {
            cut = true;
            break scan;
          }
          if (html.charCodeAt(k) !== 62) continue;
          // `/>` ends an element only in SVG and MathML.
          endIndex = k;
          if (inForeign()) {
            const name = tagname;
            endOpenTag();
            if (stack[stack.length - 1] === name) pop();
          } else endOpenTag();
          startIndex = k + 1;
          break;
        }
        if (isSpace(a)) {
          k++;
          continue;
        }
        const nameStart = k;
        // As htmlparser2 does (the open tag puts it back): where a page cut in a tag ends its elements.
        startIndex = k;
        k++;
        while (k < n) {
          const b = html.charCodeAt(k);
          if (b === 61 || endsName(b)) break;
          k++;
        }
        const name = html.slice(nameStart, k);
        while (k < n && isSpace(html.charCodeAt(k))) k++;
        let value = '';
        if (k < n && html.charCodeAt(k) === 61) {
          k++;
          while (k < n && isSpace(html.charCodeAt(k))) k++;
          if (k >= n) {
            cut = true;
            break scan;
          }
          const q = html.charCodeAt(k);
          let valueEnd: number;
          if (q === 34 || q === 39) {
            valueEnd = html.indexOf(q === 34 ? '"' : "'", k + 1);
            if (valueEnd === -1) {
              cut = true;
              break scan;
            }
            value = html.slice(k + 1, valueEnd);
            k = valueEnd + 1;
          } else {
            valueEnd = k;
            while (valueEnd < n) {
              const b = html.charCodeAt(valueEnd);
              if (b === 62 || isSpace(b)) break;
              valueEnd++;
            }
            if (valueEnd >= n) {
              cut = true;
              break scan;
            }
            value = html.slice(k, valueEnd);
            k = valueEnd;
          }
          if (value.includes('&')) value = decodeHTMLAttribute(value);
        } else if (k >= n) {
          cut = true;
          break scan;
        }
        // Set by emitOpenTag (null after a second <form>): TypeScript cannot see that through the call.
        const into = attribs as Record<string, string> | null;
        if (into && !Object.hasOwn(into, name)) into[name] = value;
      }
      textStart = k + 1;
      if (rawText === 'plaintext') {
        text(n, false);
        textStart = n;
        break;
      }
      if (rawText) {
        let end = rawEnds.get(rawText);
        if (!end) rawEnds.set(rawText, (end = new RegExp(`</${rawText}[ \\t\\n\\f\\r/>]`, 'gi')));
        end.lastIndex = textStart;
        const found = end.exec(html);
        const decode = rawText === 'title' || rawText === 'textarea';
        if (!found) {
          text(n, decode);
          textStart = n;
          break;
        }
        text(found.index, decode);
        const nameEnd = found.index + 2 + rawText.length;
        closeTag(found.index + 2, nameEnd);
        const gt = html.indexOf('>', nameEnd);
        if (gt === -1) {
          textStart = n;
          break;
        }
        textStart = gt + 1;
      }
      i = html.indexOf('<', textStart);
      continue;
    }
    if (c === 47) {
      // `</…`: an end tag, nothing (`</>`), or a bogus comment.
      const d = i + 2 < n ? html.charCodeAt(i + 2) : -1;
      if (d === -1) break;
      text(i, true);
      if (isAlpha(d)) {
        let k = i + 3;
        while (k < n && !endsName(html.charCodeAt(k))) k++;
        if (k >= n) {
          textStart = n;
          break;
        }
        closeTag(i + 2, k);
        const gt = html.indexOf('>', k);
        if (gt === -1) {
          textStart = n;
          break;
        }
        textStart = gt + 1;
      } else if (d === 62) textStart = i + 3;
      else {
        const gt = html.indexOf('>', i + 2);
        comment(html.slice(i + 2, gt === -1 ? n : gt), gt === -1 ? n : gt);
        textStart = gt === -1 ? n : gt + 1;
        if (gt === -1) break;
      }
      i = html.indexOf('<', textStart);
      continue;
    }
    if (c === 33) {
      text(i, true);
      textStart = markup(i);
      if (textStart >= n) break;
      i = html.indexOf('<', textStart);
      continue;
    }
    if (c === 63) {
      // `<?…>`: a bogus comment in HTML.
      text(i, true);
      const gt = html.indexOf('>', i + 1);
      comment(html.slice(i + 1, gt === -1 ? n : gt), gt === -1 ? n : gt);
      textStart = gt === -1 ? n : gt + 1;
      if (gt === -1) break;
      i = html.indexOf('<', textStart);
      continue;
    }
    // A `<` that opens nothing is text.
    i = html.indexOf('<', i + 1);
  }
  // A page cut inside a tag: htmlparser2 drops the tag (the text before it was given).
  if (cut) textStart = n;
  // The end: text left (a `<` or `</` at the very end is text), then every open element ends.
  text(n, true);
  endIndex = startIndex;
  for (let k = stack.length - 1; k >= 0; k--) cbs.onclosetag(stack[k]!, endIndex);

  /** `<!…` at `at`: a comment, CDATA, a doctype or a bogus comment. Returns where text resumes. */
  function markup(at: number): number {
    const s = at + 2;
    if (html.startsWith('--', s)) {
      const body = s + 2;
      if (html.charCodeAt(body) === 62) {
        comment('', body);
        return body + 1;
      }
      if (html.startsWith('->', body)) {
        comment('', body + 1);
        return body + 2;
      }
      COMMENT_END.lastIndex = body;
      const found = COMMENT_END.exec(html);
      if (!found) {
        comment(html.slice(body, n - trailingCommentEnd(html, body)), n);
        return n;
      }
      const gt = found.index + found[0].length - 1;
      comment(html.slice(body, found.index), gt);
      return gt + 1;
    }
    if (html.startsWith('[CDATA[', s)) {
      const body = s + 7;
      CDATA_END.lastIndex = body;
      const found = CDATA_END.exec(html);
      if (!found) {
        comment(html.slice(s, n), n);
        return n;
      }
      const gt = found.index + 2;
      const value = html.slice(body, found.index);
      endIndex = gt;
      if (inForeign()) cbs.ontext(value);
      else cbs.oncomment(`[CDATA[${value}]]`);
      startIndex = gt + 1;
      return gt + 1;
    }
    const gt = html.indexOf('>', s);
    const end = gt === -1 ? n : gt;
    if (html.slice(s, s + 7).toLowerCase() === 'doctype' && end >= s + 7) {
      // A declaration: no event.
      endIndex = end;
      startIndex = end + 1;
    } else comment(html.slice(s, end), end);
    return end + 1;
  }
}
