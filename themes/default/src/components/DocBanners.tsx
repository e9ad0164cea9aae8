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
