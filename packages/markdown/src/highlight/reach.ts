import type { Highlighter, LanguageRegistration } from 'shiki';
import { bundledLanguages } from 'shiki/langs';

type Grammars = LanguageRegistration[];

/** Each bundled language's module: its grammar last, the grammars it embeds before it. */
const modules = new Map<string, Promise<Grammars>>();

function grammarsOf(lang: string): Promise<Grammars> {
  let grammars = modules.get(lang);
  if (!grammars) {
    const load = bundledLanguages[lang as keyof typeof bundledLanguages];
    grammars = load ? load().then((m) => m.default as Grammars) : Promise.resolve([]);
    modules.set(lang, grammars);
  }
  return grammars;
}

/** The scope names a grammar includes from other grammars (`"include": "source.css#rule"`). */
const included = new WeakMap<LanguageRegistration, Set<string>>();

function includedScopes(grammar: LanguageRegistration): Set<string> {
  let scopes = included.get(grammar);
  if (scopes) return scopes;
  scopes = new Set();
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === 'include' && typeof item === 'string' && !item.startsWith('#') && !item.startsWith('$')) {
        scopes!.add(item.split('#')[0]!);
      } else walk(item);
    }
  };
  walk(grammar);
  included.set(grammar, scopes);
  return scopes;
}

/** Whether `injector` injects into `scope` (vscode-textmate looks injections up by the scope's dotted prefixes). */
function injectsInto(injector: LanguageRegistration, scope: string): boolean {
  return (injector.injectTo ?? []).some((target) => scope === target || scope.startsWith(`${target}.`));
}

/** Per highlighter, the languages whose reach is loaded, with the number of languages loaded then. */
const reached = new WeakMap<Highlighter, Map<string, number>>();

/**
 * Loads into `highlighter` the grammars a block of `lang` can reach, among the grammars of
 * `pool` (the build's fixed set, `PRELOADED_LANGUAGES` and the site's fences) and of `lang`:
 * the grammars it embeds, those it includes by scope name and theirs, and those that inject
 * into any of them. A grammar outside that reach cannot change how a `lang` block is tokenized
 * (vscode-textmate resolves includes by scope name and takes injections by the root's scope), so
 * the block comes out as with the whole pool loaded, while a site whose blocks are in four
 * languages no longer compiles the grammars of eighteen (TSX, PHP, Markdown…) before its first
 * block. Languages are loaded in the pool's sorted order, as loading the whole pool did.
 */
export async function loadReach(highlighter: Highlighter, pool: readonly string[], lang: string): Promise<void> {
  // Done for this language while nothing else was loaded since: each block of it asks again.
  let done = reached.get(highlighter);
  if (!done) reached.set(highlighter, (done = new Map()));
  const key = `${pool.join(',')}\0${lang}`;
  const loadedCount = highlighter.getLoadedLanguages().length;
  if (done.get(key) === loadedCount) return;
  // The languages loaded already count as the pool's (one a block loaded outside it, as the whole set had it).
  const names = [...new Set([...pool, ...highlighter.getLoadedLanguages(), lang])]
    .filter((l) => l in bundledLanguages)
    .sort();
  if (!names.includes(lang)) return;
  const byName = new Map<string, LanguageRegistration>();
  const byScope = new Map<string, LanguageRegistration[]>();
  // The language a grammar is first loaded with, in the pool's order: the order to load in.
  const firstWith = new Map<string, number>();
  const arrays = await Promise.all(names.map(grammarsOf));
  arrays.forEach((grammars, i) => {
    for (const grammar of grammars) {
      if (byName.has(grammar.name)) continue;
      byName.set(grammar.name, grammar);
      byScope.set(grammar.scopeName, [...(byScope.get(grammar.scopeName) ?? []), grammar]);
      firstWith.set(grammar.name, i);
    }
  });
  const own = arrays[names.indexOf(lang)]!;
  const reach = new Set<LanguageRegistration>();
  const queue: LanguageRegistration[] = [];
  const add = (grammar: LanguageRegistration | undefined) => {
    if (!grammar || reach.has(grammar)) return;
    reach.add(grammar);
    queue.push(grammar);
  };
  for (const grammar of own) add(grammar);
  const injectors = [...byName.values()].filter((g) => g.injectTo?.length);
  while (queue.length > 0) {
    const grammar = queue.pop()!;
    for (const embedded of grammar.embeddedLangs ?? []) add(byName.get(embedded));
    for (const scope of includedScopes(grammar)) for (const other of byScope.get(scope) ?? []) add(other);
    for (const injector of injectors) if (injectsInto(injector, grammar.scopeName)) add(injector);
  }
  const loaded = new Set(highlighter.getLoadedLanguages());
  const order = [...reach].filter((g) => !loaded.has(g.name)).map((g) => [firstWith.get(g.name)!, g] as const);
  // Each through the language it was first loaded with (that module's grammars, in their order).
  for (const index of [...new Set(order.map(([i]) => i))].sort((a, b) => a - b)) {
    const grammars = arrays[index]!.filter((g) => reach.has(g) && !highlighter.getLoadedLanguages().includes(g.name));
    if (grammars.length > 0) await highlighter.loadLanguage(...grammars);
  }
  done.set(key, highlighter.getLoadedLanguages().length);
}
