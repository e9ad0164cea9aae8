/**
 * Splits a rendered page's main article (`[data-dg-main] article`) into sections at h2/h3: the
 * text before the first h2 is the page's own section (no anchor). A reader of htmlparser2's
 * events: the render stage feeds it from its own pass over each page (`DocgenPlugin.render`),
 * `extractPage` from a parse of a page's file. Loads nothing heavy (the render stage asks for
 * one per page; the config that imports the plugin must stay light).
 */
import type { PageScanner } from '@docgen/config';
import { decodeHTML } from 'entities';

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

/** Elements whose text goes to the section's code identifiers, not its prose. */
const isCode = (name: string, cls: string[]): boolean =>
  name === 'pre' || (name === 'figure' && cls.includes('dg-code')) || cls.includes('dg-api-operation');

const clean = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** snake_case and dotted identifiers of a code text, each once, in order of appearance. */
export function identifiers(code: string): string {
  return [...new Set(code.match(/[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+/g) ?? [])].join(' ');
}

/** Where the text inside an open element goes. */
interface Frame {
  /** Prose of the current section (the article's walk outside headings and code). */
  prose: boolean;
  /** Text buffers (heading, title, code) collecting it, as `textOf` would. */
  sinks: string[][];
  /** The main element and its article: the end of either ends the pass. */
  ends?: boolean;
  /** Ends a heading when it closes. */
  onClose?: () => void;
}

const NOWHERE: Frame = { prose: false, sinks: [] };
const NO_CLASS: string[] = [];

/** A tag, quoted attribute values allowed to hold `>`. */
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const OPEN_TAG = /^<(?:[^>"']|"[^"]*"|'[^']*')*>/;
const CLASS = /\sclass="([^"]*)"/;

/** A page reader and what it found: the page, or undefined when it has no main article (a component page). */
export interface PageReader extends PageScanner {
  done(): ExtractedPage | undefined;
  /** Set when the article (or a main without one) ended: nothing after it is read. */
  ended: boolean;
}

/**
 * A reader of one page. The text is what a walk of the DOM gives: skipped elements and heading
 * anchors left out, a space around block elements.
 */
export function pageReader(): PageReader {
  const meta: Record<string, string> = {};
  const sections: Section[] = [];
  let state: 'before' | 'main' | 'article' = 'before';
  let title: string[] | undefined;
  let current = { heading: '', anchor: '', level: 1, text: [] as string[], code: [] as string[] };
  const flush = (): void => {
    const text = clean(current.text.join(''));
    const code = identifiers(current.code.join(''));
    if (current.level === 1 || text || code || current.heading)
      sections.push({ heading: current.heading, anchor: current.anchor, level: current.level, text, code });
  };
  const emit = (frame: Frame, text: string): void => {
    if (frame.prose) current.text.push(text);
    for (const sink of frame.sinks) sink.push(text);
  };
  const stack: Frame[] = [];
  const open = (frame: Frame, block: boolean): void => {
    if (block) emit(frame, ' ');
    stack.push(frame);
  };
  const reader: PageReader = {
    ended: false,
    onopentag(name, attribs) {
      if (reader.ended) return;
      if (state === 'before') {
        // Before the main element only its meta tags count: no frame (nothing there is text to keep).
        if (name === 'meta' && attribs.name !== undefined && !(attribs.name in meta))
          meta[attribs.name] = attribs.content ?? '';
        if (attribs['data-dg-main'] !== undefined) {
          state = 'main';
          open({ prose: false, sinks: [], ends: true }, false);
        }
        return;
      }
      const parent = stack[stack.length - 1] ?? NOWHERE;
      const cls = attribs.class ? attribs.class.split(/\s+/) : NO_CLASS;
      const block = BLOCK.has(name);
      const skipped = SKIP.has(name) || cls.includes('dg-anchor');
      if (name === 'meta' && attribs.name !== undefined && !(attribs.name in meta))
        meta[attribs.name] = attribs.content ?? '';
      if (state === 'main' && name === 'article') {
        state = 'article';
        open({ prose: true, sinks: [], ends: true }, false);
      } else if (state === 'article' && name === 'h1' && title === undefined) {
        // The article's first h1 is the title: never prose, its own text wherever it is.
        title = [];
        open({ prose: false, sinks: skipped ? [] : [...parent.sinks, title] }, block);
      } else if (parent.prose && (name === 'h2' || name === 'h3') && attribs.id !== undefined) {
        flush();
        const section = { heading: '', anchor: attribs.id, level: name === 'h2' ? 2 : 3, text: [], code: [] };
        current = section;
        const heading: string[] = [];
        const onClose = () => {
          section.heading = clean(heading.join(''));
        };
        open({ prose: false, sinks: skipped ? [] : [heading], onClose }, false);
      } else if (skipped) open(NOWHERE, false);
      else if (parent.prose && isCode(name, cls)) {
        const code = current.code;
        // Code pieces are joined with a space.
        if (code.length > 0) code.push(' ');
        open({ prose: false, sinks: [code] }, block);
      } else open({ prose: parent.prose, sinks: parent.sinks }, block);
    },
    ontext(text) {
      if (reader.ended || state === 'before') return;
      const frame = stack[stack.length - 1];
      if (frame) emit(frame, text);
    },
    onclosetag(name) {
      if (reader.ended || state === 'before') return;
      const frame = stack.pop();
      if (!frame) return;
      if (BLOCK.has(name)) emit(frame, ' ');
      frame.onClose?.();
      // Nothing after the article (or a main without one) is read.
      if (frame.ends) reader.ended = true;
    },
    oncode(html) {
      // A highlighted block holds only text in spans: its events are those of its <pre>, its
      // text with the tags taken out, entities decoded as htmlparser2 decodes text.
      if (reader.ended) return;
      const openEnd = OPEN_TAG.exec(html)?.[0] ?? '';
      const cls = CLASS.exec(openEnd)?.[1];
      reader.onopentag('pre', cls === undefined ? {} : { class: decodeHTML(cls) });
      const inner = html.slice(openEnd.length, html.lastIndexOf('</pre>'));
      const text = inner.replace(TAG, '');
      if (text) reader.ontext(text.includes('&') ? decodeHTML(text) : text);
      reader.onclosetag('pre');
    },
    done() {
      if ((state as string) !== 'article') return undefined;
      flush();
      const pageTitle = clean((title ?? []).join(''));
      sections[0]!.heading = pageTitle;
      const keywords = clean(meta.keywords ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      return { title: pageTitle, description: clean(meta.description ?? ''), keywords, sections };
    },
  };
  return reader;
}
