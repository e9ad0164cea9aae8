import { z } from './vendor/zod.js';

/** A string, or one per locale: labels of the navbar, the footer and the site. */
export const localized = z
  .union([z.string(), z.record(z.string(), z.string())])
  .describe('A string, or an object of strings per locale code ({ fr: "…", en: "…" }).');

const position = z.enum(['left', 'right']).default('left').describe('Side of the navbar.');

const docsPluginId = z
  .string()
  .optional()
  .describe('The docs section it points into: the `id` of an entry of `docsInstances`; the `docs` section when unset.');

/** For a `doc` or `docSidebar` item: docgen's own, where Docusaurus always uses the sidebar rule. */
const docActive = {
  activeBasePath: z
    .string()
    .optional()
    .describe(
      'Marks the link active on every page whose path starts with it (site path: `/docs/api`), instead of on the docs of its sidebar: for several items into one sidebar.',
    ),
  activeBaseRegex: z
    .string()
    .optional()
    .describe(
      'Marks the link active on the pages whose path (with the base URL) matches it, instead of on the docs of its sidebar; wins over `activeBasePath`.',
    ),
};

/** Attributes docgen writes on a navbar or footer link itself: the site's `attributes` may not set them. */
const OWN_ATTRIBUTES = /^(href|class|classname|aria-current|style|on.*|data-docgen.*|data-dg.*)$/i;
const ATTRIBUTE_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

/** Whether a link's `attributes` may set this one (an HTML attribute docgen does not write itself). */
export function isSiteLinkAttribute(name: string): boolean {
  return ATTRIBUTE_NAME.test(name) && !OWN_ATTRIBUTES.test(name);
}

/** What Docusaurus writes on an item's link besides its label: the site's stylesheet and scripts read them. */
const linkExtras = {
  className: z
    .string()
    .optional()
    .describe(
      "Class names added to the link (Docusaurus' `className`): the site's stylesheet styles it, an icon link's picture (`header-github-link`) among others.",
    ),
  attributes: z
    .record(z.string(), z.string())
    .refine((a) => Object.keys(a).every((k) => ATTRIBUTE_NAME.test(k)), {
      message: 'has a key that is not an HTML attribute name (letters, digits, -, _, :, .)',
    })
    .refine((a) => !Object.keys(a).some((k) => OWN_ATTRIBUTES.test(k)), {
      message: 'sets an attribute docgen writes itself (href, class, aria-current, style, on…, data-docgen-…)',
    })
    .optional()
    .describe(
      "HTML attributes written on the link, as Docusaurus writes an item's other keys (`aria-label`, `target`, `rel`, `data-*`); not `href`, `class`, `aria-current`, `style` nor event handlers.",
    ),
};

const navDoc = z.strictObject({
  type: z.literal('doc').describe("A link to a doc, in the reader's locale."),
  docId: z.string().describe('Doc id (path below the docs folder without extension).'),
  docsPluginId: docsPluginId,
  label: localized.optional().describe("Link text; defaults to the doc's sidebar label."),
  ...docActive,
  ...linkExtras,
});

const navLink = z.strictObject({
  type: z.literal('link').describe('A link to a site path or an external URL.'),
  href: z.string().describe('Site path (`/docs/intro`, made locale-aware) or absolute URL.'),
  label: localized.describe(
    "Link text; `''` for an icon link, drawn by its `className`'s CSS and named by an `aria-label` in `attributes`.",
  ),
  activeBasePath: z
    .string()
    .optional()
    .describe(
      "Marks the link active on every page whose path starts with it (Docusaurus' `activeBasePath`, site path: `/docs`); without it, on its own path and below.",
    ),
  activeBaseRegex: z
    .string()
    .optional()
    .describe(
      "Marks the link active on the pages whose path (with the base URL) matches it (Docusaurus' `activeBaseRegex`); wins over `activeBasePath`.",
    ),
  ...linkExtras,
});

