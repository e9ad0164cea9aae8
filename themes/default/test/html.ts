/**
 * A tiny HTML tree builder for assertions on `renderToString` output (React emits well-formed,
 * fully quoted markup), so tests query elements and attributes instead of matching strings.
 */
export interface El {
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
  parent?: El;
}
export type Node = El | string;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW = new Set(['script', 'style']);

export function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');
}

export function parse(html: string): El {
  const root: El = { tag: '#root', attrs: {}, children: [] };
  const stack: El[] = [root];
  const top = () => stack[stack.length - 1]!;
  let i = 0;
  while (i < html.length) {
    if (html.startsWith('<!--', i)) {
      i = html.indexOf('-->', i) + 3;
      continue;
    }
    if (html.startsWith('<!', i)) {
      i = html.indexOf('>', i) + 1;
      continue;
    }
    if (html.startsWith('</', i)) {
      const end = html.indexOf('>', i);
      const tag = html
        .slice(i + 2, end)
        .trim()
        .toLowerCase();
      while (stack.length > 1) {
        if (stack.pop()!.tag === tag) break;
      }
      i = end + 1;
      continue;
    }
    if (html[i] === '<' && /[a-zA-Z]/.test(html[i + 1] ?? '')) {
      const nameMatch = /^<([a-zA-Z][\w:-]*)/.exec(html.slice(i, i + 64))!;
      const tag = nameMatch[1]!.toLowerCase();
      i += nameMatch[0].length;
      const attrs: Record<string, string> = {};
      const attrRe = /\s*([^\s=>/]+)(?:="([^"]*)")?/y;
      for (;;) {
        if (html.startsWith('/>', i) || html[i] === '>') break;
        attrRe.lastIndex = i;
        const m = attrRe.exec(html);
        if (!m || m[0] === '') {
          i++;
          continue;
        }
        attrs[m[1]!.toLowerCase()] = decode(m[2] ?? '');
        i = attrRe.lastIndex;
        while (html[i] === ' ') i++;
      }
      const selfClosing = html.startsWith('/>', i);
      i += selfClosing ? 2 : 1;
      const el: El = { tag, attrs, children: [], parent: top() };
      top().children.push(el);
      if (RAW.has(tag)) {
        const end = html.indexOf(`</${tag}>`, i);
        el.children.push(html.slice(i, end));
        i = end + tag.length + 3;
      } else if (!VOID.has(tag) && !selfClosing) {
        stack.push(el);
      }
      continue;
    }
    const next = html.indexOf('<', i + 1);
    const end = next === -1 ? html.length : next;
    top().children.push(decode(html.slice(i, end)));
    i = end;
  }
  return root;
}

export function isEl(n: Node): n is El {
  return typeof n !== 'string';
}

/** Every element below `root` (document order) matching `pred`. */
export function findAll(root: El, pred: (el: El) => boolean): El[] {
  const out: El[] = [];
  const walk = (el: El) => {
    for (const child of el.children) {
      if (isEl(child)) {
        if (pred(child)) out.push(child);
        walk(child);
      }
    }
  };
  walk(root);
  return out;
}

export function find(root: El, pred: (el: El) => boolean): El | undefined {
  return findAll(root, pred)[0];
}

/** Must exist: fails with a readable message otherwise. */
export function get(root: El, pred: (el: El) => boolean, what: string): El {
  const el = find(root, pred);
  if (!el) throw new Error(`expected to find ${what}`);
  return el;
}

export const tag = (name: string) => (el: El) => el.tag === name;
export const hasAttr = (name: string, value?: string) => (el: El) =>
  name in el.attrs && (value === undefined || el.attrs[name] === value);
export const hasClass = (name: string) => (el: El) => (el.attrs.class ?? '').split(/\s+/).includes(name);

/** Text content (raw text of scripts included). */
export function text(el: El): string {
  return el.children.map((c) => (isEl(c) ? text(c) : c)).join('');
}

/** Closest ancestor matching `pred` (the element itself excluded). */
export function closest(el: El, pred: (el: El) => boolean): El | undefined {
  let cur = el.parent;
  while (cur) {
    if (pred(cur)) return cur;
    cur = cur.parent;
  }
  return undefined;
}

export function contains(ancestor: El, el: El): boolean {
  let cur: El | undefined = el;
  while (cur) {
    if (cur === ancestor) return true;
    cur = cur.parent;
  }
  return false;
}
