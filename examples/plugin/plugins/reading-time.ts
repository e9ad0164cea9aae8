import { definePlugin, type RouteRecord } from '@docgen/config';

/**
 * A small docgen plugin, in two hooks:
 * - stage "markdown": a remark plugin adds a "N min read" line under each doc's first paragraph;
 * - stage "write": emits `reading-times.json` (every doc route with its words and minutes).
 * The "discover" hook remembers which sources are docs, so markdown pages get no reading time.
 */
export interface ReadingTimeOptions {
  /** Reading speed (default 200 words a minute). */
  wordsPerMinute?: number;
}

/** The few mdast node shapes the plugin touches (no dependency on @types/mdast). */
interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> };
}

/** Words of a markdown body, code blocks and inline code left out. */
export function countWords(markdown: string): number {
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ').replace(/`[^`\n]*`/g, ' ');
  return prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

export default function readingTime(options: ReadingTimeOptions = {}) {
  const wordsPerMinute = options.wordsPerMinute ?? 200;
  const minutesOf = (words: number) => Math.max(1, Math.ceil(words / wordsPerMinute));
  const docFiles = new Set<string>();

  function remarkReadingTime() {
    return (tree: MdNode, file: { path?: string; value: unknown }) => {
      if (!file.path || !docFiles.has(file.path)) return;
      const children = tree.children ?? [];
      const first = children.findIndex((node) => node.type === 'paragraph');
      const line: MdNode = {
        type: 'paragraph',
        data: { hProperties: { className: ['reading-time'] } },
        children: [
          {
            type: 'emphasis',
            children: [{ type: 'text', value: `${minutesOf(countWords(String(file.value)))} min read` }],
          },
        ],
      };
      children.splice(first === -1 ? 0 : first + 1, 0, line);
    };
  }

  return definePlugin({
    name: 'reading-time',
    // Part of the markdown cache key: pages are re-rendered when the reading speed changes.
    cacheKey: () => `wordsPerMinute=${wordsPerMinute}`,
    discover(site) {
      docFiles.clear();
      for (const source of site.sources) if (source.kind === 'doc') docFiles.add(source.file);
    },
    markdown: { remarkPlugins: [remarkReadingTime] },
    async write({ manifest, emitFile }) {
      const docs = manifest.routes
        .filter(
          (route): route is RouteRecord & { source: NonNullable<RouteRecord['source']> } =>
            route.kind === 'doc' && !route.canonicalPath && route.source !== undefined,
        )
        .map((route) => {
          const words = countWords(route.source.body);
          return { path: route.path, locale: route.locale, id: route.id, words, minutes: minutesOf(words) };
        })
        .sort((a, b) => a.path.localeCompare(b.path));
      await emitFile('reading-times.json', `${JSON.stringify({ wordsPerMinute, docs }, null, 2)}\n`);
    },
  });
}
