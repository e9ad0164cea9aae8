import { createElement, type ReactNode } from 'react';
import { CODE_BLOCK_MARK, DOM } from '@docgen/shared';
import { uiString, usePage } from './page.js';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  /** true, or the number of the first line (Docusaurus 3). */
  showLineNumbers?: boolean | number;
  metastring?: string;
}

/**
 * `@theme/CodeBlock` for code made at render time (an imported `?raw` file, a fence through a
 * site's own MDX map). A block whose code is written in the MDX file never gets here: the build
 * turns it into a code fence. On the server this renders a mark that the build replaces with the
 * block highlighted exactly as a fence (`RenderedCodeBlock`). In an island (a site's swizzled
 * CodeBlock that needs the browser draws every fence so) the mark sits in a host named by the
 * block's key, and the browser, which has no highlighter, takes the host's highlighted HTML from
 * the page as it hydrates: the block stays highlighted and hydration finds what the server drew.
 * Code the browser changes later (a placeholder filled from a form) is drawn unhighlighted.
 */
export default function CodeBlock(props: CodeBlockProps) {
  const { children, title, showLineNumbers } = props;
  const page = usePage();
  const lang = props.language ?? /language-(\S+)/.exec(props.className ?? '')?.[1];
  const text = codeText(children);
  const highlightable = text !== undefined && (title === undefined || typeof title === 'string');
  const meta = blockMeta(props.metastring ?? '', title, showLineNumbers);
  const key = highlightable ? blockKey(lang, meta, text) : undefined;
  if (highlightable && page.codeBlocks) {
    const index = page.codeBlocks.push({ code: text, ...(lang ? { language: lang } : {}), meta });
    const mark = createElement('template', { [CODE_BLOCK_MARK]: index - 1 });
    return page.inIsland ? (
      <div {...{ [CODE_HOST]: key }} style={{ display: 'contents' }}>
        {mark}
      </div>
    ) : (
      mark
    );
  }
  // Only the browser renders here with a document: an island hydrating.
  const drawn = key !== undefined ? serverDrawn(key) : undefined;
  if (drawn !== undefined)
    return (
      <div {...{ [CODE_HOST]: key }} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: drawn }} />
    );
  const code = text ?? children;
  const caption = title ?? metaTitle(props.metastring ?? '');
  return (
    <figure className="dg-code" data-lang={lang ?? 'text'}>
      {caption !== undefined && <figcaption className="dg-code__title">{caption}</figcaption>}
      <div className="dg-code__body">
        <pre className="dg-code__plain" tabIndex={0} {...(showLineNumbers ? { 'data-line-numbers': '' } : {})}>
          <code>{code}</code>
        </pre>
        <button
          type="button"
          className="dg-code__copy"
          {...{ [DOM.copy]: '' }}
          data-copied-label={uiString(page, 'code.copied', 'Copied')}
        >
          {uiString(page, 'code.copy', 'Copy')}
        </button>
      </div>
    </figure>
  );
}

/** The code of children that are text (a string, or strings and numbers as JSX splits them), without its last newline. */
function codeText(children: ReactNode): string | undefined {
  const parts = Array.isArray(children) ? children : [children];
  if (!parts.every((p) => typeof p === 'string' || typeof p === 'number')) return undefined;
  return parts.join('').replace(/\n$/, '');
}

/** The meta a fence would have: the props add what the metastring does not say (Docusaurus: the metastring's title wins). */
function blockMeta(metastring: string, title: ReactNode, showLineNumbers: boolean | number | undefined): string {
  const parts = [metastring.trim()];
  if (typeof title === 'string' && !/\btitle=/.test(metastring))
    parts.push(title.includes('"') ? `title='${title}'` : `title="${title}"`);
  if (showLineNumbers !== undefined && showLineNumbers !== false && !/\bshowLineNumbers\b/.test(metastring))
    parts.push('showLineNumbers');
  return parts.filter(Boolean).join(' ');
}

/** The attribute of an island's code block host, whose value is the block's key. */
const CODE_HOST = 'data-dg-code';

/** The HTML the server drew for a block of this key, read from the page in the browser; undefined on the server or when none is there. */
function serverDrawn(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[${CODE_HOST}="${key}"]`)?.innerHTML;
}

/** The same short key on the server and in the browser for a block's language, meta and code (FNV-1a). */
function blockKey(lang: string | undefined, meta: string, text: string): string {
  let h = 0x811c9dc5;
  const all = `${lang ?? ''}\0${meta}\0${text}`;
  for (let i = 0; i < all.length; i++) h = Math.imul(h ^ all.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** A metastring's `title="…"` (or single quotes), as Docusaurus' parseCodeBlockTitle reads it. */
function metaTitle(metastring: string): string | undefined {
  return /\btitle=(["'])(.*?)\1/.exec(metastring)?.[2];
}
