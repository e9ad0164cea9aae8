import { isHighlightedLanguage } from '@docgen/markdown/languages';
import { convertFooter } from './convert-footer.js';
import { convertNavbar, type NavbarContext } from './convert-navbar.js';
import { htmlToMarkdown } from './html-text.js';
import { type Dict, isDict, type Notes, staticPath, str } from './notes.js';

/** What `themeConfig` becomes: keys of docgen's config, and whether the site had a search. */
export interface ThemeConversion {
  config: Dict;
  search: boolean;
}

/** The `themeConfig` keys docgen's config carries; each other one is noted (and given to the site's plugins). */
export const HANDLED = new Set([
  'navbar',
  'footer',
  'announcementBar',
  'colorMode',
  'prism',
  'metadata',
  'image',
  'tableOfContents',
  'algolia',
  'mermaid',
  // Carried over as markdown.liveCodeBlocks' position (convert-markdown.ts).
  'liveCodeBlock',
  // Carried over as the docs sections' option (convert-config.ts).
  'sidebarCollapsible',
]);

/** `themeConfig` of the classic theme as docgen's config keys. */
export function convertThemeConfig(themeConfig: unknown, ctx: NavbarContext, notes: Notes): ThemeConversion {
  const config: Dict = {};
  // Docusaurus gives a config without themeConfig its defaults, a navbar without a title among them.
  const t: Dict = isDict(themeConfig) ? themeConfig : {};
  const { navbar, logo } = convertNavbar(t.navbar, ctx, notes);
  if (logo) config.logo = logo;
  if (navbar) config.navbar = navbar;
  const footer = convertFooter(t.footer, ctx, notes);
  if (footer) config.footer = footer;

  if (isDict(t.announcementBar) && typeof t.announcementBar.content === 'string') {
    const bar = t.announcementBar;
    const { markdown, lost } = htmlToMarkdown(bar.content as string);
    config.announcementBar = {
      id: str(bar.id) ?? 'announcement-bar',
      content: markdown,
      ...(bar.isCloseable === false ? { dismissible: false } : {}),
    };
    if (lost.length > 0)
      notes.add(
        'themeConfig.announcementBar.content',
        `is HTML; docgen's bar is inline markdown: links, bold, italics and code were carried over, ${lost.join(', ')} dropped.`,
        'check the text of announcementBar.content.',
      );
    if (bar.backgroundColor !== undefined || bar.textColor !== undefined)
      notes.add(
        'themeConfig.announcementBar',
        'backgroundColor and textColor are not carried over (the bar takes the theme colours).',
        'override the AnnouncementBar component to change them.',
      );
  }

  if (isDict(t.colorMode)) {
    const mode: Dict = {};
    if (t.colorMode.defaultMode === 'dark') mode.defaultMode = 'dark';
    if (t.colorMode.disableSwitch === true) mode.disableSwitch = true;
    if (t.colorMode.respectPrefersColorScheme === true) mode.respectPrefersColorScheme = true;
    if (Object.keys(mode).length > 0) config.colorMode = mode;
    if (t.colorMode.switchConfig !== undefined)
      notes.add('themeConfig.colorMode.switchConfig', 'is not carried over (docgen has one toggle).', 'nothing to do.');
  }

  if (isDict(t.prism)) convertPrism(t.prism, notes);

  if (Array.isArray(t.metadata)) {
    const metadata: Dict[] = [];
    t.metadata.forEach((m, i) => {
      if (
        !isDict(m) ||
        typeof m.content !== 'string' ||
        (typeof m.name !== 'string' && typeof m.property !== 'string')
      ) {
        notes.add(
          `themeConfig.metadata[${i}]`,
          'is not a { name or property, content } tag; it is not carried over.',
          'add the tag through a theme override of the Head component.',
        );
        return;
      }
      metadata.push({
        ...(typeof m.name === 'string' ? { name: m.name } : {}),
        ...(typeof m.property === 'string' ? { property: m.property } : {}),
        content: m.content,
      });
    });
    if (metadata.length > 0) config.metadata = metadata;
  }
  if (typeof t.image === 'string') config.image = staticPath(t.image);
  if (isDict(t.tableOfContents)) {
    const toc: Dict = {};
    for (const key of ['minHeadingLevel', 'maxHeadingLevel'])
      if (typeof t.tableOfContents[key] === 'number') toc[key] = t.tableOfContents[key];
    if (Object.keys(toc).length > 0) config.toc = toc;
  }
  if (isDict(t.mermaid)) {
    const mermaid = mermaidOf(t.mermaid, notes);
    if (mermaid) config.mermaid = mermaid;
  }
  const search = t.algolia !== undefined;
  if (search)
    notes.add(
      'themeConfig.algolia',
      'is replaced by @docgen/plugin-search, an offline index built with the site (no Algolia account, no crawler).',
      'install @docgen/plugin-search beside @docgen/cli.',
    );
  for (const key of Object.keys(t).sort()) {
    if (HANDLED.has(key)) continue;
    notes.add(`themeConfig.${key}`, 'is not carried over: docgen has no such theme setting.', hintFor(key));
  }
  return { config, search };
}

