import { z } from './vendor/zod.js';

/** Docusaurus' default magic comment, drawn with docgen's highlighted-line style (class `highlighted`). */
export const defaultMagicComments = [
  { className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

export const magicCommentsSchema = z
  .array(
    z.strictObject({
      className: z
        .string()
        .min(1)
        .describe("Class given to the `.line` spans it marks (`highlighted` is the theme's highlighted line)."),
      line: z.string().min(1).optional().describe('Comment text that marks the next line (`highlight-next-line`).'),
      block: z
        .strictObject({
          start: z.string().min(1).describe('Comment text that opens a run of marked lines.'),
          end: z.string().min(1).describe('Comment text that closes it.'),
        })
        .optional()
        .describe('Comment texts around a run of marked lines (`highlight-start`, `highlight-end`).'),
    }),
  )
  .default(defaultMagicComments)
  .describe(
    "Docusaurus' magic comments (`themeConfig.prism.magicComments`): a comment alone on a line of a code block (`// highlight-next-line`, `# highlight-start` … `# highlight-end`, in the language's comment syntax) gives its class to the next line or the lines between and is left out of the block; not read in a block whose meta has a line range (`{1,3}`). `[]` turns them off.",
  );
