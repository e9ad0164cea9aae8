/**
 * `--strict` turns every warning into an error: each name the catalogue marks `warns` is made to
 * happen in a small site, where `docgen build` exits 0 with the warning, and `docgen build --strict`
 * and `docgen check --strict` exit 1 with it as an error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CATALOG, type DiagnosticName } from '@docgen/diagnostics';
import { afterAll, describe, expect, it } from 'vitest';
import { closeHosts, runDocgen } from './docgen-hosts.js';
import { CODE_CASES } from './catalog/cases-code.js';
import { linkSass } from './catalog/cases-content.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const NODE_MODULES = path.resolve(here, '../../../content/node_modules');
// The Lintas site's packages do not include @docgen/config: its built file, by URL.
const CONFIG_IMPORT = `import { docusaurusPlugins } from '${pathToFileURL(path.resolve(here, '../../config/dist/index.js')).href}';`;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-strict-'));
// Thousands of files: a loaded machine takes longer than the default hook timeout to remove them.
afterAll(() => fs.promises.rm(root, { recursive: true, force: true }), 120_000);
afterAll(closeHosts);

interface Case {
  files: Record<string, string>;
  config?: string;
  /** Lines of the config before its `export default` (imports). */
  head?: string;
  /** Run after the files are written (symbolic links). */
  setup?: (site: string) => void;
  /** The exit code with --strict: 1 (content), 2 for a name of the config kind. */
  strictExit?: number;
}

const intro = '---\ntitle: Intro\n---\n\nHello.\n';
/** A site with an OpenAPI document (validated at the plugin's default level, `warn`) that has one fault. */
function openapiCase(fault: {
  components?: string;
  operation?: string;
  paths?: string;
  item?: string;
  version?: string;
}): Case {
  const doc = [
    `openapi: ${fault.version ?? '3.1.0'}`,
    'info: { title: Strict, version: "1" }',
    'paths:',
    '  /items:',
    '    get:',
    `      ${fault.operation ?? 'operationId: listItems'}`,
    '      responses:',
    "        '200':",
    '          description: The items.',
    '          content:',
    '            application/json:',
    "              schema: { $ref: '#/components/schemas/Item' }",
    ...(fault.paths ? [fault.paths] : []),
    'components:',
    '  schemas:',
    `    Item: { type: object, properties: { weight: { type: integer } }${fault.item ?? ''} }`,
    ...(fault.components ? [fault.components] : []),
  ].join('\n');
  return {
    files: { 'docs/intro.md': intro, 'openapi.yaml': `${doc}\n` },
    head: "import { openapi } from '@docgen/plugin-openapi';",
    config: "plugins: [openapi({ spec: 'openapi.yaml' })]",
  };
}

/** A warning case of the catalogue's coverage test, as a site of this test (its files under `site/`). */
function fromCatalog(name: string): Case {
  const c = CODE_CASES[name];
  if (!c) throw new Error(`no catalogue case ${name}`);
  const files: Record<string, string> = {};
  for (const [file, text] of Object.entries(c.files))
    if (file.startsWith('site/') && typeof text === 'string') files[file.slice('site/'.length)] = text;
  return { files };
}

