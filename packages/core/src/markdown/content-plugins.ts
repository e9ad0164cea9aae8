import type { DocgenPlugin, MarkdownContent, SourceFile } from '@docgen/config';

/** The content a source's page is of, as `DocgenPlugin.markdown.on` names it. */
export function markdownContentOf(source: Pick<SourceFile, 'kind' | 'blog'>): MarkdownContent {
  if (source.kind === 'doc') return 'docs';
  return source.blog ? 'blog' : 'pages';
}

/**
 * Processors by the plugins whose markdown steps a page runs (`markdown.on`): the build's own
 * for a page every plugin's steps run on, another per distinct list (a Docusaurus site's docs
 * plugins do not run on its blog posts: electron's structure previews waited there forever).
 */
export class ContentProcessors<P> {
  private readonly made = new Map<string, P>();

  constructor(
    private readonly plugins: readonly DocgenPlugin[],
    private readonly make: (plugins: readonly DocgenPlugin[]) => P,
  ) {}

  /** The processor of a page of `source`, given the build's own (`all`) for pages every plugin runs on. */
  of(source: Pick<SourceFile, 'kind' | 'blog'>, all: P): P {
    if (!this.plugins.some((p) => p.markdown?.on)) return all;
    const content = markdownContentOf(source);
    const plugins = this.plugins.filter((p) => !p.markdown?.on || p.markdown.on.includes(content));
    if (plugins.length === this.plugins.length) return all;
    let processor = this.made.get(content);
    if (!processor) this.made.set(content, (processor = this.make(plugins)));
    return processor;
  }
}
