/**
 * Shiki with two colour themes tokenizes every block twice (`codeToTokensWithThemes` runs the
 * grammar once per theme, then aligns the two token lists). The grammar's work (its regular
 * expressions, three quarters of the cost) does not depend on the theme: only the colour each
 * scope resolves to does. This runs the grammar once, under a theme whose "colour" for a scope
 * path is the pair of both themes' styles, and hands shiki the same line twice, decoded for
 * each theme: shiki's own code turns the tokens into HTML, so the markup is the one two passes
 * give (the token boundaries are where either theme's style changes, which is what shiki's
 * alignment of the two lists gives).
 */
import type { CodeToHastOptions, Highlighter, ShikiPrimitive, ThemeRegistrationResolved } from 'shiki';
import { codeToHast } from 'shiki/core';
import { EncodedTokenMetadata, type IGrammar, type StateStack, Theme } from 'shiki/textmate';
import { LineMemo, type LineResult } from './line-memo.js';

/** A style as vscode-textmate's themes give it (font style -1 and colour ids 0: not set, inherited). */
interface Style {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}

/** The parts of a scope path a theme's `match` reads. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

/** Pairs fit in the 9 foreground and 8 background bits of a token's metadata, 0 meaning "not set" in each. */
const FG = 511;
const MAX_PAIRS = FG * 255;

/**
 * The theme the grammar runs under: a scope path's "style" names the pair of both themes'
 * effective styles at that path (with what each inherits from the enclosing scopes: vscode-
 * textmate merges a path's match into its parent's attributes, which a pair must do per theme).
 */
class PairTheme {
  /** Each pair's styles, by id; and the style that names it. */
  private readonly pairs: Style[][] = [];
  private readonly named: Style[] = [];
  /** Pair ids: from the enclosing path's pair (-1: the themes' defaults) through each theme's own match. */
  private readonly next = new Map<number, Map<number, unknown>>();
  private readonly idOf = new WeakMap<ScopePath, number>();
  private readonly defaultStyles: Style[];
  private readonly defaults: Style;

  constructor(readonly themes: Theme[]) {
    this.defaultStyles = themes.map((t) => t.getDefaults());
    this.defaults = this.named[this.add(this.defaultStyles)]!;
  }

  getDefaults(): Style {
    return this.defaults;
  }

  getColorMap(): string[] {
    return [];
  }

  match(path: ScopePath | null): Style {
    return path === null ? this.defaults : this.named[this.id(path)]!;
  }

  /** Each theme's style of a pair. */
  decode(foregroundId: number, backgroundId: number): Style[] {
    return this.pairs[foregroundId - 1 + (backgroundId - 1) * FG]!;
  }

  /** The pair at `path`: each theme's match merged into what it inherits (vscode-textmate's `mergeAttributes`). */
  private id(path: ScopePath): number {
    let id = this.idOf.get(path);
    if (id !== undefined) return id;
    const parent = path.parent === null ? -1 : this.id(path.parent);
    const own = this.themes.map((theme) => theme.match(path as never) as Style | null);
    let node: Map<number, unknown> | undefined = this.next.get(parent);
    if (!node) this.next.set(parent, (node = new Map()));
    for (let i = 0; i < own.length; i++) {
      const s = own[i];
      // Font style 4 bits + 1, foreground 9 bits, background 8 bits: one number per theme.
      const key = s ? s.fontStyle + 1 + (s.foregroundId << 5) + (s.backgroundId << 14) : -1;
      const last = i === own.length - 1;
      let child = node.get(key);
      if (child === undefined) {
        if (last) {
          const base = parent === -1 ? this.defaultStyles : this.pairs[parent]!;
          child = this.add(
            own.map((o, t) => {
              const b = base[t]!;
              if (!o) return b;
              return {
                fontStyle: o.fontStyle !== -1 ? o.fontStyle : b.fontStyle,
                foregroundId: o.foregroundId !== 0 ? o.foregroundId : b.foregroundId,
                backgroundId: o.backgroundId !== 0 ? o.backgroundId : b.backgroundId,
              };
            }),
          );
        } else child = new Map<number, unknown>();
        node.set(key, child);
      }
      if (last) id = child as number;
      else node = child as Map<number, unknown>;
    }
    this.idOf.set(path, id!);
    return id!;
  }

  /** The id of a list of styles (each theme's), new or known. */
  private add(styles: Style[]): number {
    const key = styles.map((s) => `${s.fontStyle},${s.foregroundId},${s.backgroundId}`).join(';');
    let id = this.byKey.get(key);
    if (id === undefined) {
      id = this.pairs.length;
      if (id >= MAX_PAIRS) throw new Error('too many colour pairs for one tokenization');
      this.pairs.push(styles);
      this.named.push({ fontStyle: 0, foregroundId: 1 + (id % FG), backgroundId: 1 + Math.floor(id / FG) });
      this.byKey.set(key, id);
    }
    return id;
  }

  private readonly byKey = new Map<string, number>();
}

interface ThemeState {
  names: string[];
  textmate: Theme[];
  pair: PairTheme;
  /** Each grammar's lines under the pair, kept across blocks (a grammar shiki reloads is a new one). */
  lines: WeakMap<IGrammar, LineMemo>;
}

