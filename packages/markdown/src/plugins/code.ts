import type { Element, ElementContent, Root } from 'hast';
import { h, hastToString } from '../vendor/unified.js';
// The list of languages only: shiki itself (110 ms to load) is imported when a block must be highlighted.
import { bundledLanguages } from 'shiki/langs';
import { createRequire } from 'node:module';
import type { VFile } from 'vfile';
import { didYouMean } from '@docgen/diagnostics';
import { DOM } from '@docgen/shared';
import { MERMAID } from '@docgen/shared/mermaid';
import { ctxOf, t } from '../context.js';
import { renderFlow } from './flow.js';
import { createHash } from 'node:crypto';
import { fenceNames } from '../fences.js';
import { LANGUAGE_ALIASES, PLAIN_LANGUAGES } from '../languages.js';
import { type MagicComment, parseMagicComments } from './magic-comments.js';
import { isTwoslash, twoslashCode, twoslashInclude } from './twoslash.js';
import { walk } from './walk.js';
import type { BlockRequest } from '../highlight/block.js';
import { type CodeThemes, PRELOADED_LANGUAGES, readyHighlighter } from '../highlight/highlighters.js';
import type { HighlightThread } from '../highlight/remote.js';
import { nodePlace, takePlaceMark } from '../place.js';

// shiki's core and its TextMate runtime (about 40 ms of CPU to load, with the HTML serializer
// shiki brings) only once a block must be highlighted: a build whose blocks all come from the
// highlight cache, or a site without code, never loads them.
let blocks: Promise<typeof import('../highlight/block.js')> | undefined;

export interface CodeOptions {
  themes: CodeThemes;
  /** Languages to load before the first block is highlighted (the site's fences). */
  preload?: string[];
  /**
   * Highlighted blocks kept across builds (`.docgen/cache`, namespace `highlight`). A page whose
   * blocks are all in it is rendered without creating the highlighter, which costs more (wasm,
   * grammars: about 0.6 s per process) than the page itself.
   */
  store?: HighlightStore;
  /** Docusaurus' magic comments (`// highlight-next-line`…); none when unset. */
  magicComments?: readonly MagicComment[];
  /** Fence languages highlighted as another language (`markdown.languageAliases`). */
  languageAliases?: Readonly<Record<string, string>>;
  /** ```mermaid blocks are diagrams (`markdown.mermaid`), drawn in the browser; else code. */
  mermaid?: boolean;
  /** ```flow blocks are step diagrams (`markdown.flowDiagrams`, on unless false); else Flow code. */
  flowDiagrams?: boolean;
  /**
   * Blocks highlighted on a thread of their own: the page's HTML holds a mark per block until
   * `thread.settle(html)` (a production build's markdown stage; absent: highlighted in place).
   */
  thread?: HighlightThread;
}

/** Persistent highlighted blocks (shiki's HTML for one `<pre>`) by key. */
export interface HighlightStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/**
 * Languages named by the code fences of some markdown sources (normalized, known to shiki only):
 * from the names discover noted (`SourceFile.fences`), else from the text.
 */
export function fenceLanguages(sources: Iterable<{ body: string; fences?: string[] }>): string[] {
  const found = new Set<string>();
  for (const source of sources) {
    for (const name of source.fences ?? fenceNames(source.body)) {
      const lang = ALIASES[name] ?? name;
      if (lang in bundledLanguages) found.add(lang);
    }
  }
  return [...found].sort();
}

const ALIASES = LANGUAGE_ALIASES;

/** Parses the code fence meta: `title="…" {1,3-5} showLineNumbers`. */
export function parseMeta(meta: string): { title?: string; highlight: Set<number>; lineNumbers: boolean } {
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges?.[1]) {
    for (const part of ranges[1].split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (a === undefined || Number.isNaN(a)) continue;
      for (let i = a; i <= (b ?? a); i++) highlight.add(i);
    }
  }
  const titleText = title ? (title[1] ?? title[2]) : undefined;
  return {
    ...(titleText !== undefined ? { title: titleText } : {}),
    highlight,
    lineNumbers: /\bshowLineNumbers\b/.test(meta),
  };
}

/**
 * What to do with a language shiki lacks: a known name close to it, else (a site's own Prism
 * language, `questdb-sql`) an alias to the known language its name holds.
 */
