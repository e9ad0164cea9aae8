import fs from 'node:fs';
import path from 'node:path';
import type { Notes } from './notes.js';

/** Files of the folder (relative, POSIX, sorted), none below node_modules. */
export function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/**
 * Content components a page imports (`import Tabs from '@theme/Tabs'`): the site's own, swizzled,
 * is what `@theme/X` resolves to, as Docusaurus' alias does.
 */
const IMPORTED = new Set([
  'Admonition',
  'CodeBlock',
  'Details',
  'DocCard',
  'DocCardList',
  'Heading',
  'IdealImage',
  'Mermaid',
  'TabItem',
  'Tabs',
  'ThemedImage',
  'TOCInline',
]);

/** The site's providers around every page (`@theme/Root`, `@theme/Layout/Provider`), which docgen renders too. */
const WRAPPERS = new Set(['Root', 'Layout/Provider']);

/**
 * The components Docusaurus' themes have (theme-classic, core's fallbacks, the Mermaid, search and
 * ideal-image packages): a file of src/theme under another name is the site's own component,
 * which `@theme/<name>` imports reach, in docgen as in Docusaurus, and no swizzled one.
 */
const DOCUSAURUS_THEME = new Set([
  ...IMPORTED,
  'AnnouncementBar',
  'BackToTopButton',
  'Blog',
  'BlogArchivePage',
  'BlogLayout',
  'BlogListPage',
  'BlogListPaginator',
  'BlogPostItem',
  'BlogPostItems',
  'BlogPostPage',
  'BlogPostPaginator',
  'BlogSidebar',
  'BlogTagsListPage',
  'BlogTagsPostsPage',
  'CodeInline',
  'ColorModeToggle',
  'ContentVisibility',
  'DocBreadcrumbs',
  'DocCategoryGeneratedIndexPage',
  'DocItem',
  'DocPaginator',
  'DocRoot',
  'DocSidebar',
  'DocSidebarItem',
  'DocSidebarItems',
  'DocTagDocListPage',
  'DocTagsListPage',
  'DocVersionBadge',
  'DocVersionBanner',
  'DocVersionRoot',
  'DocsRoot',
  'EditMetaRow',
  'EditThisPage',
  'Error',
  'ErrorPageContent',
  'Footer',
  'Icon',
  'LastUpdated',
  'Layout',
  'Loading',
  'Logo',
  'MDXComponents',
  'MDXContent',
  'MDXPage',
  'Navbar',
  'NavbarItem',
  'NotFound',
  'PaginatorNavLink',
  'Root',
  'SearchBar',
  'SearchMetadata',
  'SearchPage',
  'SearchTranslations',
  'SiteMetadata',
  'SkipToContent',
  'TOC',
  'TOCCollapsible',
  'TOCItems',
  'Tag',
  'TagsListByLetter',
  'TagsListInline',
  'ThemeProvider',
  'prism-include-languages',
]);

