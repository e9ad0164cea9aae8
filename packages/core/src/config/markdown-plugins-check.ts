import { type Diagnostic, didYouMean, locateInSource, offsetToPosition } from '@docgen/diagnostics';
import { keyPath } from './key-path.js';

const KEYS = ['remarkPlugins', 'rehypePlugins'] as const;

/**
 * Each entry of a plugin's `markdown.remarkPlugins`/`rehypePlugins` is checked where the config
 * is read: unified would take an `undefined` entry (`require('x').default` of a package without
 * a default export) only when the first page is compiled, and fail there with a TypeError that
 * names neither the config nor the entry.
 */
export function markdownPluginChecks(
  plugins: readonly unknown[],
  file: string,
  source: string,
  sections: Sections = { docs: ['default'], blog: ['default'] },
): Diagnostic[] {
  const out: Diagnostic[] = [];
  plugins.forEach((plugin, index) => {
    const markdown = (plugin as { markdown?: unknown }).markdown;
    if (typeof markdown !== 'object' || markdown === null) return;
    const on = onProblem((markdown as { on?: unknown }).on, sections);
    if (on) {
      const at = ['plugins', index, 'markdown', 'on'];
      out.push({
        name: 'InvalidConfigValue',
        severity: 'error',
        message: `Config key "${keyPath(at)}" must list "docs", "blog", "pages", "docs:<id>" or "blog:<id>", got ${on.got}.`,
        why: `it names the content whose pages run the plugin's remark and rehype steps: a kind, or one docs section (${sections.docs.map((id) => `"docs:${id}"`).join(', ')}) or blog (${sections.blog.map((id) => `"blog:${id}"`).join(', ')}) of the site.`,
        fix: on.fix,
        file,
        ...(locateInSource(source, at) ?? {}),
      });
    }
    for (const key of KEYS) {
      const list = (markdown as Record<string, unknown>)[key];
      if (list === undefined) continue;
      const at = ['plugins', index, 'markdown', key];
      if (!Array.isArray(list)) {
        out.push(entryDiagnostic(plugin, at, list, file, source, 'a list'));
        continue;
      }
      list.forEach((entry, i) => {
        const head = Array.isArray(entry) ? entry[0] : entry;
        if (usable(head, !Array.isArray(entry))) return;
        out.push(entryDiagnostic(plugin, [...at, i], head, file, source));
      });
    }
  });
  return out;
}

/** The ids of the site's docs sections (`default`, `docsInstances`) and blogs (`default`, `blogInstances`). */
export interface Sections {
  docs: readonly string[];
  blog: readonly string[];
}

/** What is wrong with a plugin's `markdown.on`, if anything. */
function onProblem(on: unknown, sections: Sections): { got: string; fix: string } | undefined {
  if (on === undefined) return undefined;
  if (!Array.isArray(on)) return { got: describe(on), fix: `write a list: on: [${JSON.stringify(on)}].` };
  const known = [
    'docs',
    'blog',
    'pages',
    ...sections.docs.map((id) => `docs:${id}`),
    ...sections.blog.map((id) => `blog:${id}`),
  ];
  const wrong = on.find((c) => typeof c !== 'string' || !known.includes(c));
  if (wrong === undefined) return undefined;
  const near = typeof wrong === 'string' ? didYouMean(wrong, known) : undefined;
  return {
    got: describe(wrong),
    fix:
      near ?? `list some of ${known.map((c) => `"${c}"`).join(', ')}, or leave \`on\` out to run them on every page.`,
  };
}

/** What unified's `use` takes: a plugin function, or (alone) a preset object of plugins. */
function usable(value: unknown, alone: boolean): boolean {
  if (typeof value === 'function') return true;
  return alone && typeof value === 'object' && value !== null && ('plugins' in value || 'settings' in value);
}

function entryDiagnostic(
  plugin: unknown,
  at: (string | number)[],
  value: unknown,
  file: string,
  source: string,
  expected = 'a unified plugin (a function), or [plugin, options]',
): Diagnostic {
  const name = (plugin as { name?: unknown }).name;
  const index = at[at.length - 1];
  const pos =
    (typeof index === 'number' ? elementPosition(source, at.slice(0, -1), index) : undefined) ??
    locateInSource(source, at);
  return {
    name: 'InvalidConfigValue',
    severity: 'error',
    message: `Config key "${keyPath(at)}"${typeof name === 'string' ? ` (plugin "${name}")` : ''} must be ${expected}, got ${describe(value)}.`,
    why: 'unified runs each entry on every page; this one cannot be run, so no page could be compiled.',
    fix: likelyFix(value),
    file,
    ...pos,
  };
}

/**
 * Where the `index`th element of the array written after the key at `path` starts (best effort:
 * brackets and quotes are skipped, comments are not), so the entry itself is pointed at.
 */
function elementPosition(
  source: string,
  path: (string | number)[],
  index: number,
): { line: number; column: number } | undefined {
  const key = locateInSource(source, path);
  if (!key) return undefined;
  const lines = source.split('\n');
  const keyOffset = lines.slice(0, key.line - 1).reduce((n, l) => n + l.length + 1, 0) + key.column - 1;
  const open = /^[^[,}]*\[/.exec(source.slice(keyOffset));
  if (!open) return undefined;
  let depth = 0;
  let seen = 0;
  let quote = '';
  let start = -1;
  for (let i = keyOffset + open[0].length; i < source.length; i++) {
    const c = source[i] as string;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (start < 0 && depth === 0 && !/\s/.test(c) && c !== ',' && c !== ']') {
      if (seen === index) return offsetToPosition(source, i);
      start = i;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('[{('.includes(c)) depth++;
    else if (']})'.includes(c)) {
      if (depth === 0) return undefined;
      depth--;
    } else if (c === ',' && depth === 0) {
      seen++;
      start = -1;
    }
  }
  return undefined;
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (value instanceof Promise) return 'a promise';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return `an object with keys ${Object.keys(value).slice(0, 5).join(', ') || '(none)'}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}

function likelyFix(value: unknown): string {
  if (value === undefined)
    return "the import gives nothing: most often `.default` of a package that has no default export (`require(name).default`), or a named import the package does not have; import the function the package's README names, without `.default`.";
  if (value instanceof Promise)
    return 'a dynamic `import()` gives a promise: await it, `(await import(name)).default`.';
  if (typeof value === 'object' && value !== null) {
    const functions = Object.keys(value).filter((k) => typeof (value as Record<string, unknown>)[k] === 'function');
    if (functions.length > 0)
      return `this is the module, not its plugin: take ${functions
        .slice(0, 3)
        .map((k) => `\`.${k}\``)
        .join(' or ')} of it.`;
  }
  return 'give the plugin function (the default or named export of its package), or [plugin, options].';
}
