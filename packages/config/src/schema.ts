import { z } from './vendor/zod.js';
import { docsInstancesSchema } from './docs-instances-schema.js';
import { blogInstancesSchema, blogSchema } from './blog-schema.js';
import { docsSchema, sidebarSchema } from './docs-schema.js';
import { pagesSchema, redirectsSchema } from './pages-schema.js';
import { defaultMagicComments, magicCommentsSchema } from './magic-comments-schema.js';
import { mermaidEnabledSchema, mermaidSchema } from './mermaid-schema.js';
import { liveCodeBlockSchema, liveCodeBlocksEnabledSchema } from './live-code-schema.js';
import { anchorsSchema, mdx1CompatSchema, relativeLinksFromDocsRootSchema } from './markdown-compat-schema.js';
import { externalLinksSchema } from './external-links-schema.js';
import {
  defineSchema,
  provideSchema,
  resolveExtensionsSchema,
  textImportsSchema,
  urlImportsSchema,
  loaderImportsSchema,
  themeDirsSchema,
  webpackRulesSchema,
} from './bundler-schema.js';
import {
  footerSchema,
  navbarSchema,
  localized,
  type navbarItem,
  type navbarDropdownEntry,
  type navbarMenuEntry,
} from './navbar-schema.js';

/**
 * The site config schema. Every field has one doc line (`describe`): the config reference
 * in the docs is generated from these lines, so they are the documentation.
 */

const localeConfig = z.strictObject({
  label: z.string().describe('Name in the locale switcher, in that language (e.g. "Français").'),
  htmlLang: z.string().optional().describe('BCP 47 tag for `<html lang>` and hreflang; defaults to the locale code.'),
  direction: z.enum(['ltr', 'rtl']).default('ltr').describe('Text direction.'),
  path: z
    .string()
    .regex(/^(?!\.\.?$)[^/\\]+$/, 'a folder name inside i18n/ is expected ("zh-cn"), without "/", "\\" or ".."')
    .optional()
    .describe(
      "Name of the locale's translations folder inside `i18n/` (Docusaurus' `path`): `i18n/<path>/`; defaults to the locale code. The locale's URLs keep its code (`/<code>/`), as in Docusaurus.",
    ),
});

const tracker = z.strictObject({
  id: z.string().min(1).describe('Tracker / measurement id.'),
  endpoint: z.string().describe('URL page views are POSTed to (JSON); `{id}` is replaced by the tracker id.'),
  scriptUrl: z.string().optional().describe('Optional vendor script loaded once the page is idle; `{id}` is replaced.'),
  anonymizeIp: z.boolean().default(true).describe("Ask the tracker to anonymise the reader's IP address."),
});

