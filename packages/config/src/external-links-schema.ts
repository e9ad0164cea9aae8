import { z } from './vendor/zod.js';

/** `externalLinks`: what a link to another site gets (Docusaurus opens them in a new tab). */
export const externalLinksSchema = z
  .strictObject({
    target: z.string().min(1).optional().describe('The `target` of such a link (`_blank`: a new tab).'),
    rel: z
      .string()
      .min(1)
      .optional()
      .describe('Its `rel` (default `noopener`; `noopener noreferrer` sends no Referer header).'),
  })
  .default({})
  .describe(
    "Attributes of links to other sites (`https:`, `http:`, `//`) in Markdown and in the navbar, footer and sidebars: `{ target: '_blank', rel: 'noopener noreferrer' }` opens them in a new tab, as Docusaurus does (set by `docgen migrate docusaurus`); set, it also applies to a Markdown link with another scheme (`mailto:`, `tel:`, `pathname://`), as Docusaurus' Link decides. By default they open in place, with `rel=\"noopener\"` (`noopener noreferrer` in the navbar, footer and sidebars). An `<a>` written in HTML or JSX keeps its own `target` and `rel`.",
  );
