import type { CatalogCase } from './case.js';
import { intro } from './case.js';
import { OPENAPI_CASES } from './cases-openapi.js';

/** A site component that needs the browser (an island). */
const counter = [
  "import { useState } from 'react';",
  '',
  'export default function Counter({ label = String }: { label?: (n: number) => string }) {',
  '  const [n, setN] = useState(0);',
  '  return <button type="button" onClick={() => setN(n + 1)}>{label(n)}</button>;',
  '}',
  '',
].join('\n');

/** The names of code the site runs (MDX, React pages, plugins, the OpenAPI plugin) and docgen's own. */
export const CODE_CASES: Record<string, CatalogCase> = {
  BrokenAsset: {
    files: {
      'site/docgen.config.ts': "export default { title: 'Case' };\n",
      'site/docs/intro.mdx': '---\ntitle: Intro\n---\n\nTabs below.\n\n<script src="/js/tabs.js"></script>\n',
    },
    severity: 'warning',
    at: 'docs/intro.mdx:7:1',
    exit: 0,
  },
  MdxInMarkdown: {
    files: {
      'site/docgen.config.ts': "export default { title: 'Case', markdown: { format: 'md' } };\n",
      'site/docs/intro.md': "---\ntitle: Intro\n---\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs></Tabs>\n",
    },
    severity: 'warning',
    at: 'docs/intro.md:5:1',
    exit: 0,
  },
  LiveCodeBlockInMarkdown: {
    files: {
      'site/docgen.config.ts': "export default { title: 'Case', markdown: { liveCodeBlocks: true } };\n",
      'site/docs/intro.md': '---\ntitle: Intro\nformat: md\n---\n\n```jsx live\n<b>Hi</b>\n```\n',
    },
    severity: 'warning',
    at: 'docs/intro.md:6:1',
    exit: 0,
  },
  MdxUndefinedComponent: {
    files: {
      'site/docgen.config.ts': "export default { title: 'Case', markdown: { mdx1Compat: { syntax: true } } };\n",
      'site/docs/intro.mdx': '---\ntitle: Intro\n---\n\n## <WelcomeScreen/>\n\nText.\n',
    },
    severity: 'warning',
    at: 'docs/intro.mdx:5:4',
    exit: 0,
  },
  MdxSyntaxError: {
    files: { 'site/docs/intro.mdx': '---\ntitle: Intro\n---\n\nSome text.\n\n<div>\n  {oops(}\n</div>\n' },
    severity: 'error',
    at: 'docs/intro.mdx:8:9',
    exit: 1,
  },
  UnresolvedImport: {
    files: { 'site/docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Y from './Mising';\n\nHello <Y />\n" },
    severity: 'error',
    at: 'docs/intro.mdx:5:15',
    exit: 1,
  },
  PackageSyntaxError: {
    files: {
      'site/docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Fancy from 'fancy';\n\n<Fancy />\n",
      'site/node_modules/fancy/package.json': '{ "name": "fancy", "main": "index.js" }\n',
      'site/node_modules/fancy/index.js': 'module.exports = function Fancy() {\n  return <b>fancy</b>;\n};\n',
    },
    severity: 'error',
    at: 'docs/intro.mdx:5:19',
    exit: 1,
  },
  MdxRenderError: {
    files: { 'site/docs/intro.mdx': '---\ntitle: Intro\n---\n\nText.\n\n<Card title="x" />\n' },
    severity: 'error',
    at: 'docs/intro.mdx:7:1',
    exit: 1,
  },
  BrowserBundleError: {
    files: {
      'site/docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Disk from '@site/src/components/Disk';\n\n<Disk />\n",
      'site/src/components/Disk.tsx':
        "import fs from 'node:fs';\n\nexport default function Disk() {\n  return <p>{typeof fs.readFileSync}</p>;\n}\n",
    },
    severity: 'warning',
    at: 'src/components/Disk.tsx:1:16',
    exit: 0,
  },
  IslandPropsNotSerializable: {
    files: {
      'site/docs/intro.mdx':
        "---\ntitle: Intro\n---\n\nimport Counter from '@site/src/components/Counter';\n\n<Counter label={String} />\n",
      'site/src/components/Counter.tsx': counter,
    },
    severity: 'warning',
    at: 'docs/intro.mdx:7:1',
    exit: 0,
  },
  SiteRootNotHydrated: {
    files: {
      'site/docs/intro.mdx': '---\ntitle: Intro\n---\n\nHello.\n',
      'site/src/theme/Root.js':
        "import React, { useState } from 'react';\n\nexport default function Root({ children }) {\n  const [print, setPrint] = useState(false);\n  return <>{children}<button onClick={() => setPrint(!print)}>Print</button><div hidden={!print}>{children}</div></>;\n}\n",
    },
    severity: 'warning',
    at: 'src/theme/Root.js:3:1',
    exit: 0,
  },
  SiteLayoutReplaced: {
    files: {
      'site/docs/intro.mdx': '---\ntitle: Intro\n---\n\nHello <b>there</b>.\n',
      'site/src/theme/Layout.js':
        "import Navbar from '@theme/Navbar';\n\nexport default function Layout({ children }) {\n  return <><Navbar /><main>{children}</main></>;\n}\n",
    },
    severity: 'warning',
    at: 'src/theme/Layout.js:3:1',
    exit: 0,
  },
  SiteLayoutDrawsChrome: {
    files: {
      'site/docs/intro.mdx': '---\ntitle: Intro\n---\n\nHello <b>there</b>.\n',
      'site/src/theme/Layout.js':
        'import OriginalLayout from \'@theme-original/Layout\';\n\nexport default function Layout(props) {\n  return <><div className="banner">Banner</div><OriginalLayout {...props} /></>;\n}\n',
    },
    severity: 'warning',
    at: 'src/theme/Layout.js:3:1',
    exit: 0,
  },
  UnknownIslandDirective: {
    files: {
      'site/docs/intro.mdx':
        "---\ntitle: Intro\n---\n\nimport Counter from '@site/src/components/Counter';\n\nText.\n\n<Counter client:visibel />\n",
      'site/src/components/Counter.tsx': counter,
    },
    severity: 'warning',
    at: 'docs/intro.mdx:9:1',
    exit: 0,
  },
  MissingExport: {
    files: {
      'site/docs/intro.mdx':
        "---\ntitle: Intro\n---\n\nimport { Here, Gone } from '@site/src/components/parts';\n\n<Here />\n",
      'site/src/components/parts.js': "export const Here = () => 'here';\n",
    },
    severity: 'warning',
    at: 'docs/intro.mdx:5:16',
    exit: 0,
  },
  UnsupportedHeadElement: {
    files: {
      'site/docs/intro.mdx':
        '---\ntitle: Intro\n---\n\n<head>\n  <base href="https://example.com/" />\n  <meta name="robots" content="noindex" />\n</head>\n\nHello.\n',
    },
    severity: 'warning',
    at: 'docs/intro.mdx:6:3',
    exit: 0,
  },
  PluginMdx1Node: {
    files: {
      'site/docgen.config.ts': `const mdx1 = () => (tree) => { tree.children.push({ type: 'jsx', value: '<Note />', position: tree.children[0].position }); };
export default { title: 'Case', plugins: [{ name: 'mdx1', markdown: { remarkPlugins: [mdx1] } }] };\n`,
      'site/docs/intro.md': intro,
    },
    severity: 'warning',
    at: 'docs/intro.md:5:1',
    exit: 0,
  },
  InteractivePageCode: {
    files: {
      'site/docs/intro.mdx':
        // A declared component or a handler element hydrates; a handler inside an expression cannot.
        "---\ntitle: Intro\n---\n\n{['hi'].map((w) => <button key={w} onClick={() => alert(w)}>{w}</button>)}\n",
    },
    severity: 'warning',
    at: 'docs/intro.mdx:5:36',
    exit: 0,
  },

  PageComponentError: {
    files: {
      'site/docs/intro.md': intro,
      'site/pages/status.tsx':
        'export default function Status() {\n  const where = window.location.href;\n  return <p>{where}</p>;\n}\n',
    },
    severity: 'error',
    at: 'pages/status.tsx:2:17',
    exit: 1,
  },
  SiteConfigKeyMissing: {
    files: {
      'site/docs/intro.md': intro,
      'site/src/pages/releases.jsx': [
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        'export default function Releases() {',
        '  const { siteConfig } = useDocusaurusContext();',
        '  return <a href={"https://github.com/" + siteConfig.organizationName}>Releases</a>;',
        '}',
        '',
      ].join('\n'),
    },
    severity: 'warning',
    at: 'src/pages/releases.jsx',
    exit: 0,
  },
  PluginError: {
    files: {
      'site/docs/intro.md': intro,
      'site/docgen.config.ts': [
        'export default {',
        "  title: 'Shop',",
        '  plugins: [',
        '    {',
        "      name: 'word-count',",
        '      discover(site) {',
        "        if (site.sources.length > 0) throw new Error('no dictionary');",
        '      },',
        '    },',
        '  ],',
        '};',
        '',
      ].join('\n'),
    },
    severity: 'error',
    at: 'docgen.config.ts:7:44',
    exit: 1,
  },
  ...OPENAPI_CASES,
  UncaughtError: {
    // A plugin's timer throws after its transformer returned: nobody awaits it.
    files: {
      'site/docs/intro.md': intro,
      'site/docgen.config.ts': [
        'const late = () => () => {',
        "  setTimeout(() => { throw new Error('too late'); }, 0);",
        '  return new Promise((resolve) => setTimeout(resolve, 50));',
        '};',
        "export default { title: 'Shop', plugins: [{ name: 'late', markdown: { remarkPlugins: [late] } }] };",
        '',
      ].join('\n'),
    },
    severity: 'error',
    at: 'docgen.config.ts:2:28',
    exit: 1,
  },
  MarkdownPageStalled: {
    // A plugin's step returns a promise nothing will ever settle: no timer, no request, no other page.
    files: {
      'site/docs/intro.md': intro,
      'site/docgen.config.ts': [
        'const forever = () => () => new Promise(() => {});',
        "export default { title: 'Shop', plugins: [{ name: 'forever', markdown: { remarkPlugins: [forever] } }] };",
        '',
      ].join('\n'),
    },
    severity: 'error',
    at: 'docs/intro.md',
    exit: 1,
  },
  FileSystemRefused: {
    // The output folder asked for is below a file: the machine refuses to make it.
    files: { 'site/docs/intro.md': intro, blocker: 'not a folder\n' },
    run: ['build', 'site', '--out', 'blocker/out'],
    severity: 'error',
    at: 'blocker',
    exit: 4,
  },
  InternalError: {
    // A markdown plugin stands for another program emptying .docgen/cache while docgen builds:
    // the HTML of a.md, kept there until its page is rendered, is gone.
    files: {
      'site/docs/a.md': '---\ntitle: A\n---\n\nFirst.\n',
      'site/docs/b.md': '---\ntitle: B\n---\n\nSecond.\n',
      'site/docgen.config.ts': [
        "import fs from 'node:fs';",
        "import path from 'node:path';",
        '',
        "let cache = '';",
        'const emptyCache = (file: { path?: string }) => {',
        "  if (!file.path?.endsWith('b.md')) return;",
        '  for (const entry of fs.readdirSync(cache, { recursive: true, withFileTypes: true }))',
        "    if (entry.isFile() && entry.parentPath.includes('/blob/')) fs.rmSync(path.join(entry.parentPath, entry.name));",
        '};',
        '',
        'export default {',
        "  title: 'Shop',",
        '  plugins: [',
        '    {',
        "      name: 'cache-cleaner',",
        '      discover(_site, ctx) {',
        "        cache = path.join(ctx.siteDir, '.docgen/cache');",
        '      },',
        '      markdown: { remarkPlugins: [() => (_tree, file) => emptyCache(file)] },',
        '    },',
        '  ],',
        '};',
        '',
      ].join('\n'),
    },
    severity: 'error',
    at: 'docs/a.md',
    exit: 3,
  },
};