const navDocSidebar = z.strictObject({
  type: z.literal('docSidebar').describe("A link to the first doc of a sidebar, in the reader's locale."),
  sidebarId: z
    .string()
    .describe('Name of the sidebar (a key of the sidebars file; `defaultSidebar` when it is generated).'),
  docsPluginId: docsPluginId,
  label: localized.optional().describe("Link text; defaults to the first doc's sidebar label."),
  ...docActive,
  ...linkExtras,
});

/** Docusaurus' `html` item: the site's own markup, parsed and cleaned at build (comments dropped), its links checked. */
const navHtml = z.strictObject({
  type: z.literal('html').describe("The site's own HTML (Docusaurus' `html` item)."),
  value: localized.describe('The HTML, rendered as written (parsed, comments dropped); its links are checked.'),
});

/** The site's own React component (Docusaurus' `custom-*` item), in the bar or a dropdown. */
const navComponent = z.strictObject({
  type: z
    .literal('component')
    .describe(
      "The site's own React component (what Docusaurus' `custom-*` item type maps to in a swizzled `NavbarItem/ComponentTypes`), rendered on the server on each page.",
    ),
  file: z
    .string()
    .describe(
      "The component's file, relative to the site folder (`src/components/NavbarItems/Chat.js`): its default export is rendered.",
    ),
  props: z
    .record(z.string(), z.unknown())
    .default({})
    .describe("The component's props (the Docusaurus item's keys other than `type` and `position`)."),
});

const footerTextLink = z.strictObject({
  label: localized.describe(
    "Link text; `''` for an icon link, drawn by its `className`'s CSS and named by an `aria-label` in `attributes`.",
  ),
  href: z.string().describe('Site path or absolute URL.'),
  ...linkExtras,
});

/** A link item with no text must be named for screen readers: its `aria-label`. */
function isNamed(l: { label: string | Record<string, string>; attributes?: Record<string, string> | undefined }) {
  const empty = typeof l.label === 'string' ? l.label === '' : Object.values(l.label).some((v) => v === '');
  return !empty || (l.attributes?.['aria-label'] ?? '') !== '';
}
const NAMELESS = {
  message:
    "has no text (label ''): give it a label, or, for an icon link drawn by its className, attributes: { 'aria-label': '…' }",
  path: ['label'],
};

/** An entry of a navbar dropdown: the navbar's links, without a side, or HTML. */
export const navbarMenuEntry = z.discriminatedUnion('type', [
  navDoc,
  navLink.refine(isNamed, NAMELESS),
  navDocSidebar,
  navHtml,
]);

/** An entry of a dropdown: a menu's, or the site's own component (a `custom-*` item Docusaurus draws in the menu). */
export const navbarDropdownEntry = z.discriminatedUnion('type', [
  navDoc,
  navLink.refine(isNamed, NAMELESS),
  navDocSidebar,
  navHtml,
  navComponent,
]);

/** A footer link, or the site's own HTML (Docusaurus' `{ html }` footer item). */
const footerLink = z.union([
  footerTextLink.refine(isNamed, NAMELESS),
  z.strictObject({
    html: localized.describe(
      "The site's own HTML (Docusaurus' `{ html }` item): parsed, comments dropped, links checked.",
    ),
  }),
]);

