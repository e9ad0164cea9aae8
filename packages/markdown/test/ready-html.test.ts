import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { plainFileContext } from './support/file-context.js';
import { createMarkdownProcessor, processMarkdown } from '../src/processor.js';
import { readyHtml } from '../src/ready-html.js';

/** Markup an HTML parser would rewrite (a `<div>` in a `<p>`, an unclosed `<b>`): it must come out as it went in. */
const READY = '<p class="x">a<div>b</div><b>c</p>';

/** A plugin placing ready HTML where the page has `READY`, as the OpenAPI plugin places a schema tree. */
function remarkPlaceReady() {
  return (tree: Root) => {
    tree.children = tree.children.map((node) =>
      node.type === 'paragraph' && node.children[0]?.type === 'text' && node.children[0].value === 'READY'
        ? ({
            type: 'dgReady',
            data: { hName: 'div', hProperties: { className: ['box'] }, hChildren: [readyHtml(READY)] },
            children: [],
          } as unknown as Root['children'][number])
        : node,
    );
  };
}

async function render(markdown: string, rawHtml = true) {
  const processor = createMarkdownProcessor({
    code: { themes: { light: 'github-light-default', dark: 'github-dark-default' } },
    remarkPlugins: [remarkPlaceReady],
    rawHtml,
  });
  const ctx = plainFileContext();
  return { html: await processMarkdown(processor, markdown, ctx), ctx };
}

describe('ready HTML', () => {
  it('is serialized as it is on a page without raw HTML', async () => {
    const { html } = await render('Before.\n\nREADY\n\nAfter.\n');
    expect(html).toBe(`<p>Before.</p>\n<div class="box">${READY}</div>\n<p>After.</p>`);
  });

  it('is not parsed again when the page has raw HTML, which is', async () => {
    const { html } = await render('<span>one\n\nREADY\n\n<i>two</i>\n');
    // The page's own HTML is parsed (the open span is closed); the ready HTML is not.
    expect(html).toBe(`<p><span>one</span></p>\n<div class="box">${READY}</div>\n<p><i>two</i></p>`);
  });

  it('stays when raw HTML is turned off, and is not counted as raw HTML', async () => {
    const { html, ctx } = await render('<br>\n\nREADY\n', false);
    expect(html).toBe(`\n<div class="box">${READY}</div>`);
    expect(ctx.diagnostics.map((d) => [d.name, d.message])).toEqual([
      ['RawHtmlDisabled', 'Raw HTML "<br>" is left out.'],
    ]);
  });
});
