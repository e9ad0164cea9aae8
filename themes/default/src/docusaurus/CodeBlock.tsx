import type { ReactNode } from 'react';
import { DOM } from '@docgen/shared';
import { uiString, usePage } from './page.js';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  metastring?: string;
}

/**
 * `@theme/CodeBlock` for code made at render time. A block whose code is written in the MDX
 * file never gets here: the build turns it into a code fence and highlights it (shiki); this
 * one is shown in the same frame, unhighlighted.
 */
export default function CodeBlock({ children, language, className, title, showLineNumbers }: CodeBlockProps) {
  const page = usePage();
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const code = typeof children === 'string' ? children.replace(/\n$/, '') : children;
  return (
    <figure className="dg-code" data-lang={lang}>
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
