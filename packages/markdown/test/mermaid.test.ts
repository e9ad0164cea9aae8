import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../diagnostics/src/index.js';
import type { MarkdownFileContext } from '../src/context.js';
import { createMarkdownProcessor, processMarkdown } from '../src/processor.js';

const themes = { light: 'github-light-default', dark: 'github-dark-default' };
const INPUT = '# Flow\n\n```mermaid\ngraph TD;\n  A-->B & C;\n```\n';

async function render(mermaid: boolean): Promise<{ html: string; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const ctx: MarkdownFileContext = {
    locale: 'en',
    relFile: 'docs/flow.md',
    lineOffset: 0,
    strings: { 'code.copy': 'Copy', 'code.copied': 'Copied' },
    tocMin: 2,
    tocMax: 3,
    diagnostics,
    toc: [],
    ids: [],
    links: [],
    resolveLink: (href) => ({ href }),
    resolveImage: () => undefined,
    imageSize: () => undefined,
    files: [],
  };
  const html = await processMarkdown(createMarkdownProcessor({ code: { themes, mermaid } }), INPUT, ctx);
  return { html, diagnostics };
}

describe('```mermaid blocks (markdown.mermaid)', () => {
  it('are a diagram holding its source, escaped, when on', async () => {
    const { html, diagnostics } = await render(true);
    expect(html).toContain(
      '<div class="dg-mermaid" data-dg-mermaid=""><pre class="dg-mermaid__source"><code>graph TD;\n  A-->B &#x26; C;</code></pre></div>',
    );
    expect(html).not.toContain('shiki');
    expect(diagnostics).toEqual([]);
  });

  it('are highlighted code when off, as in Docusaurus without the setting', async () => {
    const { html } = await render(false);
    expect(html).not.toContain('data-dg-mermaid');
    expect(html).toContain('<figure class="dg-code" data-lang="mermaid">');
  });
});