const states = new WeakMap<ShikiPrimitive, Map<string, ThemeState>>();
/** Highlighters whose grammars' registry may hold a pair theme. */
const paired = new WeakSet<ShikiPrimitive>();

function themeState(primitive: ShikiPrimitive, names: string[]): ThemeState {
  let byNames = states.get(primitive);
  if (!byNames) states.set(primitive, (byNames = new Map()));
  const key = names.join('\0');
  let state = byNames.get(key);
  if (!state) {
    const textmate = names.map((n) => Theme.createFromRawTheme(primitive.getTheme(n) as never));
    state = { names, textmate, pair: new PairTheme(textmate), lines: new WeakMap() };
    byNames.set(key, state);
  }
  return state;
}

/**
 * `highlighter.codeToHast(code, options)` for `options.themes` of two or more themes, with one
 * run of the grammar (other options: shiki's own `codeToHast`). The pair theme is left set in the
 * highlighter's registry: a highlighter used here must not also be used with its own
 * `codeToHast`, which would colour with it.
 */
export function codeToHastOnce(highlighter: Highlighter, code: string, options: CodeToHastOptions) {
  const themes = 'themes' in options && options.themes ? Object.values(options.themes).filter(Boolean) : [];
  const primitive = highlighter.getInternalContext();
  if (themes.length < 2 || themes.some((t) => typeof t !== 'string')) {
    // shiki sets a theme only when another was set last: after a pair, make it set its own.
    if (paired.delete(primitive)) primitive.setTheme('none');
    return highlighter.codeToHast(code, options);
  }
  paired.add(primitive);
  const state = themeState(primitive, themes as string[]);
  let current = 0;
  // One call's lines by the grammar state they start in: the second theme's pass asks for the
  // same lines from the same states, the first's results.
  const memo = new Map<StateStack, Map<string, LineResult>>();
  const grammars = new Map<string, IGrammar>();
  const proxy: ShikiPrimitive = {
    ...primitive,
    setTheme(theme) {
      const name = typeof theme === 'string' ? theme : (theme.name ?? '');
      current = state.names.indexOf(name);
      if (current === -1) throw new Error(`theme ${name} is not one of the pair`);
      return {
        theme: primitive.getTheme(name) as ThemeRegistrationResolved,
        colorMap: state.textmate[current]!.getColorMap(),
      };
    },
    getLanguage(name) {
      const grammar = primitive.getLanguage(name);
      let wrapped = grammars.get(grammar.name ?? '');
      if (!wrapped) {
        wrapped = pairGrammar(grammar, state, memo, () => current);
        grammars.set(grammar.name ?? '', wrapped);
      }
      return wrapped as ReturnType<ShikiPrimitive['getLanguage']>;
    },
  };
  return codeToHast(proxy, code, options);
}

function pairGrammar(
  grammar: IGrammar & { name?: string; themeProvider?: { setTheme(theme: unknown): void } },
  state: ThemeState,
  memo: Map<StateStack, Map<string, LineResult>>,
  current: () => number,
): IGrammar & { name?: string } {
  const registry = grammar.themeProvider;
  if (!registry) throw new Error('shiki grammar without a theme provider');
  let lineMemo = state.lines.get(grammar);
  if (!lineMemo) state.lines.set(grammar, (lineMemo = new LineMemo()));
  const tokenize = (line: string, stack: StateStack | null, timeLimit?: number) => () => {
    registry.setTheme(state.pair);
    return grammar.tokenizeLine2(line, stack, timeLimit) as LineResult;
  };
  return {
    name: grammar.name,
    tokenizeLine: grammar.tokenizeLine.bind(grammar),
    tokenizeLine2(line: string, stack: StateStack | null, timeLimit?: number) {
      const from = (stack ?? null) as StateStack;
      let lines = memo.get(from);
      if (!lines) memo.set(from, (lines = new Map()));
      let result = lines.get(line);
      if (!result) {
        result = lineMemo.line(line, from, tokenize(line, stack, timeLimit));
        lines.set(line, result);
      }
      return { ...result, tokens: decodeTokens(result.tokens, state.pair, current()) };
    },
  } as IGrammar & { name?: string };
}

/** A line's tokens with each token's pair replaced by theme `index`'s style. */
function decodeTokens(tokens: Uint32Array, pair: PairTheme, index: number): Uint32Array {
  const out = new Uint32Array(tokens.length);
  for (let i = 0; i < tokens.length; i += 2) {
    const metadata = tokens[i + 1]!;
    const style = pair.decode(
      EncodedTokenMetadata.getForeground(metadata),
      EncodedTokenMetadata.getBackground(metadata),
    )[index]!;
    out[i] = tokens[i]!;
    // Language, token type and brackets kept (0, 8, null: not set); the theme's style set.
    out[i + 1] = EncodedTokenMetadata.set(
      metadata,
      0,
      8,
      null,
      style.fontStyle,
      style.foregroundId,
      style.backgroundId,
    );
  }
  return out;
}
