/**
 * The error catalog: every diagnostic docgen can report has a permanent name (never reused,
 * never renamed, like Astro's error reference) and a documented exit code class.
 */
export const CATALOG = {
  ConfigNotFound: { kind: 'config', summary: 'The config file given does not exist.' },
  ConfigSyntaxError: { kind: 'config', summary: 'The config file cannot be compiled.' },
  ConfigRuntimeError: { kind: 'config', summary: 'The config file threw while it was evaluated.' },
  UnknownConfigKey: { kind: 'config', summary: 'The config has a key docgen does not know.' },
  InvalidConfigValue: { kind: 'config', summary: 'A config value has the wrong type or is out of range.' },
  SidebarsNotFound: { kind: 'config', summary: 'The sidebars file named by the config does not exist.' },
  InvalidSidebars: { kind: 'config', summary: 'The sidebars file does not have the expected shape.' },
  UnknownSidebarDocId: { kind: 'config', summary: 'A sidebar names a doc id that does not exist.' },
  ThemeNotFound: { kind: 'config', summary: 'The theme package cannot be loaded.' },
  UnknownThemeComponent: {
    kind: 'config',
    summary: "A file of the site's theme/ folder names no component of the theme.",
  },
  ThemeOverrideError: { kind: 'config', summary: 'A theme override (theme/<Name>.tsx) cannot be compiled or loaded.' },
  InvalidVersions: {
    kind: 'config',
    summary: 'versions.json, a versioned docs folder or the versions config is invalid.',
  },
  InvalidVersionName: { kind: 'usage', summary: 'The name given to docgen version cannot name a docs version.' },
  VersionExists: { kind: 'usage', summary: 'docgen version was given the name of an existing docs version.' },
  SiteDirNotFound: { kind: 'usage', summary: 'The site folder does not exist.' },
  UnknownCacheName: { kind: 'usage', summary: 'DOCGEN_CACHE_OFF names a cache docgen does not have.' },
  SiteDirNotEmpty: { kind: 'usage', summary: '`docgen init` was pointed at a folder that already holds files.' },
  FrontMatterYamlError: { kind: 'content', summary: 'The front matter is not valid YAML.' },
  InvalidFrontMatter: { kind: 'content', summary: 'A front matter field has the wrong type.' },
  UnknownFrontMatterKey: { kind: 'content', summary: 'A front matter key is not one docgen knows.' },
  EmptyPage: { kind: 'content', summary: 'A page has neither content nor a title.' },
  InvalidEncoding: { kind: 'content', summary: 'A content file is not valid UTF-8.' },
  SymlinkOutsideSite: { kind: 'content', summary: 'A symbolic link in a content folder leads out of the site folder.' },
  SymlinkLoop: { kind: 'content', summary: 'A symbolic link leads to a folder the site already reads.' },
  BrokenSymlink: { kind: 'content', summary: 'A symbolic link in a content folder leads nowhere.' },
  SourceChangedDuringBuild: { kind: 'content', summary: 'A content file changed while docgen was building.' },
  DuplicateRoute: { kind: 'content', summary: 'Two sources claim the same route.' },
  BrokenLink: { kind: 'content', summary: 'A link does not resolve to a route or a file.' },
  BrokenAnchor: { kind: 'content', summary: 'A link points to an anchor that does not exist on its target.' },
  BrokenImage: { kind: 'content', summary: 'An image referenced from markdown does not exist.' },
  UnsafeLink: { kind: 'content', summary: 'A link would run code when clicked (javascript:, vbscript:, data:).' },
  UnknownDirective: { kind: 'content', summary: 'A container directive is not one docgen knows.' },
  InvalidTabs: { kind: 'content', summary: 'A tabs container holds something other than tabs.' },
  UnknownCodeLanguage: { kind: 'content', summary: 'A code block names a language the highlighter does not know.' },
  PageComponentError: { kind: 'content', summary: 'A React page cannot be compiled or rendered.' },
  MissingTranslation: {
    kind: 'content',
    summary: 'A page has no translation in a locale and falls back to the default locale.',
  },
  BudgetExceeded: { kind: 'content', summary: 'A configured size budget is exceeded.' },
  PluginError: { kind: 'content', summary: 'A plugin threw during a build stage.' },
  OpenApiInvalidDocument: { kind: 'content', summary: 'The OpenAPI document is not valid.' },
  OpenApiInvalidExample: { kind: 'content', summary: 'An example of the OpenAPI document does not match its schema.' },
  OpenApiInvalidDirective: {
    kind: 'content',
    summary: 'An OpenAPI directive has an attribute value the plugin does not accept.',
  },
  OpenApiUnknownOperation: {
    kind: 'content',
    summary: 'A page names an operation the OpenAPI document does not have.',
  },
  InternalError: { kind: 'internal', summary: 'docgen itself failed; please report it.' },
} as const satisfies Record<string, { kind: 'config' | 'content' | 'usage' | 'internal'; summary: string }>;

export type DiagnosticName = keyof typeof CATALOG;

/** Documented exit codes of the CLI. */
export const EXIT = {
  ok: 0,
  /** Content errors: broken links, bad front matter, duplicate routes, budgets… */
  content: 1,
  /** Usage or config errors: bad flags, missing folder, invalid config or sidebars. */
  usage: 2,
  /** A bug in docgen. */
  internal: 3,
} as const;

export function exitCodeFor(names: readonly DiagnosticName[]): number {
  if (names.some((n) => CATALOG[n].kind === 'internal')) return EXIT.internal;
  if (names.some((n) => CATALOG[n].kind === 'config' || CATALOG[n].kind === 'usage')) return EXIT.usage;
  return names.length > 0 ? EXIT.content : EXIT.ok;
}
