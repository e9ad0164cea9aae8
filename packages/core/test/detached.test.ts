import { describe, expect, it } from 'vitest';
import { detachedScan } from '../src/util/detached.js';

const page = `<html>${'<a href="/docs/x">X</a>'.repeat(50)}</html>`;
const links = [
  { href: page.slice(9, 16), where: 'main', text: 'X' },
  { href: '', where: 'nav "Docs"', text: '' },
  { href: '/a#b', where: 'footer', text: 'Ünïcode \uD800 lone' },
];

describe('detachedScan', () => {
  it('gives the ids and links back as they were, in order', () => {
    const ids = new Set(['intro', '', 'x-2']);
    expect(detachedScan(ids, links)).toEqual({ ids: ['intro', '', 'x-2'], links });
  });

  it('copies by JSON when a string holds the separator', () => {
    const odd = [...links, { href: '/n\u0000ul', where: 'main', text: 'a\u0000' }];
    expect(detachedScan(['a\u0000b'], odd)).toEqual({ ids: ['a\u0000b'], links: odd });
  });

  it('keeps only the three fields of a link', () => {
    const extra = [{ href: '/x', where: 'main', text: 't', other: 1 }];
    expect(detachedScan([], extra)).toEqual({ ids: [], links: [{ href: '/x', where: 'main', text: 't' }] });
  });

  it('reads no ids and no links as none', () => {
    expect(detachedScan([], [])).toEqual({ ids: [], links: [] });
  });
});
