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
  for (const value of candidates) {
    const score = distance(input.toLowerCase(), value.toLowerCase());
    if (score <= limit) scored.push({ value, score });
  }
  scored.sort((a, b) => a.score - b.score || a.value.localeCompare(b.value));
  // A name one edit away is what was meant: one three edits away ("tagine": "tagline", not "define") is noise beside it.
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((s) => s.score <= best + 1)
    .slice(0, max)
    .map((s) => s.value);
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
