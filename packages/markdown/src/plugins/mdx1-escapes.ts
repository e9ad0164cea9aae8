import type { Processor } from 'unified';

/**
 * The ASCII punctuation MDX 1 (remark-parse 8 without its `commonmark` option, Docusaurus 2's
 * parser) lets a backslash escape: markdown-escapes' defaults and its `gfm` set.
 */
const MDX1_ESCAPABLE = new Set([...'\\`*{}[]()#+-.!_>~|'].map((c) => c.charCodeAt(0)));

function asciiPunctuation(code: number | null): boolean {
  return (
    code !== null &&
    ((code >= 33 && code <= 47) ||
      (code >= 58 && code <= 64) ||
      (code >= 91 && code <= 96) ||
      (code >= 123 && code <= 126))
  );
}

interface Effects {
  enter(type: string): void;
  exit(type: string): void;
  consume(code: number | null): void;
}
type State = (code: number | null) => State | undefined;

/** Whether MDX 1 read a backslash before this character as text (punctuation it does not escape). */
export function mdx1KeepsBackslash(next: string): boolean {
  const code = next.charCodeAt(0);
  return next.length === 1 && asciiPunctuation(code) && !MDX1_ESCAPABLE.has(code);
}

/** A backslash before punctuation MDX 1 does not escape (`\&`, `\<`, `\"`): text, as MDX 1 read it. */
const literalBackslash = {
  name: 'mdx1LiteralBackslash',
  tokenize(effects: Effects, ok: State, nok: State): State {
    const after: State = (code) => {
      if (!asciiPunctuation(code) || MDX1_ESCAPABLE.has(code!)) return nok(code);
      effects.exit('data');
      return ok(code);
    };
    return (code) => {
      effects.enter('data');
      effects.consume(code);
      return after;
    };
  },
};

/**
 * Markdown read as Docusaurus 2 read it (`markdown.mdx1Compat.syntax`): MDX 1 escaped only some
 * punctuation, so `\[object\&lt;string>]` showed `\<` there, and a heading's id was made from that
 * text (`objectstring`, which the site's links name), where CommonMark makes `\&` an `&` (`objectlt…`).
 * The punctuation after the backslash is then read as it would be alone (`&lt;` an entity).
 */
export function remarkMdx1Escapes(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push({ text: { 92: literalBackslash } });
}
