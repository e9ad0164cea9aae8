import type { Element } from 'hast';
import type { Highlighter, ShikiTransformer } from 'shiki';
import type { bundledLanguages } from 'shiki/langs';
// shiki's own serializer (hast-util-to-html, the version the unified stack has): the highlight
// thread then loads shiki alone, not the unified bundle.
import { hastToHtml } from 'shiki/core';
import { codeToHastOnce } from './dual-theme.js';
import { preHtml } from './pre-html.js';
import type { CodeThemes } from './highlighters.js';

/** One code block to highlight: everything shiki's HTML for it depends on, as plain data (it crosses to the highlight thread). */
export interface BlockRequest {
  text: string;
  /** A language shiki bundles, or `text`. */
  lang: string;
  themes: CodeThemes;
  /** Lines marked by the fence's `{1,3-5}`. */
  highlight: number[];
  /** Lines marked by magic comments, with their class. */
  marked: [line: number, classNames: string[]][];
  lineNumbers: boolean;
}

/** Shiki's `<pre>` for a block, both colour themes from one tokenization (see dual-theme.ts). */
export async function highlightBlock(highlighter: Highlighter, request: BlockRequest): Promise<string> {
  const { lang, lineNumbers } = request;
  const highlight = new Set(request.highlight);
  const marked = new Map(request.marked);
  const transformers: ShikiTransformer[] = [
    {
      line(node, line) {
        if (highlight.has(line)) this.addClassToHast(node, 'highlighted');
        const classNames = marked.get(line);
        if (classNames) this.addClassToHast(node, classNames);
      },
      pre(node) {
        node.properties.tabindex = '0';
        if (lineNumbers) node.properties['data-line-numbers'] = '';
      },
    },
  ];
  if (lang !== 'text' && !highlighter.getLoadedLanguages().includes(lang))
    await highlighter.loadLanguage(lang as keyof typeof bundledLanguages);
  const root = codeToHastOnce(highlighter, request.text, {
    lang,
    themes: { light: request.themes.light, dark: request.themes.dark },
    defaultColor: 'light',
    transformers,
    // Shiki stops tokenizing a line after 500 ms by default: on a busy machine that would
    // leave a block half-highlighted and make builds differ. Never cut it short.
    tokenizeTimeLimit: 0,
  });
  const pre = root.children.find((c): c is Element => c.type === 'element');
  if (!pre) throw new Error(`shiki gave no <pre> for a ${lang} block`);
  return preHtml(pre) ?? hastToHtml(pre);
}
