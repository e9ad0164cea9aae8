import type { CatalogEntry } from './catalog-entry.js';

/** Names of what docgen reads of a Docusaurus site and of `docgen migrate docusaurus` (part of `CATALOG`). */
export const DOCUSAURUS_ENTRIES = {
  DocusaurusConfigNotRead: {
    kind: 'config',
    warns: true,
    summary:
      'The site folder holds a docusaurus.config file but no docgen config: docgen builds it with its zero-config defaults, without the title, navbar, footer, locales or sidebars the Docusaurus config sets.',
    why: "docgen reads its own config file; a Docusaurus config's keys differ and can run the site's plugins, so it is carried over once by `docgen migrate docusaurus`.",
    fix: 'run `docgen migrate docusaurus` in the site folder, then build again.',
    place: { at: 'file', why: 'the whole file is not read: no line of it is at fault.' },
  },
  SiteConfigKeyMissing: {
    kind: 'content',
    warns: true,
    summary:
      'A React page reads a key of useDocusaurusContext().siteConfig that docgen does not give (organizationName, projectName…) and writes it out: the page shows "undefined" where Docusaurus shows the config\'s value.',
    why: "Docusaurus hands pages its whole config; docgen's siteConfig holds the fields it knows (title, url, baseUrl, tagline, titleDelimiter) and customFields as the config writes them. The page renders, with `undefined` where the value was (`https://github.com/undefined/undefined`).",
    fix: 'put the values the page needs in customFields (docgen.config.ts) and read them from there.',
    place: {
      at: 'file',
      why: 'the key is read while the page renders, by the page or a component it uses: the line is not known.',
    },
  },
  DraftTranslation: {
    kind: 'content',
    warns: true,
    summary:
      "A translation's default-locale file is a draft (`draft: true`) and the translation is not: neither is built.",
    why: "a locale's pages are the default locale's, each replaced by its translation, so a draft has no page in any locale. Docusaurus reads `draft` from each locale's own file and would publish the translation in its locale alone.",
    fix: 'remove `draft: true` from the default-locale file to publish the page in every locale, or write it in the translation too.',
  },
  TranslatedSlug: {
    kind: 'content',
    summary:
      "A translated doc's front matter `slug` differs from the default locale's; the translated one is not used.",
    why: "every locale serves a doc at the default locale's URL with its locale prefix (/fr/docs/intro), so that the language switcher, hreflang links and links between locales find it.",
    fix: "remove `slug` from the translation (or give it the default locale's); to move the page in every locale, change the slug of the default locale's file.",
    warns: true,
  },
  UnknownTranslationId: {
    kind: 'content',
    warns: true,
    summary:
      "A Docusaurus code.json holds ids nothing uses (neither docgen's UI strings, nor a Docusaurus UI docgen leaves out, nor the site's own code), or a docs translation file (current.json, version-<name>.json) holds sidebar labels of a sidebar the version does not have.",
    why: "<Translate id> and translate({ id }) in the site's pages and components read code.json, and a sidebar's labels are looked up as sidebar.<sidebar>.…; an id nothing reads is left over or misspelt, and translates nothing.",
    fix: 'remove those ids, or write the same id where it should be read (the <Translate> or translate() call; the sidebar name of sidebars.js).',
  },
  ModuleLevelTranslate: {
    kind: 'content',
    warns: true,
    summary:
      "The site's Root, its Layout/Provider or its MDX component map (or a file they import) calls translate() as its module loads (outside any component), and a locale's code.json translates the text: docgen shows it as written there.",
    why: "Docusaurus builds each locale apart, so code run as a module loads reads that locale's code.json; docgen evaluates a site component's module again for each locale that translates its calls, but loads the site's Root, its Layout/Provider and its MDX component map once for all locales.",
    fix: 'call translate() inside the component (or a function it calls as it renders), at the line shown.',
  },
  FrontMatterLenientYaml: {
    kind: 'content',
    warns: true,
    summary: 'The front matter is YAML only as js-yaml (Docusaurus) reads it.',
    why: "js-yaml accepts a quoted value or a [list] continued at column 0, which YAML 1.2 rejects; docgen takes js-yaml's value.",
    fix: 'indent the line shown by at least one space (the value stays the same).',
  },
  StylesheetError: {
    kind: 'content',
    warns: true,
    summary:
      'A stylesheet of the site (customCss) does not compile, its PostCSS config or plugins fail, or a url() in it names no file.',
    why: "customCss files are bundled after the theme's CSS; Sass files are compiled with the site's own sass package, then the site's PostCSS plugins run (postcss.config.js), and url()s are looked for as Docusaurus' css-loader does.",
    fix: 'fix the stylesheet at the line shown, or put the file the url() names where it is looked for.',
  },
  StylesheetWarning: {
    kind: 'content',
    warns: true,
    summary:
      "esbuild, bundling a stylesheet of the site (customCss, a component's CSS or CSS module), found a rule the browser ignores or reads otherwise than written.",
    why: "A declaration with a syntax error, `//` written as a comment, or an `@import` esbuild cannot place is dropped by the browser: published without a word, the styles would be missing. Packages' stylesheets are not the site's to fix and are not told.",
    fix: "correct the stylesheet at the line shown (a stylesheet Sass or the site's PostCSS compiled is named without a line: look for the rule quoted; one Tailwind or another PostCSS plugin made is fixed in that plugin's input).",
  },
  SassWarning: {
    kind: 'content',
    warns: true,
    summary: 'An `@warn` rule of a Sass stylesheet of the site (customCss, or one it imports) ran while it compiled.',
    why: "docgen compiles Sass with the site's own sass package, as docusaurus-plugin-sass does, and tells an @warn at its line instead of letting Sass print it. Sass's deprecation warnings (@import, global functions such as map-get) are not told: the stylesheet compiles as it is with the site's sass, as it did for Docusaurus.",
    fix: 'do what the warning asks, or remove the @warn rule.',
  },
  UnprocessedStylesheet: {
    kind: 'content',
    warns: true,
    summary:
      'A stylesheet of the site uses a CSS tool\'s directives (Tailwind\'s `@tailwind`, `@apply`, `@import "tailwindcss"`) and the site has no PostCSS config to run it.',
    why: 'docgen runs the PostCSS plugins of the site\'s postcss.config.js (or .postcssrc, or package.json\'s "postcss") over its stylesheets, as Docusaurus does; without one the directives stay as written, the browser drops them, and the classes they stand for have no styles.',
    fix: "add a postcss.config.js beside the site's package.json with the plugins (`module.exports = { plugins: { tailwindcss: {}, autoprefixer: {} } }`) and install them; `docgen migrate docusaurus` writes it from a plugin's configurePostCss.",
  },
  DocusaurusConfigNotFound: {
    kind: 'usage',
    summary:
      '`docgen migrate docusaurus` found no docusaurus.config.js (or .ts, .mjs) in the folder given, or a Docusaurus 1 site (siteConfig.js).',
    why: 'migrate reads the Docusaurus config to write the docgen one.',
    fix: 'pass the folder that holds docusaurus.config.js (the website folder of a monorepo); upgrade a Docusaurus 1 site with `npx @docusaurus/migrate migrate` first.',
    place: {
      at: 'file',
      why: 'the folder given holds no Docusaurus config: the folder is named (its siteConfig.js for a Docusaurus 1 site).',
    },
  },
  DocusaurusPresetFailed: {
    kind: 'config',
    summary:
      '`docgen migrate docusaurus` could not load or run a preset of the Docusaurus config (other than @docusaurus/preset-classic): its module, a package it requires, or its function threw.',
    why: 'a preset is a function that gives the site its plugins and themes (the docs, blog and pages options it hands @docusaurus/preset-classic, the remark plugins it adds); the migration runs it as Docusaurus does, and without it cannot know what the site is made of, so nothing is written.',
    fix: "install the site's packages (npm install) when one is missing; otherwise fix the preset at the line shown (it fails under Docusaurus too), then run docgen migrate again.",
  },
  MigrationTargetExists: {
    kind: 'usage',
    summary: '`docgen migrate docusaurus` would overwrite a docgen config or sidebars file that is already there.',
    why: 'migrate never overwrites files unless told to.',
    fix: 'pass --force to replace them, or move them away first.',
    place: { at: 'file', why: 'nothing in the file is wrong: it is the one that would be overwritten.' },
  },
  BlogAuthorUnknown: {
    kind: 'content',
    summary: "A blog post names an author key that the blog's authors file does not define.",
    why: 'A key in `authors` is looked up in the authors file (`authors.yml` in the blog folder, `blog.authorsMapPath`), as Docusaurus does; the message names the file looked for, and the near key.',
    fix: 'add the key to the authors file, fix its spelling, create the file (or run the package.json script that writes it, which the fix names; or set `blog.authorsMapPath` to the one the blog has, `authors.json`), or write the author inline (`authors: { name: …, url: … }`).',
  },
  BlogPostDate: {
    kind: 'content',
    warns: true,
    summary:
      'A blog post has no date: no `date` in its front matter, none in its file name, and no commit that added it (outside git, or not committed).',
    why: "A post's date orders the lists and feeds; without one docgen takes the file's modification time, which differs between checkouts (in git, as Docusaurus, the date of the commit that added the file).",
    fix: 'write `date: YYYY-MM-DD` in its front matter, or name the file `YYYY-MM-DD-slug.md`.',
  },
  BlogPostUntruncated: {
    kind: 'content',
    warns: true,
    summary: 'A blog post has no truncate marker (`<!-- truncate -->`, `{/* truncate */}`): the lists show all of it.',
    why: "Docusaurus' `onUntruncatedBlogPosts` (default `warn`) reports such posts: a long post makes the list pages long.",
    fix: "write the marker where the excerpt ends, or set the blog's `onUntruncatedBlogPosts: 'ignore'`.",
  },
  BlogInlineAuthors: {
    kind: 'content',
    warns: true,
    summary:
      'A blog post names an author inline (an object without `key`, or the one-author `author` keys) rather than by a key of the authors file.',
    why: "Docusaurus' `onInlineAuthors` (default `warn`, Docusaurus 3.5+) reports such authors: declared once in `authors.yml`, an author's details stay the same on every post.",
    fix: "declare the author in the blog's authors file and name it by its key, or set the blog's `onInlineAuthors: 'ignore'`.",
  },
  InlineTag: {
    kind: 'content',
    warns: true,
    summary: 'A front matter tag is not defined in the section’s tags file (`tags.yml`).',
    why: 'With a tags file, tags are its keys (label, permalink and description in one place); an inline tag is often a typo. `onInlineTags` of the blog or docs says what it does: `warn` (the default), `throw`, `ignore` (`log` is `warn`).',
    fix: "write the key of the tag (did you mean the one the message names?), add the tag to the tags file, or set `onInlineTags: 'ignore'`.",
  },
  InvalidTagsFile: {
    kind: 'content',
    summary:
      'A tags file (`tags.yml` of the blog or docs, or the `tags` option’s file) is missing, empty or malformed.',
    why: 'A tags file is a YAML map of tag keys, each with an optional `label`, `permalink` and `description`; two tags may not share a permalink.',
    fix: 'fix the file at the line shown, create the file the `tags` option names, or set `tags: false`.',
  },
  SidebarLenientValue: {
    kind: 'config',
    warns: true,
    summary:
      'A sidebar item gives a boolean key (`collapsed`, `collapsible`, `defaultStyle`) as the text "true" or "false".',
    why: 'Docusaurus\' sidebar schema (Joi) accepts those texts but keeps the string, which its theme reads as true, "false" included; docgen takes true as well, so the site looks the same.',
    fix: 'write the boolean without quotes: true, or false where the category was meant to start expanded.',
  },
  InvalidSidebarItemsGenerator: {
    kind: 'config',
    summary: "The docs' `sidebarItemsGenerator` returned items docgen cannot read.",
    why: "docgen reads a generator's items as a sidebars file's (doc ids, docs, categories, links) and checks their doc ids; what it cannot read would be a sidebar entry that leads nowhere.",
    fix: 'return an array of the forms a sidebars file accepts (the items of `await defaultSidebarItemsGenerator(args)`, changed), with ids of the `docs` argument.',
  },
  SidebarItemsGeneratorFailed: {
    kind: 'config',
    summary: "The docs' `sidebarItemsGenerator` threw (or its promise was rejected).",
    why: 'docgen calls the generator for each autogenerated sidebar item of each version, as Docusaurus does; an item whose generator fails has no items to show.',
    fix: 'fix the generator at the line shown (its arguments are those Docusaurus passes: item, version, docs, categoriesMetadata, defaultSidebarItemsGenerator…).',
  },
} as const satisfies Record<string, CatalogEntry>;
