import fs from 'node:fs';
import path from 'node:path';
import type { CatalogCase } from './case.js';
import { intro } from './case.js';

/** The workspace's `sass` (a dev dependency of the CLI), installed in a case's site folder. */
export function linkSass(site: string): void {
  fs.mkdirSync(path.join(site, 'node_modules'), { recursive: true });
  fs.symlinkSync(path.resolve(__dirname, '../../node_modules/sass'), path.join(site, 'node_modules', 'sass'), 'dir');
}

const config = (keys: string) => `export default { title: 'Shop', ${keys} };\n`;

/** The names of markdown content: front matter, files and folders, links, markdown. */
export const CONTENT_CASES: Record<string, CatalogCase> = {
  FrontMatterYamlError: {
    files: { 'site/docs/intro.md': '---\ntitle: Intro\nkeywords: [rates, orders\ndescription: broken\n---\nBody.\n' },
    severity: 'error',
    at: 'docs/intro.md:3:11',
    exit: 1,
  },
  DocusaurusConfigNotRead: {
    files: { 'site/docs/intro.md': intro, 'site/docusaurus.config.js': "export default { title: 'Mine' };\n" },
    // The zero-config defaults: no docgen config.
    setup: (dir) => fs.rmSync(path.join(dir, 'site/docgen.config.ts')),
    severity: 'warning',
    at: 'docusaurus.config.js',
    exit: 0,
  },
  FrontMatterLenientYaml: {
    files: { 'site/docs/intro.md': "---\ntitle: 'Rates and\nlimits'\n---\nBody.\n" },
    severity: 'warning',
    at: 'docs/intro.md:3:1',
    exit: 0,
  },
  StylesheetError: {
    files: {
      'site/docgen.config.ts': config("customCss: ['src/css/custom.css']"),
      'site/docs/intro.md': intro,
      'site/src/css/custom.css': '.hero {\n  background: url(img/none.png);\n}\n',
    },
    severity: 'warning',
    at: 'src/css/custom.css:2:19',
    exit: 0,
  },
  StylesheetWarning: {
    files: {
      'site/docgen.config.ts': config("customCss: ['src/css/custom.css']"),
      'site/docs/intro.md': intro,
      'site/src/css/custom.css': '.hero {\n  color: red;\n  // not a comment\n  padding: 1px;\n}\n',
    },
    severity: 'warning',
    at: 'src/css/custom.css:3:3',
    exit: 0,
  },
  SassWarning: {
    files: {
      'site/docgen.config.ts': config("customCss: ['src/css/custom.scss']"),
      'site/docs/intro.md': intro,
      'site/src/css/custom.scss': "@import 'colors';\n@import 'fonts';\n.hero { color: $brand; }\n",
      'site/src/css/_colors.scss': '$brand: #0a7;\n',
      'site/src/css/_fonts.scss': '.body { font-family: serif; }\n@warn "serif is a fallback";\n',
    },
    setup: (dir) => linkSass(path.join(dir, 'site')),
    severity: 'warning',
    at: 'src/css/_fonts.scss:2:1',
    exit: 0,
  },
  UnprocessedStylesheet: {
    files: {
      'site/docgen.config.ts': config("customCss: ['src/css/custom.css']"),
      'site/docs/intro.md': intro,
      'site/src/css/custom.css': '/* Tailwind */\n@tailwind utilities;\n',
    },
    severity: 'warning',
    at: 'src/css/custom.css:2:1',
    exit: 0,
  },
  InvalidFrontMatter: {
    files: { 'site/docs/intro.md': '---\ntitle: Intro\nsidebar_position: first\n---\nBody.\n' },
    severity: 'error',
    at: 'docs/intro.md:3:1',
    exit: 1,
  },
  UnknownFrontMatterKey: {
    files: { 'site/docs/intro.md': '---\ntitle: Intro\nsidebar_lable: Hi\n---\n\nHello.\n' },
    severity: 'warning',
    at: 'docs/intro.md:3:1',
    exit: 0,
  },
  EmptyPage: {
    files: { 'site/docs/intro.md': intro, 'site/docs/empty.md': '' },
    severity: 'warning',
    at: 'docs/empty.md:1:1',
    exit: 0,
  },
  InvalidEncoding: {
    files: { 'site/docs/intro.md': intro, 'site/docs/cafe.md': Buffer.from('# Cafe\n\nUn café crème.\n', 'latin1') },
    severity: 'error',
    at: 'docs/cafe.md:3:1',
    exit: 1,
  },
  SymlinkOutsideSite: {
    files: { 'site/docs/intro.md': intro, 'outside/secret.md': '# Secret\n' },
    setup: (dir) => fs.symlinkSync('../../outside/secret.md', path.join(dir, 'site/docs/secret.md')),
    severity: 'error',
    at: 'docs/secret.md',
    exit: 1,
  },
  SymlinkLoop: {
    files: { 'site/docs/intro.md': intro },
    setup: (dir) => fs.symlinkSync('.', path.join(dir, 'site/docs/loop')),
    severity: 'warning',
    at: 'docs/loop',
    exit: 0,
  },
  BrokenSymlink: {
    files: { 'site/docs/intro.md': intro },
    setup: (dir) => fs.symlinkSync('gone.md', path.join(dir, 'site/docs/dangling.md')),
    severity: 'warning',
    at: 'docs/dangling.md',
    exit: 0,
  },
  SourceChangedDuringBuild: {
    // A plugin stands for an editor saving the file between the two reads of a build.
    files: {
      'site/docs/intro.md': intro,
      'site/docgen.config.ts': [
        "import fs from 'node:fs';",
        "import path from 'node:path';",
        '',
        'export default {',
        "  title: 'Shop',",
        '  plugins: [',
        '    {',
        "      name: 'saves-while-building',",
        '      discover(_site, ctx) {',
        "        fs.appendFileSync(path.join(ctx.siteDir, 'docs/intro.md'), 'Saved again.\\n');",
        '      },',
        '    },',
        '  ],',
        '};',
        '',
      ].join('\n'),
    },
    severity: 'error',
    at: 'docs/intro.md',
    exit: 1,
  },
  DuplicateRoute: {
    files: {
      'site/docs/guide.md': '# Guide\n',
      'site/docs/other.md': '---\ntitle: Other\nslug: /guide\n---\n# Other\n',
    },
    severity: 'warning',
    at: 'docs/other.md:3:1',
    exit: 0,
  },
  ShadowedByLocale: {
    files: {
      'site/docgen.config.ts': config("i18n: { defaultLocale: 'en', locales: ['en', 'zh'] }"),
      'site/docs/intro.md': intro,
      'site/src/pages/zh/about.md': '# About\n',
    },
    severity: 'warning',
    at: 'src/pages/zh/about.md:1:1',
    exit: 0,
  },
  StaticDirectoryMissing: {
    files: {
      'site/docgen.config.ts': config("staticDirectories: ['static', 'publik']"),
      'site/docs/intro.md': intro,
      'site/static/robots.txt': 'User-agent: *\n',
      'site/public/robots.txt': 'User-agent: bot\n',
    },
    severity: 'warning',
    at: 'docgen.config.ts:1:64',
    exit: 0,
  },
  StaticFileClash: {
    files: {
      'site/docgen.config.ts': config("staticDirectories: ['static', 'public']"),
      'site/docs/intro.md': intro,
      'site/static/robots.txt': 'User-agent: *\n',
      'site/public/robots.txt': 'User-agent: bot\n',
    },
    severity: 'warning',
    at: 'public/robots.txt',
    exit: 0,
  },
  BrokenLink: {
    files: { 'site/docs/intro.md': `${intro}\nSee [the guide](/docs/gide).\n` },
    severity: 'error',
    at: 'docs/intro.md:7:5',
    exit: 1,
  },
  LinkCase: {
    files: { 'site/docs/intro.md': `${intro}\nSee [the guide](/docs/Guide).\n`, 'site/docs/guide.md': '# Guide\n' },
    severity: 'warning',
    at: 'docs/intro.md:7:5',
    exit: 0,
  },
  BrokenAnchor: {
    files: { 'site/docs/intro.md': `${intro}\n## Setup\n\nSee [setup](#set-up).\n` },
    severity: 'error',
    at: 'docs/intro.md:9:5',
    exit: 1,
  },
  BrokenImage: {
    files: { 'site/docs/intro.md': `${intro}\nA map: ![map](./map.png)\n` },
    severity: 'error',
    at: 'docs/intro.md:7:8',
    exit: 1,
  },
  UnsafeLink: {
    files: { 'site/docs/intro.md': `${intro}\nRun [it](javascript:alert(1)).\n` },
    severity: 'error',
    at: 'docs/intro.md:7:5',
    exit: 1,
  },
  MarkdownTooLarge: {
    files: {
      'site/docgen.config.ts': config('markdown: { maxFileSize: 200 }'),
      'site/docs/intro.md': `${intro}\n${'Lorem ipsum dolor sit amet. '.repeat(10)}\n`,
    },
    severity: 'error',
    at: 'docs/intro.md',
    exit: 1,
  },
  MarkdownTooDeep: {
    files: {
      'site/docgen.config.ts': config('markdown: { maxNesting: 4 }'),
      'site/docs/intro.md': `${intro}\n> > > > > deep\n`,
    },
    severity: 'error',
    at: 'docs/intro.md:7:1',
    exit: 1,
  },
  UnknownDirective: {
    files: { 'site/docs/intro.md': `${intro}\n:::notte\nText.\n:::\n` },
    severity: 'warning',
    at: 'docs/intro.md:7:1',
    exit: 0,
  },
  RawHtmlDisabled: {
    files: {
      'site/docgen.config.ts': config('markdown: { rawHtml: false }'),
      'site/docs/intro.md': `${intro}\nLine one<br>line two.\n`,
    },
    severity: 'warning',
    at: 'docs/intro.md:7:9',
    exit: 0,
  },
  InvalidTabs: {
    files: { 'site/docs/intro.md': `${intro}\n::::tabs\nStray text.\n\n:::tab[One]\nOne.\n:::\n::::\n` },
    severity: 'error',
    at: 'docs/intro.md:7:1',
    exit: 1,
  },
  UnknownCodeLanguage: {
    files: { 'site/docs/intro.md': `${intro}\n\`\`\`nosuchlang\nx\n\`\`\`\n` },
    severity: 'warning',
    at: 'docs/intro.md:7:1',
    exit: 0,
  },
  MissingTranslation: {
    files: {
      'site/docgen.config.ts': config("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, onUntranslated: 'warn'"),
      'site/docs/intro.md': intro,
      'site/docs/other.md': '---\ntitle: Other\n---\n\nMore.\n',
      'site/i18n/fr/docs/intro.md': intro,
    },
    severity: 'warning',
    at: 'docs/other.md',
    exit: 0,
  },
  StrayTranslation: {
    files: {
      'site/docgen.config.ts': config("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'site/docs/intro.md': intro,
      'site/i18n/fr/docusaurus-plugin-content-docs/current/intor.md': intro,
    },
    severity: 'warning',
    at: 'i18n/fr/docusaurus-plugin-content-docs/current/intor.md',
    exit: 0,
  },
  DraftTranslation: {
    files: {
      'site/docgen.config.ts': config("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'site/docs/intro.md': intro,
      'site/docs/soon.md': '---\ntitle: Soon\ndraft: true\n---\nSoon.\n',
      'site/i18n/fr/docusaurus-plugin-content-docs/current/soon.md': '---\ntitle: Bientôt\n---\nBientôt.\n',
    },
    severity: 'warning',
    at: 'docs/soon.md:3:1',
    exit: 0,
  },
  TranslatedSlug: {
    files: {
      'site/docgen.config.ts': config("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'site/docs/intro.md': intro,
      'site/i18n/fr/docusaurus-plugin-content-docs/current/intro.md': intro.replace(
        '---\n',
        '---\nslug: /introduction\n',
      ),
    },
    severity: 'warning',
    at: 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md:2:1',
    exit: 0,
  },
  BudgetExceeded: {
    // Words that do not compress away: the doc is heavier than the generated pages (/404).
    files: {
      'site/docgen.config.ts': config('budgets: { pageWeightGzip: 25000 }'),
      'site/docs/intro.md': `${intro}\n${Array.from({ length: 3000 }, (_, i) => ((i * 7919) % 100003).toString(36)).join(' ')}\n`,
    },
    severity: 'warning',
    at: 'docs/intro.md',
    exit: 0,
  },
  BlogAuthorUnknown: {
    files: {
      'site/docs/intro.md': intro,
      'site/blog/authors.yml': 'ana:\n  name: Ana Lopez\n',
      'site/blog/2024-01-15-welcome.md': '---\ntitle: Welcome\nauthors:\n  - ana\n  - bo\n---\nHello.\n',
    },
    severity: 'error',
    at: 'blog/2024-01-15-welcome.md:5:5',
    exit: 1,
  },
  BlogPostDate: {
    files: { 'site/docs/intro.md': intro, 'site/blog/welcome.md': '---\ntitle: Welcome\n---\nHello.\n' },
    severity: 'warning',
    at: 'blog/welcome.md:1:1',
    exit: 0,
  },
  BlogPostUntruncated: {
    files: { 'site/docs/intro.md': intro, 'site/blog/2024-01-15-welcome.md': '---\ntitle: Welcome\n---\nHello.\n' },
    severity: 'warning',
    at: 'blog/2024-01-15-welcome.md:4:1',
    exit: 0,
  },
  BlogInlineAuthors: {
    files: {
      'site/docs/intro.md': intro,
      'site/blog/2024-01-15-welcome.md':
        '---\ntitle: Welcome\nauthors:\n  - name: Ana Lopez\n---\nHello.\n\n<!-- truncate -->\n',
    },
    severity: 'warning',
    at: 'blog/2024-01-15-welcome.md:3:1',
    exit: 0,
  },
  InlineTag: {
    files: {
      'site/docs/intro.md': '---\ntags: [guide, guied]\n---\n# Intro\n',
      'site/docs/tags.yml': 'guide:\n  label: User guide\n',
    },
    severity: 'warning',
    at: 'docs/intro.md:2:15',
    exit: 0,
  },
  InvalidTagsFile: {
    files: {
      'site/docs/intro.md': '---\ntags: [guide]\n---\n# Intro\n',
      'site/docs/tags.yml': 'guide:\n  lable: User guide\n',
    },
    severity: 'error',
    at: 'docs/tags.yml:2:3',
    exit: 1,
  },
  ModuleLevelTranslate: {
    files: {
      'site/docgen.config.ts': config("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'site/docs/intro.md': intro,
      'site/src/pages/index.js':
        "import React from 'react';\n\nexport default function Home() {\n  return <h1>Home</h1>;\n}\n",
      // The site's Root is loaded once for every locale (a site component is evaluated per locale).
      'site/src/theme/Root.js':
        "import React from 'react';\nimport { translate } from '@docusaurus/Translate';\n\nconst banner = translate({ id: 'root.banner', message: 'Hello' });\n\nexport default function Root({ children }) {\n  return <>{banner}{children}</>;\n}\n",
      'site/i18n/fr/code.json': '{ "root.banner": { "message": "Bonjour" } }\n',
    },
    severity: 'warning',
    at: 'src/theme/Root.js:4:16',
    exit: 0,
  },
  UnknownTranslationId: {
    files: {
      'site/docgen.config.ts': config("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'site/docs/intro.md': intro,
      'site/i18n/fr/code.json':
        '{\n  "theme.docs.paginator.next": { "message": "Suivant" },\n  "homepage.title": { "message": "Bienvenue" }\n}\n',
    },
    severity: 'warning',
    at: 'i18n/fr/code.json:3:3',
    exit: 0,
  },
};
