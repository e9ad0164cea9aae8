import type { CatalogEntry } from './catalog-entry.js';

/** The catalogue's names of MDX pages and the site components they import (islands). */
export const MDX_CATALOG = {
  MdxSyntaxError: {
    kind: 'content',
    summary: 'An MDX file is not valid MDX (JSX, expressions, import/export).',
    why: 'MDX is compiled to JavaScript before the page renders; a syntax error stops it.',
    fix: 'fix the syntax at the line shown; a `<` or `{` meant as text is written `\\<` or `\\{` in MDX. An error from a form MDX 1 (Docusaurus 2) accepted names it (`MDX 1 form: …`); `markdown.mdx1Compat.syntax: true` reads such files as MDX 1 did.',
  },
  UnresolvedImport: {
    kind: 'content',
    summary:
      'An MDX file (or a component it imports) imports what docgen cannot find or compile (a missing file or package, an unknown @theme/ component, an SVG that is not well-formed, a Sass file without the site’s `sass` package or with a Sass error, a file of no kind docgen imports).',
    why: 'every import of a page is bundled for the server render; one that resolves nowhere leaves the page incomplete.',
    fix: 'fix the path or the file as the message says: install a missing package in the site folder, use a @theme/ module the message lists.',
  },
  MissingExport: {
    kind: 'content',
    summary:
      "An MDX page or a site component imports a name another file of the site does not export (`import { NotThere } from './x'`): its value is undefined, as with Docusaurus' webpack, which warns.",
    why: 'the page renders with the name undefined; it fails only where it renders it (an MdxRenderError: "Element type is invalid … got: undefined").',
    fix: 'export the name from that file, or import a name it exports, or remove the import.',
    warns: true,
  },
  PackageSyntaxError: {
    kind: 'content',
    summary:
      "A package the site's code imports has a file Node cannot parse (JSX or TypeScript in a .js file): the diagnostic names that file and line, and the import that led to it.",
    why: "Node loads a package's files as they are published; Docusaurus' webpack does not compile packages either, unless the site's webpack configuration transpiles them.",
    fix: 'import a build of the package Node can load (its compiled dist/ or lib/ entry, or a release that ships one), or replace the package.',
  },
  UnsupportedHeadElement: {
    kind: 'content',
    summary:
      "An MDX page's <head> element holds what docgen does not write into the document head (a base, a noscript, an attribute given as an expression).",
    why: "a page's <title>, <meta>, <link>, <script> and <style> elements with literal attributes go into the document head, replacing the theme's tags of the same kind, and an empty <html> or <body> gives its attributes to the document's; anything else would be dropped without a word.",
    fix: 'keep <title>, <meta>, <link>, <script> and <style> in <head>, with attributes written as strings, and <html> and <body> empty; for anything else, use a theme override.',
    warns: true,
  },
  PluginMdx1Node: {
    kind: 'content',
    summary:
      "A site's remark plugin written for MDX 1 (Docusaurus 2: `mdx-mermaid` 1.x) added a `jsx`, `import` or `export` node to a page: it is left out, with this warning at its place.",
    why: 'docgen compiles pages with MDX 3 (and Markdown with remark), which have other node types for JSX and imports; the MDX 1 node would print its source as text.',
    fix: "use the plugin's release for MDX 2 or later, or docgen's own feature (for mdx-mermaid: `markdown.mermaid: true`), or remove the plugin from docgen.config.ts.",
    warns: true,
  },
  MdxRenderError: {
    kind: 'content',
    summary: 'An MDX page threw while it was rendered on the server (a component, an undefined name).',
    why: 'every page is rendered to HTML at build time; a component that throws has nothing to show.',
    fix: 'import the component the page uses, or fix the component at the place shown.',
  },
  MdxUndefinedComponent: {
    kind: 'content',
    summary:
      'An MDX page read as MDX 1 (`markdown.mdx1Compat.syntax`) uses a component that is neither imported nor in the MDX component map: it renders as a <div> of its children, as in Docusaurus 2.',
    why: 'MDX 1 rendered an undefined component as a <div> of its children (a "shortcode", with a console warning); MDX 3 stops the page, so docgen does so without mdx1Compat.syntax.',
    fix: 'import the component, add it to src/theme/MDXComponents.js, or remove it (`\\<Name/>` shows it as text).',
    warns: true,
  },
  BrowserBundleError: {
    kind: 'content',
    summary:
      "A site component an MDX page imports cannot be bundled for the browser: it renders without JavaScript and styles (one that needs the browser only to hydrate and renders a Markdown file's content keeps its styles).",
    why: 'site components are bundled for the browser for their CSS and, when they need the browser, to hydrate; a Node-only import stops that bundle.',
    fix: 'import only what runs in a browser (no Node modules such as fs), or install the package named.',
    warns: true,
  },
  IslandPropsNotSerializable: {
    kind: 'content',
    summary:
      'A site component that needs the browser is given a prop the browser cannot get (a function not written in the page, a class instance): it renders without JavaScript.',
    why: 'an island is hydrated from its props, which travel in the page as JSON (JSX is passed as elements or as static HTML, a site component or an imported Markdown file by reference or HTML; an element given a function written in the page becomes a component of its own).',
    fix: 'pass strings, numbers, booleans, arrays, plain objects or JSX, write the function in the element, or move it into the component.',
    warns: true,
  },
  SiteRootNotHydrated: {
    kind: 'content',
    summary:
      "The site's Root (or Layout/Provider) needs the browser and draws elements of its own, but not around the page's content once: docgen shows them without JavaScript.",
    why: "docgen hydrates such a Root as an island around the page's content, which stays the server's HTML (its own islands hydrate apart); that needs the Root to draw its children once, the same whatever they are. One that draws them twice, or not at all on the server, cannot be hydrated around them, so what it draws does not respond to clicks.",
    fix: "draw `children` once and always (show or hide the Root's own elements, not the content); or move what it draws into a component of the pages that need it (an island), or into a client module for behaviour on every page.",
    warns: true,
  },
  SiteLayoutReplaced: {
    kind: 'content',
    summary:
      "The site's src/theme/Layout replaces Docusaurus' Layout (it does not wrap `@theme-original/Layout`): docgen's doc and MDX pages are not drawn inside it.",
    why: "docgen draws its own chrome (navbar, sidebar, footer) around every page; a Layout that wraps `@theme-original/Layout` is drawn around an MDX page's content and each island, the original drawing just its children, but one that draws the whole page itself would draw a second chrome, so its providers do not reach those pages (a React page that imports `@theme/Layout` still gets it, unless it draws the navbar or footer).",
    fix: "wrap the original (`import Layout from '@theme-original/Layout'` and render `<Layout {...props}>` inside the providers), or move the providers into src/theme/Root.js, which docgen renders around every page.",
    warns: true,
  },
  SiteLayoutDrawsChrome: {
    kind: 'content',
    summary:
      "The site's src/theme/Layout draws elements of its own outside `@theme-original/Layout`: around docgen's doc and MDX pages only its providers are used.",
    why: "Docusaurus draws what a Layout wrapper renders beside the original Layout around the whole page, navbar and footer included; docgen's chrome is its own, so around an MDX page's content docgen keeps only what leads to the original (its providers) and leaves those elements out, rather than drawing them inside the article.",
    fix: 'draw them inside the original Layout (as its children), in a component of the pages that need them, or in a theme override of the chrome (docs/guide/theme-overrides.md); style, script and link tags are kept.',
    warns: true,
  },
  MdxInMarkdown: {
    kind: 'content',
    summary: 'A file read as Markdown holds MDX (an import, a component, an MDX comment): it is printed as text.',
    why: 'markdown.format `md` (or front matter `format: md`) reads the file as CommonMark, where `import` lines and `<Tabs>` are text and unknown HTML.',
    fix: 'remove `format: md` from the front matter, or set markdown.format to `detect` or `mdx`; to show the text on purpose, escape it (`\\<Tabs>`) or put it in code.',
    warns: true,
  },
  LiveCodeBlockInMarkdown: {
    kind: 'content',
    summary:
      'A page forced to Markdown (`markdown.format: md`, or `format: md` in its front matter) holds a live code block (a fence opened with `jsx live`) while `markdown.liveCodeBlocks` is on: it is shown as a code block.',
    why: "a live code block is a component the page imports, which only an MDX page can; under `markdown.format: 'detect'` a `.md` file with a live code block is read as MDX, as Docusaurus runs it, but a format set to `md` keeps the file Markdown.",
    fix: "write `format: mdx` in its front matter, or remove `format: md` (or set markdown.format to 'detect' or 'mdx').",
    warns: true,
  },
  InteractivePageCode: {
    kind: 'content',
    summary:
      "An MDX page's own code needs the browser where the build cannot make it an island (an event handler or hook inside a `{…}` expression of the page): it does nothing there.",
    why: 'an MDX page renders on the server only; what hydrates is the site components it imports, and the components and handler elements it declares at its top level.',
    fix: 'move the component into a file of src/components and import it: it then hydrates as an island.',
    warns: true,
  },
  UnknownIslandDirective: {
    kind: 'content',
    summary: 'A site component is given a `client:` directive docgen does not know.',
    why: 'a misspelt directive would otherwise be ignored without a word.',
    fix: 'use client:load, client:idle, client:visible, client:interaction or client:only.',
    warns: true,
  },
} as const satisfies Record<string, CatalogEntry>;
