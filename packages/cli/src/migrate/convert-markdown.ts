import { type DocusaurusVersion, linksFromDocsRoot } from './docusaurus-version.js';
import { type Dict, describeValue, entryOf, isDict, isPackage, type Notes } from './notes.js';

/**
 * `markdown` as docgen's. The format is the config's `markdown.format`, else Docusaurus' default:
 * "mdx" in version 3; in version 2 (MDX 1, which accepts `<https://…>` and `a <= b` that MDX 3
 * rejects) "detect", which reads .mdx and the .md files written in MDX as MDX.
 */
export function markdownOf(c: Dict, config: Dict, notes: Notes, version: DocusaurusVersion | undefined): void {
  const md: Dict = isDict(c.markdown) ? c.markdown : {};
  const v2 = md.format === undefined && version !== undefined && version.major < 3;
  const format = md.format === 'md' || md.format === 'detect' ? md.format : v2 ? 'detect' : 'mdx';
  const markdown: Dict = { format };
  config.markdown = markdown;
  const compat = mdx1CompatOf(md, notes);
  if (version !== undefined && version.major < 3) compat.syntax = true;
  if (Object.keys(compat).length > 0) markdown.mdx1Compat = compat;
  if (linksFromDocsRoot(version)) {
    markdown.relativeLinksFromDocsRoot = true;
    notes.add(
      'markdown.relativeLinksFromDocsRoot',
      `is true: this site is built with Docusaurus ${version?.version} (${version?.from}), which looked for \`./x.md\` and \`../x.md\` links from the docs folder too when the file's folder had no such file; docgen resolves them the same way.`,
      "nothing to do; on Docusaurus 2.0 or later, remove it: such links then resolve from the file's folder only, and those that do not are BrokenLink errors naming them.",
    );
  }
  const prism = isDict(c.themeConfig) && isDict(c.themeConfig.prism) ? c.themeConfig.prism : {};
  const magic = magicCommentsOf(prism.magicComments, notes);
  if (magic) markdown.magicComments = magic;
  if (v2)
    notes.add(
      'markdown.format',
      `is "detect": this is a Docusaurus ${version.major} site (${version.from}), whose MDX 1 accepts what MDX 3 rejects (\`<https://…>\` autolinks, \`a <= b\`); docgen reads .mdx files and the .md files written in MDX (imports, JSX) as MDX, the others as Markdown.`,
      'nothing to do; once the docs are written for MDX 3 (Docusaurus 3), set markdown.format to "mdx" to read every .md file as MDX.',
    );
  if (compat.syntax)
    notes.add(
      'markdown.mdx1Compat.syntax',
      `is true: this is a Docusaurus ${version?.major} site (${version?.from}), written for MDX 1, which reads \`{…}\` and a \`<\` that starts no tag in text as characters, closes \`<br>\` itself and takes \`class\` and \`style="…"\`; docgen reads its MDX files the same way.`,
      'nothing to do; once the docs are written for MDX 3 (Docusaurus 3), remove it: every MDX 1 form left is then an MdxSyntaxError naming it.',
    );
  else if (format === 'mdx')
    notes.add(
      'markdown.format',
      `is "mdx"${md.format === undefined ? " (Docusaurus' default)" : ''}: every .md file is read as MDX, as Docusaurus does; docgen's own default is "detect" (only .mdx files are MDX).`,
      'set markdown.format to "detect" if your .md files hold no JSX or imports (CommonMark is faster and more forgiving).',
    );
  if (md.mermaid === true) markdown.mermaid = true;
  // theme-live-codeblock's ```jsx live fences, and where it puts their result.
  if (hasLiveCodeTheme(c.themes)) {
    markdown.liveCodeBlocks = true;
    const live = isDict(c.themeConfig) && isDict(c.themeConfig.liveCodeBlock) ? c.themeConfig.liveCodeBlock : {};
    if (live.playgroundPosition === 'top') config.liveCodeBlock = { playgroundPosition: 'top' };
  }
  // Heading ids in the heading's letter case: the site's links name them so.
  if (isDict(md.anchors) && md.anchors.maintainCase === true) markdown.anchors = { maintainCase: true };
  // Docusaurus' Markdown links, navbar, footer and sidebar items go through its <Link>, which
  // opens another site's page in a new tab.
  config.externalLinks = { target: '_blank', rel: 'noopener noreferrer' };
  const hooks: Dict = isDict(md.hooks) ? md.hooks : {};
  const mdLinks = hooks.onBrokenMarkdownLinks ?? c.onBrokenMarkdownLinks;
  if (mdLinks !== undefined && mdLinks !== (config.onBrokenLinks ?? 'throw'))
    notes.add(
      c.onBrokenMarkdownLinks !== undefined ? 'onBrokenMarkdownLinks' : 'markdown.hooks.onBrokenMarkdownLinks',
      `is ${describeValue(mdLinks)}; docgen reports links to missing markdown files as onBrokenLinks says (BrokenLink).`,
      'set onBrokenLinks to the behaviour you want for both.',
    );
  // A preprocessor function is carried over by convert-site-plugins.ts, which rewrites this note.
  for (const key of ['preprocessor', 'parseFrontMatter', 'remarkRehypeOptions'])
    if (md[key] !== undefined)
      notes.add(
        `markdown.${key}`,
        key === 'parseFrontMatter'
          ? "is a function docgen does not run: it reads each file's front matter as YAML itself, as Docusaurus' defaultParseFrontMatter does, so what the function changes (keys it adds, renames or computes, front matter in another format) is not in the pages."
          : 'is not carried over.',
        key === 'parseFrontMatter'
          ? "write the front matter each page needs in its file; or set the keys your components read in a docgen plugin's discover hook (site.sources[].frontMatter, docs/guide/plugins.md). Nothing to do if the function only returns defaultParseFrontMatter's result."
          : 'write a docgen plugin with a markdown hook (docs/guide/plugins.md).',
      );
}

