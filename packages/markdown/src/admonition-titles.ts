import { Fences } from './fences.js';
import { ADMONITIONS } from './plugins/directives.js';

const TITLED = new RegExp(`^((?:>\\s?)*\\s*:{3,}(?:${ADMONITIONS.join('|')}))[ \\t]+([^{\\s].*?)\\s*$`);

/**
 * Docusaurus' older admonition title form, `:::note Title`, written as the directive label
 * `:::note[Title]` that remark-directive reads (Docusaurus rewrites it the same way), whatever
 * the title starts with: `:::info [Pro feature](https://…)` is a title holding a link. Brackets
 * are kept when they pair up (the link's); unpaired ones, which would end the label early, are
 * escaped. Lines in fenced code are left alone; each line keeps its place, so positions do not move.
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
    const title = titled[2]!;
    lines[i] = `${titled[1]}[${pairedBrackets(title) ? title : title.replace(/[[\]]/g, '\\$&')}]`;
    changed = true;
  }
  return changed ? lines.join('\n') : markdown;
}

/** Whether every `[` of a title has its `]` after it (escaped ones aside): it can stand in a label as written. */
function pairedBrackets(title: string): boolean {
  let depth = 0;
  for (const m of title.matchAll(/\\.|[[\]]/g)) {
    if (m[0] === '[') depth++;
    else if (m[0] === ']' && --depth < 0) return false;
  }
  return depth === 0;
}
