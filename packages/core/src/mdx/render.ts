import type { MarkdownFileContext } from '@docgen/markdown';
import { compileMdxPage } from './compile-page.js';
import type { MdxPage, MdxPageResult } from './page-types.js';
import { runMdxPage } from './run-page.js';

export { compileMdxPage } from './compile-page.js';
export { runMdxPage } from './run-page.js';
export { loadingSite } from './generated-site.js';
export { writeModule } from './modules.js';
export type { CompiledMdxPage, MdxPage, MdxPageResult } from './page-types.js';

/**
 * One MDX page to HTML: compiled with docgen's steps (its imports resolved and compiled), run in
 * this thread, rendered with React's renderToString with the page's Docusaurus state. Returns
 * '' when it cannot (the diagnostics say why). Site components that need the browser render as
 * islands (`island-runtime.ts`); the page records the files it was made of.
 */
export async function renderMdxPage(page: MdxPage, fileCtx: MarkdownFileContext): Promise<MdxPageResult> {
  return runMdxPage(page, await compileMdxPage(page, fileCtx), fileCtx);
}
