import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { type JsxRuntime, plainAnchors } from '@docgen/shared/plain-anchors';

const plain = plainAnchors(jsxRuntime as unknown as JsxRuntime, { createElement } as never);
const html = (element: unknown) => renderToString(element as never);

describe('plainAnchors', () => {
  it("marks a site path's plain <a>, with either JSX transform, as the host's (unchecked, loaded in full)", () => {
    expect(html(plain.runtime.jsx('a', { href: '/7.0.0', children: 'v7' }))).toBe(
      '<a href="/7.0.0" data-dg-pathname="">v7</a>',
    );
    expect(html(plain.runtime.jsxs('a', { href: '#setup', children: ['Set', 'up'] }))).toBe(
      '<a href="#setup" data-dg-pathname="">Set<!-- -->up</a>',
    );
    expect(html(plain.createElement('a', { href: 'guide' }, 'Guide'))).toBe(
      '<a href="guide" data-dg-pathname="">Guide</a>',
    );
    expect(html(plain.runtime.jsxDEV('a', { href: '/x' }, undefined, false))).toBe(
      '<a href="/x" data-dg-pathname=""></a>',
    );
  });

  it("leaves another origin's link, an <a> without href, other elements and components as they are", () => {
    expect(html(plain.runtime.jsx('a', { href: 'https://example.com/', children: 'out' }))).toBe(
      '<a href="https://example.com/">out</a>',
    );
    expect(html(plain.runtime.jsx('a', { id: 'top' }))).toBe('<a id="top"></a>');
    expect(html(plain.createElement('a', null, 'none'))).toBe('<a>none</a>');
    expect(html(plain.runtime.jsx('link', { href: '/x.css', rel: 'stylesheet' }))).toBe(
      '<link href="/x.css" rel="stylesheet"/>',
    );
    const Link = (props: { href: string }) => jsxRuntime.jsx('a', props);
    expect(html(plain.runtime.jsx(Link, { href: '/docs' }))).toBe('<a href="/docs"></a>');
  });
});
