import { describe, expect, it } from 'vitest';
import { DOM } from '@docgen/shared';
import { scanHtml } from '../src/render/scan-html.js';

const shiki = (code: string) =>
  `<pre class="shiki shiki-themes github-light github-dark" style="color:#24292e" tabindex="0"><code><span class="line"><span>${code}</span></span></code></pre>`;

const page = (main: string) =>
  `<!doctype html><html lang="en"><head><title>T</title><meta name="description" content="d"></head><body>` +
  `<header aria-label="Main"><a href="/">Home</a></header>` +
  `<div ${DOM.region}="layout" ${DOM.layoutKey}="doc"><main><h2 id="a">A</h2>${main}</main></div>` +
  `<footer><a href="/legal">Legal</a></footer></body></html>`;

describe('scanHtml', () => {
  it('finds the ids and links around highlighted code, and keeps the code in the layout slice', () => {
    const blocks = [shiki('const id = &#x22;&#x3C;a href=x>&#x22;;'), shiki('&#x3C;/pre> id="fake"')];
    const main = `<p>See <a href="/docs/x#y">x</a>.</p><figure class="dg-code">${blocks[0]}</figure><h3 id="b">B</h3><figure>${blocks[1]}</figure><p><a href="#b">back</a></p>`;
    const html = page(main);
    const scan = scanHtml(html);
    expect([...scan.ids]).toEqual(['a', 'b']);
    expect(scan.links).toEqual([
      { href: '/', where: 'navbar "Main"', text: 'Home' },
      { href: '/docs/x#y', where: 'main', text: 'x' },
      { href: '#b', where: 'main', text: 'back' },
      { href: '/legal', where: 'footer', text: 'Legal' },
    ]);
    expect(scan.layout).toEqual({
      html: `<div ${DOM.region}="layout" ${DOM.layoutKey}="doc"><main><h2 id="a">A</h2>${main}</main></div>`,
      key: 'doc',
    });
    expect(scan.title).toBe('T');
    expect(scan.headTags).toEqual(['<meta name="description" content="d">']);
  });

  it('takes the layout slice from its place in the page when code blocks stand before, in and after it', () => {
    const before = shiki('before &#x3C;!--x-->');
    const inside = [shiki('one'), shiki('two, longer than its mark by far: '.repeat(4))];
    const after = shiki('after');
    const layout = `<div ${DOM.region}="layout" ${DOM.layoutKey}="doc"><main>${inside[0]}<p id="p">p</p>${inside[1]}</main></div>`;
    const html =
      `<!doctype html><html><head><title>T</title></head><body><header>${before}<a href="/">Home</a></header>` +
      `${layout}${after}<footer>${after}<a href="/legal">Legal</a></footer></body></html>`;
    const scan = scanHtml(html);
    expect(scan.layout).toEqual({ html: layout, key: 'doc' });
    expect([...scan.ids]).toEqual(['p']);
    expect(scan.links.map((l) => l.href)).toEqual(['/', '/legal']);
  });

  it('scans a page without highlighted code the same way', () => {
    const scan = scanHtml(page('<pre><code>plain <a href="/in-code">kept</a></code></pre>'));
    expect(scan.links.map((l) => l.href)).toEqual(['/', '/in-code', '/legal']);
  });

  it("takes a page's own head scripts whole for in-place navigation, and leaves the theme's", () => {
    const scan = scanHtml(
      '<!doctype html><html><head><script async="" src="https://w.example/e.js" data-dg-head=""></script>' +
        '<title>T</title><script data-default-mode="light">boot()</script>' +
        '<script type="application/ld+json" data-dg-head="">{"a":"<b>"}</script>' +
        '<script type="module" src="/assets/js/main.js"></script></head><body></body></html>',
    );
    expect(scan.headTags).toEqual([
      '<script async="" src="https://w.example/e.js" data-dg-head=""></script>',
      '<script type="application/ld+json" data-dg-head="">{"a":"<b>"}</script>',
    ]);
  });
});