/** Docusaurus 3's `markdown.mdx1Compat` fields, carried over as they are (booleans only). */
function mdx1CompatOf(md: Dict, notes: Notes): Dict {
  const compat: Dict = {};
  if (!isDict(md.mdx1Compat)) return compat;
  for (const [key, value] of Object.entries(md.mdx1Compat)) {
    if (['comments', 'admonitions', 'headingIds'].includes(key) && typeof value === 'boolean') compat[key] = value;
    else
      notes.add(
        `markdown.mdx1Compat.${key}`,
        `is ${describeValue(value)}, which docgen does not read (its fields: comments, admonitions, headingIds, syntax, each true or false).`,
        'remove it.',
      );
  }
  return compat;
}

/** Docusaurus' default highlighted-line class: docgen's is `highlighted`. */
const DOCUSAURUS_HIGHLIGHT = 'theme-code-block-highlighted-line';

/**
 * `themeConfig.prism.magicComments` as docgen's `markdown.magicComments`; undefined when unset
 * (docgen's default is Docusaurus' default).
 */
function magicCommentsOf(value: unknown, notes: Notes): Dict[] | undefined {
  if (value === undefined) return undefined;
  const at = 'themeConfig.prism.magicComments';
  if (!Array.isArray(value)) {
    notes.add(
      at,
      `is ${describeValue(value)}, not a list: not carried over.`,
      'set markdown.magicComments in docgen.config.ts.',
    );
    return undefined;
  }
  const out: Dict[] = [];
  const custom = new Set<string>();
  value.forEach((entry, i) => {
    const line = isDict(entry) ? entry.line : undefined;
    const block = isDict(entry) && isDict(entry.block) ? entry.block : undefined;
    const blockOk = block && typeof block.start === 'string' && typeof block.end === 'string';
    if (!isDict(entry) || typeof entry.className !== 'string' || (typeof line !== 'string' && !blockOk)) {
      notes.add(
        `${at}[${i}]`,
        'is not { className, line } nor { className, block: { start, end } }: left out.',
        'check it in markdown.magicComments.',
      );
      return;
    }
    const className = entry.className === DOCUSAURUS_HIGHLIGHT ? 'highlighted' : entry.className;
    if (className !== 'highlighted') custom.add(className);
    out.push({
      className,
      ...(typeof line === 'string' ? { line } : {}),
      ...(blockOk ? { block: { start: block.start, end: block.end } } : {}),
    });
  });
  const isDefault =
    JSON.stringify(out) ===
    JSON.stringify([
      {
        className: 'highlighted',
        line: 'highlight-next-line',
        block: { start: 'highlight-start', end: 'highlight-end' },
      },
    ]);
  if (isDefault) return undefined;
  if (custom.size > 0)
    notes.add(
      at,
      `is carried over into markdown.magicComments; the lines they mark get the classes ${[...custom].map((c) => `"${c}"`).join(', ')} on docgen's \`.line\` spans (${DOCUSAURUS_HIGHLIGHT} became docgen's "highlighted").`,
      "check that your CSS (customCss) styles those classes inside docgen's code blocks (`.dg-code .line.<class>`).",
    );
  return out;
}

/** Whether the config's themes hold `@docusaurus/theme-live-codeblock` (or its short name). */
function hasLiveCodeTheme(themes: unknown): boolean {
  if (!Array.isArray(themes)) return false;
  return themes.some((entry) => {
    const theme = entryOf(entry);
    return theme !== undefined && isPackage(theme.name, '@docusaurus/theme-live-codeblock', 'live-codeblock');
  });
}
