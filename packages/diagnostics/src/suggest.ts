import { distance } from 'fastest-levenshtein';

/** The candidates closest to `input` (edit distance), best first, within a sensible threshold. */
export function closest(input: string, candidates: Iterable<string>, max = 3): string[] {
  const limit = Math.max(2, Math.ceil(input.length * 0.4));
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

/** "did you mean "a", "b"?" or undefined when nothing is close. */
export function didYouMean(input: string, candidates: Iterable<string>, max = 3): string | undefined {
  const found = closest(input, candidates, max);
  return found.length > 0 ? `did you mean ${found.map((f) => `"${f}"`).join(', ')}?` : undefined;
}
