import { isSiteLinkAttribute } from '@docgen/config';
import { customNavbarItem } from './navbar-custom-types.js';
import { menusNote, type NavbarMenus } from './navbar-menus.js';
import { type Dict, describeValue, isDict, type Notes, staticPath, str } from './notes.js';
import { isStub } from './stubs.js';

/** Where links of the docs root go (`/docs`), for Docusaurus' `docsVersion` item. */
export interface NavbarContext {
  docsRoot: string;
  siteTitle: string;
  /** Route prefixes of what is not carried over (the blog): links into them are left out. */
  dropped: { prefix: string; what: string }[];
  /** The further docs sections carried over (`docsInstances`): id → route root (`/platform`). */
  sections: Record<string, string>;
  /** The plugin id of the docs section when it is not `default` (its items need no docsPluginId). */
  mainDocsId?: string;
  /** What docgen's navbar shows without an item placing it: the version menu, the locale menu. */
  menus?: NavbarMenus;
  /** The site folder, where a `custom-*` item's component is looked for. */
  siteDir?: string;
}

/**
 * A Docusaurus `to:` as docgen's site path. Docusaurus' Link passes `to` through useBaseUrl, so
 * `docs/intro` (no slash) is `/docs/intro` below the base, not relative to the page; docgen adds
 * the base to site paths itself. `href:` values are written as they are.
 */
export function toSitePath(to: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('/') || to.startsWith('#')) return to;
  return `/${to.replace(/^(\.\/)+/, '')}`;
}

/**
 * The link of a navbar or footer item: its `to` (site-absolute), else its `href` as written. A
 * relative `href` (`blog`, `.`) reaches Docusaurus' Link as written, which adds the base to `/`
 * paths only: the browser resolves it from each page (`/docs/x` → `/docs/blog`), so it works on
 * top-level pages alone, and Docusaurus' checker misses it (it tests the path from the output
 * root). It is written site-absolute, and said.
 */