export const footerSchema = z
  .strictObject({
    columns: z
      .array(
        z.strictObject({
          title: localized.describe('Column heading.'),
          items: z.array(footerLink).describe('Links of the column: `{ label, href }` or `{ html }`.'),
        }),
      )
      .default([])
      .describe('Link columns.'),
    links: z
      .array(footerLink)
      .default([])
      .describe("One row of links without titles (Docusaurus' simple footer), below the columns."),
    copyright: localized.default('').describe('Copyright line (the year is written out, e.g. "© 2025 Lintas").'),
    copyrightHtml: localized
      .optional()
      .describe(
        "Copyright line as HTML (Docusaurus' form), shown in place of `copyright`: parsed, comments dropped, links checked.",
      ),
    logo: z
      .strictObject({
        src: z.string().describe('Logo path inside the static folder (`img/logo.svg`), or a URL.'),
        alt: localized.default('').describe('Alternative text of the logo (the site title when empty and linked).'),
        srcDark: z.string().optional().describe('Logo used in dark mode.'),
        href: z
          .string()
          .optional()
          .describe(
            "Where the logo links: a site path or a URL; unset, it links nowhere (as Docusaurus' footer logo).",
          ),
        width: z
          .union([z.number(), z.string()])
          .optional()
          .describe("Width (CSS pixels, or a CSS length); the image's own when unset."),
        height: z.union([z.number(), z.string()]).optional().describe('Height (CSS pixels, or a CSS length).'),
      })
      .optional()
      .describe("Logo above the copyright line (Docusaurus' `footer.logo`), in place of the site title."),
    style: z
      .enum(['light', 'dark'])
      .optional()
      .describe(
        "`'dark'` draws the footer dark in both colour modes, for a logo or HTML made for a dark background (Docusaurus' `footer.style`, `'dark'` in its site template); unset or `'light'`, it follows the colour mode.",
      ),
  })
  .default({ columns: [], links: [], copyright: '' })
  .describe('Footer.');

/** Entries a locale or version menu adds to its own (Docusaurus' `dropdownItemsBefore` / `After`). */
const menuExtras = {
  dropdownItemsBefore: z
    .array(navbarMenuEntry)
    .optional()
    .describe("Entries listed above the menu's own: `doc`, `link`, `docSidebar` or `html` entries."),
  dropdownItemsAfter: z
    .array(navbarMenuEntry)
    .optional()
    .describe(
      'Entries listed below the menu\'s own ("All versions", "Help us translate", a separator): `doc`, `link`, `docSidebar` or `html` entries.',
    ),
};

export const navbarItem = z.discriminatedUnion('type', [
  navDoc.extend({ position }),
  navLink
    .extend({
      position,
      variant: z
        .enum(['default', 'primary', 'secondary'])
        .default('default')
        .describe('Visual weight (primary: a call to action).'),
    })
    .refine(isNamed, NAMELESS),
  navDocSidebar.extend({ position }),
  z.strictObject({
    type: z.literal('dropdown').describe("A menu of links under one label (Docusaurus' dropdown)."),
    label: localized.describe('Menu label.'),
    items: z
      .array(navbarDropdownEntry)
      .min(1)
      .describe("The menu's entries, in order: `doc`, `link`, `docSidebar`, `html` or `component` entries."),
    position,
  }),
  z.strictObject({ type: z.literal('localeDropdown').describe('The locale switcher.'), position, ...menuExtras }),
  z.strictObject({
    type: z
      .literal('docsVersionDropdown')
      .describe(
        "The docs version menu of a section with 2+ versions, on every page: the same doc in each version, or each version's main doc outside the section.",
      ),
    docsPluginId: docsPluginId,
    position,
    ...menuExtras,
  }),
  z.strictObject({ type: z.literal('search').describe('The search button.'), position }),
  navHtml.extend({ position }),
  navComponent.extend({ position }),
]);

/** The navbar: after its items, which it lists. */
export const navbarSchema = z
  .strictObject({
    title: localized
      .optional()
      .describe(
        "Text beside the logo (Docusaurus' `navbar.title`): `''` shows the logo alone, named by its `alt`; the site title when unset.",
      ),
    items: z.array(navbarItem).default([]).describe('Navbar items, in order.'),
    style: z
      .enum(['dark'])
      .optional()
      .describe(
        "`'dark'` draws the navbar dark in both colour modes, for a logo made for a dark bar (Docusaurus' `navbar.style: 'dark'`); unset, it follows the colour mode.",
      ),
  })
  .default({ items: [] })
  .describe('Top navigation bar.');
