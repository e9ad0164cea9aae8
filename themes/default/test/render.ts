import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { PageView } from '@docgen/shared';
import theme from '../src/index.tsx';
import { isEl, parse, type El } from './html.ts';

/** Renders a view as the build does and returns the HTML and its tree. */
export function render(view: PageView, content?: ReactElement): { html: string; doc: El } {
  const html = renderToString(theme.renderPage(view, content) as ReactElement);
  return { html, doc: parse(html) };
}

/**
 * UI strings of `other` that must not appear on a page in `code`: every string whose text
 * differs between the two locales (after filling placeholders with nothing).
 */
export function foreignStrings(code: string, other: string): string[] {
  const mine = theme.strings[code]!;
  const theirs = theme.strings[other]!;
  return Object.entries(theirs)
    .filter(([key, value]) => value !== mine[key] && !/\{\w+\}/.test(value) && value.length > 3)
    .map(([, value]) => value);
}

/**
 * Everything a reader meets on the page in its language: text and attribute values of the body,
 * leaving out parts marked in another language (`lang`, e.g. the locale switcher's names).
 */
export function readerText(doc: El, pageLang: string): string {
  const parts: string[] = [];
  const walk = (el: El) => {
    if (el.attrs.lang && el.attrs.lang !== pageLang) return;
    if (el.tag === 'script' || el.tag === 'style') return;
    parts.push(
      ...Object.entries(el.attrs)
        .filter(([k]) => k !== 'href' && k !== 'class')
        .map(([, v]) => v),
    );
    for (const child of el.children) {
      if (isEl(child)) walk(child);
      else parts.push(child);
    }
  };
  walk(doc);
  return parts.join('\n');
}

/** Whether `s` occurs in `haystack` as whole words. */
export function containsWords(haystack: string, s: string): boolean {
  const escaped = s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(haystack);
}