function hintFor(key: string): string {
  if (key === 'docs') return 'nothing to do (docgen remembers collapsed categories and the preferred version).';
  if (key === 'blog')
    return "docgen's blog sidebar lists the newest posts (blog.blogSidebarCount, blog.blogSidebarTitle).";
  return 'override the theme component that should use it (docs/guide/theme-overrides.md).';
}

/** `themeConfig.mermaid` (theme-mermaid's): its themes, and its options when they are plain data. */
function mermaidOf(m: Dict, notes: Notes): Dict | undefined {
  const out: Dict = {};
  if (isDict(m.theme)) {
    const theme: Dict = {};
    for (const mode of ['light', 'dark'])
      if (typeof m.theme[mode] === 'string' && m.theme[mode] !== '') theme[mode] = m.theme[mode];
    if (Object.keys(theme).length > 0) out.theme = theme;
  }
  if (isDict(m.options)) {
    // They go to the browser as JSON, which leaves a function (a mermaid callback) out.
    const kept = JSON.parse(JSON.stringify(m.options)) as Dict;
    if (hasFunction(m.options))
      notes.add(
        'themeConfig.mermaid.options',
        'holds functions; docgen sends the options to the browser as JSON, so they are left out.',
        'write them as data, or leave them out.',
      );
    if (Object.keys(kept).length > 0) out.options = kept;
  }
  for (const key of Object.keys(m))
    if (key !== 'theme' && key !== 'options')
      notes.add(
        `themeConfig.mermaid.${key}`,
        'is not carried over: docgen reads `theme` and `options`.',
        'nothing to do.',
      );
  return Object.keys(out).length > 0 ? out : undefined;
}

function hasFunction(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (Array.isArray(value)) return value.some(hasFunction);
  return isDict(value) && Object.values(value).some(hasFunction);
}

function convertPrism(prism: Dict, notes: Notes): void {
  if (prism.theme !== undefined || prism.darkTheme !== undefined)
    notes.add(
      'themeConfig.prism.theme',
      "is a Prism theme: the site's components that highlight with Prism get it from usePrismTheme() (docusaurusSiteConfig.themeConfig.prism); docgen highlights its own code blocks with Shiki themes.",
      'set markdown.codeThemes to Shiki theme names for those (e.g. { light: "github-light", dark: "dracula" }).',
    );
  if (Array.isArray(prism.additionalLanguages)) {
    const missing = prism.additionalLanguages.filter((l) => typeof l === 'string' && !isHighlightedLanguage(l));
    if (missing.length > 0)
      notes.add(
        'themeConfig.prism.additionalLanguages',
        `lists ${missing.map((l) => `"${l}"`).join(', ')}, which docgen does not highlight (it highlights the others without setup): those blocks show as plain code (UnknownCodeLanguage warnings).`,
        `give each a language Shiki knows (or text) in docgen.config.ts: markdown: { languageAliases: { ${missing.map((l) => `'${l}': 'text'`).join(', ')} } }; or write such a language in those code fences.`,
      );
  }
  if (prism.defaultLanguage !== undefined)
    notes.add(
      'themeConfig.prism.defaultLanguage',
      'is not carried over: code fences without a language show as plain text.',
      'write the language on those fences.',
    );
}
