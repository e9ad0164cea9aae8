import type { Dict, Notes } from './notes.js';

/** The sitemap plugin's options docgen has (changefreq, priority); the others are noted. */
export function sitemapOf(o: Dict, at: string, notes: Notes): Dict | undefined {
  const out: Dict = {};
  if (typeof o.changefreq === 'string') out.changefreq = o.changefreq;
  if (typeof o.priority === 'number') out.priority = o.priority;
  const dropped = Object.keys(o).filter((k) => !['changefreq', 'priority', 'id'].includes(k));
  if (dropped.length > 0)
    notes.add(
      at,
      `has ${dropped.map((k) => `"${k}"`).join(', ')}, not carried over: docgen's sitemap.xml lists every listed page of the latest docs version.`,
      'mark pages to leave out `unlisted: true`.',
    );
  return Object.keys(out).length > 0 ? out : undefined;
}
