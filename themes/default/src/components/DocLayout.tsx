import type { ReactElement } from 'react';
import { DOM, type PageView } from '@docgen/shared';
import { cx, MAIN_ID, type ThemeProps } from '../context.js';
import { defaultLocaleOf } from './DocBanners.js';
import { hasToc } from './Toc.js';
import { slot } from '../slots.js';

const Breadcrumbs = slot('Breadcrumbs');
const Icon = slot('Icon');
const PageDrawer = slot('PageDrawer');
const Pagination = slot('Pagination');
const Sidebar = slot('Sidebar');
const Toc = slot('Toc');
const TocMobile = slot('TocMobile');
const UntranslatedNotice = slot('UntranslatedNotice');
const VersionBanner = slot('VersionBanner');
const VisibilityBanner = slot('VisibilityBanner');
const LastUpdated = slot('LastUpdated');
const DocTags = slot('DocTags');

/**
 * Whether a doc is shown with a sidebar: not one that no sidebar holds (nor `displayed_sidebar:
 * null`), which Docusaurus shows without the column, its content centred; an empty column stood
 * beside it.
 */
export function hasSidebar(view: PageView): boolean {
  const doc = view.doc;
  return doc !== undefined && (doc.sidebarHtml !== undefined || doc.sidebar.length > 0);
}

/**
 * Every page under `/docs`: sidebar (drawer on mobile), then the main column with banners,
 * breadcrumbs, the article, the edit link and pagination, and the TOC on the right.
 */
export function DocLayout(props: ThemeProps): ReactElement {
  const { view, t } = props;
  const doc = view.doc;
  const withToc = hasToc(props);
  // An untranslated page shows the default locale's text: say so to assistive technology too.
  const articleLang = doc?.untranslated ? defaultLocaleOf(view)?.htmlLang : undefined;
  const sidebar = hasSidebar(view);
  return (
    <div className={cx('dg-doc', !sidebar && 'dg-doc--no-sidebar')}>
      {sidebar ? <Sidebar {...props} /> : <PageDrawer {...props} />}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={cx('dg-doc-main', withToc && 'dg-doc-main--toc')}
        {...{ [DOM.main]: '' }}
      >
        <div className="dg-doc-content">
          <VisibilityBanner {...props} />
          <VersionBanner {...props} />
          <Breadcrumbs {...props} />
          <UntranslatedNotice {...props} />
          <TocMobile {...props} />
          <article className="dg-markdown" lang={articleLang}>
            {view.hideTitle ? null : <h1 className="dg-markdown__title">{view.heading ?? view.title}</h1>}
            <div className="dg-markdown__body" dangerouslySetInnerHTML={{ __html: view.html }} />
          </article>
          <DocTags {...props} />
          {doc?.editUrl || doc?.lastUpdate ? (
            <div className="dg-doc-meta">
              {doc.editUrl ? (
                <a className="dg-edit-link" href={doc.editUrl} rel="noopener noreferrer">
                  <Icon name="pencil" size={16} />
                  {t('doc.editPage')}
                </a>
              ) : null}
              <LastUpdated {...props} />
            </div>
          ) : null}
          <Pagination {...props} />
        </div>
        <Toc {...props} />
      </main>
    </div>
  );
}