export const siteConfigSchema = z.strictObject({
  title: z
    .string()
    .min(1)
    .describe('Site title: document titles, sitemap, and the navbar unless `navbar.title` says otherwise.'),
  tagline: localized.default('').describe('One-line description of the site, used as the default meta description.'),
  titleDelimiter: z
    .string()
    .min(1)
    .default('|')
    .describe('What separates the page title from the site title in document titles (`Page | Site`).'),
  url: z
    .url()
    .default('http://localhost')
    .describe('Production origin, e.g. `https://docs.lintas.example` (canonical URLs, sitemap).'),
  baseUrl: z
    .string()
    .regex(/^\/(?:[^/]+\/)*$/, 'must start and end with "/"')
    .default('/')
    .describe('Path the site is served under, starting and ending with `/`.'),
  staticDirectories: z
    .array(z.string().min(1))
    .default(['static'])
    .describe(
      "Folders (in the site folder) whose files are copied to the output's root as they are, in order (Docusaurus' `staticDirectories`): a file an earlier folder already gave is kept, and the clash reported (StaticFileClash); a folder named here that does not exist is reported (StaticDirectoryMissing); links, images and `url()`s from the root are looked for in each, in order.",
    ),
  favicon: z
    .string()
    .optional()
    .describe(
      'Path of the favicon inside a static folder. Without one (nor an icon in `headTags`, nor a `favicon.ico` in a static folder), a site at the root of its host declares an empty icon (`data:,`): browsers would ask every page for /favicon.ico and log its 404.',
    ),
  trailingSlash: z
    .boolean()
    .optional()
    .describe(
      'URL form of pages (Docusaurus semantics): `true` links `/docs/intro/` (written `docs/intro/index.html`), `false` links `/docs/intro` (written `docs/intro.html`), unset links `/docs/intro` (written `docs/intro/index.html`) and serves both forms.',
    ),
  image: z
    .string()
    .optional()
    .describe(
      'Default image of link previews (`og:image`, `twitter:image`): a path inside the static folder or a URL.',
    ),
  metadata: z
    .array(
      z.strictObject({
        name: z.string().optional().describe('`name` of the meta tag.'),
        property: z.string().optional().describe('`property` of the meta tag (Open Graph).'),
        content: z.string().describe('`content` of the meta tag.'),
      }),
    )
    .default([])
    .describe('Meta tags added to the head of every page (e.g. `{ name: "twitter:site", content: "@lintas" }`).'),
  headTags: z
    .array(
      z.strictObject({
        tagName: z
          .enum(['link', 'meta', 'script', 'style'])
          .describe('The element: `link`, `meta`, `script` or `style`.'),
        attributes: z
          .record(z.string(), z.union([z.string(), z.boolean()]))
          .default({})
          .describe('Its attributes, as in HTML; `true` writes a bare attribute (`defer`), `false` leaves it out.'),
        innerHTML: z.string().optional().describe('The code of an inline `script`, or the CSS of a `style`.'),
      }),
    )
    .default([])
    .describe(
      "Tags added to the head of every page, before the theme's stylesheets, as Docusaurus' `headTags` (the migration writes its `stylesheets` and `scripts` here too); a page's own tag of the same key replaces one. A site path in `href` or `src` (`/img/favicon.png`) gets the base URL and must be a file of the output or a page (else `BrokenLink`, a warning).",
    ),
  docusaurusSiteConfig: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      "The Docusaurus config's other keys as plain data (`plugins`, `presets`, `themes`, `scripts`, `i18n`…; functions left out), written by `docgen migrate docusaurus`: components read them in `useDocusaurusContext().siteConfig`, beside docgen's own keys.",
    ),
  customFields: z
    .record(z.string(), z.unknown())
    .default({})
    .describe(
      "Values of your own for the site's components, read with `useDocusaurusContext().siteConfig.customFields` (as in Docusaurus).",
    ),
  aliases: z
    .record(z.string().min(1), z.string().min(1))
    .default({})
    .describe(
      "Import aliases of MDX pages, site components and React pages (webpack's `resolve.alias`, docusaurus-plugin-module-alias): `{ '@components': './src/components' }` makes `@components/Button` `./src/components/Button`. A key matches the import itself or followed by `/…` (`key$`: itself only; the longest key wins); a value starting with `.` or `/` is a path (from the site folder), another a package name.",
    ),
  resolveExtensions: resolveExtensionsSchema,
  define: defineSchema,
  provide: provideSchema,
  textImports: textImportsSchema,
  urlImports: urlImportsSchema,
  loaderImports: loaderImportsSchema,
  webpackRules: webpackRulesSchema,
  themeDirs: themeDirsSchema,
  frontMatterKeys: z
    .array(z.string())
    .default([])
    .describe(
      "Front matter keys of your own, read by the site's components (`frontMatter.author`): accepted without an UnknownFrontMatterKey warning.",
    ),
  logo: z
    .strictObject({
      src: z.string().describe('Logo path inside the static folder.'),
      alt: localized.describe('Alternative text of the logo.'),
      srcDark: z.string().optional().describe('Logo used in dark mode.'),
    })
    .optional()
    .describe('Navbar logo.'),
  theme: z.string().default('@docgen/theme-default').describe('Package name or path of the theme module.'),
  i18n: z
    .strictObject({
      defaultLocale: z.string().describe('Locale served at the site root; its docs live in `docs/`.'),
      locales: z
        .array(z.string())
        .min(1)
        .describe('Every locale code, default included; others are served under `/<code>/`.'),
      localeConfigs: z
        .record(z.string(), localeConfig)
        .default({})
        .describe('Per-locale label, html lang, direction and translations folder.'),
    })
    .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} })
    .describe('Locales of the site.'),
  navbar: navbarSchema,
  footer: footerSchema,
  announcementBar: z
    .strictObject({
      id: z
        .string()
        .min(1)
        .describe('Identity of the announcement: change it to show the bar again to readers who dismissed it.'),
      content: localized.describe('Inline markdown shown in the bar.'),
      dismissible: z
        .boolean()
        .default(true)
        .describe('Show a close button; the dismissal is remembered in the browser.'),
    })
    .optional()
    .describe('Announcement bar above the navbar.'),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light').describe('Mode of a first visit.'),
      respectPrefersColorScheme: z
        .boolean()
        .default(false)
        .describe('Follow the system preference until the reader chooses.'),
      disableSwitch: z.boolean().default(false).describe('Hide the light/dark toggle.'),
    })
    .default({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false })
    .describe('Light and dark colour modes.'),
  analytics: z
    .strictObject({
      trackers: z.array(tracker).default([]).describe('Trackers receiving a page view on every route change.'),
    })
    .default({ trackers: [] })
    .describe('Page-view analytics; no trackers, no script.'),
  sitemap: z
    .strictObject({
      changefreq: z
        .enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'])
        .default('weekly')
        .describe('`<changefreq>` of every URL.'),
      priority: z.number().min(0).max(1).default(1).describe('`<priority>` of every URL (0 to 1).'),
    })
    .default({ changefreq: 'weekly', priority: 1 })
    .describe('sitemap.xml settings.'),
  sidebar: sidebarSchema,
  docs: docsSchema,
  docsInstances: docsInstancesSchema,
  blog: blogSchema,
  blogInstances: blogInstancesSchema,
  pages: pagesSchema,
  redirects: redirectsSchema,
  customCss: z
    .array(z.string())
    .default([])
    .describe(
      "Stylesheets of the site after the theme's (Docusaurus' `theme.customCss`), relative to the site folder: `.css`, and `.scss`/`.sass` compiled with the site's own `sass` package; the site's PostCSS config (postcss.config.js: Tailwind) runs over them.",
    ),
  clientModules: z
    .array(z.string())
    .default([])
    .describe(
      "Scripts and stylesheets every page loads (Docusaurus' `clientModules`), relative to the site folder: scripts run once, after docgen's runtime, and their `onRouteUpdate` / `onRouteDidUpdate` exports are called around each page shown; stylesheets join customCss.",
    ),
  redirectExtensions: z
    .strictObject({
      from: z
        .array(z.string().regex(/^\.?[\w-]+$/, 'an extension such as "html"'))
        .default([])
        .describe(
          'Each page is also reached with these extensions: `["html"]` redirects `/docs/intro.html` to `/docs/intro` (client-redirects\' `fromExtensions`).',
        ),
      to: z
        .array(z.string().regex(/^\.?[\w-]+$/, 'an extension such as "html"'))
        .default([])
        .describe(
          "A page whose path ends with one of these extensions is also reached without it (client-redirects' `toExtensions`).",
        ),
    })
    .default({ from: [], to: [] })
    .describe(
      'Redirects made for every page from its path with or without an extension; a path that is a page or a redirect of `redirects` already is left to it.',
    ),
  toc: z
    .strictObject({
      minHeadingLevel: z
        .number()
        .int()
        .min(2)
        .max(6)
        .default(2)
        .describe('Smallest heading level in the table of contents.'),
      maxHeadingLevel: z
        .number()
        .int()
        .min(2)
        .max(6)
        .default(3)
        .describe('Largest heading level in the table of contents.'),
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 })
    .describe('Table of contents levels (pages may override).'),
  externalLinks: externalLinksSchema,
  onBrokenLinks: z
    .enum(['throw', 'warn', 'ignore'])
    .default('throw')
    .describe('What a link to no route or file does to the build.'),
  onBrokenAnchors: z
    .enum(['throw', 'warn', 'ignore'])
    .default('throw')
    .describe('What a link to a missing `#anchor` does to the build.'),
  onDuplicateRoutes: z
    .enum(['throw', 'warn', 'ignore'])
    .default('warn')
    .describe('What two sources claiming one route do to the build (the first, named, is served).'),
  onUntranslated: z
    .enum(['throw', 'warn', 'ignore'])
    .default('ignore')
    .describe('What a page missing in a locale does to `docgen build` (`docgen check` always lists them).'),
  budgets: z
    .strictObject({
      firstLoadJsGzip: z
        .number()
        .int()
        .positive()
        .default(12 * 1024)
        .describe("Max gzip bytes (zlib's default level) of JavaScript a page needs before it is interactive."),
      pageWeightGzip: z
        .number()
        .int()
        .positive()
        .default(100 * 1024)
        .describe("Max gzip bytes (zlib's default level) of a page's HTML, CSS and first-load JS."),
    })
    .default({ firstLoadJsGzip: 12 * 1024, pageWeightGzip: 100 * 1024 })
    .describe('Size budgets; exceeding one is a warning, an error with `--strict`.'),
  markdown: z
    .strictObject({
      codeThemes: z
        .strictObject({
          light: z.string().default('github-light-default'),
          dark: z.string().default('github-dark-default'),
        })
        .default({ light: 'github-light-default', dark: 'github-dark-default' })
        .describe('Shiki themes of code blocks in light and dark mode.'),
      magicComments: magicCommentsSchema,
      languageAliases: z
        .record(z.string().min(1), z.string().min(1))
        .default({})
        .describe(
          "Code fence languages highlighted as a language Shiki knows (`{ 'questdb-sql': 'sql' }`): a site's own Prism language (Docusaurus' `prism-include-languages`) shown with a bundled grammar instead of as plain text.",
        ),
      mermaid: mermaidEnabledSchema,
      liveCodeBlocks: liveCodeBlocksEnabledSchema,
      flowDiagrams: z
        .boolean()
        .default(true)
        .describe(
          "Code blocks of language `flow` are step diagrams (a chain `A -> B -> C` per line), drawn as SVG at build time. When false, they are code blocks highlighted as JavaScript with types, as Docusaurus' Prism reads `flow` (the Flow language): `docgen migrate docusaurus` sets it so for a site whose Markdown has such blocks.",
        ),
      maxNesting: z
        .number()
        .int()
        .positive()
        .default(100)
        .describe(
          'Deepest nesting of quotes and lists in a markdown file; deeper is an error (the parser recurses per level).',
        ),
      maxFileSize: z
        .number()
        .int()
        .positive()
        .default(8 * 1024 * 1024)
        .describe('Largest markdown file, in bytes; larger is an error (about 250 MB of memory per MB of markdown).'),
      rawHtml: z
        .boolean()
        .default(true)
        .describe(
          'Render HTML written in .md files (`<br>`, `<details>`, `<iframe>`); when false it is left out with a RawHtmlDisabled warning.',
        ),
      format: z
        .enum(['detect', 'mdx', 'md'])
        .default('detect')
        .describe(
          "Syntax of content files (Docusaurus' `markdown.format`; a file's front matter `format` wins): `detect`: `.mdx` is MDX, `.md` is Markdown unless it is written in MDX (a top-level import/export, a closed capitalised component, `{/* */}`, an mdx-code-block fence); `mdx`: every file is MDX (Docusaurus' default; `<br>` must be `<br />`); `md`: every file is Markdown (MDX in it is printed as text, with an MdxInMarkdown warning).",
        ),
      mdx1Compat: mdx1CompatSchema,
      relativeLinksFromDocsRoot: relativeLinksFromDocsRootSchema,
      anchors: anchorsSchema,
    })
    .default({
      codeThemes: { light: 'github-light-default', dark: 'github-dark-default' },
      magicComments: defaultMagicComments,
      languageAliases: {},
      format: 'detect',
      mdx1Compat: { comments: true, admonitions: true, headingIds: true, syntax: false },
      relativeLinksFromDocsRoot: false,
      anchors: { maintainCase: false },
      rawHtml: true,
      maxNesting: 100,
      maxFileSize: 8 * 1024 * 1024,
      mermaid: false,
      liveCodeBlocks: false,
      flowDiagrams: true,
    })
    .describe('Markdown rendering options.'),
  mermaid: mermaidSchema,
  liveCodeBlock: liveCodeBlockSchema,
  plugins: z
    .array(z.custom<unknown>((v) => typeof v === 'object' && v !== null && 'name' in v, 'a plugin object with a name'))
    .default([])
    .describe('Plugins (objects returned by plugin factories).'),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type Localized = z.output<typeof localized>;
export type NavbarItemConfig = z.output<typeof navbarItem>;
export type NavbarMenuEntryConfig = z.output<typeof navbarMenuEntry>;
export type NavbarDropdownEntryConfig = z.output<typeof navbarDropdownEntry>;
export type FooterItemConfig = SiteConfig['footer']['columns'][number]['items'][number];
