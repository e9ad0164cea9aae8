import { z } from './vendor/zod.js';

export const mermaidEnabledSchema = z
  .boolean()
  .default(false)
  .describe(
    "Code blocks of language `mermaid` are diagrams (Docusaurus' `markdown.mermaid`): the page holds the diagram's source, and pages with a diagram load mermaid in the browser, drawn in the colour mode's theme (`mermaid`). When false, they are code blocks. `<Mermaid value>` of `@theme/Mermaid` is drawn only when true.",
  );

export const mermaidSchema = z
  .strictObject({
    theme: z
      .strictObject({
        light: z.string().min(1).default('default').describe('Mermaid theme in light mode.'),
        dark: z.string().min(1).default('dark').describe('Mermaid theme in dark mode.'),
      })
      .default({ light: 'default', dark: 'dark' })
      .describe("Mermaid's theme (`default`, `neutral`, `dark`, `forest`, `base`) in each colour mode."),
    options: z
      .record(z.string(), z.unknown())
      .default({})
      .describe(
        "Passed to `mermaid.initialize` as they are (Docusaurus' `themeConfig.mermaid.options`): plain data, sent to the browser as JSON.",
      ),
  })
  .default({ theme: { light: 'default', dark: 'dark' }, options: {} })
  .describe("How mermaid diagrams are drawn (Docusaurus' `themeConfig.mermaid`); see `markdown.mermaid`.");