const CASES: Record<string, Case> = {
  BrowserBundleError: fromCatalog('BrowserBundleError'),
  MdxUndefinedComponent: {
    ...fromCatalog('MdxUndefinedComponent'),
    config: 'markdown: { mdx1Compat: { syntax: true } }',
  },
  IslandPropsNotSerializable: fromCatalog('IslandPropsNotSerializable'),
  SiteRootNotHydrated: fromCatalog('SiteRootNotHydrated'),
  SiteLayoutReplaced: fromCatalog('SiteLayoutReplaced'),
  SiteLayoutDrawsChrome: fromCatalog('SiteLayoutDrawsChrome'),
  UnknownIslandDirective: fromCatalog('UnknownIslandDirective'),
  InteractivePageCode: fromCatalog('InteractivePageCode'),
  UnsupportedHeadElement: fromCatalog('UnsupportedHeadElement'),
  PluginMdx1Node: {
    files: { 'docs/intro.md': intro },
    head: "const mdx1 = () => (tree) => { tree.children.push({ type: 'jsx', value: '<Note />' }); };",
    config: "plugins: [{ name: 'mdx1', markdown: { remarkPlugins: [mdx1] } }]",
  },
  DraftTranslation: {
    files: {
      'docs/intro.md': intro,
      'docs/soon.md': '---\ntitle: Soon\ndraft: true\n---\nSoon.\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/soon.md': '---\ntitle: Bientôt\n---\nBientôt.\n',
    },
    config: "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }",
  },
  MissingExport: fromCatalog('MissingExport'),
  ShadowedByLocale: {
    files: { 'docs/intro.md': intro, 'src/pages/zh/about.md': '# About\n' },
    config: "i18n: { defaultLocale: 'en', locales: ['en', 'zh'] }",
  },
  DuplicateRoute: {
    files: { 'docs/guide.md': '# Guide\n', 'docs/other.md': '---\ntitle: Other\nslug: /guide\n---\n# Other\n' },
  },
  StaticDirectoryMissing: {
    files: { 'docs/intro.md': intro, 'static/robots.txt': 'User-agent: *\n' },
    config: "staticDirectories: ['static', 'publik']",
    strictExit: 2,
  },
  StaticFileClash: {
    files: { 'docs/intro.md': intro, 'static/robots.txt': 'User-agent: *\n', 'public/robots.txt': 'User-agent: bot\n' },
    config: "staticDirectories: ['static', 'public']",
  },
  BlogPostUntruncated: {
    files: { 'docs/intro.md': intro, 'blog/2024-01-15-welcome.md': '---\ntitle: Hi\n---\nHi.\n' },
  },
  InlineTag: { files: { 'docs/intro.md': '---\ntags: [guied]\n---\n# Intro\n', 'docs/tags.yml': 'guide:\n' } },
  BlogInlineAuthors: {
    files: {
      'docs/intro.md': intro,
      'blog/2024-01-15-welcome.md':
        '---\ntitle: Hi\nauthors:\n  - name: Ann Example\n---\nHi.\n\n<!-- truncate -->\n\nMore.\n',
    },
  },
  BlogPostDate: { files: { 'docs/intro.md': intro, 'blog/welcome.md': '---\ntitle: Welcome\n---\nHello.\n' } },
  UnknownFrontMatterKey: { files: { 'docs/intro.md': '---\ntitle: Intro\nsidebar_lable: Hi\n---\n\nHello.\n' } },
  EmptyPage: { files: { 'docs/intro.md': intro, 'docs/empty.md': '' } },
  FrontMatterLenientYaml: { files: { 'docs/intro.md': "---\ntitle: 'Rates and\nlimits'\n---\n\nHello.\n" } },
  StylesheetError: {
    files: { 'docs/intro.md': intro, 'src/css/custom.css': '.hero {\n  background: url(img/none.png);\n}\n' },
    config: "customCss: ['src/css/custom.css']",
  },
  StylesheetWarning: {
    files: { 'docs/intro.md': intro, 'src/css/custom.css': '.hero {\n  // not a comment\n  color: red;\n}\n' },
    config: "customCss: ['src/css/custom.css']",
  },
  SassWarning: {
    files: { 'docs/intro.md': intro, 'src/css/custom.scss': '.a { color: map-get((k: red), k); }\n@warn "old";\n' },
    config: "customCss: ['src/css/custom.scss']",
    // The site's node_modules is the workspace's: `sass` is found in the folder above.
    setup: (site) => linkSass(path.dirname(site)),
  },
  UnprocessedStylesheet: {
    files: { 'docs/intro.md': intro, 'src/css/custom.css': '@tailwind utilities;\n' },
    config: "customCss: ['src/css/custom.css']",
  },
  SymlinkLoop: {
    files: { 'docs/intro.md': intro },
    setup: (site) => fs.symlinkSync('.', path.join(site, 'docs/loop')),
  },
  BrokenSymlink: {
    files: { 'docs/intro.md': intro },
    setup: (site) => fs.symlinkSync('gone.md', path.join(site, 'docs/dangling.md')),
  },
  BrokenLink: {
    files: { 'docs/intro.md': `${intro}\nSee [the guide](/docs/gide).\n` },
    config: "onBrokenLinks: 'warn'",
  },
  LinkCase: {
    files: { 'docs/intro.md': `${intro}\nSee [the guide](/docs/Guide).\n`, 'docs/guide.md': '# Guide\n' },
  },
  BrokenAnchor: {
    files: { 'docs/intro.md': `${intro}\n## Setup\n\nSee [setup](#set-up).\n` },
    config: "onBrokenAnchors: 'warn'",
  },
  BrokenAsset: {
    files: { 'docs/intro.md': `${intro}\n<script src="/js/missing.js"></script>\n` },
  },
  BrokenImage: {
    files: { 'docs/intro.md': intro },
    config: "logo: { src: '/img/logo.svg', alt: 'Logo' }",
  },
  SiteConfigKeyMissing: {
    files: {
      'docs/intro.md': intro,
      'src/pages/releases.jsx': [
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        'export default function Releases() {',
        '  const { siteConfig } = useDocusaurusContext();',
        '  return <a href={"https://github.com/" + siteConfig.organizationName}>Releases</a>;',
        '}',
        '',
      ].join('\n'),
    },
  },
  UnknownDirective: { files: { 'docs/intro.md': `${intro}\n:::notte\nText.\n:::\n` } },
  UnknownCodeLanguage: { files: { 'docs/intro.md': `${intro}\n\`\`\`nosuchlang\nx\n\`\`\`\n` } },
  MissingTranslation: {
    files: {
      'docs/intro.md': intro,
      'docs/other.md': '---\ntitle: Other\n---\n\nMore.\n',
      'i18n/fr/docs/intro.md': intro,
    },
    config: "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, onUntranslated: 'warn'",
  },
  StrayTranslation: {
    files: { 'docs/intro.md': intro, 'i18n/fr/docs/intro.md': intro, 'i18n/fr/docs/intor.md': intro },
    config: "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }",
  },
  TranslatedSlug: {
    files: { 'docs/intro.md': intro, 'i18n/fr/docs/intro.md': intro.replace('---\n', '---\nslug: /introduction\n') },
    config: "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }",
  },
  RawHtmlDisabled: {
    files: { 'docs/intro.md': `${intro}\nLine one<br>line two.\n` },
    config: 'markdown: { rawHtml: false }',
  },
  MdxInMarkdown: {
    files: { 'docs/intro.md': `${intro}\nimport Tabs from '@theme/Tabs';\n` },
    config: "markdown: { format: 'md' }",
  },
  LiveCodeBlockInMarkdown: {
    files: { 'docs/intro.md': `${intro}\n\`\`\`jsx live\n<b>Hi</b>\n\`\`\`\n` },
    config: "markdown: { liveCodeBlocks: true, format: 'md' }",
  },
  BudgetExceeded: { files: { 'docs/intro.md': intro }, config: 'budgets: { firstLoadJsGzip: 100 }' },
  OpenApiInvalidDocument: openapiCase({
    components: '  securitySchemes: { key: { type: apiKey, in: header, name: K, scopes: [] } }',
  }),
  OpenApiInvalidExample: openapiCase({ item: ', example: { weight: 2.5 }' }),
  // An object that must not have the key its example is made with: no example the maker gives passes.
  // No value of weight passes, so no example made from the schema can.
  OpenApiInvalidGeneratedExample: openapiCase({
    item: ', patternProperties: { "^weight$": { not: { type: integer } } }',
  }),
  OpenApiUnresolvedRef: openapiCase({
    operation: "operationId: listItems\n      parameters: [{ $ref: '#/components/parameters/Limit' }]",
  }),
  OpenApiDuplicateOperationId: openapiCase({
    paths: "  /other:\n    get: { operationId: listItems, responses: { '204': { description: None } } }",
  }),
  OpenApiSchemaNotShown: openapiCase({ item: ', additionalProperties: false, unevaluatedItems: false' }),
  OpenApiXmlNoRoot: openapiCase({
    paths: [
      '  /labels:',
      '    get:',
      '      operationId: listLabels',
      '      responses:',
      "        '200':",
      '          description: The labels.',
      '          content:',
      '            application/xml:',
      '              schema: { type: object, properties: { name: { type: string } } }',
    ].join('\n'),
  }),
  OpenApiHtmlRemoved: openapiCase({ item: ', description: "The item. <span onclick=\\"steal()\\">Tap</span>"' }),
  OpenApiSchemaDialect: openapiCase({ item: ", $schema: 'http://json-schema.org/draft-07/schema#'" }),
  OpenApiClosedComposition: openapiCase({
    item: ', additionalProperties: false, allOf: [{ properties: { label: { type: string } } }]',
  }),
  OpenApiRefSiblingsIgnored: openapiCase({
    version: '3.0.3',
    components: "    Box: { type: object, properties: { item: { $ref: '#/components/schemas/Item', default: {} } } }",
  }),
  // The cases' document has no `servers`.
  OpenApiNoServer: openapiCase({}),
  OpenApiBrokenLink: {
    ...openapiCase({ operation: 'operationId: listItems\n      description: Unlike [this one](#operation/nope).' }),
    config: "plugins: [openapi({ spec: 'openapi.yaml', reference: true })]",
  },
  DocusaurusConfigNotRead: {
    files: { 'docs/intro.md': intro, 'docusaurus.config.js': "export default { title: 'Mine' };\n" },
    // Without a docgen config: the zero-config defaults.
    setup: (site) => fs.rmSync(path.join(site, 'docgen.config.ts')),
    strictExit: 2,
  },
  EmptyAutogeneratedSidebar: {
    files: {
      'docs/intro.md': intro,
      'sidebars.ts':
        "export default { docs: ['intro', { type: 'category', label: 'API', items: [{ type: 'autogenerated', dirName: 'api' }] }] };\n",
    },
    config: "docs: { sidebarPath: 'sidebars.ts' }",
    strictExit: 2,
  },
  SidebarLenientValue: {
    files: {
      'docs/intro.md': intro,
      'sidebars.ts':
        "export default { docs: [{ type: 'category', label: 'Guide', collapsed: 'true', items: ['intro'] }] };\n",
    },
    config: "docs: { sidebarPath: 'sidebars.ts' }",
    strictExit: 2,
  },
  DocusaurusPluginHookIgnored: {
    files: { 'docs/intro.md': intro },
    head: CONFIG_IMPORT,
    config: "plugins: [docusaurusPlugins({ plugins: [() => ({ name: 'after', postBuild() {} })] })]",
    strictExit: 2,
  },
  DocusaurusPluginNotRun: {
    files: {
      'docs/intro.mdx': "import Fiddle from '@site/src/Fiddle';\n\n# Intro\n\n<Fiddle />\n",
      'src/Fiddle.jsx':
        "import { usePluginData } from '@docusaurus/useGlobalData';\n\nexport default function Fiddle() {\n  return <p>{usePluginData('docusaurus-plugin-fiddle') ? 'fiddle' : 'none'}</p>;\n}\n",
    },
    config: "docusaurusSiteConfig: { plugins: ['fiddle'] }",
  },
  DocusaurusPluginRouteIgnored: {
    files: { 'docs/intro.md': intro },
    head: CONFIG_IMPORT,
    config:
      "plugins: [docusaurusPlugins({ plugins: [() => ({ name: 'pages', contentLoaded({ actions }) { actions.addRoute({ path: '/item/:id', component: '@site/src/Item.js' }); } })] })]",
    strictExit: 2,
  },
  DocusaurusPluginRoutePrefix: {
    files: { 'docs/intro.md': intro, 'src/Play.jsx': 'export default function Play() {\n  return <p>Play</p>;\n}\n' },
    head: CONFIG_IMPORT,
    config:
      "plugins: [docusaurusPlugins({ plugins: [() => ({ name: 'play', contentLoaded({ actions }) { actions.addRoute({ path: '/play', component: '@site/src/Play.jsx', exact: false }); } })] })]",
    strictExit: 2,
  },
  ModuleLevelTranslate: {
    files: {
      'docs/intro.md': intro,
      'src/pages/index.js':
        "import React from 'react';\n\nexport default function Home() {\n  return <h1>Home</h1>;\n}\n",
      // The site's Root is loaded once for every locale (a site component is evaluated per locale).
      'src/theme/Root.js':
        "import React from 'react';\nimport { translate } from '@docusaurus/Translate';\n\nconst banner = translate({ id: 'root.banner', message: 'Hello' });\n\nexport default function Root({ children }) {\n  return <>{banner}{children}</>;\n}\n",
      'i18n/fr/code.json': '{ "root.banner": { "message": "Bonjour" } }\n',
    },
    config: "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }",
  },
  UnknownTranslationId: {
    files: {
      'docs/intro.md': intro,
      'i18n/fr/code.json': '{ "homepage.title": { "message": "Bienvenue" } }\n',
    },
    config: "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }",
  },
};

