import { distance } from 'fastest-levenshtein';

/**
 * The candidates closest to `input` (edit distance), best first, within a sensible threshold
 * (`limit` edits: a caller that suggests among near-identical names, files of one folder, asks for fewer).
 */
export function closest(
  input: string,
  candidates: Iterable<string>,
  max = 3,
  limit = Math.max(2, Math.ceil(input.length * 0.4)),
): string[] {
  const scored: { value: string; score: number }[] = [];
  const typed = input.toLowerCase();
  for (const value of candidates) {
    const other = value.toLowerCase();
    const score = distance(typed, other);
    // Measured against what differs too: a shared `/docs/` made "/docs/pagination" 6 edits from
    // "/docs/intro", within the whole path's 40 %, while no word of it is alike. A name that only
    // gained letters ("getItem" of "getItemById") keeps the whole's measure.
    if (score <= limit && (alike(typed, other, score) || typed.includes(other) || other.includes(typed)))
      scored.push({ value, score });
  }
  scored.sort((a, b) => a.score - b.score || a.value.localeCompare(b.value));
  // A name one edit away is what was meant: one three edits away ("tagine": "tagline", not "define") is noise beside it.
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((s) => s.score <= best + 1)
    .slice(0, max)
    .map((s) => s.value);
}

/** Whether `score` edits are few beside the parts of `a` and `b` that differ (after their common start and end). */
function alike(a: string, b: string, score: number): boolean {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return score <= Math.max(3, Math.ceil(Math.max(a.length - start - end, b.length - start - end) * 0.5));
}

/**
 * The candidates that extend `input` by one or more words joined with `-`, shortest first (an
 * anchor `#binary` whose heading became "Binary support", `#binary-support`: a heading that gained
 * words is the commonest way an anchor breaks, and edit distance misses it or finds another
 * heading first), then the closest ones.
 */
export function extendedOrClosest(input: string, candidates: Iterable<string>, max = 3): string[] {
  const list = [...candidates];
  const prefix = `${input.toLowerCase()}-`;
  const extended = list
    .filter((c) => input !== '' && c.toLowerCase().startsWith(prefix))
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  const near = closest(input, list, max).filter((c) => !extended.includes(c));
  return [...extended, ...near].slice(0, max);
}

/** "did you mean "a", "b"?" or undefined when nothing is close. */
export function didYouMean(input: string, candidates: Iterable<string>, max = 3): string | undefined {
  const found = closest(input, candidates, max);
  return found.length > 0 ? `did you mean ${found.map((f) => `"${f}"`).join(', ')}?` : undefined;
}
