import type { ReactElement, ReactNode } from 'react';
import { DOM } from '@docgen/shared';
import { cx, MAIN_ID, type ThemeProps } from '../context.js';
import { hasToc } from './Toc.js';
import { slot } from '../slots.js';

const PageDrawer = slot('PageDrawer');
const VisibilityBanner = slot('VisibilityBanner');
const Toc = slot('Toc');
const TocMobile = slot('TocMobile');

/** A standalone markdown page (`pages/*.md`): article and, when it has headings, a TOC. */
export function MarkdownPage(props: ThemeProps): ReactElement {
  const { view } = props;
  const withToc = hasToc(props);
  return (
    <>
      <PageDrawer {...props} />
      <main id={MAIN_ID} tabIndex={-1} className="dg-page dg-page--markdown" {...{ [DOM.main]: '' }}>
        <div className={cx('dg-page__container', withToc && 'dg-page__container--toc')}>
          <div className="dg-page__content">
            <VisibilityBanner {...props} />
            <TocMobile {...props} />
            <article className="dg-markdown">
              {view.hideTitle ? null : <h1 className="dg-markdown__title">{view.heading ?? view.title}</h1>}
              <div className="dg-markdown__body" dangerouslySetInnerHTML={{ __html: view.html }} />
            </article>
          </div>
          <Toc {...props} />
        </div>
      </main>
    </>
  );
}

/**
 * A React page component (`pages/*.tsx`, e.g. the landing page): full width, its own layout.
 * A page holding its own `<main>` (Docusaurus' pages do) gets a `<div>` around it: one main landmark.
 */
export function ComponentPage(props: ThemeProps & { content: ReactNode }): ReactElement {
  const Main = props.view.contentHasMain ? 'div' : 'main';
  return (
    <>
      <PageDrawer {...props} />
      <Main id={MAIN_ID} tabIndex={-1} className="dg-page dg-page--component" {...{ [DOM.main]: '' }}>
        {props.content}
      </Main>
    </>
  );
}
