/**
 * A Docusaurus site sets its brand colour in its custom CSS as Infima's `--ifm-color-primary`
 * (with its shades, for light and dark), and Docusaurus' chrome shows it on links, the active
 * sidebar item and buttons. docgen's chrome reads its own tokens: when the site's stylesheets set
 * that variable, these rules point the tokens at it, so a migrated site keeps its colour. They
 * come after docgen's tokens with the same specificity, and a site's own `--dg-c-*` rule after
 * them still wins where it is more specific or later in a later stylesheet.
 */
export const INFIMA_BRAND_CSS =
  "\n/* The site's --ifm-color-primary on docgen's chrome. */\n" +
  `:root{${tokens('dark')}}\n` +
  `[data-theme="dark"]{${tokens('light')}}\n`;

/** docgen's brand tokens from Infima's primary; a hover goes darker in light mode, lighter in dark. */
function tokens(hoverShade: 'dark' | 'light'): string {
  const primary = 'var(--ifm-color-primary)';
  return [
    `--dg-c-accent:${primary}`,
    `--dg-c-accent-hover:var(--ifm-color-primary-${hoverShade},${primary})`,
    `--dg-c-accent-soft:color-mix(in srgb,${primary} ${hoverShade === 'dark' ? 8 : 12}%,var(--dg-c-bg))`,
    `--dg-c-accent-border:color-mix(in srgb,${primary} 40%,var(--dg-c-bg))`,
    `--dg-c-link:var(--ifm-link-color,${primary})`,
    `--dg-flow-accent:${primary}`,
  ].join(';');
}

/** A declaration of the brand colour, not a read of it (`var(--ifm-color-primary)`). */
const SETS_PRIMARY = /--ifm-color-primary\s*:/;

/** Whether the site's stylesheets set Infima's brand colour. */
export function setsInfimaBrand(css: string): boolean {
  return SETS_PRIMARY.test(css);
}
