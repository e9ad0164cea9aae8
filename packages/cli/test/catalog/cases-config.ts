import fs from 'node:fs';
import path from 'node:path';
import type { CatalogCase } from './case.js';
import { intro } from './case.js';

const doc = { 'site/docs/intro.md': intro };

/** The names of the config and of the command line (kinds `config` and `usage`). */
export const CONFIG_CASES: Record<string, CatalogCase> = {
  ConfigNotFound: {
    files: doc,
    run: ['build', 'site', '--config', 'site.config.ts'],
    severity: 'error',
    at: 'site/site.config.ts',
    exit: 2,
  },
  ConfigSyntaxError: {
    files: { ...doc, 'site/docgen.config.ts': "export default {\n  title: 'Shop',\n  tagline: 'A' 'B',\n};\n" },
    severity: 'error',
    at: 'docgen.config.ts:3:16',
    exit: 2,
  },
  ConfigRuntimeError: {
    files: {
      ...doc,
      'site/docgen.config.ts': 'const title = undefined;\nexport default { title: title.trim() };\n',
    },
    severity: 'error',
    at: 'docgen.config.ts:2:31',
    exit: 2,
  },
  PackageNotFound: {
    files: {
      ...doc,
      'site/docgen.config.ts':
        "import leftPad from 'left-pad-not-here';\n\nexport default { title: leftPad('Shop', 8) };\n",
    },
    severity: 'error',
    at: 'docgen.config.ts:1:21',
    exit: 2,
  },
  BrokenNodeModules: {
    files: {
      ...doc,
      'site/docgen.config.ts': "import leftPad from 'left-pad';\n\nexport default { title: leftPad('Shop', 8) };\n",
    },
    setup: (dir) => {
      fs.mkdirSync(path.join(dir, 'site/node_modules'));
      fs.symlinkSync(
        '../../node_modules/.pnpm/left-pad@1.3.0/node_modules/left-pad',
        path.join(dir, 'site/node_modules/left-pad'),
      );
    },
    severity: 'error',
    at: 'docgen.config.ts:1:21',
    exit: 2,
  },
  UnknownConfigKey: {
    files: { ...doc, 'site/docgen.config.ts': "export default {\n  title: 'Shop',\n  tagine: 'typo',\n};\n" },
    severity: 'error',
    at: 'docgen.config.ts:3:3',
    exit: 2,
  },
  InvalidConfigValue: {
    files: {
      ...doc,
      'site/docgen.config.ts': "export default {\n  title: 'Shop',\n  sitemap: {\n    priority: 'high',\n  },\n};\n",
    },
    severity: 'error',
    at: 'docgen.config.ts:4:5',
    exit: 2,
  },
  SidebarsNotFound: {
    files: {
      ...doc,
      'site/docgen.config.ts': "export default {\n  title: 'Shop',\n  docs: { sidebarPath: 'sidebar.ts' },\n};\n",
    },
    severity: 'error',
    at: 'docgen.config.ts:3:11',
    exit: 2,
  },
  InvalidSidebars: {
    files: {
      ...doc,
      'site/sidebars.ts':
        "export default {\n  docs: [\n    'intro',\n    { type: 'categry', label: 'API', items: [] },\n  ],\n};\n",
    },
    severity: 'error',
    at: 'sidebars.ts:4:31',
    exit: 2,
  },
  UnknownSidebarDocId: {
    files: { ...doc, 'site/sidebars.ts': "export default {\n  docs: [\n    'intro',\n    'intor',\n  ],\n};\n" },
    severity: 'error',
    at: 'sidebars.ts:4:6',
    exit: 2,
  },
  UnknownSidebarGenerated: {
    files: {
      ...doc,
      'site/sidebars.ts':
        "export default {\n  docs: [\n    'intro',\n    { type: 'generated', id: 'api' },\n  ],\n};\n",
    },
    severity: 'error',
    at: 'sidebars.ts:4:31',
    exit: 2,
  },
  InvalidTranslationFile: {
    files: {
      ...doc,
      'site/docgen.config.ts':
        "export default { title: 'Shop', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n",
      'site/i18n/fr/docs/intro.md': intro,
      'site/i18n/fr/docusaurus-plugin-content-docs/current.json':
        '{\n  "sidebar.docs.category.API": {\n    "message": "API",\n  }\n}\n',
    },
    severity: 'error',
    at: 'i18n/fr/docusaurus-plugin-content-docs/current.json:4:3',
    exit: 2,
  },
  ThemeNotFound: {
    files: {
      ...doc,
      'site/docgen.config.ts': "export default {\n  title: 'Shop',\n  theme: 'docgen-theme-nowhere',\n};\n",
    },
    severity: 'error',
    at: 'docgen.config.ts:3:3',
    exit: 2,
  },
  UnknownThemeComponent: {
    files: {
      ...doc,
      'site/theme/Fotter.tsx': 'export default function Footer() {\n  return <footer>mine</footer>;\n}\n',
    },
    severity: 'error',
    at: 'theme/Fotter.tsx',
    exit: 2,
  },
  ThemeOverrideError: {
    files: {
      ...doc,
      'site/theme/Footer.tsx': 'export default function Footer() {\n  return <footer>mine</foter>;\n}\n',
    },
    severity: 'error',
    at: 'theme/Footer.tsx:2:24',
    exit: 2,
  },
  InvalidVersions: {
    files: {
      ...doc,
      'site/versions.json': '[\n  "1.0",\n  "0.9"\n]\n',
      'site/versioned_docs/version-1.0/intro.md': intro,
    },
    severity: 'error',
    at: 'versions.json:3:4',
    exit: 2,
  },
  InvalidVersionName: {
    files: doc,
    run: ['version', '../up', 'site'],
    severity: 'error',
    at: null,
    exit: 2,
  },
  VersionExists: {
    files: {
      ...doc,
      'site/versions.json': '[\n  "1.0"\n]\n',
      'site/versioned_docs/version-1.0/intro.md': intro,
    },
    run: ['version', '1.0', 'site'],
    severity: 'error',
    at: 'versions.json:2:4',
    exit: 2,
  },
  UnknownDocsInstance: {
    files: doc,
    run: ['version', '1.0', 'site', '--instance', 'community'],
    severity: 'error',
    at: null,
    exit: 2,
  },
  PartialBuildOverFullOutput: {
    files: {
      ...doc,
      'site/docgen.config.ts':
        "export default { title: 'Shop', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'id'] } };\n",
    },
    before: [['build', 'site']],
    run: ['build', 'site', '--locale', 'fr', '--out', 'site/build'],
    severity: 'error',
    at: null,
    exit: 2,
  },
  InvalidHostOption: {
    files: doc,
    run: ['serve', 'site', '--host', '127.0.0.1:3000'],
    severity: 'error',
    at: null,
    exit: 2,
  },
  UnknownCacheName: {
    files: doc,
    env: { DOCGEN_CACHE_OFF: 'rendr' },
    severity: 'error',
    at: null,
    exit: 2,
  },
  SiteDirNotFound: {
    files: doc,
    run: ['build', 'stie'],
    severity: 'error',
    at: null,
    exit: 2,
  },
  SiteDirNotEmpty: {
    files: { 'notes/keep.md': 'my notes\n' },
    run: ['init', 'notes'],
    severity: 'error',
    at: 'notes',
    exit: 2,
  },
  DocusaurusConfigNotFound: {
    files: { 'site/docs/intro.md': intro },
    run: ['migrate', 'docusaurus', 'site'],
    severity: 'error',
    at: 'site',
    exit: 2,
  },
  MigrationTargetExists: {
    files: { 'site/docusaurus.config.js': "module.exports = { title: 'Shop', url: 'https://shop.example' };\n" },
    run: ['migrate', 'docusaurus', 'site'],
    severity: 'error',
    at: 'site/docgen.config.ts',
    exit: 2,
  },
};
