import { z } from './vendor/zod.js';

/** `pages` of the site config: which files of the pages folders are pages (Docusaurus' pages plugin options). */
export const pagesSchema = z
  .strictObject({
    exclude: z
      .array(z.string())
      .optional()
      .describe(
        "Globs of files of `src/pages/` (and of its translations in `i18n/<locale>/docusaurus-plugin-content-pages/`) that are not pages (Docusaurus' pages `exclude`: `['**/README.md']`), relative to the folder; `_`-named files and folders, tests and `.d.ts` files are never pages.",
      ),
  })
  .optional()
  .describe("Pages of `src/pages/` and `pages/`: the files left out (Docusaurus' pages plugin options).");

/** `redirects` of the site config. */
export const redirectsSchema = z
  .array(
    z.strictObject({
      from: z
        .union([z.string().startsWith('/'), z.array(z.string().startsWith('/')).min(1)])
        .describe('Site path that redirects, or a list of them (each gets its own redirect page).'),
      to: z.string().describe('Site path or URL it redirects to.'),
    }),
  )
  .default([])
  .describe('Redirects, served as static pages and honoured by the client router.');
