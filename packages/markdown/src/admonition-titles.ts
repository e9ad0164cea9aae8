import { ADMONITIONS } from './plugins/directives.js';

const FENCE = /^(?:>\s?)*\s{0,3}(`{3,}|~{3,})/;
const TITLED = new RegExp(`^((?:>\\s?)*\\s*:{3,}(?:${ADMONITIONS.join('|')}))[ \\t]+([^\\[{\\s].*?)\\s*$`);

/**
 * Docusaurus' older admonition title form, `:::note Title`, written as the directive label
 * `:::note[Title]` that remark-directive reads (Docusaurus rewrites it the same way). Lines in
 * fenced code are left alone; each line keeps its place, so positions do not move.
 */
export function admonitionTitlesToLabels(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  let fence: string | undefined;
  let changed = false;
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opening = FENCE.exec(line);
    if (opening) {
      const marker = opening[1]!;
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const titled = TITLED.exec(line);
    if (!titled) continue;
    lines[i] = `${titled[1]}[${titled[2]!.replace(/[[\]]/g, '\\$&')}]`;
    changed = true;
  }
  return changed ? lines.join('\n') : markdown;
}