function site(name: string, c: Case): string {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(c.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.writeFileSync(
    path.join(dir, 'docgen.config.ts'),
    `${c.head ? `${c.head}\n` : ''}export default { title: 'Strict'${c.config ? `, ${c.config}` : ''} };\n`,
  );
  fs.symlinkSync(NODE_MODULES, path.join(dir, 'node_modules'));
  c.setup?.(dir);
  return dir;
}

/** `docgen <command> <dir> …` from the test's folder, as `node bin/docgen` would run it (see docgen-hosts.ts). */
async function docgen(command: string, dir: string, ...args: string[]) {
  const run = await runDocgen([command, dir, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    key: dir,
  });
  return { status: run.status, stderr: run.stderr, out: `${run.stdout}\n${run.stderr}` };
}

describe('--strict', () => {
  it('has a case for every name the catalogue says can be a warning', () => {
    const warns = (Object.keys(CATALOG) as DiagnosticName[]).filter((n) => 'warns' in CATALOG[n]).sort();
    expect(Object.keys(CASES).sort()).toEqual(warns);
  });

  for (const [name, c] of Object.entries(CASES)) {
    // Three commands of up to two minutes each, as when they ran synchronously (no test timeout then).
    it(`makes ${name} an error in build and check`, { timeout: 360_000 }, async () => {
      const dir = site(name, c);
      const plain = await docgen('build', dir);
      expect(plain.stderr, plain.out).toMatch(new RegExp(`^warning ${name}\\b`, 'm'));
      expect(plain.status, plain.out).toBe(0);
      for (const command of ['build', 'check']) {
        const strict = await docgen(command, dir, '--strict');
        expect(strict.stderr, strict.out).toMatch(new RegExp(`^error ${name}\\b`, 'm'));
        expect(strict.stderr, strict.out).not.toMatch(/^warning /m);
        expect(strict.status, `${command} --strict: ${strict.out}`).toBe(c.strictExit ?? 1);
      }
    });
  }
});
