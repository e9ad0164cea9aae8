/**
 * Reads a rendered page (the HTML the build wrote) and splits its main article into sections
 * at h2/h3: the text before the first h2 is the page's own section (no anchor).
 */
import { parseDocument } from 'htmlparser2';
import type { AnyNode, ChildNode, Element } from 'domhandler';

export interface Section {
  /** Heading text (the page title for the intro section). */
  heading: string;
  /** Heading id (anchor), '' for the intro section. */
  anchor: string;
  /** Heading level: 1 for the intro section, 2 or 3. */
  level: number;
  /** Prose text (paragraphs, lists, tables, admonitions, inline code), whitespace collapsed. */
  text: string;
  /**
   * Identifiers found in the section's code blocks and generated API reference blocks
   * (`area_id`, `order.price`), each once, space-separated: indexed with a low weight, never
   * shown. The rest of the code (values, JSON punctuation, English schema descriptions) would
   * triple the index for words nobody searches in code.
   */
  code: string;
}

export interface ExtractedPage {
  title: string;
  /** `<meta name="description">`, '' when absent. */
  description: string;
  /** `<meta name="keywords">`, split at commas. */
  keywords: string[];
  sections: Section[];
}

/** Elements whose text is never indexed. */
const SKIP = new Set(['script', 'style', 'template', 'noscript', 'button', 'svg', 'iframe', 'object', 'select', 'nav']);
/** Elements that separate words (a space is added around their text). */
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'aside',
  'blockquote',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'hr',
  'figure',
  'figcaption',
  'details',
  'summary',
  'header',
  'footer',
  'pre',
  'img',
]);

const isElement = (n: AnyNode): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style';
const classes = (el: Element): string[] => (el.attribs.class ?? '').split(/\s+/);

function find(nodes: ChildNode[], test: (el: Element) => boolean): Element | undefined {
  for (const n of nodes) {
    if (!isElement(n)) continue;
    if (test(n)) return n;
    const inner = find(n.children, test);
    if (inner) return inner;
  }
  return undefined;
}

/** Plain text of a node (heading anchors and skipped elements left out). */
function textOf(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (!isElement(node)) return '';
  if (SKIP.has(node.name) || classes(node).includes('dg-anchor')) return '';
  const inner = node.children.map(textOf).join('');
  return BLOCK.has(node.name) ? ` ${inner} ` : inner;
}

const clean = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** snake_case and dotted identifiers of a code text, each once, in order of appearance. */
export function identifiers(code: string): string {
  return [...new Set(code.match(/[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+/g) ?? [])].join(' ');
}

/**
 * The sections of a page's main article (`[data-dg-main] article`), or undefined when the page
 * has none (a component page, a page the theme renders differently).
 */
export function extractPage(html: string): ExtractedPage | undefined {
  const doc = parseDocument(html);
  const meta = (name: string): string =>
    clean(find(doc.children, (el) => el.name === 'meta' && el.attribs.name === name)?.attribs.content ?? '');
  const main = find(doc.children, (el) => el.attribs['data-dg-main'] !== undefined);
  const article = main && find(main.children, (el) => el.name === 'article');
  if (!article) return undefined;
  const h1 = find(article.children, (el) => el.name === 'h1');
  const title = clean(h1 ? textOf(h1) : '');
  const sections: Section[] = [];
  let current = { heading: title, anchor: '', level: 1, text: [] as string[], code: [] as string[] };
  const flush = (): void => {
    const text = clean(current.text.join(''));
    const code = identifiers(current.code.join(' '));
    if (current.level === 1 || text || code || current.heading)
      sections.push({ heading: current.heading, anchor: current.anchor, level: current.level, text, code });
  };
  const walk = (nodes: ChildNode[]): void => {
    for (const n of nodes) {
      if (n.type === 'text') {
        current.text.push((n as unknown as { data: string }).data);
        continue;
      }
      if (!isElement(n)) continue;
      if (n === h1) continue;
      if ((n.name === 'h2' || n.name === 'h3') && n.attribs.id) {
        flush();
        current = {
          heading: clean(textOf(n)),
          anchor: n.attribs.id,
          level: n.name === 'h2' ? 2 : 3,
          text: [],
          code: [],
        };
        continue;
      }
      if (SKIP.has(n.name) || classes(n).includes('dg-anchor')) continue;
      // Code blocks, and generated API reference blocks (long and repeated from page to page:
      // indexed like code, with a low weight, and never split into sections).
      if (
        n.name === 'pre' ||
        (n.name === 'figure' && classes(n).includes('dg-code')) ||
        classes(n).includes('dg-api-operation')
      ) {
        current.code.push(textOf(n));
        continue;
      }
      if (BLOCK.has(n.name)) current.text.push(' ');
      walk(n.children);
      if (BLOCK.has(n.name)) current.text.push(' ');
    }
  };
  walk(article.children);
  flush();
  const keywords = meta('keywords')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return { title, description: meta('description'), keywords, sections };
}
