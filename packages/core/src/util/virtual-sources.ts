const INLINE_MAP = '//# sourceMappingURL=data:application/json;base64,';
/** How esbuild names a plugin's module in a source map: `namespace:path`, where no file is. */
const PLUGIN_MODULE = /^[\w-]{2,}:/;

/**
 * The compiled module with its inline source map naming each plugin module `virtual:namespace:path`:
 * tools that read the map look for the file of every other source, and Vite (vitest) printed
 * "Sourcemap … points to missing source files" for each module that imported one
 * (`docgen-plain-jsx:react`, the site's marked JSX runtime); `virtual:` is the prefix Vite and
 * Rollup give a module without a file. Files (named relative to the module) are left as they are.
 */
export function markVirtualSources(code: string): string {
  const at = code.lastIndexOf(INLINE_MAP);
  if (at < 0) return code;
  const start = at + INLINE_MAP.length;
  const newline = code.indexOf('\n', start);
  const end = newline < 0 ? code.length : newline;
  const map = JSON.parse(Buffer.from(code.slice(start, end), 'base64').toString('utf8')) as { sources?: string[] };
  if (!map.sources?.some(unmarked)) return code;
  map.sources = map.sources.map((source) => (unmarked(source) ? `virtual:${source}` : source));
  return code.slice(0, start) + Buffer.from(JSON.stringify(map)).toString('base64') + code.slice(end);
}

/** Whether esbuild names a module of a plugin (`namespace:path`, its input or map source): no file. */
export function isPluginModule(source: string): boolean {
  return PLUGIN_MODULE.test(source);
}

function unmarked(source: string): boolean {
  return isPluginModule(source) && !source.startsWith('virtual:');
}
