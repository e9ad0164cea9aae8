/** What the bundle stage emits: the browser runtime's chunks, the CSS, and what pages link. */

export interface EmittedAsset {
  /** Output path relative to the output root (POSIX). */
  path: string;
  bytes: Uint8Array;
  gzip: number;
  kind: 'js' | 'css' | 'inline-js';
  /** Part of what every page needs before it is interactive. */
  firstLoad: boolean;
}

export interface ClientBundle {
  stylesheets: string[];
  scripts: string[];
  modulePreloads: string[];
  headInlineScript: string;
  /** URL of the islands entry chunk (loaded lazily by the island loader). */
  islandsUrl?: string;
  /** URL of the diagram chunk (`markdown.mermaid`): a module script of the pages with a diagram. */
  mermaidUrl?: string;
  assets: EmittedAsset[];
  /** Gzip bytes of the JavaScript a page runs before it is interactive (inline script included). */
  firstLoadJsGzip: number;
  /** Files the bundle is made of (cache keys, watcher). */
  dependencies: string[];
}