function unknownLanguageFix(rawLang: string, info: string): string {
  // A fence with no language whose info string starts with its meta: CommonMark reads the first
  // word as the language, so Docusaurus (and docgen) show neither the title nor the highlighting.
  if (META_FIRST.test(rawLang))
    return `the fence names no language, so the first word of its meta is read as one: write a language first (\`\`\`text ${info}).`;
  // A configuration file's extension names no one language: the format it holds does.
  if (CONFIG_NAMES.has(rawLang))
    return `"${rawLang}" names no one language: write the format the block holds (ini for key = value lines, nginx, apache, toml, yaml, properties…), or ${ownAlias(rawLang)}.`;
  // Shiki's names and the names docgen highlights as one of them (\`env\` as dotenv).
  const close = didYouMean(rawLang, new Set([...Object.keys(bundledLanguages), ...Object.keys(ALIASES)]));
  const part = rawLang.split(/[-_.]/).find((p) => p !== rawLang && (p in bundledLanguages || p in ALIASES));
  const alias = part
    ? `highlight it as ${ALIASES[part] ?? part}: markdown: { languageAliases: { '${rawLang}': '${ALIASES[part] ?? part}' } } in docgen.config.ts`
    : undefined;
  // A language of the site's own (a Prism grammar it registers, `abnf`) is written on every
  // block: one alias in the config highlights them all, where editing each fence is a chore.
  const own = ownAlias(rawLang);
  if (close && alias) return `${close.replace(/\?$/, '')}, or ${alias}.`;
  if (close) return `${close} If "${rawLang}" is a language of its own (a Prism grammar the site adds), ${own}.`;
  if (alias) return `${alias}.`;
  return `write a language shiki knows (bash, json, javascript, python, php, go, yaml, http…) or \`text\` in the fence, or ${own}.`;
}

/**
 * Past this many characters a block is shown in the theme's colours without its tokens: a
 * tokenized block weighs about six times its text (Google Maps' directions examples, 15-30 KB of
 * JSON each, made a 2 MB page), and a reader scrolls, rather than reads, code that long.
 */
export const LARGE_BLOCK_CHARS = 10_000;

/**
 * What a language name can be (shiki's and Prism's: `c++`, `c#`, `objective-c`, `vb.net`): a
 * "language" with other characters (`<quantity>`, `$`) is code written on the fence's line.
 */
