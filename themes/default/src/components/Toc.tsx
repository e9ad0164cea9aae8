import type { ReactElement } from 'react';
import { DOM, type TocEntry } from '@docgen/shared';
import type { ThemeProps } from '../context.js';
import { defaultLocaleOf } from './DocBanners.js';
import { slot } from '../slots.js';

const Icon = slot('Icon');

interface TocNode {
  entry: TocEntry;
  children: TocNode[];
}

/** Nests a flat list of headings by depth (h3 under the h2 before it). */
export function buildTocTree(entries: TocEntry[]): TocNode[] {
  const root: TocNode[] = [];
  if (entries.length === 0) return root;
  const min = Math.min(...entries.map((e) => e.depth));
  const stack: { depth: number; children: TocNode[] }[] = [{ depth: min - 1, children: root }];
  for (const entry of entries) {
    while (stack.length > 1 && stack[stack.length - 1]!.depth >= entry.depth) stack.pop();
    const node: TocNode = { entry, children: [] };
    stack[stack.length - 1]!.children.push(node);
    stack.push({ depth: entry.depth, children: node.children });
  }
  return root;
}

function TocList({ nodes, nested, lang }: { nodes: TocNode[]; nested?: boolean; lang?: string }): ReactElement {
  return (
    <ul className={nested ? 'dg-toc__list dg-toc__list--nested' : 'dg-toc__list'} lang={lang}>
      {nodes.map(({ entry, children }) => (
        <li key={entry.id} className="dg-toc__item">
          <a className="dg-toc__link" href={`#${entry.id}`}>
            {entry.text}
          </a>
          {children.length > 0 ? <TocList nodes={children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Headings of an untranslated page are in the default locale's language. */
function headingsLang(props: ThemeProps): string | undefined {
  return props.view.doc?.untranslated ? defaultLocaleOf(props.view)?.htmlLang : undefined;
}

/** Whether the page shows a table of contents. */
export function hasToc(props: ThemeProps): boolean {
  return props.view.toc.length > 0 && !props.view.doc?.hideToc;
}

/** Desktop TOC: a sticky column on the right (hidden at 996 px and below). */
export function Toc(props: ThemeProps): ReactElement | null {
  if (!hasToc(props)) return null;
  return (
    <nav className="dg-toc" aria-labelledby="dg-toc-title" {...{ [DOM.toc]: '' }}>
      <p className="dg-toc__title" id="dg-toc-title">
        {props.t('toc.title')}
      </p>
      <TocList nodes={buildTocTree(props.view.toc)} lang={headingsLang(props)} />
    </nav>
  );
}

/** Mobile TOC: a collapsed disclosure above the article (hidden above 996 px). */
export function TocMobile(props: ThemeProps): ReactElement | null {
  if (!hasToc(props)) return null;
  return (
    <details className="dg-toc-mobile">
      <summary className="dg-toc-mobile__summary">
        {props.t('toc.title')}
        <Icon name="chevronRight" size={16} className="dg-toc-mobile__caret" />
      </summary>
      <TocList nodes={buildTocTree(props.view.toc)} lang={headingsLang(props)} />
    </details>
  );
}
