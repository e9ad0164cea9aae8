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
  /** The plugins with remark or rehype steps: none, and every page takes the one processor. */
  private readonly stepping: readonly DocgenPlugin[];

  constructor(
    private readonly plugins: readonly DocgenPlugin[],
    private readonly make: (plugins: readonly DocgenPlugin[]) => P,
    /** The processor of every plugin's steps, when one is made already (the dev server's last run). */
    private every?: P,
  ) {
    this.stepping = plugins.filter((p) => p.markdown?.remarkPlugins?.length || p.markdown?.rehypePlugins?.length);
  }

  /** The processor running every plugin's steps. */
  all(): P {
    this.every ??= this.make(this.plugins);
    return this.every;
  }

  /**
   * The processor of a page of `source`. A page docgen makes (a blog list, a category's generated
   * index) runs no plugin's steps: in Docusaurus such pages are React pages no remark plugin sees
   * (electron's network-bound plugin failed "on blog", the blog's list pages).
   */
  of(source: Pick<SourceFile, 'kind' | 'blog' | 'generated'>): P {
    if (this.stepping.length === 0) return this.all();
    const content = source.generated ? 'generated' : markdownContentOf(source);
    const plugins = source.generated
      ? this.plugins.filter((p) => !this.stepping.includes(p))
      : this.plugins.filter((p) => !p.markdown?.on || p.markdown.on.includes(content as MarkdownContent));
    if (plugins.length === this.plugins.length) return this.all();
    let processor = this.made.get(content);
    if (!processor) this.made.set(content, (processor = this.make(plugins)));
    return processor;
  }
}
