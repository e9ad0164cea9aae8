import { z } from './vendor/zod.js';

/** `markdown.mdx1Compat`: what MDX files may be written in from MDX 1 (Docusaurus 2). */
export const mdx1CompatSchema = z
  .strictObject({
    comments: z
      .boolean()
      .default(true)
      .describe("HTML comments `<!-- … -->` in MDX files are left out (Docusaurus 3's field); false: a syntax error."),
    admonitions: z
      .boolean()
      .default(true)
      .describe(
        "`:::note Title` (a space, not `:::note[Title]`) in MDX files is an admonition's title (Docusaurus 3's field).",
      ),
    headingIds: z
      .boolean()
      .default(true)
      .describe("`## Title {#id}` in MDX files sets the heading's id (Docusaurus 3's field); false: an expression."),
    syntax: z
      .boolean()
      .default(false)
      .describe(
        'MDX files are read as MDX 1 (Docusaurus 2) read them: `{`, `}` and a `<` that starts no tag in Markdown text are characters, `<br>` and `<img …>` need no `/>`, `<https://…>` is a link, a block indented by four spaces after an empty line is code, and HTML elements\' `class`, `for` and `style="…"` become React\'s props; JSX blocks keep their expressions. Set by `docgen migrate docusaurus` for a Docusaurus 2 site.',
      ),
  })
  .default({ comments: true, admonitions: true, headingIds: true, syntax: false })
  .describe(
    "What MDX files may be written in from MDX 1, Docusaurus 2's MDX (Docusaurus 3's `markdown.mdx1Compat`, and more).",
  );

/** `markdown.relativeLinksFromDocsRoot`: the link rule of Docusaurus 2's early betas. */
export const relativeLinksFromDocsRootSchema = z
  .boolean()
  .default(false)
  .describe(
    "`./x.md` and `../x.md` links that name no file from the linking file's folder are looked for from its docs version's folder too, as Docusaurus before 2.0.0-beta.20 did; false: from the file's folder only (Docusaurus 2.0 and later). Set by `docgen migrate docusaurus` for a site on such a version.",
  );

/** `markdown.anchors`: how heading ids are made from their text. */
export const anchorsSchema = z
  .strictObject({
    maintainCase: z
      .boolean()
      .default(false)
      .describe(
        "Heading ids made from the heading's text keep its letter case (`## Create Jira issue` is `#Create-Jira-issue`), as Docusaurus' `markdown.anchors.maintainCase`; false: lower case.",
      ),
  })
  .default({ maintainCase: false })
  .describe("How heading ids are made from their text (Docusaurus 3's `markdown.anchors`).");
