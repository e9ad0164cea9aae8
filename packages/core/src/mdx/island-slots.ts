import { createElement, type ReactNode } from 'react';
import { SITE_ISLANDS } from '@docgen/shared/islands';

/**
 * Elements of an island's props that the browser cannot make again (an imported Markdown file's
 * content, a component local to the page) travel as static HTML (`docgen-slot`). That HTML is
 * the island's own render of them, where the island puts them: they read the island's contexts
 * (a `<Card.Header>` of an imported file inside a `<Card>` reads the card's), as in Docusaurus'
 * single tree. Each is rendered between two markers, cut out of the island's HTML afterwards.
 * One the island does not render on the server is rendered alone, outside it, and its HTML travels
 * in the props; one the island's HTML holds is only numbered there (the browser reads it from the
 * page), else every parent island carried its children's HTML twice.
 */
export class IslandSlots {
  private readonly pending: { value: unknown; where: string; slot: { html?: string } }[] = [];

  /** The slot of `value` in the props' JSON: its HTML is filled in by `fill`. */
  add(
    value: unknown,
    key: string | undefined,
    where: string,
  ): { $dg: 'html'; html?: string; slot: number; key?: string } {
    const n = this.pending.length;
    const slot: { $dg: 'html'; html?: string; slot: number; key?: string } = {
      $dg: 'html' as const,
      html: placeholder(n),
      slot: n,
      ...(key ? { key } : {}),
    };
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
      const children = [cut('a'), this.pending[n].value as ReactNode, cut('b')];
      return h(type, { style: props.style, [SITE_ISLANDS.slotAttr]: props[SITE_ISLANDS.slotAttr], children }, key);
    };
  }

  /**
   * The island's HTML without the markers; `alone` renders a slot the island left out (or all,
   * when the island is not rendered on the server), whose HTML the props carry.
   */
  fill(html: string, alone: (value: unknown, where: string) => string): string {
    let out = html;
    this.pending.forEach(({ value, where, slot }, n) => {
      const marker = `<template ${CUT}="${n}"></template>`;
      const start = out.indexOf(marker);
      const end = start < 0 ? -1 : out.indexOf(marker, start + marker.length);
      if (end < 0) slot.html = alone(value, where);
      else delete slot.html;
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
