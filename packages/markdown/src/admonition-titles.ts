import { Fences } from './fences.js';
import { ADMONITIONS } from './plugins/directives.js';

const TITLED = new RegExp(`^((?:>\\s?)*\\s*:{3,}(?:${ADMONITIONS.join('|')}))[ \\t]+([^\\[{\\s].*?)\\s*$`);

/**
 * Docusaurus' older admonition title form, `:::note Title`, written as the directive label
 * `:::note[Title]` that remark-directive reads (Docusaurus rewrites it the same way). Lines in
 * fenced code are left alone; each line keeps its place, so positions do not move.
 */
export function admonitionTitlesToLabels(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  const fences = new Fences();
  let changed = false;
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fences.code(line)) continue;
    const titled = TITLED.exec(line);
    if (!titled) continue;
    lines[i] = `${titled[1]}[${titled[2]!.replace(/[[\]]/g, '\\$&')}]`;
    changed = true;
  }
  return changed ? lines.join('\n') : markdown;
}
