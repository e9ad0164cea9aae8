/**
 * A docs version menu (`<details>`), its value the navbar item's section (`''`: the theme's own
 * menu): the runtime updates the navbar's menus from the layout region's same menu. A module of
 * its own, out of the package's entry: only the preferred-version chunk reads it, and a bundler
 * gives a barrel's modules to every importer (the first load's shared chunk).
 */
export const VERSION_MENU_ATTR = 'data-dg-version-menu';
