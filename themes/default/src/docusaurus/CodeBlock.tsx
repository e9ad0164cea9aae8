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
 * block highlighted exactly as a fence (`RenderedCodeBlock`); in an island, which the browser
 * renders again, it is the same frame unhighlighted, so that hydration finds what it rendered.
 */
export default function CodeBlock(props: CodeBlockProps) {
  const { children, title, showLineNumbers } = props;
  const page = usePage();
  const lang = props.language ?? /language-(\S+)/.exec(props.className ?? '')?.[1];
  const text = codeText(children);
  if (text !== undefined && page.codeBlocks && !page.inIsland && (title === undefined || typeof title === 'string')) {
    const index = page.codeBlocks.push({
      code: text,
      ...(lang ? { language: lang } : {}),
      meta: blockMeta(props.metastring ?? '', title, showLineNumbers),
    });
    return createElement('template', { [CODE_BLOCK_MARK]: index - 1 });
  }
  const code = text ?? children;
  return (
    <figure className="dg-code" data-lang={lang ?? 'text'}>
      {title !== undefined && <figcaption className="dg-code__title">{title}</figcaption>}
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
