import { Fragment, isValidElement } from 'react';
import type { IslandValue } from '@docgen/shared/islands';
import { decodeHTMLStrict } from 'entities';

/**
 * Characters of shadow props one slot may carry: a component that reads its children (a
 * terminal animation reading the code block it wraps) gets what it reads, but a slot of a long
 * section does not carry its text twice (its HTML already holds it).
 */
export const SHADOW_BUDGET = 16_384;

/**
 * What a component reading a slot's element sees of its props (`children.props.children`, a
 * `className`): text, numbers, plain objects and, for elements, their own props as shadows;
 * functions and other values are left out. Undefined when nothing is readable or the budget is
 * spent: the slot then travels as HTML alone.
 */
export function shadowProps(props: Record<string, unknown>): Record<string, IslandValue> | undefined {
  let left = SHADOW_BUDGET;
  const over = () => left < 0;
  const value = (v: unknown, depth: number): IslandValue | undefined => {
    if (v === null || typeof v === 'boolean') return v;
    if (typeof v === 'string') {
      left -= v.length;
      return v;
    }
    if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
    if (depth > 24 || typeof v !== 'object') return undefined;
    if (Array.isArray(v)) return v.map((x) => value(x, depth + 1) ?? null);
    if (isValidElement(v)) {
      const element = v as { type: unknown; key: string | null; props: Record<string, unknown> };
      const host = typeof element.type === 'string';
      const type = host
        ? (element.type as string)
        : element.type === Fragment
          ? '#'
          : ((element.type as { displayName?: string; name?: string }).displayName ??
            (element.type as { name?: string }).name ??
            '');
      left -= 32;
      return {
        $dg: 'shadow',
        type,
        ...(host ? { host: true } : {}),
        ...(element.key ? { key: element.key } : {}),
        props: record(element.props, depth + 1),
      };
    }
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null ? record(v as Record<string, unknown>, depth + 1) : undefined;
  };
  const record = (o: Record<string, unknown>, depth: number): Record<string, IslandValue> => {
    const out: Record<string, IslandValue> = {};
    for (const [k, v] of Object.entries(o)) {
      // React's own and docgen's internal props are nothing a component reads.
      if (k === 'dangerouslySetInnerHTML' || k.startsWith('$')) continue;
      const e = value(v, depth);
      if (e !== undefined) out[k] = e;
      if (over()) break;
    }
    return out;
  };
  const out = record(props, 0);
  return over() || Object.keys(out).length === 0 ? undefined : out;
}

/**
 * What Docusaurus' MDX gives a component for a fence (`<pre><code className="language-x">text`)
 * where docgen's page holds its highlighted block (`figure.dg-code`): the code element with the
 * language it is highlighted as (an alias is its language: `console` is `shellsession`) and its
 * text, read from the block's HTML. Undefined for any other element.
 */
export function codeBlockShadow(
  type: unknown,
  props: Record<string, unknown>,
): Record<string, IslandValue> | undefined {
  if (type !== 'figure' || typeof props.className !== 'string' || !props.className.split(' ').includes('dg-code'))
    return undefined;
  const html = bodyHtml(props.children);
  const code = html === undefined ? undefined : /<code[^>]*>([\s\S]*)<\/code>/.exec(html)?.[1];
  if (code === undefined || code.length > SHADOW_BUDGET * 8) return undefined;
  const text = decodeHTMLStrict(code.replace(/<[^>]*>/g, ''));
  const language = typeof props['data-lang'] === 'string' ? props['data-lang'] : 'text';
  return {
    children: {
      $dg: 'shadow',
      type: 'code',
      host: true,
      props: { className: `language-${language}`, children: text.endsWith('\n') ? text : `${text}\n` },
    },
  };
}

/** The highlighted HTML of a code block's body (`div.dg-code__body`), among the figure's children. */
function bodyHtml(children: unknown): string | undefined {
  for (const child of Array.isArray(children) ? children : [children]) {
    if (!isValidElement(child)) continue;
    const p = child.props as { className?: unknown; dangerouslySetInnerHTML?: { __html?: unknown } };
    if (p.className === 'dg-code__body' && typeof p.dangerouslySetInnerHTML?.__html === 'string')
      return p.dangerouslySetInnerHTML.__html;
  }
  return undefined;
}
