import { createElement, type ReactNode } from 'react';

/**
 * Elements of an island's props that the browser cannot make again (an imported Markdown file's
 * content, a component local to the page) travel as static HTML (`docgen-slot`). That HTML is
 * the island's own render of them, where the island puts them: they read the island's contexts
 * (a `<Card.Header>` of an imported file inside a `<Card>` reads the card's), as in Docusaurus'
 * single tree. Each is rendered between two markers, cut out of the island's HTML afterwards.
 * One the island does not render on the server is rendered alone, outside it.
 */
export class IslandSlots {
  private readonly pending: { value: unknown; where: string; slot: { html: string } }[] = [];

  /** The slot of `value` in the props' JSON: its HTML is filled in by `fill`. */
  add(value: unknown, key: string | undefined, where: string): { $dg: 'html'; html: string; key?: string } {
    const slot = { $dg: 'html' as const, html: placeholder(this.pending.length), ...(key ? { key } : {}) };
    this.pending.push({ value, where, slot });
    return slot;
  }

  /** The server's `h` for decoding: a pending slot is its element itself, between its markers. */
  element(
    h: (type: never, props: Record<string, unknown>, key?: string) => unknown,
  ): (type: never, props: Record<string, unknown>, key?: string) => unknown {
    return (type, props, key) => {
      const html = (props.dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html;
      const n = typeof html === 'string' ? indexOf(html) : undefined;
      if (n === undefined || !this.pending[n]) return h(type, props, key);
      const cut = (k: string) => createElement('template', { [CUT]: String(n), key: k });
      return h(type, { style: props.style, children: [cut('a'), this.pending[n].value as ReactNode, cut('b')] }, key);
    };
  }

  /**
   * The island's HTML without the markers, each slot's HTML taken from between them; `alone`
   * renders a slot the island left out (or all, when the island is not rendered on the server).
   */
  fill(html: string, alone: (value: unknown, where: string) => string): string {
    let out = html;
    this.pending.forEach(({ value, where, slot }, n) => {
      const marker = `<template ${CUT}="${n}"></template>`;
      const start = out.indexOf(marker);
      const end = start < 0 ? -1 : out.indexOf(marker, start + marker.length);
      slot.html = end < 0 ? alone(value, where) : out.slice(start + marker.length, end);
      out = out.replaceAll(marker, '');
    });
    return out;
  }
}

const CUT = 'data-dg-cut';
const PREFIX = '\u0000docgen-slot:';

function placeholder(n: number): string {
  return `${PREFIX}${n}`;
}

function indexOf(html: string): number | undefined {
  return html.startsWith(PREFIX) ? Number(html.slice(PREFIX.length)) : undefined;
}
