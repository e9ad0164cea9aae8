import type { ReactElement } from 'react';
import { DOM, type PageView } from '@docgen/shared';
import type { ThemeProps } from '../context.js';
import { slot } from '../slots.js';

const Icon = slot('Icon');

/** The site's default locale (the language untranslated pages are shown in). */
export function defaultLocaleOf(view: PageView) {
  return view.site.locales.find((l) => l.code === view.site.defaultLocale);
}

/**
 * On a version that is not the one readers should use: says so (an older, unmaintained version,
 * or an unreleased one) and links to the latest. A version whose banner is `none` shows nothing.
 */
export function VersionBanner({ view, t }: ThemeProps): ReactElement | null {
  const versions = view.doc?.versions ?? [];
  const current = versions.find((v) => v.current);
  const latest = versions.find((v) => v.latest);
  if (!current || !latest || current.latest) return null;
  const kind = current.banner ?? 'unmaintained';
  if (kind === 'none') return null;
  return (
    <div className={`dg-banner dg-banner--version dg-banner--${kind}`} role="note">
      <Icon name="history" className="dg-banner__icon" />
      <p className="dg-banner__text">
        {t(kind === 'unreleased' ? 'version.unreleased' : 'version.banner', { version: current.label })}{' '}
        <a href={latest.href} {...{ [DOM.versionLink]: latest.name }}>
          {t('version.bannerLink', { latest: latest.label })}
        </a>
      </p>
    </div>
  );
}

/** The page fell back to the default locale's text. */
export function UntranslatedNotice({ view, t }: ThemeProps): ReactElement | null {
  if (!view.doc?.untranslated) return null;
  const original = defaultLocaleOf(view);
  return (
    <div className="dg-banner dg-banner--untranslated" role="note">
      <Icon name="globe" className="dg-banner__icon" />
      <p className="dg-banner__text">
        {t('doc.untranslated', { language: original?.label ?? view.site.defaultLocale })}
      </p>
    </div>
  );
}

/**
 * An unlisted page (reachable by its URL only, kept out of lists and search engines) or a draft
 * (shown by the dev server only) says so, as Docusaurus' pages do.
 */
export function VisibilityBanner({ view, t }: ThemeProps): ReactElement | null {
  const kind = view.visibility;
  if (!kind) return null;
  return (
    <div className={`dg-banner dg-banner--${kind}`} role="note">
      <Icon name="info" className="dg-banner__icon" />
      <p className="dg-banner__text">
        <strong>{t(`${kind}.title`)}</strong> {t(`${kind}.message`)}
      </p>
    </div>
  );
}

/** "Last updated on <date> by <author>" (`docs.showLastUpdateTime` / `showLastUpdateAuthor`). */
export function LastUpdated({ view, t }: ThemeProps): ReactElement | null {
  const update = view.doc?.lastUpdate;
  if (!update) return null;
  const date = update.date
    ? new Intl.DateTimeFormat(view.locale.htmlLang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${update.date}T00:00:00Z`),
      )
    : undefined;
  // The sentence is assembled from its parts (`{atDate}`, `{byUser}`), each a string of its own.
  const [before = '', after = ''] = t('lastUpdated.lastUpdatedAtBy').split('{atDate}');
  const [between = '', end = ''] = after.split('{byUser}');
  const [onBefore = '', onAfter = ''] = t('lastUpdated.atDate').split('{date}');
  const [byBefore = '', byAfter = ''] = t('lastUpdated.byUser').split('{user}');
  return (
    <p className="dg-last-updated">
      {before}
      {date ? (
        <>
          {onBefore}
          <time dateTime={update.date}>{date}</time>
          {onAfter}
        </>
      ) : null}
      {between}
      {update.author ? (
        <>
          {byBefore}
          <b>{update.author}</b>
          {byAfter}
        </>
      ) : null}
      {end}
    </p>
  );
}

/** The doc's tags, after its content (docgen makes no tag pages: they are not links). */
export function DocTags({ view, t }: ThemeProps): ReactElement | null {
  const tags = view.doc?.tags;
  if (!tags || tags.length === 0) return null;
  return (
    <div className="dg-tags">
      <span className="dg-tags__label">{t('tags.label')}</span>
      <ul className="dg-tags__list">
        {tags.map((tag) => (
          <li key={tag} className="dg-tags__tag">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
