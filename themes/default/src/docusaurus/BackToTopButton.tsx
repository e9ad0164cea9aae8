import type { CSSProperties, ReactElement } from 'react';
import { DOM } from '@docgen/shared';
import { type BackToTopIslandProps, SITE_ISLANDS } from '@docgen/shared/islands';
import { ThemeClassNames } from './theme-class-names.js';
import { translate } from './Translate.js';

/**
 * Docusaurus' look, in docgen's colours: a round button in the bottom right corner, hidden until
 * the island shows it. Inline, so a site that never uses the button ships no CSS for it.
 */
const STYLE: CSSProperties = {
  position: 'fixed',
  right: '1.3rem',
  bottom: '1.3rem',
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  padding: 0,
  border: '1px solid var(--dg-c-border-strong, #ccc)',
  borderRadius: '50%',
  background: 'var(--dg-c-bg-mute, #eee)',
  color: 'var(--dg-c-text, #222)',
  boxShadow: 'var(--dg-shadow-sm, 0 1px 2px rgba(0, 0, 0, 0.2))',
  cursor: 'pointer',
  transition: 'opacity 0.2s, transform 0.2s, visibility 0.2s',
  opacity: 0,
  transform: 'scale(0)',
  visibility: 'hidden',
};

/**
 * `@theme/BackToTopButton`: hidden at first; past 300 px down, scrolling back up shows it, scrolling
 * down or near the top hides it; a click scrolls smoothly to the top (Docusaurus' behaviour,
 * `useBackToTopButton`). The behaviour is an island of the site islands entry without React
 * (`islands/back-to-top.ts`): a page that uses the button loads it, no other page does.
 */
export default function BackToTopButton(): ReactElement {
  const props: BackToTopIslandProps = { threshold: 300 };
  return (
    <button
      type="button"
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Scroll back to top',
        description: 'The ARIA label for the back to top button',
      })}
      className={`clean-btn ${ThemeClassNames.common.backToTopButton}`}
      style={STYLE}
      {...{
        [DOM.island]: SITE_ISLANDS.backToTop,
        [DOM.islandProps]: JSON.stringify(props),
        [DOM.islandWhen]: 'idle',
      }}
    >
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
      >
        <path d="M6 15l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
