import type { ReactElement } from 'react';
import { DOM } from '@docgen/shared';
import type { ThemeProps } from '../context.js';
import { slot } from '../slots.js';

const Icon = slot('Icon');

/**
 * The site's announcement. When dismissed, the runtime stores the id; on the next load the
 * head script sets `data-announcement-dismissed` on `<html>` before the first paint and the CSS
 * hides the bar, so a dismissed bar never flashes. A new id shows the bar again.
 */
export function AnnouncementBar({ view, t }: ThemeProps): ReactElement | null {
  const bar = view.site.announcementBar;
  if (!bar) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div keeps the markup contract of the runtime and custom themes
    <div
      className="dg-announcement"
      role="region"
      aria-label={t('announcement.label')}
      {...{ [DOM.announcement]: bar.id }}
    >
      <div className="dg-announcement__content" dangerouslySetInnerHTML={{ __html: bar.html }} />
      {bar.dismissible ? (
        <button
          type="button"
          className="dg-announcement__close"
          aria-label={t('announcement.close')}
          title={t('announcement.close')}
          {...{ [DOM.announcementClose]: '' }}
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  );
}
