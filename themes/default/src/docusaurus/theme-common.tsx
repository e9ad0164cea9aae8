import { STORAGE } from '@docgen/shared';
import { type ReactNode, useEffect, useState } from 'react';
import Head from './Head.js';
import { usePage } from './page.js';
import { bothModes, isPrismTheme, type PrismTheme } from './prism-modes.js';

// `@docusaurus/theme-common`: the hooks of `client.ts` and what a static page can give of the rest.
export * from './client.js';
export { ThemeClassNames } from './theme-class-names.js';
export { useQueryString, useQueryStringList, useQueryStringValue } from './query-string.js';
export { Collapsible, type CollapsibleProps, useCollapsible } from './Collapsible.js';
export { default as Details } from './Details.js';
export { HtmlClassNameProvider } from './HtmlClassNameProvider.js';
export {
  ErrorCauseBoundary,
  SkipToContentFallbackId,
  isMultiColumnFooterLinks,
  prefersReducedMotion,
  useHistorySelector,
} from './theme-common-more.js';
export { duplicates, isRegexpStringMatch, useEvent, usePluralForm, usePrevious } from './theme-common-utils.js';
export {
  composeProviders,
  createStorageSlot,
  listStorageKeys,
  ReactContextError,
  type StorageSlot,
  type StorageType,
  uniq,
  useStorageSlot,
} from './theme-common-storage.js';
export { default as useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.js';

/** `useThemeConfig()`: docgen's config in the shape of Docusaurus' `themeConfig` (navbar, footer, colorMode…). */
export function useThemeConfig(): Record<string, unknown> {
  return usePage().themeConfig ?? {};
}

type ColorMode = 'light' | 'dark';

function documentMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/**
 * `useColorMode()`: the mode the page shows. The server cannot know the reader's choice: it
 * renders `light`, and a component that hydrates reads the document's mode once mounted (and
 * follows docgen's switch). `setColorMode` switches docgen's mode and remembers it.
 */
export function useColorMode(): {
  colorMode: ColorMode;
  isDarkTheme: boolean;
  setColorMode(mode: ColorMode | null): void;
} {
  const [colorMode, setMode] = useState<ColorMode>('light');
  useEffect(() => {
    setMode(documentMode());
    const observer = new MutationObserver(() => setMode(documentMode()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return {
    colorMode,
    isDarkTheme: colorMode === 'dark',
    setColorMode(mode) {
      if (typeof document === 'undefined') return;
      const next = mode ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
      document.documentElement.dataset.theme = next;
      try {
        if (mode) localStorage.setItem(STORAGE.theme, mode);
        else localStorage.removeItem(STORAGE.theme);
      } catch {
        // Storage may be blocked: the mode holds for this page.
      }
    },
  };
}

/** `useWindowSize()`: `'ssr'` on the server and the first render, then `'mobile'` up to 996 px wide (Docusaurus' breakpoint) or `'desktop'`. */
export function useWindowSize(): 'ssr' | 'mobile' | 'desktop' {
  const [size, setSize] = useState<'ssr' | 'mobile' | 'desktop'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth <= 996 ? 'mobile' : 'desktop');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

export type { PrismTheme } from './prism-modes.js';

/**
 * `usePrismTheme()`: the code blocks' Prism theme (`themeConfig.prism.theme`, `darkTheme` in dark
 * mode), for a component highlighting code itself (prism-react-renderer's `<Highlight theme>`).
 * Both modes are in one theme (`bothModes`): docgen's server HTML is of no colour mode. Without a
 * theme in the config, docgen's code block colours (CSS variables that follow the mode), and tokens
 * keep the component's own colours.
 */
export function usePrismTheme(): PrismTheme {
  const config = useThemeConfig();
  const prism = config.prism as { theme?: unknown; darkTheme?: unknown } | undefined;
  if (!isPrismTheme(prism?.theme))
    return { plain: { color: 'var(--dg-c-text)', backgroundColor: 'var(--dg-c-code-bg)' }, styles: [] };
  const dark = isPrismTheme(prism.darkTheme) ? prism.darkTheme : prism.theme;
  const mode = (config.colorMode as { defaultMode?: string } | undefined)?.defaultMode === 'dark' ? 'dark' : 'light';
  return bothModes(prism.theme, dark, mode);
}

/** `<PageMetadata title description keywords>`: on a React page, the document's title, description and keywords (as `@docusaurus/Head`). */
export function PageMetadata({
  title,
  description,
  keywords,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  const words = Array.isArray(keywords) ? keywords.join(',') : keywords;
  // Docusaurus' title formatter: "Title | Site", the site title alone without one.
  const { title: site, titleDelimiter } = usePage().siteConfig;
  const formatted = title?.trim() ? `${title.trim()} ${titleDelimiter} ${site}` : undefined;
  return (
    <Head>
      {formatted ? <title>{formatted}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
      {words ? <meta name="keywords" content={words} /> : null}
      {children}
    </Head>
  );
}