/** A swizzled Layout that wraps the theme's own (core's `mdx/site-root-layout.ts` draws it around MDX pages). */
function wrapsOriginalLayout(file: string): boolean {
  try {
    return /['"]@theme-(?:original|init)\/Layout['"]/.test(fs.readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

/** The swizzled components Docusaurus' MDX map draws code fences with, which docgen's map uses too. */
const FENCE_PARTS = new Set(['CodeBlock', 'MDXComponents/Code', 'MDXComponents/Pre']);

/** Components docgen's theme has under the name Docusaurus gives them (a swizzled one maps to an override). */
const SAME_NAME = new Set(['Footer', 'Navbar', 'NotFound', 'Pagination', 'ColorModeToggle', 'AnnouncementBar']);
const DOCGEN_NAME: Record<string, string> = {
  DocSidebar: 'Sidebar',
  DocBreadcrumbs: 'Breadcrumbs',
  TOC: 'Toc',
  TOCCollapsible: 'TocMobile',
  'DocItem/TOC/Desktop': 'Toc',
  'DocItem/TOC/Mobile': 'TocMobile',
  'DocItem/Layout': 'DocLayout',
  Logo: 'Brand',
  'Navbar/Logo': 'Brand',
  DocPaginator: 'Pagination',
  DocVersionBanner: 'VersionBanner',
  SearchBar: 'SearchButton',
  'NavbarItem/LocaleDropdownNavbarItem': 'LocaleDropdown',
  'NavbarItem/DocsVersionDropdownNavbarItem': 'VersionDropdown',
  'NotFound/Content': 'NotFound',
  Layout: 'Document',
};

/**
 * What the site's folders hold that docgen reads differently: swizzled theme components
 * (`src/theme/`), React pages of `src/pages/` (inside docgen's chrome).
 * Each becomes a note. Markdown pages of `src/pages/` are read as Docusaurus reads them: no note.
 */
export function scanSite(siteDir: string, notes: Notes): void {
  const themeDir = path.join(siteDir, 'src', 'theme');
  const swizzled = new Map<string, string[]>();
  for (const file of filesBelow(themeDir)) {
    // A declaration file (`Footer/index.d.ts`, written beside a swizzled `index.jsx`) holds types only.
    if (!/\.(t|j)sx?$/.test(file) || /\.d\.[cm]?ts$/.test(file)) continue;
    // `Footer/index.tsx`, `DocItem/Footer/index.js`, `MDXComponents.js`: the component's name.
    const name = file.replace(/\/index\.[tj]sx?$/, '').replace(/\.[tj]sx?$/, '');
    const list = swizzled.get(name) ?? [];
    list.push(file);
    swizzled.set(name, list);
  }
  const own: string[] = [];
  const unread: Unread[] = [];
  for (const [name, files] of swizzled) {
    // A module of the site's own beside its components (`CodeBlock/highlighting-dark.js`, a Prism
    // theme the config reads; `NotFound/mapLegacyUrl.js`): theme components are named in
    // PascalCase, so a lowercase name is no component swizzled nor written (bar
    // `prism-include-languages`).
    if (/^[a-z]/.test(name.split('/').pop() ?? name) && !DOCUSAURUS_THEME.has(name)) continue;
    if (!DOCUSAURUS_THEME.has(name.split('/')[0] ?? name)) {
      own.push(`src/theme/${files[0]}`);
      continue;
    }
    // Its `custom-*` entries are read by the navbar's conversion (each a `component` item, or said there).
    if (name === 'NavbarItem/ComponentTypes') continue;
    // Read as Docusaurus reads them: they draw every code fence (core's `mdx/swizzled-map.ts`), and
    // the parts of a swizzled CodeBlock are its imports.
    if (FENCE_PARTS.has(name) || (name.startsWith('CodeBlock/') && swizzled.has('CodeBlock'))) continue;
    if (name === 'MDXComponents') {
      notes.add(
        `src/theme/${files[0]}`,
        "is the site's MDX component map: every MDX page renders with it, as in Docusaurus, except `:::note` boxes, which stay docgen's (code fences are docgen's too unless the site swizzled CodeBlock or MDXComponents/Code).",
        'check the MDX pages that use its components (docs/guide/from-docusaurus.md, the MDX component map).',
      );
      continue;
    }
    if (WRAPPERS.has(name) || (name === 'Layout' && wrapsOriginalLayout(path.join(themeDir, files[0]!)))) {
      const nesting =
        name === 'Root'
          ? 'Layout/Provider inside it'
          : name === 'Layout'
            ? 'innermost, inside Root and Layout/Provider, around MDX pages and islands; a React page draws it where it renders @theme/Layout'
            : 'inside Root';
      notes.add(
        `src/theme/${files[0]}`,
        `is the site's swizzled ${name}: docgen renders every page's content and each island inside it, as Docusaurus does (${nesting}), but not its own chrome (navbar, footer, sidebar), and each island that hydrates gets its own instance of it (state does not pass from one island to another).`,
        "check the components that read what it provides outside the pages (the footer, the navbar's own items): docgen does not render them (a `component` navbar item renders inside it).",
      );
      continue;
    }
    if (IMPORTED.has(name)) {
      notes.add(
        `src/theme/${files[0]}`,
        `is a swizzled Docusaurus component (${name}): docgen uses it where a page or a component imports @theme/${name}, not in its own rendering of Markdown (\`:::note\` boxes, code fences, <details>).`,
        `check the pages that write the element in Markdown; import @theme/${name} where they need the site's version.`,
      );
      continue;
    }
    const docgen = DOCGEN_NAME[name] ?? (SAME_NAME.has(name) ? name : undefined);
    unread.push({ name, file: `src/theme/${files[0]}`, ...(docgen ? { docgen } : {}) });
  }
  noteUnread(unread, notes);
  if (own.length > 0)
    notes.add(
      'src/theme',
      `holds ${own.length === 1 ? 'a component' : `${own.length} components`} Docusaurus' theme does not have (${own.slice(0, 3).join(', ')}${own.length > 3 ? ', …' : ''}): the site's own, which \`@theme/<name>\` imports resolve to, in docgen as in Docusaurus.`,
      'nothing to do (a component swizzled from another theme package is not used: docgen renders with its own theme; port what it changes to an override, docs/guide/theme-overrides.md).',
    );
  // React pages as Docusaurus finds them (`_` names, tests and CSS modules are not pages).
  const reactPages = filesBelow(path.join(siteDir, 'src', 'pages')).filter(
    (f) =>
      /\.[tj]sx?$/.test(f) &&
      !/\.d\.ts$|\.module\.|\.(test|spec)\.[tj]sx?$/.test(f) &&
      !f.split('/').some((part) => part.startsWith('_')),
  );
  if (reactPages.length > 0)
    notes.add(
      'src/pages',
      `holds ${reactPages.length} React page${reactPages.length === 1 ? '' : 's'} (${reactPages.slice(0, 3).join(', ')}${reactPages.length > 3 ? ', …' : ''}); docgen renders ${reactPages.length === 1 ? 'it' : 'them'} on the server inside its own chrome (navbar, footer), in place of @theme/Layout's.`,
      'check the pages: one that needs the browser (<BrowserOnly>, state, effects, handlers) hydrates as an island (docs/guide/from-docusaurus.md).',
    );
}

/** A swizzled component docgen does not read, and the docgen component to port it to, if any. */
interface Unread {
  name: string;
  file: string;
  docgen?: string;
}

/**
 * The notes of the swizzled components docgen does not read: one per component docgen has an
 * override for, naming the parts swizzled with it (`Footer/Links` with `Footer`), and one for all
 * the others together (a site swizzling its whole blog had 40 notes of the same words).
 */
function noteUnread(unread: readonly Unread[], notes: Notes): void {
  const ported = new Set(unread.filter((u) => u.docgen).map((u) => u.name));
  const top = (name: string) => name.split('/')[0]!;
  const rest = unread.filter((u) => !u.docgen && !ported.has(top(u.name)));
  for (const u of unread) {
    if (!u.docgen) continue;
    const parts = unread
      .filter((p) => !p.docgen && p.name !== u.name && top(p.name) === u.name)
      .map((p) => p.name)
      .sort();
    notes.add(
      u.file,
      `is a swizzled Docusaurus component (${u.name}${parts.length > 0 ? `, with ${parts.length === 1 ? 'its part' : `${parts.length} parts`} ${parts.join(', ')}` : ''}); docgen renders with its own theme and does not read src/theme.`,
      `port it to theme/${u.docgen}.tsx, an override of docgen's ${u.docgen} (docs/guide/theme-overrides.md).`,
    );
  }
  const todo =
    'port what it changes to an override of the closest docgen component (docs/guide/theme-overrides.md lists them).';
  if (rest.length === 1)
    notes.add(
      rest[0]!.file,
      `is a swizzled Docusaurus component (${rest[0]!.name}); docgen renders with its own theme and does not read src/theme.`,
      todo,
    );
  else if (rest.length > 1)
    notes.add(
      'src/theme',
      `holds ${rest.length} swizzled Docusaurus components docgen renders its own way and does not read: ${rest
        .map((u) => u.name)
        .sort()
        .join(', ')}.`,
      todo.replace('what it changes', 'what they change'),
    );
}