export function hrefOf(item: Dict, at?: string, notes?: Notes): string | undefined {
  const to = str(item.to);
  if (to !== undefined) return toSitePath(to);
  const href = str(item.href);
  if (href === undefined || !notes || !at || /^[a-z][a-z0-9+.-]*:|^[/#?]/i.test(href)) return href;
  const absolute = href === '.' || href === './' ? '/' : toSitePath(href);
  notes.add(
    `${at}.href`,
    `("${href}") is relative to each page in Docusaurus, whose Link adds the base to "/" paths only: from a page below the root it leads elsewhere. Written as "${absolute}".`,
    `check that "${absolute}" is the page meant; write it with a leading "/" in docusaurus.config.js too.`,
  );
  return absolute;
}

/** Why a link is left out (it leads into something not carried over), or undefined. */
export function droppedLink(href: string, ctx: NavbarContext): string | undefined {
  const hit = ctx.dropped.find((d) => href === d.prefix || href.startsWith(`${d.prefix}/`));
  return hit && `links to ${href}, ${hit.what}: left out (it would be a broken link).`;
}

/** `themeConfig.navbar` as docgen's `navbar` and `logo`. */
export function convertNavbar(navbar: unknown, ctx: NavbarContext, notes: Notes): { navbar?: Dict; logo?: Dict } {
  const at = 'themeConfig.navbar';
  if (!isDict(navbar)) {
    menusNote(undefined, at, ctx.menus, notes);
    // Docusaurus' default navbar has no title (its brand is an empty link): docgen's would show the site title.
    return ctx.siteTitle === '' ? {} : { navbar: { title: '' } };
  }
  const out: { navbar?: Dict; logo?: Dict } = {};
  // Docusaurus' navbar shows its own title, nothing when it has none (the logo alone); docgen's
  // shows the site title unless navbar.title says otherwise.
  const title = typeof navbar.title === 'string' ? navbar.title : '';
  const bar: Dict = title === ctx.siteTitle ? {} : { title };
  if (isDict(navbar.logo) && typeof navbar.logo.src === 'string') {
    const logo: Dict = { src: staticPath(navbar.logo.src), alt: str(navbar.logo.alt) ?? ctx.siteTitle };
    if (typeof navbar.logo.srcDark === 'string') logo.srcDark = staticPath(navbar.logo.srcDark);
    out.logo = logo;
    const dropped = Object.keys(navbar.logo).filter((k) => !['src', 'srcDark', 'alt'].includes(k));
    if (dropped.length > 0)
      notes.add(
        `${at}.logo`,
        `has ${dropped.map((k) => `"${k}"`).join(', ')}, not carried over: docgen's logo links to the home page at the navbar's height.`,
        'override the Brand component to change it.',
      );
  }
  if (navbar.hideOnScroll !== undefined && navbar.hideOnScroll !== false)
    notes.add(`${at}.hideOnScroll`, "is not carried over (docgen's navbar stays in view).", 'nothing to do.');
  if (navbar.style === 'dark') bar.style = 'dark';
  // A bar Docusaurus paints in the primary colour (light text on it) often has a light logo, which docgen's light bar hides.
  else if (navbar.style === 'primary')
    notes.add(
      `${at}.style`,
      `is "primary", not carried over: Docusaurus paints that navbar in the primary colour with light text; docgen's navbar is dark (style: "dark") or has the page's colours, so a light logo made for it${isDict(out.logo) ? ` (${String(out.logo.src)})` : ''} may not show in light mode.`,
      'check the logo in light mode: set navbar.style to "dark", give logo.src a version for a light background (keep the light one as logo.srcDark), or restyle .dg-navbar in customCss.',
    );
  else if (navbar.style !== undefined)
    notes.add(
      `${at}.style`,
      `is ${JSON.stringify(navbar.style)}, not a navbar style (Docusaurus knows "primary" and "dark"): not carried over.`,
      'set navbar.style to "dark" or leave it out.',
    );
  const items: Dict[] = [];
  if (Array.isArray(navbar.items))
    navbar.items.forEach((item, i) => {
      items.push(...navbarItem(item, `${at}.items[${i}]`, ctx, notes));
    });
  menusNote(navbar.items, at, ctx.menus, notes);
  const unique = items.filter((item, i) => {
    const twin = items.findIndex((o) => o.type === item.type && o.href === item.href && o.label === item.label);
    if (twin === i || item.type !== 'link') return true;
    notes.add(
      at,
      `has the link "${String(item.label)}" (${String(item.href)}) twice (a dropdown repeating the navbar for narrow screens?): written once.`,
      'nothing to do (docgen moves the links that do not fit into the "more" menu).',
    );
    return false;
  });
  if (unique.length > 0) bar.items = unique;
  if (Object.keys(bar).length > 0) out.navbar = bar;
  return out;
}

function position(item: Dict): Dict {
  return item.position === 'right' ? { position: 'right' } : {};
}

function linkOf(item: Dict, at: string, ctx: NavbarContext, notes: Notes, extra: Dict = {}): Dict[] {
  const href = hrefOf(item, at, notes);
  const named = str(item['aria-label']);
  const label = str(item.label) ?? (typeof item.html === 'string' ? undefined : named);
  const dropped = href && droppedLink(href, ctx);
  if (dropped) {
    notes.add(at, dropped, 'nothing to do, or link to where those pages are published.');
    return [];
  }
  // A link or label a package that is not installed gives is said by its stand-in's note.
  if ((href === undefined || label === undefined) && madeByStandIn(item)) return [];
  if (href !== undefined && label === undefined && typeof item.html !== 'string') {
    notes.add(
      at,
      `has no label nor aria-label${typeof item.className === 'string' ? ` (its className "${item.className}" draws an icon)` : ''}: it is left out, as nothing would name the link to a screen reader.`,
      "add 'aria-label': '…' (what the link leads to) to the item: it is then carried over, as an icon link when its className draws one.",
    );
    return [];
  }
  if (href === undefined || label === undefined) {
    notes.add(
      at,
      `${
        typeof item.html === 'string' ? 'is HTML' : 'has no link'
      }: it is left out, as docgen's navbar links are text with an href.`,
      'add it as a link item, or override the Navbar component.',
    );
    return [];
  }
  // A link named by its aria-label alone is a text link of that name; with a className (the icon
  // Docusaurus sites draw for their GitHub link) it stays an icon link (withSiteExtras).
  if (str(item.label) === undefined && typeof item.className !== 'string')
    notes.add(
      at,
      `has no label${typeof item.className === 'string' ? ` (its className "${item.className}" draws an icon)` : ''}; carried over as a text link named by its aria-label ("${label}"): docgen's navbar links are text.`,
      'nothing to do, or override the Navbar component to show the icon.',
    );
  // Docusaurus' activeBasePath goes through useBaseUrl as `to` does; activeBaseRegex is tested as written.
  const base = str(item.activeBasePath);
  const regex = str(item.activeBaseRegex);
  return [
    {
      type: 'link',
      href,
      label,
      ...(base !== undefined ? { activeBasePath: toSitePath(base) } : {}),
      ...(regex !== undefined ? { activeBaseRegex: regex } : {}),
      ...extra,
    },
  ];
}

/**
 * The keys of a navbar item Docusaurus reads itself (of any type); it writes every other key on the
 * item's link as an HTML attribute (`'data-language-prefix': '/python/'`, `target`, `rel`), which a
 * site's script or stylesheet may read: docgen's items take none, and the migration says so.
 */
const NAVBAR_KEYS = new Set([
  'type',
  'label',
  'to',
  'href',
  'html',
  'prependBaseUrlToHref',
  'activeBasePath',
  'activeBaseRegex',
  'exact',
  'className',
  'position',
  'mobile',
  'items',
  'docId',
  'docsPluginId',
  'sidebarId',
  'value',
  'dropdownItemsBefore',
  'dropdownItemsAfter',
  'dropdownActiveClassDisabled',
  'queryString',
  'versions',
]);

/** A note naming the keys of a carried-over menu (a dropdown, a locale menu) Docusaurus would write as HTML attributes. */
function attributesNote(item: Dict, at: string, notes: Notes): void {
  const keys = Object.keys(item).filter((k) => !NAVBAR_KEYS.has(k));
  if (keys.length === 0) return;
  notes.add(
    at,
    `has ${keys.map((k) => `"${k}"`).join(', ')}, which Docusaurus writes on the item as ${keys.length === 1 ? 'an HTML attribute' : 'HTML attributes'}; docgen's navbar menus take none of the site's (its links do): not carried over.`,
    `nothing to do, or, if a script or stylesheet of the site reads ${keys.length === 1 ? 'it' : 'them'}, override the Navbar component to write ${keys.length === 1 ? 'it' : 'them'} (docs/guide/theme-overrides.md).`,
  );
}

/** An item as docgen's items: a link keeps its `className` and attributes; another kind's are said (it takes none). */
function navbarItem(item: unknown, at: string, ctx: NavbarContext, notes: Notes): Dict[] {
  const out = convertItem(item, at, ctx, notes);
  // A component item takes every key as a prop, its className too, as Docusaurus gives them.
  if (out[0]?.type === 'component') return out;
  const link = out.length === 1 && isDict(item) && ['link', 'doc', 'docSidebar'].includes(String(out[0]!.type));
  if (link) return [withSiteExtras(out[0]!, item as Dict, at, notes)];
  if (out.length > 0 && isDict(item)) attributesNote(item, at, notes);
  if (out.length > 0 && isDict(item) && typeof item.className === 'string' && item.className.trim() !== '')
    notes.add(
      `${at}.className`,
      `("${item.className}") is not carried over: docgen's navbar items take no class of the site's.`,
      'style the item through a Navbar override (docs/guide/theme-overrides.md), or leave the class out.',
    );
  return out;
}

/**
 * A link with the item's `className` and its other keys as `attributes`, as Docusaurus writes them
 * on the link; an icon link (a className, an aria-label, no label) keeps no text, as there.
 */
export function withSiteExtras(
  link: Dict,
  item: Dict,
  at: string,
  notes: Notes,
  known: ReadonlySet<string> = NAVBAR_KEYS,
): Dict {
  const className = str(item.className)?.trim();
  const attributes: Record<string, string> = {};
  const left: string[] = [];
  for (const [key, value] of Object.entries(item)) {
    if (known.has(key) || key === 'className') continue;
    // Without a class to draw it, a link without a label is named by its aria-label as text (linkOf).
    if (key === 'aria-label' && item.label === undefined && !className) continue;
    if (typeof value === 'string' && isSiteLinkAttribute(key)) attributes[key] = value;
    else left.push(key);
  }
  if (left.length > 0)
    notes.add(
      at,
      `has ${left.map((k) => `"${k}"`).join(', ')}, which Docusaurus writes on the link; docgen carries string HTML attributes it does not write itself: not carried over.`,
      'nothing to do, or write the attribute as a string (`attributes` of the item in docgen.config).',
    );
  const icon = className && item.label === undefined && attributes['aria-label'] !== undefined;
  return {
    ...link,
    ...(icon ? { label: '' } : {}),
    ...(className ? { className } : {}),
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
  };
}

function convertItem(item: unknown, at: string, ctx: NavbarContext, notes: Notes): Dict[] {
  if (!isDict(item)) return [];
  // Docusaurus reads an untyped item with `items` as a dropdown.
  const type = str(item.type) ?? (Array.isArray(item.items) ? 'dropdown' : 'default');
  const written = str(item.docsPluginId);
  const pluginId = written === undefined || written === 'default' || written === ctx.mainDocsId ? undefined : written;
  const section = pluginId === undefined ? undefined : ctx.sections[pluginId];
  if (pluginId !== undefined && section === undefined) {
    notes.add(
      at,
      `(${type}${item.label === undefined ? '' : ` "${String(item.label)}"`}) belongs to the docs section "${pluginId}", which the config does not declare: left out (docgen would not find its ${type === 'docSidebar' ? 'sidebar' : 'docs'}).`,
      'declare the section in docsInstances and add the item again.',
    );
    return [];
  }
  switch (type) {
    case 'default':
      return linkOf(item, at, ctx, notes, position(item));
    case 'doc':
    case 'docSidebar': {
      const idKey = type === 'doc' ? 'docId' : 'sidebarId';
      if (typeof item[idKey] !== 'string') return linkOf(item, at, ctx, notes, position(item));
      return [
        {
          type,
          [idKey]: item[idKey],
          ...(pluginId !== undefined ? { docsPluginId: pluginId } : {}),
          ...(typeof item.label === 'string' ? { label: item.label } : {}),
          ...position(item),
        },
      ];
    }
    case 'docsVersion':
      return [
        {
          type: 'link',
          href: hrefOf(item) ?? section ?? ctx.docsRoot,
          label: str(item.label) ?? 'Docs',
          ...position(item),
        },
      ];
    case 'localeDropdown':
    case 'docsVersionDropdown': {
      // The menu's extra entries ("All versions", "Help us translate", a separator) are a dropdown's.
      const extras: Record<string, unknown> = {};
      for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter']) {
        const entries = Array.isArray(item[key]) ? (item[key] as unknown[]) : [];
        const links = menuLinks(entries, `${at}.${key}`, ctx, notes);
        if (links.length > 0) extras[key] = links;
      }
      const own = type === 'docsVersionDropdown' && pluginId !== undefined ? { docsPluginId: pluginId } : {};
      return [{ type, ...own, ...extras, ...position(item) }];
    }
    case 'search':
      return [{ type: 'search', ...position(item) }];
    case 'dropdown': {
      const entries = Array.isArray(item.items) ? item.items : [];
      const label = str(item.label);
      const links = menuLinks(entries, `${at}.items`, ctx, notes, true);
      if (label === undefined || links.length === 0) {
        notes.add(
          at,
          `is a dropdown ${label === undefined ? 'without a label' : `("${label}") without links`}: left out.`,
          'give it a label and links.',
        );
        return [];
      }
      return [{ type: 'dropdown', label, items: links, ...position(item) }];
    }
    case 'html':
      // Docusaurus renders `value` as HTML; docgen's html item does (parsed, comments dropped).
      if (typeof item.value !== 'string') {
        notes.add(at, 'is an HTML item without a `value` string: left out.', 'give it its HTML as `value`.');
        return [];
      }
      return [{ type: 'html', value: item.value, ...position(item) }];
    default:
      if (type.startsWith('custom-') && ctx.siteDir !== undefined) {
        const custom = customNavbarItem(ctx.siteDir, type);
        if ('what' in custom) {
          notes.add(at, custom.what, custom.todo);
          return [];
        }
        // Docusaurus gives the component the item's keys but `type` (its `position` too, which it reads).
        const { type: _type, position: _side, ...props } = item;
        return [
          { type: 'component', file: custom.file, ...(Object.keys(props).length ? { props } : {}), ...position(item) },
        ];
      }
      notes.add(
        at,
        `is of type "${type}" (${describeValue(item.type)}), which docgen does not know.`,
        'override the Navbar component to render it.',
      );
      return [];
  }
}

/**
 * A menu's entries as docgen's (link, doc, docSidebar, html; a dropdown's `custom-*` items too, as
 * component entries); any other is named and left out.
 */
function menuLinks(
  entries: readonly unknown[],
  at: string,
  ctx: NavbarContext,
  notes: Notes,
  dropdown = false,
): Dict[] {
  return entries.flatMap((entry, j) => {
    const where = `${at}[${j}]`;
    return navbarItem(entry, where, ctx, notes).flatMap(({ position: _side, ...link }) => {
      if (link.type === 'link' || link.type === 'doc' || link.type === 'docSidebar' || link.type === 'html')
        return [link];
      if (link.type === 'component' && dropdown) return [link];
      notes.add(
        where,
        `(${String(link.type)}) is not a link; docgen's menus hold links (link, doc, docSidebar) and HTML.`,
        'put it in the navbar itself.',
      );
      return [];
    });
  });
}

/** An item whose link or label is the value of a package that is not installed (`href: fbContent({…})`). */
export function madeByStandIn(item: Dict): boolean {
  return ['href', 'to', 'label'].some((k) => isStub(item[k]));
}
