/**
 * A Docusaurus site sets its brand colour in its custom CSS as Infima's `--ifm-color-primary`
 * (with its shades, for light and dark), and Docusaurus' chrome shows it on links, the active
 * sidebar item and buttons (and `--docusaurus-highlighted-code-line-bg` on highlighted code
 * lines). docgen's chrome reads its own tokens: when the site's stylesheets set those variables,
 * these rules point the tokens at them, so a migrated site keeps its colours. They
 * come after docgen's tokens with the same specificity, and a site's own `--dg-c-*` rule after
 * them still wins where it is more specific or later in a later stylesheet.
 */

/** Docusaurus' own variable for highlighted code lines, set in the classic template's custom.css. */
const HIGHLIGHTED_LINE = '--docusaurus-highlighted-code-line-bg';

/**
 * Rules giving docgen's tokens the colours the site's stylesheets set as Docusaurus' variables
 * (empty when they set none), to append to the site's CSS.
 */
export function infimaBrandCss(css: string): string {
  const primary = sets(css, '--ifm-color-primary');
  const highlight = sets(css, HIGHLIGHTED_LINE);
  if (!primary && !highlight) return '';
  const rule = (hoverShade: 'dark' | 'light') =>
    [
      ...(primary ? brandTokens(hoverShade) : []),
      ...(highlight ? [`--dg-c-code-highlight:var(${HIGHLIGHTED_LINE})`] : []),
    ].join(';');
  return `\n/* The site's Docusaurus colours on docgen's chrome. */\n:root{${rule('dark')}}\n[data-theme="dark"],.dg-navbar--dark,.dg-footer--dark{${rule('light')}}\n`;
}

/** docgen's brand tokens from Infima's primary; a hover goes darker in light mode, lighter in dark. */
function brandTokens(hoverShade: 'dark' | 'light'): string[] {
  const primary = 'var(--ifm-color-primary)';
  return [
    `--dg-c-accent:${primary}`,
    `--dg-c-accent-hover:var(--ifm-color-primary-${hoverShade},${primary})`,
    `--dg-c-accent-soft:color-mix(in srgb,${primary} ${hoverShade === 'dark' ? 8 : 12}%,var(--dg-c-bg))`,
    `--dg-c-accent-border:color-mix(in srgb,${primary} 40%,var(--dg-c-bg))`,
    `--dg-c-link:var(--ifm-link-color,${primary})`,
    `--dg-c-code-highlight-edge:${primary}`,
    `--dg-flow-accent:${primary}`,
  ];
}

/** Whether the CSS declares this variable (a read of it, `var(--x)`, is no declaration). */
function sets(css: string, variable: string): boolean {
  return new RegExp(`${variable}\\s*:`).test(css);
}
