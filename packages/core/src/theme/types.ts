import type { ThemeModule } from '@docgen/shared';

/** A theme as the build uses it: the module, its UI strings, and what its output depends on. */
export interface LoadedTheme {
  theme: ThemeModule;
  /** UI strings per locale: theme defaults, Docusaurus' code.json, the site's `i18n/<locale>/theme.json`. */
  strings: Map<string, Record<string, string>>;
  /** Docusaurus' navbar.json and footer.json messages per locale. */
  messages?: Map<string, Map<string, string>>;
  /** What reading the translations found (UnknownTranslationId). */
  warnings?: import('@docgen/diagnostics').Diagnostic[];
  /** Files whose change changes the rendering (cache keys, watcher). */
  dependencies: string[];
  /** Hash of the theme's code, the UI strings and the site's overrides: part of every render cache key. */
  fingerprint: string;
  /** Names of the components the site overrides (`theme/<Name>.tsx`), sorted. */
  overrides?: string[];
}
