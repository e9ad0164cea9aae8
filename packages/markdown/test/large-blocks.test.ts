import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, processMarkdown } from '../src/processor.js';
import { LARGE_BLOCK_CHARS } from '../src/plugins/code.js';
import { plainFileContext } from './support/file-context.js';

const themes = { light: 'github-light-default', dark: 'github-dark-default' };

async function render(input: string): Promise<string> {
  const ctx = plainFileContext({ relFile: 'docs/large.md', strings: { 'code.copy': 'Copy', 'code.copied': 'Copied' } });
  return processMarkdown(createMarkdownProcessor({ code: { themes } }), input, ctx);
}

const json = (entries: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: entries }, (_, i) => [`key${i}`, { value: i }])), null, 2);

describe('very large code blocks', () => {
  it('are shown in the theme colours without tokens past the limit, labelled with their language', async () => {
    const small = json(10);
    const large = json(1200);
    expect(large.length).toBeGreaterThan(LARGE_BLOCK_CHARS);
    const smallHtml = await render(`\`\`\`json\n${small}\n\`\`\`\n`);
    const largeHtml = await render(`\`\`\`json\n${large}\n\`\`\`\n`);
    // A token of a key is a span of its own in a small block only.
    expect(smallHtml).toMatch(/<span style="[^"]*">\s*"key0"<\/span>/);
    expect(largeHtml).not.toMatch(/<span style="[^"]*">\s*"key0"<\/span>/);
    expect(largeHtml).toContain('<figure class="dg-code" data-lang="json">');
    expect(largeHtml).toContain('shiki');
    // Every line is there, in a line span.
    expect((largeHtml.match(/<span class="line">/g) ?? []).length).toBe(large.split('\n').length);
    // Its text and a line span per line, where a token's span and colours made a small block's lines.
    const lines = large.split('\n').length;
    expect(largeHtml.length).toBeLessThan(large.length + lines * 40 + 2000);
  });
});
