import type { ReactElement } from 'react';
import { DOM } from '@docgen/shared';
import { MAIN_ID, type ThemeProps } from '../context.js';
import { pageTitleOf } from './Head.js';
import { docsHrefOf, resolveNavItems } from './NavItems.js';
import { slot } from '../slots.js';

const Icon = slot('Icon');
const PageDrawer = slot('PageDrawer');
const SearchButton = slot('SearchButton');

/** The not-found page of a locale: says what happened and offers the ways back. */
export function NotFound(props: ThemeProps): ReactElement {
  const { view, t } = props;
  const docsHref = docsHrefOf(view);
  const withSearch = resolveNavItems(view).some((i) => i.kind === 'search');
  return (
    <>
      <PageDrawer {...props} />
      <main id={MAIN_ID} tabIndex={-1} className="dg-page dg-notfound" {...{ [DOM.main]: '' }}>
        <div className="dg-notfound__panel">
          <p className="dg-notfound__code">{t('notFound.code')}</p>
          <h1 className="dg-notfound__title">{pageTitleOf(props)}</h1>
          <p className="dg-notfound__text">{t('notFound.description')}</p>
          <div className="dg-notfound__actions">
            <a className="dg-button dg-button--primary" href={view.site.homeHref}>
              <Icon name="home" size={18} />
              {t('notFound.home')}
            </a>
            {docsHref ? (
              <a className="dg-button dg-button--secondary" href={docsHref}>
                <Icon name="layers" size={18} />
                {t('notFound.docs')}
              </a>
            ) : null}
          </div>
          {withSearch ? (
            <div className="dg-notfound__search">
              <p className="dg-notfound__search-text">{t('notFound.search')}</p>
              <SearchButton {...props} className="dg-search-button--wide" />
            </div>
          ) : null}
        </div>
      </main>
    </>
  );
}
