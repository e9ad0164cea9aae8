import { z } from './vendor/zod.js';

export const liveCodeBlocksEnabledSchema = z
  .boolean()
  .default(false)
  .describe(
    "Code blocks of MDX pages whose meta holds the word `live` (a fence opened with `jsx live`) are editable examples shown with their result, as Docusaurus' `@docusaurus/theme-live-codeblock` draws them (`@theme/LiveCodeBlock`, react-live): the server draws the code, and the browser runs it. Only pages with such a block load react-live and its compiler (about 80 KB gzip, beside React). The code can name what `@theme/ReactLiveScope` holds: React and its hooks, and what a site's own `src/theme/ReactLiveScope` adds. When false, they are code blocks.",
  );

export const liveCodeBlockSchema = z
  .strictObject({
    playgroundPosition: z
      .enum(['top', 'bottom'])
      .default('bottom')
      .describe('Where the result is: above the editor (`top`) or under it (`bottom`).'),
  })
  .default({ playgroundPosition: 'bottom' })
  .describe("How live code blocks are drawn (Docusaurus' `themeConfig.liveCodeBlock`); see `markdown.liveCodeBlocks`.");
