import path from 'node:path';
import type { MarkdownPlugin } from './convert-docs.js';
import { Raw, sourceOf } from './source-text.js';

/** Each plugin once (two docs sections with the same plugin and options run it once, site-wide). */
export function uniquePlugins(list: readonly MarkdownPlugin[]): MarkdownPlugin[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const key = JSON.stringify([p.kind, p.spec, p.exportName, p.options]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The docs' remark and rehype plugins of installed packages as docgen plugins, whose markdown
 * hooks run them (docs/guide/plugins.md): an import per package, its entries in their order, one
 * plugin per content they run on (`markdown.on`: the docs, and the blog or pages listing them too).
 */
export function markdownPluginSource(list: readonly MarkdownPlugin[]): { imports: string[]; plugin: Raw[] } {
  if (list.length === 0) return { imports: [], plugin: [] };
  const names = new Map<string, string>();
  const taken = new Set(['defineConfig', 'search', 'openapi']);
  const keyOf = (p: MarkdownPlugin) => `${p.spec}\0${p.exportName ?? ''}`;
  for (const p of list) {
    const { spec, exportName } = p;
    if (names.has(keyOf(p))) continue;
    // A site file or a package's file is named by its base name (`./src/remark/api-labels.ts`, `pkg/lib/api-labels` → apiLabels).
    const file = spec.startsWith('./') || /^(@[^/]+\/)?[^/]+\/./.test(spec);
    const own = exportName && exportName !== 'default' ? exportName : undefined;
    const base = (own ?? (file ? path.basename(spec).replace(/\.[^.]+$/, '') : spec))
      .replace(/^@[^/]+\//, '')
      .replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())
      .replace(/^[^A-Za-z_$]+/, '');
    let name = base || 'markdownPlugin';
    for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
    taken.add(name);
    names.set(keyOf(p), name);
  }
  // A CommonJS module's `exports.default` (compiled TypeScript): Node's import gives its exports object.
  const ref = (p: MarkdownPlugin) => `${names.get(keyOf(p))}${p.exportName === 'default' ? '.default' : ''}`;
  // One docgen plugin per run of entries on the same content (`markdown.on`): their order is kept.
  const groups: [string, Record<string, Raw[]>][] = [];
  for (const p of list) {
    const on = p.on && !['docs', 'blog', 'pages'].every((c) => p.on!.includes(c)) ? p.on.join(',') : '';
    let hook = groups.at(-1)?.[0] === on ? groups.at(-1)![1] : undefined;
    if (!hook) groups.push([on, (hook = {})]);
    (hook[p.kind] ??= []).push(new Raw(p.options === undefined ? ref(p) : `[${ref(p)}, ${sourceOf(p.options)}]`));
  }
  const seen = new Map<string, number>();
  const plugins = groups.map(([on, hook], i) => {
    const lists = Object.entries(hook).map(([kind, entries]) => `${kind}: [${entries.map((e) => e.text).join(', ')}]`);
    const scope = on
      ? `, on: [${on
          .split(',')
          .map((c) => `'${c}'`)
          .join(', ')}]`
      : '';
    const base = i === 0 ? 'docusaurus-markdown' : `docusaurus-markdown-${on.replace(/[,:]/g, '-') || 'all'}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const name = count > 1 ? `${base}-${count}` : base;
    return new Raw(`{ name: '${name}', markdown: { ${lists.join(', ')}${scope} } }`);
  });
  return {
    imports: [...names].map(([key, name]) => {
      const [spec, exportName] = key.split('\0') as [string, string];
      if (!exportName || exportName === 'default') return `import ${name} from '${spec}';`;
      return `import { ${exportName === name ? name : `${exportName} as ${name}`} } from '${spec}';`;
    }),
    plugin: plugins,
  };
}
