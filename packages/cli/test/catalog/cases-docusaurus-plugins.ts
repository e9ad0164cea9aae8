import type { CatalogCase } from './case.js';
import { intro } from './case.js';

/** A docgen config that runs the Docusaurus plugins of `entries` (source text), with `extra` options. */
const config = (entries: string, extra = '') =>
  [
    "import { defineConfig, docusaurusPlugins } from '@docgen/config';",
    '',
    'export default defineConfig({',
    "  title: 'Shop',",
    `  plugins: [docusaurusPlugins({ plugins: [${entries}]${extra} })],`,
    '});',
    '',
  ].join('\n');

/** The names of a Docusaurus site's own plugins and markdown hooks (`docusaurusPlugins`). */
export const DOCUSAURUS_PLUGIN_CASES: Record<string, CatalogCase> = {
  DocusaurusPluginFailed: {
    files: {
      'site/docs/intro.md': intro,
      'site/docgen.config.ts': config("'./plugins/prices.js'"),
      'site/plugins/prices.js': [
        'module.exports = function prices() {',
        '  return {',
        "    name: 'prices',",
        "    loadContent: () => JSON.parse('{ not json'),",
        '  };',
        '};',
        '',
      ].join('\n'),
    },
    severity: 'error',
    at: 'plugins/prices.js:4:29',
    exit: 1,
  },
  DocusaurusPluginHookIgnored: {
    files: {
      'site/docs/intro.md': intro,
      'site/docgen.config.ts': config("'./plugins/llms.js'"),
      'site/plugins/llms.js': "module.exports = () => ({ name: 'llms', postBuild: async () => {} });\n",
    },
    severity: 'warning',
    at: 'plugins/llms.js',
    exit: 0,
  },
  DocusaurusPluginNotRun: {
    files: {
      'site/docs/intro.mdx': "import Fiddle from '@site/src/Fiddle';\n\n# Intro\n\n<Fiddle />\n",
      'site/docgen.config.ts':
        "export default {\n  title: 'Shop',\n  docusaurusSiteConfig: { plugins: [['fiddle', { id: 'beta' }]] },\n};\n",
      'site/src/Fiddle.jsx':
        "import { usePluginData } from '@docusaurus/useGlobalData';\n\nexport default function Fiddle() {\n  const data = usePluginData('docusaurus-plugin-fiddle', 'beta');\n  return <p>{data ? 'fiddle' : 'none'}</p>;\n}\n",
    },
    severity: 'warning',
    at: 'src/Fiddle.jsx:4:16',
    exit: 0,
  },
  DocusaurusPluginRouteIgnored: {
    files: {
      'site/docs/intro.md': intro,
      'site/docgen.config.ts': config("'./plugins/friends.js'"),
      'site/plugins/friends.js':
        "module.exports = () => ({\n  name: 'friends',\n  contentLoaded({ actions }) {\n    actions.addRoute({ path: '/friends', component: '@site/src/Friends.js' });\n  },\n});\n",
    },
    severity: 'warning',
    at: 'plugins/friends.js',
    exit: 0,
  },
  DocusaurusPluginRoutePrefix: {
    files: {
      'site/docs/intro.md': intro,
      'site/docgen.config.ts': config("'./plugins/play.js'"),
      'site/plugins/play.js':
        "const path = require('node:path');\nmodule.exports = (context) => ({\n  name: 'play',\n  contentLoaded({ actions }) {\n    actions.addRoute({ path: '/play', component: path.join(context.siteDir, 'src/Play.jsx'), exact: false });\n  },\n});\n",
      'site/src/Play.jsx': 'export default function Play() {\n  return <p>Play</p>;\n}\n',
    },
    severity: 'warning',
    at: 'plugins/play.js',
    exit: 0,
  },
  InvalidDocusaurusPlugin: {
    files: {
      'site/docs/intro.md': intro,
      'site/docgen.config.ts': config("'./plugins/nowhere'"),
    },
    severity: 'error',
    at: 'docgen.config.ts',
    exit: 2,
  },
  MarkdownPreprocessorFailed: {
    files: {
      'site/docs/intro.md': intro,
      'site/docgen.config.ts': config(
        '',
        ",\n    markdown: {\n      preprocessor: ({ fileContent }) => fileContent.replace('Hello', String(JSON.parse('{'))),\n    },\n  ",
      ),
    },
    severity: 'error',
    at: 'docgen.config.ts:7:83',
    exit: 1,
  },
};
