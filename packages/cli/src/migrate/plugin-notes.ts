/** What the migration says of a Docusaurus plugin it does not carry over, and what to do. */
export function pluginWhat(name: string, fn?: boolean): string {
  if (fn) return `is a plugin written in the config (${name}); docgen plugins have another API.`;
  if (/ideal-image/.test(name)) return 'is not carried over: docgen serves images as they are.';
  if (/pwa/.test(name)) return 'is not carried over: docgen makes no service worker.';
  if (/gtag|google-analytics|google-tag-manager/.test(name))
    return "is not carried over: docgen's analytics send page views to an endpoint of yours.";
  if (/openapi/.test(name)) return 'is an OpenAPI plugin; docgen has its own (@docgen/plugin-openapi).';
  return `is the plugin "${name}", which docgen does not run.`;
}

export function pluginTodo(name: string): string {
  if (/openapi/.test(name)) return 'configure @docgen/plugin-openapi (docs/guide/plugins.md).';
  if (/gtag|google-analytics|google-tag-manager/.test(name)) return 'configure analytics.trackers.';
  return 'write what it does as a docgen plugin (docs/guide/plugins.md), or leave it out.';
}
