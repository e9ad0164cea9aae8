import type { DocgenPlugin } from '@docgen/config';
import path from 'node:path';

/** The site's remark or rehype step each file is in now, by the file's path: a stalled page names it. */
const inStep = new Map<string, string>();

/** Whether the page of `route` is in a step of a site plugin now. */
export function inSiteStep(route: { source?: { file: string } | undefined }): boolean {
  return route.source !== undefined && stepOf(route.source.file) !== undefined;
}

/** The step of a site plugin the page of `file` is in now, if any (`watchedPlugins`). */
export function stepOf(file: string): string | undefined {
  return inStep.get(path.resolve(file));
}

/**
 * The remark or rehype plugins of the site's docgen plugins, each preceded by a step that notes
 * the file it is about to run on, and followed by one that clears it: a page whose transform never
 * settles then names the plugin it waits in. Markers rather than wrappers: a wrapper would stand
 * on the stack of what the plugin throws, and make its error look like docgen's own.
 */
export function watchedPlugins(plugins: readonly DocgenPlugin[], key: 'remarkPlugins' | 'rehypePlugins'): unknown[] {
  const list = plugins.flatMap((plugin) =>
    (plugin.markdown?.[key] ?? []).flatMap((entry, index) => {
      const head = Array.isArray(entry) ? entry[0] : entry;
      if (typeof head !== 'function') return [entry];
      const own =
        head.name && !/^(attacher|default|plugin|anonymous|transformer)\d*$/.test(head.name) ? ` (${head.name})` : '';
      return [marker(`markdown.${key}[${index}]${own} of the plugin "${plugin.name}"`), entry];
    }),
  );
  return list.length > 0 ? [...list, marker(undefined)] : list;
}

/** A step that notes (or, without a label, clears) the site step the file goes into next. */
function marker(label: string | undefined) {
  return () => (_tree: unknown, file: { path?: string }) => {
    if (!file.path) return;
    if (label) inStep.set(path.resolve(file.path), label);
    else inStep.delete(path.resolve(file.path));
  };
}
