/**
 * The Docusaurus modules an MDX page (or a site component) may import, each answered by a file of
 * this folder with the same exports. The build resolves these specifiers to them
 * (`ThemeModule.docusaurusModules`); any other `@theme/…` or `@docusaurus/…` is an
 * UnresolvedImport error naming this list.
 */
const FILES: Record<string, string> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/CodeInline': 'CodeInline',
  // theme-live-codeblock's, for live fences (`markdown.liveCodeBlocks`) and the pages that import them.
  '@theme/LiveCodeBlock': 'LiveCodeBlock',
  '@theme/Playground': 'Playground',
  '@theme/ReactLiveScope': 'ReactLiveScope',
  '@theme/Admonition': 'Admonition',
  ...Object.fromEntries(
    ['Note', 'Tip', 'Info', 'Warning', 'Danger'].map((n) => [`@theme/Admonition/Icon/${n}`, `AdmonitionIcon/${n}`]),
  ),
  '@theme/Details': 'Details',
  '@theme/DocCardList': 'DocCardList',
  '@theme/DocCard': 'DocCard',
  '@theme/Heading': 'Heading',
  '@theme/Layout': 'Layout',
  '@theme/Layout/Provider': 'LayoutProvider',
  // Its name in Docusaurus 2's betas (before 2.0), which sites that swizzled Layout import.
  '@theme/LayoutProviders': 'LayoutProvider',
  '@theme/Root': 'Root',
  '@theme/TOCInline': 'TOCInline',
  '@theme/ThemedImage': 'ThemedImage',
  '@theme/IdealImage': 'IdealImage',
  '@theme/Icon/ExternalLink': 'IconExternalLink',
  '@theme/Mermaid': 'Mermaid',
  '@theme/Error': 'Error',
  // The error page's content, which Docusaurus' `@theme/Error` renders: the same here.
  '@theme/ErrorPageContent': 'Error',
  '@theme/BackToTopButton': 'BackToTopButton',
  '@theme/Logo': 'Logo',
  '@theme/TagsListInline': 'TagsListInline',
  '@theme/PaginatorNavLink': 'PaginatorNavLink',
  '@theme/SearchMetadata': 'SearchMetadata',
  // Page chrome a landing page draws itself: docgen's page has its own (ChromeInPage.tsx).
  '@theme/Navbar': 'ChromeInPage',
  '@theme/Footer': 'ChromeInPage',
  // docgen's page has its own skip link and announcement bar (a theme package's layout draws them).
  '@theme/SkipToContent': 'ChromeInPage',
  '@theme/AnnouncementBar': 'ChromeInPage',
  '@theme/SearchBar': 'SearchBar',
  '@theme/NavbarItem/NavbarNavLink': 'NavbarNavLink',
  '@theme/MDXComponents': 'MDXComponents/index',
  '@theme/MDXContent': 'MDXContent',
  ...Object.fromEntries(
    ['A', 'Code', 'Details', 'Head', 'Heading', 'Img', 'Li', 'Pre', 'Ul'].map((n) => [
      `@theme/MDXComponents/${n}`,
      `MDXComponents/${n}`,
    ]),
  ),
  '@theme/Icon/Copy': 'IconCopy',
  '@theme/Icon/Success': 'IconSuccess',
  '@theme/Icon/WordWrap': 'IconWordWrap',
  '@theme/Icon/Edit': 'IconEdit',
  '@theme/Icon/Home': 'IconHome',
  '@theme/Icon/Arrow': 'IconArrow',
  '@theme/Icon/Close': 'IconClose',
  '@theme/Icon/Menu': 'IconMenu',
  '@theme/Icon/LightMode': 'IconLightMode',
  '@theme/Icon/DarkMode': 'IconDarkMode',
  '@theme/Icon/Language': 'IconLanguage',
  '@docusaurus/Link': 'Link',
  '@docusaurus/Head': 'Head',
  '@docusaurus/Translate': 'Translate',
  '@docusaurus/Interpolate': 'Interpolate',
  '@docusaurus/useIsomorphicLayoutEffect': 'useIsomorphicLayoutEffect',
  '@docusaurus/useBaseUrl': 'hooks',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext',
  '@docusaurus/useGlobalData': 'useGlobalData',
  // The modules Docusaurus' build generates that site code imports (`generated/`).
  '@generated/docusaurus.config': 'generated/docusaurus-config',
  '@generated/globalData': 'generated/global-data',
  '@generated/i18n': 'generated/i18n',
  '@generated/codeTranslations': 'generated/code-translations',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@docusaurus/ErrorBoundary': 'ErrorBoundary',
  '@docusaurus/useIsBrowser': 'useIsBrowser',
  '@docusaurus/useBrokenLinks': 'useBrokenLinks',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment',
  '@docusaurus/router': 'router',
  '@docusaurus/isInternalUrl': 'isInternalUrl',
  '@docusaurus/plugin-content-docs/client': 'client',
  '@docusaurus/theme-common': 'theme-common',
  '@docusaurus/theme-common/Details': 'theme-common-details',
  '@docusaurus/theme-common/internal': 'theme-common-internal',
  // Docusaurus 2 alpha's hooks, before theme-common had them.
  '@theme/hooks/usePrismTheme': 'legacy-hooks/usePrismTheme',
  '@theme/hooks/useThemeContext': 'legacy-hooks/useThemeContext',
  '@theme/hooks/useWindowSize': 'legacy-hooks/useWindowSize',
};

/** Specifier → absolute URL of the module answering it. */
export const docusaurusModules: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(FILES).map(([specifier, file]) => [specifier, new URL(`./${file}.js`, import.meta.url).href]),
);

export { default as Admonition } from './Admonition.js';
export { default as Details } from './Details.js';
