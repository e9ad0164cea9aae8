import type { Diagnostic } from '../../diagnostics/src/index.js';
import type { MarkdownFileContext } from '../../markdown/src/context.js';
import { createMarkdownProcessor, processMarkdown } from '../../markdown/src/processor.js';
import { rehypeDocAnchors } from '../src/anchors.js';
import { remarkOpenApi, type RemarkOpenApiOptions } from '../src/remark.js';

/** Renders markdown with the real core processor and the plugin's remark and rehype steps. */
export async function renderWithPlugin(
  input: string,
  options: RemarkOpenApiOptions,
  ctxOverrides: Partial<MarkdownFileContext> = {},
) {
  const processor = createMarkdownProcessor({
    code: { themes: { light: 'github-light-default', dark: 'github-dark-default' } },
    remarkPlugins: [[remarkOpenApi, options]],
    rehypePlugins: [
      [rehypeDocAnchors, { api: () => (typeof options.api === 'function' ? options.api() : options.api) }],
    ],
  });
  const diagnostics: Diagnostic[] = [];
  const ctx: MarkdownFileContext = {
    locale: 'en',
    relFile: 'docs/page.md',
    lineOffset: 0,
    strings: { 'code.copy': 'Copy', 'code.copied': 'Copied', 'heading.anchorLabel': 'Direct link to {heading}' },
    tocMin: 2,
    tocMax: 3,
    diagnostics,
    toc: [],
    ids: [],
    links: [],
    resolveLink: (href) => ({ href }),
    resolveImage: () => undefined,
    ...ctxOverrides,
  };
  const html = await processMarkdown(processor, input, ctx);
  return { html, ctx, diagnostics };
}

/**
 * Highlighted code blocks as plain text (`<pre class="shiki"><code>text</code></pre>`): the
 * fixtures check what the plugin generates, not the highlighter's colours.
 */
export function plainCode(html: string): string {
  return html.replace(
    /<pre class="shiki[^"]*"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g,
    (_, inner: string) => `<pre class="shiki"><code>${inner.replace(/<\/?span[^>]*>/g, '')}</code></pre>`,
  );
}