const LANGUAGE_NAME = /^[\w+#.-]+$/;

/** A fence's meta where its language should be (`title="…"`, `{1,3}`). */
const META_FIRST = /^[a-z][\w-]*=|^\{/;

/** Fence names of configuration files, whatever their format. */
const CONFIG_NAMES = new Set(['conf', 'cfg', 'cnf', 'config', 'configuration']);

/** The config line that gives a fence name a language on every block. */
function ownAlias(rawLang: string): string {
  return `give "${rawLang}" a language for every block: markdown: { languageAliases: { '${rawLang}': 'text' } } in docgen.config.ts (any language shiki bundles in place of text)`;
}

let shikiVersion: string | undefined;

/**
 * What a highlighted block depends on besides its text: shiki's version (grammars and themes
 * ship with it) and the set of grammars loaded before highlighting (they inject into each other).
 */
function highlightContext(options: CodeOptions): string {
  shikiVersion ??= (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
  const langs = [...new Set([...PRELOADED_LANGUAGES, ...(options.preload ?? [])])].sort();
  const magic = JSON.stringify(options.magicComments ?? []);
  return `${shikiVersion}\0${options.themes.light}\0${options.themes.dark}\0${langs.join(',')}\0${magic}`;
}

/** Highlights code blocks at build time (shiki, light and dark themes switched by CSS) and draws `flow` blocks. */
export function rehypeCode(options: CodeOptions) {
  let context: string | undefined;
  return async (tree: Root, file: VFile) => {
    const ctx = ctxOf(file);
    const found: { pre: Element; code: Element; parent: Root | Element }[] = [];
    const marked = new Map<Element, ReturnType<typeof takePlaceMark>>();
    walk<Element, Root | Element>(tree, 'element', (node, _, parent) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      const place = takePlaceMark(node, code);
      if (node.data?.throughComponents) return;
      if (place) marked.set(node, place);
      if (code) found.push({ pre: node, code, parent });
    });
    const writtenLangOf = (code: Element) =>
      (((code.properties.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-')) ?? '').slice(
        'language-'.length,
      );
    const langOf = (code: Element) => writtenLangOf(code).toLowerCase();
    const metaOf = (code: Element) => String((code.data as { meta?: string } | undefined)?.meta ?? '');
    const includes = new Map<string, string>();
    for (const { pre, code, parent } of found) {
      const name = twoslashInclude(langOf(code), metaOf(code));
      if (name === undefined) continue;
      includes.set(name, hastToString(code).replace(/\n$/, ''));
      parent.children.splice(parent.children.indexOf(pre), 1);
    }
    for (const { pre, code, parent } of found) {
      const rawLang = langOf(code);
      const meta = metaOf(code);
      if (twoslashInclude(rawLang, meta) !== undefined) continue;
      const written = hastToString(code).replace(/\n$/, '');
      const source = isTwoslash(meta) ? twoslashCode(written, includes) : written;
      if (rawLang === 'flow' && options.flowDiagrams !== false) {
        const svg = renderFlow(source);
        pre.tagName = 'figure';
        pre.properties = { className: ['dg-flow'] };
        pre.children = [svg];
        continue;
      }
      if (rawLang === 'mermaid' && options.mermaid) {
        const diagram = mermaidDiagram(source);
        pre.tagName = diagram.tagName;
        pre.properties = diagram.properties;
        pre.children = diagram.children;
        continue;
      }
      const aliased = options.languageAliases?.[rawLang]?.toLowerCase();
      let lang = aliased ? (ALIASES[aliased] ?? aliased) : (ALIASES[rawLang] ?? rawLang);
      if (!PLAIN_LANGUAGES.has(lang) && !(lang in bundledLanguages)) {
        const info = [writtenLangOf(code), meta].filter(Boolean).join(' ');
        const metaFirst = !aliased && META_FIRST.test(rawLang);
        const lostText = !aliased && !LANGUAGE_NAME.test(rawLang) && !metaFirst;
        ctx.diagnostics.push({
          name: 'UnknownCodeLanguage',
          severity: 'warning',
          message: lostText
            ? `The code block's first line "${info}" is its info string, not code: it is not shown, and "${rawLang}" is not a language.`
            : metaFirst
              ? `The code block names no language: its info string "${info}" starts with its meta, whose first word is read as the language; it is shown without highlighting${/title=/.test(info) ? ' or title' : ''}.`
              : `Code block language "${writtenLangOf(code)}" is unknown and shown without highlighting.`,
          file: ctx.relFile,
          // A block a site's plugin made without a position is told at its parent's (a list item, the
          // page); one it copied from a file it names (an OpenAPI document) is told there.
          ...(marked.get(pre) ?? nodePlace(ctx, tree, pre, code, parent)),
          why: lostText
            ? "CommonMark reads the rest of a fence's opening line as its info string: the language, then the meta."
            : metaFirst
              ? "CommonMark reads the first word of a fence's info string as its language and the rest as its meta; Docusaurus shows such a block without title and highlighting too."
              : 'Code is highlighted by shiki, which knows its bundled languages and their aliases only.',
          fix: aliased
            ? `markdown.languageAliases gives "${rawLang}" the language "${aliased}", which shiki does not know either: name one it bundles (sql, bash, json…).`
            : lostText
              ? `move "${info}" to the line below the fence, and name a language after the backticks (\`\`\`text); Docusaurus does not show that line either.`
              : unknownLanguageFix(rawLang, info),
          // One language unknown in a site's every block of it is one fault: told once, its blocks listed.
          ...(lostText || metaFirst ? {} : { repeats: { key: rawLang, unit: 'blocks' } }),
        });
        lang = 'text';
      }
      if (PLAIN_LANGUAGES.has(lang)) lang = 'text';
      const { title, highlight, lineNumbers } = parseMeta(meta);
      // As in Docusaurus, a range in the meta turns magic comments off, and so does a fence
      // without a language.
      const magic =
        rawLang === '' || /\{[\d,\s-]+\}/.test(meta)
          ? undefined
          : parseMagicComments(source, rawLang, options.magicComments ?? []);
      const text = magic?.code ?? source;
      // The store (the build cache's, in memory for the build) also finds a block repeated in
      // another locale: a memory cache of blocks beside it bought under a tenth (docs/benchmarks.md).
      const storeKey =
        options.store || options.thread
          ? sha256(`${(context ??= highlightContext(options))}\0${rawLang}\0${lang}\0${meta}\0${source}`)
          : '';
      let html = options.store?.get(storeKey);
      if (typeof html !== 'string') html = undefined;
      if (html === undefined) {
        const request: BlockRequest = {
          text,
          lang: text.length > LARGE_BLOCK_CHARS ? 'text' : lang,
          themes: options.themes,
          highlight: [...highlight],
          marked: [...(magic?.classes ?? [])],
          lineNumbers,
        };
        if (options.thread) html = options.thread.mark(storeKey, request);
        else {
          // Created on the first block that is in neither cache: see `CodeOptions.store`.
          const [highlighter, { highlightBlock }] = await Promise.all([
            readyHighlighter(options.themes, options.preload, request.lang),
            (blocks ??= import('../highlight/block.js')),
          ]);
          html = await highlightBlock(highlighter, request);
          options.store?.set(storeKey, html);
        }
      }
      // Shiki's finished HTML goes in as it is: a tree of one span per token would be copied,
      // walked by every later step and serialized again on each page that shows the block.
      const highlighted: ElementContent = { type: 'raw', value: html } as unknown as ElementContent;
      const body: ElementContent[] = [
        highlighted,
        h(
          'button',
          {
            type: 'button',
            className: ['dg-code__copy'],
            [DOM.copy]: '',
            dataCopiedLabel: t(ctx, 'code.copied', 'Copied'),
          },
          t(ctx, 'code.copy', 'Copy'),
        ),
      ];
      const figure = h('figure', { className: ['dg-code'], dataLang: lang }, [
        ...(title ? [h('figcaption', { className: ['dg-code__title'] }, title)] : []),
        h('div', { className: ['dg-code__body'] }, body),
      ]);
      pre.tagName = figure.tagName;
      pre.properties = figure.properties;
      pre.children = figure.children;
    }
  };
}

/** A diagram as `MERMAID` describes it: its source shown until the browser draws it. */
function mermaidDiagram(source: string): Element {
  return h('div', { className: [MERMAID.className], [MERMAID.attr]: '' }, [
    h('pre', { className: [MERMAID.sourceClass] }, [h('code', source)]),
  ]);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
