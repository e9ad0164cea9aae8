import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../diagnostics/src/index.js';
import { createMarkdownProcessor, processMarkdown } from '../src/processor.js';
import { plainFileContext } from './support/file-context.js';

const themes = { light: 'github-light-default', dark: 'github-dark-default' };

async function render(input: string, flowDiagrams?: boolean): Promise<{ html: string; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const ctx = plainFileContext({
    relFile: 'docs/types.md',
    strings: { 'code.copy': 'Copy', 'code.copied': 'Copied' },
    diagnostics,
  });
  const code = { themes, ...(flowDiagrams === undefined ? {} : { flowDiagrams }) };
  const html = await processMarkdown(createMarkdownProcessor({ code }), input, ctx);
  return { html, diagnostics };
}

// Flow's website writes its examples as ```flow: the Flow language, which Prism highlights.
const FLOW_CODE = '```flow\nconst obj: {foo: number, bar: boolean} = {foo: 1, bar: true};\n```\n';

describe('```flow blocks (markdown.flowDiagrams)', () => {
  it('are step diagrams by default', async () => {
    const { html, diagnostics } = await render('```flow\nSearch -> Rates -> Order\n```\n');
    expect(html).toContain('<figure class="dg-flow"><svg');
    expect(html).toContain('>Rates</text>');
    expect(diagnostics).toEqual([]);
  });

  it('are code in the Flow language when off, highlighted with types, without a warning', async () => {
    const { html, diagnostics } = await render(FLOW_CODE, false);
    expect(html).not.toContain('dg-flow');
    expect(html).toContain('shiki');
    expect(html).toContain('<figure class="dg-code" data-lang="tsx">');
    expect(html).toMatch(/<span style="[^"]*"> number<\/span>/);
    expect(diagnostics).toEqual([]);
  });
});
