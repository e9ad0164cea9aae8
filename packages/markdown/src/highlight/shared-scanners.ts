import type { RegexEngine } from 'shiki';

type PatternScanner = ReturnType<RegexEngine['createScanner']>;
type Match = ReturnType<PatternScanner['findNextMatchSync']>;
type Subject = Parameters<PatternScanner['findNextMatchSync']>[0];

interface Held {
  /** The pattern compiled alone. */
  scanner: PatternScanner;
  /** Rules' scanners holding it now; at 0 it waits in the idle list, to be taken again or freed. */
  users: number;
  /**
   * Its last search: the string, the position searched from and what was found. Oniguruma keeps
   * the same per pattern (`onig.cc`): a search from a later position of that string needs no new
   * run while the match found starts at or after it (or none was found), since a match starting
   * earlier would have been found first. `\G` (a match at the search's start only) breaks that
   * rule: such a pattern always runs.
   */
  cacheable: boolean;
  string: Subject | undefined;
  from: number;
  found: Match;
}

/** Patterns no rule holds, kept for a rule that asks for them again. */
export const IDLE_SCANNERS = 1024;

/**
 * `engine` with each pattern compiled once, whatever rules' lists it is in. vscode-textmate
 * compiles a rule's patterns into one Oniguruma scanner, and grammars repeat the same patterns
 * in many rules (JavaScript's expression patterns are in most of its rules): the bench corpus'
 * 45 scanners held 1,898 patterns, 351 of them distinct, and compiling them was about a quarter
 * of the highlighting time. A rule whose end pattern has back references (`\1`: a heredoc's tag,
 * a string's quote character) compiles its list again at each begin it matches; here only the
 * pattern that changed is compiled. A rule's scanner searches with each of its patterns and
 * gives the match that starts first, the first pattern's when several start at the same
 * position, which is how Oniguruma's scanner chooses; each pattern's last search is kept, as
 * Oniguruma keeps it, so most patterns are not run again at each step of a line.
 */
export function sharedScanners(engine: RegexEngine, idleLimit = IDLE_SCANNERS): RegexEngine {
  const held = new Map<string, Held>();
  const idle = new Map<string, Held>();
  const take = (pattern: string): Held => {
    let entry = held.get(pattern);
    if (!entry) {
      entry = idle.get(pattern) ?? {
        scanner: engine.createScanner([pattern]),
        users: 0,
        cacheable: !pattern.includes('\\G'),
        string: undefined,
        from: 0,
        found: null,
      };
      idle.delete(pattern);
      held.set(pattern, entry);
    }
    entry.users++;
    return entry;
  };
  const letGo = (pattern: string, entry: Held) => {
    if (--entry.users > 0) return;
    held.delete(pattern);
    idle.set(pattern, entry);
    // The oldest idle pattern goes first (a Map iterates in insertion order).
    if (idle.size > idleLimit) {
      const [oldest, gone] = idle.entries().next().value!;
      idle.delete(oldest);
      gone.scanner.dispose?.();
    }
  };
  return {
    createString: (s) => engine.createString(s),
    createScanner(patterns) {
      if (patterns.some((p) => typeof p !== 'string')) return engine.createScanner(patterns);
      const names = patterns as string[];
      const parts = names.map(take);
      let disposed = false;
      return {
        findNextMatchSync(string, start, options) {
          // Only a line's string object is searched again from later positions (vscode-textmate
          // makes one per line); the find options change what a pattern may match.
          const keep = typeof string !== 'string' && !options;
          let best: Match = null;
          let bestStart = Number.POSITIVE_INFINITY;
          for (let i = 0; i < parts.length; i++) {
            const part = parts[i]!;
            let found: Match;
            if (
              keep &&
              part.cacheable &&
              part.string === string &&
              part.from <= start &&
              (part.found === null || part.found.captureIndices[0]!.start >= start)
            )
              found = part.found;
            else {
              found = part.scanner.findNextMatchSync(string, start, options);
              if (keep && part.cacheable) {
                part.string = string;
                part.from = start;
                part.found = found;
              }
            }
            if (found === null) continue;
            const at = found.captureIndices[0]!.start;
            if (at < bestStart) {
              bestStart = at;
              best = { index: i, captureIndices: found.captureIndices };
              if (at === start) break;
            }
          }
          return best;
        },
        dispose() {
          if (disposed) return;
          disposed = true;
          for (let i = 0; i < names.length; i++) letGo(names[i]!, parts[i]!);
        },
      };
    },
  };
}
