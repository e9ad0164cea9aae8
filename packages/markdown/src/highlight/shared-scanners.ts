import type { RegexEngine } from 'shiki';

type PatternScanner = ReturnType<RegexEngine['createScanner']>;

interface Held {
  scanner: PatternScanner;
  /** Rules holding it now; at 0 it waits in the idle list, to be taken again or freed. */
  users: number;
}

/** Scanners no rule holds, kept for a rule that asks for the same patterns again. */
export const IDLE_SCANNERS = 64;

/**
 * `engine` with its compiled scanners shared by pattern list. vscode-textmate compiles a rule's
 * patterns into one Oniguruma scanner and keeps it, except in a rule whose end pattern has back
 * references (`\1`): its patterns are those of the begin it matched, and each other begin throws
 * the compiled scanner away and compiles the list again (a heredoc's tag, a string's quote
 * character). The Lintas site's 702 blocks compiled 357 scanners from 147 distinct pattern
 * lists, a quarter of the highlighting time. A scanner is a pure function of its patterns (its
 * search cache is keyed by the string searched), so the same list gets the same compiled
 * scanner, each rule through a handle of its own whose `dispose` lets go of it.
 */
export function sharedScanners(engine: RegexEngine, idleLimit = IDLE_SCANNERS): RegexEngine {
  const held = new Map<string, Held>();
  const idle = new Map<string, Held>();
  return {
    createString: (s) => engine.createString(s),
    createScanner(patterns) {
      if (patterns.some((p) => typeof p !== 'string')) return engine.createScanner(patterns);
      const key = JSON.stringify(patterns);
      let entry = held.get(key);
      if (!entry) {
        entry = idle.get(key) ?? { scanner: engine.createScanner(patterns), users: 0 };
        idle.delete(key);
        held.set(key, entry);
      }
      entry.users++;
      const shared = entry;
      let disposed = false;
      return {
        findNextMatchSync: (string, start, options) => shared.scanner.findNextMatchSync(string, start, options),
        dispose() {
          if (disposed) return;
          disposed = true;
          if (--shared.users > 0) return;
          held.delete(key);
          idle.set(key, shared);
          // The oldest idle scanner goes first (a Map iterates in insertion order).
          if (idle.size > idleLimit) {
            const [oldest, gone] = idle.entries().next().value!;
            idle.delete(oldest);
            gone.scanner.dispose?.();
          }
        },
      };
    },
  };
}
