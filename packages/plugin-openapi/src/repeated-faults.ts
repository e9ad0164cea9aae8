import { JSON_TEXT_FIX } from './example-fix.js';
import type { Problem } from './problems.js';

/** How many of one repeated fault stay warnings of their own; past it, they are one warning. */
const ALONE = 3;

interface Repeat {
  /** The fix every problem of the fault has, word for word (it names no value of its own). */
  fix: string;
  what: (count: number) => string;
  why: string;
  fixAll: string;
}

/** Faults a generator repeats over a whole document: one remedy, whatever the place. */
const REPEATS: Repeat[] = [
  {
    fix: JSON_TEXT_FIX,
    what: (n) => `${n} examples are JSON written as a string where their schema wants an object or a list`,
    why: 'a string that holds JSON text is a string: validators, mock servers and SDK generators read it as one (the pages show the JSON it holds).',
    fixAll:
      'write each value itself (the object or list), not its text: these are the examples whose value is a string that starts with { or [.',
  },
];

/**
 * Groups each fault repeated more than `ALONE` times into one problem that counts them and holds
 * their places, as `OpenApiRefSiblingsIgnored` does: Jira's document has 335 examples written as
 * JSON text, which were 335 warnings burying the others.
 */
export function groupRepeats(problems: Problem[]): Problem[] {
  const byFix = new Map<string, Problem[]>();
  for (const repeat of REPEATS) byFix.set(repeat.fix, []);
  const rest: Problem[] = [];
  for (const p of problems) {
    const same = p.fix === undefined ? undefined : byFix.get(p.fix);
    if (same) same.push(p);
    else rest.push(p);
  }
  for (const repeat of REPEATS) {
    const same = byFix.get(repeat.fix) ?? [];
    if (same.length <= ALONE) {
      rest.push(...same);
      continue;
    }
    rest.push(grouped(repeat, same.sort(byPlace)));
  }
  return rest;
}

function grouped(repeat: Repeat, same: Problem[]): Problem {
  const [first] = same as [Problem];
  const places = same.map((p) => ({
    file: p.file,
    ...(p.line ? { line: p.line, column: p.column ?? 1 } : {}),
    what: subject(p.message),
  }));
  const { json: _json, ...at } = first;
  return {
    ...at,
    message: `${repeat.what(same.length)}.`,
    places,
    why: repeat.why,
    fix: repeat.fixAll,
  };
}

/** What a problem's message is about: `Example "x" of operation getBanner, response 200 (…)`. */
function subject(message: string): string {
  return message.replace(/ does not match its schema:[\s\S]*$/, '');
}

function byPlace(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
